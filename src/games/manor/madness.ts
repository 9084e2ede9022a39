/** Madness: tokens gained and lost, and the total the Madness step compares. */
import { cardOf } from './content';
import { playerOf, say, type ManorState } from './state';
import { playerName, tokens } from './words';

/** Gains (positive) or loses (negative) madness tokens; a player never has fewer than none. */
export function changeMadness(state: ManorState, player: number, amount: number): void {
  const p = playerOf(state, player);
  const before = p.madness;
  p.madness = Math.max(0, p.madness + amount);
  const change = p.madness - before;
  if (change !== 0) {
    say(state, () => `${playerName(state, player)} ${change > 0 ? 'gains' : 'loses'} ${tokens(Math.abs(change))}.`);
  }
}

/** Madness value of every card in the cache plus the tokens: "the madness value of all cards in their cache and the madness tokens they possess". */
export function totalMadness(state: ManorState, player: number): number {
  const p = playerOf(state, player);
  let total = p.madness;
  for (const id of p.cache) total += cardOf(id).madness;
  return total;
}
