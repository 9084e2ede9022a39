/**
 * The Evy campaign as this window shows it: the latest `CampaignStatus` from the
 * services (who keep the progress and the scoreboard), refreshed on
 * `campaign.updated` events. Asking for the status also settles a finished
 * adventure match, so coming back here after a game is enough to move on.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiEvent, CampaignDifficulty, CampaignStatus, MatchSummary } from '../../../../../shared/api';
import { getApi } from '../../../api/bridge';
import { useErrorStore } from '../../../stores/errors';

export const useCampaignStore = defineStore('campaign', () => {
  const status = ref<CampaignStatus | null>(null);
  const busy = ref(false);

  async function run<T>(work: () => Promise<T>, context: string): Promise<T | undefined> {
    if (busy.value) return undefined;
    busy.value = true;
    try {
      return await useErrorStore().guard(work, context);
    } finally {
      busy.value = false;
    }
  }

  async function refresh(): Promise<void> {
    const next = await useErrorStore().guard(() => getApi().call('campaign.status', {}), 'Could not load the campaign');
    if (next) status.value = next;
  }

  async function start(player: string, difficulty: CampaignDifficulty, chosen?: string): Promise<void> {
    const next = await run(
      () => getApi().call('campaign.start', { player, difficulty, ...(chosen ? { campaign: chosen } : {}) }),
      'Could not start the campaign',
    );
    if (next) status.value = next;
  }

  /** Opens (or reopens) the match of the current adventure; the caller shows it. */
  async function play(): Promise<MatchSummary | undefined> {
    const result = await run(() => getApi().call('campaign.play', {}), 'Could not open the adventure');
    if (!result) return undefined;
    status.value = result.status;
    return result.match;
  }

  async function abandon(): Promise<void> {
    const next = await run(() => getApi().call('campaign.abandon', {}), 'Could not give up the campaign');
    if (next) status.value = next;
  }

  function handleEvent(event: ApiEvent): void {
    if (event.type === 'campaign.updated') status.value = event.status;
  }

  return { status, busy, refresh, start, play, abandon, handleEvent };
});
