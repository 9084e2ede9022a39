/**
 * Madness: tokens gained and lost, the supply they come from, and the total the
 * Madness step compares. The box holds a fixed number of madness tokens; every
 * token not on a player or a room is in the supply, so the supply is counted, never
 * stored. A gain the supply cannot cover takes what is left.
 */
import { cardOf, MADNESS_TOKENS } from './content';
import { playerOf, say, type ManorState } from './state';
import { playerName, roomName, tokens } from './words';
import { ROOMS } from './schema-effects';

/** Madness tokens still in the supply: the box's count less those on players and rooms. */
export function madnessSupply(state: ManorState): number {
  let out = MADNESS_TOKENS;
  for (const p of state.players) out -= p.madness;
  for (const n of state.roomMadness) out -= n;
  return Math.max(0, out);
}

/**
 * Gains (positive) or loses (negative) madness tokens; a player never has fewer
 * than none, and gains no more than the supply holds. Returns the change made.
 */
export function changeMadness(state: ManorState, player: number, amount: number): number {
  const p = playerOf(state, player);
  const before = p.madness;
  const gain = amount > 0 ? Math.min(amount, madnessSupply(state)) : amount;
  p.madness = Math.max(0, p.madness + gain);
  const change = p.madness - before;
  if (change !== 0) {
    say(state, () => `${playerName(state, player)} ${change > 0 ? 'gains' : 'loses'} ${tokens(Math.abs(change))}.`);
  }
  if (amount > 0 && change < amount) {
    say(state, () => `The madness supply is empty: ${playerName(state, player)} gains ${amount - change} fewer.`);
  }
  return change;
}

/** Puts up to `amount` tokens from the supply on room `at`. Returns how many it put there. */
export function addRoomMadness(state: ManorState, at: number, amount: number): number {
  const added = Math.min(amount, madnessSupply(state));
  state.roomMadness[at] = (state.roomMadness[at] ?? 0) + added;
  if (added < amount) {
    say(state, () => `The madness supply is empty: ${roomName(ROOMS[at] ?? 'attic')} gets ${amount - added} fewer.`);
  }
  return added;
}

/** Madness value of every card in the cache plus the tokens: "the madness value of all cards in their cache and the madness tokens they possess". */
export function totalMadness(state: ManorState, player: number): number {
  const p = playerOf(state, player);
  let total = p.madness;
  for (const id of p.cache) total += cardOf(id).madness;
  return total;
}
