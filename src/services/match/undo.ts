/**
 * Taking back a seat's own last action, for games that allow it. The game says
 * how far back its player may go (`Game.undoable`); the services never keep old
 * states: they replay the record without its last action, so an undone match is
 * exactly the match that never took that action.
 */
import { replay, type Seat } from '../../engine';
import { ServiceError } from '../errors';
import { seatLabel, type LiveMatch } from './live-match';

/** How many of its last actions the seat may take back now, as the game says (0 for a game without undo). */
export function undoableCount(match: LiveMatch, seat: Seat): number {
  const { game, state } = match;
  if (game.isOver(state) || !game.undoable) return 0;
  const count = game.undoable(state, seat);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The match's state with its last action taken back; also drops that action from the record.
 * Refuses (`illegal-action`) when the game allows no undo now or the last action was another seat's.
 */
export function undoLastAction(match: LiveMatch, seat: Seat): unknown {
  const last = match.record.actions.at(-1);
  if (undoableCount(match, seat) === 0 || !last) {
    throw new ServiceError('illegal-action', 'There is nothing to undo now: that move cannot be taken back.');
  }
  if (last.seat !== seat) {
    throw new ServiceError(
      'illegal-action',
      `The last move was made by ${seatLabel(match, last.seat)}, not ${seatLabel(match, seat)}; only your own moves can be undone.`,
    );
  }
  const shorter = { ...match.record, actions: match.record.actions.slice(0, -1) };
  const result = replay(match.game, shorter);
  // The record replayed once already, move by move: failing now is a bug in the game, not the player's doing.
  if (!result.ok) throw new Error(`undo of match ${match.id} could not replay its record: ${result.error}`);
  match.record.actions.pop();
  return result.state;
}
