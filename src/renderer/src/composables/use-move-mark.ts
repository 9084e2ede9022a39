/**
 * Shows an opponent's move on the table: when a new position arrives that this seat did not make
 * (an AI's or another player's move), the places it changed (`logic/changed-places.ts`) are marked
 * for a moment with the same marks as "While you waited" (`use-place-mark.ts`), on their own layer.
 * The seat's own moves are not marked: the player saw what they did.
 */
import { onBeforeUnmount, watch } from 'vue';
import type { SeatView } from '../../../shared/api';
import { changedPlaces, placeLooks } from '../logic/changed-places';
import { isOthersMove } from '../logic/others-move';
import { usePlaceMark } from './use-place-mark';

/** Long enough to catch the eye after the AI's move lands, short enough to be gone by the next. */
const MARK_MS = 1500;

export function useMoveMark(seatView: () => SeatView<unknown> | null | undefined): void {
  const { mark } = usePlaceMark('move');
  let before: Map<string, string> | null = null;
  let clear: ReturnType<typeof setTimeout> | undefined;

  // Before the table redraws: how the places look now.
  watch(seatView, () => (before = placeLooks(document)), { flush: 'pre' });
  // After: what changed, when another seat's move brought the new position.
  watch(
    seatView,
    (now, was) => {
      const looks = before;
      before = null;
      if (!looks || !now || !was || !isOthersMove(was, now)) return;
      const places = changedPlaces(looks, placeLooks(document));
      if (places.length === 0) return;
      clearTimeout(clear);
      mark(places);
      clear = setTimeout(() => mark([]), MARK_MS);
    },
    { flush: 'post' },
  );
  onBeforeUnmount(() => clearTimeout(clear));
}
