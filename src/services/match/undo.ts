/**
 * Taking back a seat's own last action, for games that allow it. A game says
 * how far back its player may go in the seat's view (`undoable`, Evy: her own
 * actions of this phase until a card is turned over or the dice are rolled); the
 * services never keep old states: they replay the record without its last
 * action, so an undone match is exactly the match that never took that action.
 */
import { replay, type Seat } from '../../engine';
import { ServiceError } from '../errors';
import { seatLabel, type LiveMatch } from './live-match';

/** How many of its last actions the seat may take back now, as the game's view says (0 when it says nothing). */
export function undoableCount(match: LiveMatch, seat: Seat): number {
  const { game, state } = match;
  if (game.isOver(state)) return 0;
  const view = game.view(state, seat) as { undoable?: unknown };
  return typeof view.undoable === 'number' && view.undoable > 0 ? view.undoable : 0;
}

/**
 * The match's state with its last action taken back; also drops that action from the record.
 * Refuses (`illegal-action`) when the game allows no undo now or the last action was another seat's.
 */
export function undoLastAction(match: LiveMatch, seat: Seat): unknown {
  const last = match.record.actions.at(-1);
  if (undoableCount(match, seat) === 0 || !last) {
    throw new ServiceError(
      'illegal-action',
      'There is nothing to undo now: once a card is turned over or the dice are rolled, earlier moves stay.',
    );
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
