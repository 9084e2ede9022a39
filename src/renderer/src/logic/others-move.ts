/**
 * Whether a new position came from someone else's move, as the table marks it (`use-move-mark.ts`):
 * the same match and seat, a newer version, and among the log lines added since, one by another
 * seat. The seat's own move (and what the rules did after it alone) is not news to its player.
 */
import type { SeatView } from '../../../shared/api';

export function isOthersMove(was: SeatView<unknown>, now: SeatView<unknown>): boolean {
  if (was.match.id !== now.match.id || was.seat !== now.seat) return false;
  if (now.match.version <= was.match.version) return false;
  const added = now.log.slice(was.log.length);
  return added.some((line) => line.seat !== undefined && line.seat !== now.seat);
}
