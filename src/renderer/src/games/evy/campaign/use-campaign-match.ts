/**
 * Whether the match on the table is the campaign's adventure: only then does its end lead
 * "Back to the campaign" (a stand-alone match neither counts for the campaign nor offers the way).
 * The campaign's status is asked once the adventure is over, if this window has not loaded it.
 */
import { computed, watch, type ComputedRef } from 'vue';
import { useCampaignStore } from './campaign-store';

export function useCampaignMatch(matchId: () => string, over: () => boolean): ComputedRef<boolean> {
  const campaign = useCampaignStore();
  watch(
    over,
    (isOver) => {
      if (isOver && !campaign.status) void campaign.refresh();
    },
    { immediate: true },
  );
  return computed(() => {
    const progress = campaign.status?.campaign;
    const id = matchId();
    // The open adventure, or the one just settled (asking the status settles a finished adventure).
    return !!progress && (progress.matchId === id || progress.last?.matchId === id);
  });
}
