/**
 * A cheap, sensible move for search rollouts: shed madness when you are the
 * maddest, steal the relic worth most for its madness, take "may" abilities, lose
 * or give as many tokens as allowed; anything else at random.
 */
import { pick, nextFloat, type RngState, type Seat } from '../../engine';
import { cardOf } from './content';
import { legalActions } from './legal';
import { totalMadness } from './madness';
import { roomIndex, type ManorState } from './state';
import type { ManorAction } from './types';

/** How much a seat wants the relic in a room: $ less madness (its value, the tokens on the room). */
function roomWorth(state: ManorState, action: ManorAction): number {
  if (action.type !== 'room') return 0;
  const at = roomIndex(action.room);
  const card = state.rooms[at];
  if (card === null || card === undefined) return -99;
  const def = cardOf(card);
  return def.dollars - def.madness - (state.roomMadness[at] ?? 0);
}

function best(state: ManorState, legal: ManorAction[], score: (a: ManorAction) => number): ManorAction {
  let out = legal[0] as ManorAction;
  let top = -Infinity;
  for (const action of legal) {
    const value = score(action);
    if (value > top) {
      top = value;
      out = action;
    }
  }
  return out;
}

function maddest(state: ManorState, seat: Seat): boolean {
  const mine = totalMadness(state, seat);
  return state.players.every((_, i) => i === seat || totalMadness(state, i) <= mine);
}

export function rolloutPolicy(state: ManorState, seat: Seat, rng: RngState): ManorAction {
  const legal = legalActions(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat} has nothing to do.`);
  if (state.phase === 'select') {
    const study = legal.find((a) => a.type === 'select' && a.card === 'study');
    if (study && maddest(state, seat) && nextFloat(rng) < 0.6) return study;
    return pick(rng, legal);
  }
  const prompt = state.prompt;
  switch (prompt?.purpose) {
    case 'steal-room':
      return best(state, legal, (a) => roomWorth(state, a));
    case 'lovecraft-room':
      // Loading Lovecraft with madness keeps him from winning.
      return best(state, legal, (a) => -roomWorth(state, a));
    case 'lose-madness':
    case 'give-madness':
      return legal[legal.length - 1] as ManorAction;
    case 'may':
      return legal[0] as ManorAction;
    default:
      return pick(rng, legal);
  }
}
