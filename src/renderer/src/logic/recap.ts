/**
 * When the "While you waited" panel has something to say: the seat acted before (`before` is the
 * view it acted from), its turn is back (it has moves to make), the match moved on since (a newer
 * version; an undo goes back, and tells nothing), and the game's `recap` finds something to tell.
 */
import type { RecapItem } from '../../../engine';
import type { SeatView } from '../../../shared/api';
import type { GameUi } from '../game-ui/contract';

export function recapItems(ui: GameUi | undefined, before: SeatView | undefined, after: SeatView): RecapItem[] {
  if (!ui?.recap || !before) return [];
  if (before.seat !== after.seat || before.match.id !== after.match.id) return [];
  if (after.legal.length === 0 || after.match.over) return [];
  if (after.match.version <= before.match.version) return [];
  return ui.recap(before, after);
}

/** The key a seat's "before" view is kept under: hot-seat players each have their own. */
export function recapKey(matchId: string, seat: number): string {
  return `${matchId}#${seat}`;
}
