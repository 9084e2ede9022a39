/**
 * The view each seat of this device last acted from, per match and seat (so hot-seat players each
 * get their own account), and which accounts were dismissed. The "While you waited" panel reads
 * them with the view on display (`logic/recap.ts`); nothing here is sent anywhere.
 */
import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import type { SeatView } from '../../../shared/api';
import { recapKey } from '../logic/recap';

export const useRecapStore = defineStore('recap', () => {
  const before = shallowRef<Record<string, SeatView>>({});
  /** The match version whose account the player closed, per seat. */
  const dismissed = shallowRef<Record<string, number>>({});

  /** The seat sends an action from this view: the next account starts here, and the shown one is gone. */
  function remember(view: SeatView): void {
    before.value = { ...before.value, [recapKey(view.match.id, view.seat)]: view };
  }

  function beforeOf(view: SeatView): SeatView | undefined {
    return before.value[recapKey(view.match.id, view.seat)];
  }

  function dismiss(view: SeatView): void {
    dismissed.value = { ...dismissed.value, [recapKey(view.match.id, view.seat)]: view.match.version };
  }

  function isDismissed(view: SeatView): boolean {
    return dismissed.value[recapKey(view.match.id, view.seat)] === view.match.version;
  }

  return { remember, beforeOf, dismiss, isDismissed };
});
