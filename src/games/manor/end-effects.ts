/**
 * The end-of-game effect vocabulary of elder gods and roles, implemented once. On
 * a god an effect applies to every remaining player; on a role, to its owner.
 * Scoring effects do not score at once: they leave bonuses and value swaps in the
 * tally that the Scoring step adds up.
 */
import { shuffleInPlace } from '../../engine';
import { cardOf } from './content';
import { changeMadness } from './madness';
import { playerOf, say, seatCount, type ManorState } from './state';
import type { Colour, EndEffect, EndReason } from './types';
import { playerName, tokens } from './words';

/** What the Scoring step will add: $ bonuses and the keywords scored by madness value, per player. */
export interface Tally {
  reason: EndReason;
  god: Colour | null;
  bonus: number[];
  swaps: string[][];
}

export function newTally(state: ManorState, reason: EndReason, god: Colour | null): Tally {
  return { reason, god, bonus: state.players.map(() => 0), swaps: state.players.map(() => []) };
}

/** Is a role's effect tied to the way this game ended? ("tied to an god or gods being awakened", "to second Clock") */
export function effectApplies(effect: EndEffect, tally: Tally): boolean {
  const when = effect.when ?? 'always';
  if (when === 'awakened' && tally.reason !== 'god') return false;
  if (when === 'clock' && tally.reason !== 'clock') return false;
  if (effect.colour !== undefined && effect.colour !== tally.god) return false;
  return true;
}

/** The cards of a cache that are relics (the Skeleton Key is not one). */
export function relicsIn(cache: readonly number[]): number[] {
  return cache.filter((id) => cardOf(id).kind === 'relic');
}

/** Applies `effect` to each of `owners`, in order. */
export function applyEndEffect(state: ManorState, tally: Tally, effect: EndEffect, owners: readonly number[]): void {
  switch (effect.op) {
    case 'score':
      for (const o of owners) tally.bonus[o] = (tally.bonus[o] ?? 0) + effect.amount;
      return;
    case 'score-per-relic':
      for (const o of owners) {
        const matching = relicsIn(playerOf(state, o).cache).filter((id) => {
          const card = cardOf(id);
          if (effect.keyword !== undefined && !card.keywords.includes(effect.keyword)) return false;
          return effect.minDollars === undefined || card.dollars >= effect.minDollars;
        }).length;
        tally.bonus[o] = (tally.bonus[o] ?? 0) + Math.floor(matching / effect.every) * effect.amount;
      }
      return;
    case 'madness':
      for (const o of owners) changeMadness(state, o, effect.amount);
      return;
    case 'pass-madness':
      for (const o of owners) passMadness(state, o, effect.amount);
      return;
    case 'remove-cache-top':
      for (const o of owners) removeCacheTop(state, o, effect.count, effect.shuffle);
      return;
    case 'madness-to-extreme': {
      const measure = (o: number): number =>
        effect.who === 'most-relics' ? relicsIn(playerOf(state, o).cache).length : playerOf(state, o).madness;
      const values = owners.map(measure);
      const target = effect.who === 'least-tokens' ? Math.min(...values) : Math.max(...values);
      // "The player with the least tokens": every player tied for it is that player.
      for (const o of owners) if (measure(o) === target) changeMadness(state, o, effect.amount);
      return;
    }
    case 'value-swap':
      for (const o of owners) tally.swaps[o]?.push(effect.keyword);
      return;
  }
}

/** Gives up to `amount` tokens to the next seat clockwise. */
function passMadness(state: ManorState, player: number, amount: number): void {
  const p = playerOf(state, player);
  const given = Math.min(amount, p.madness);
  if (given === 0) return;
  const next = (player + 1) % seatCount(state);
  p.madness -= given;
  playerOf(state, next).madness += given;
  say(state, () => `${playerName(state, player)} gives ${tokens(given)} to ${playerName(state, next)}.`);
}

function removeCacheTop(state: ManorState, player: number, count: number, shuffle: boolean): void {
  const p = playerOf(state, player);
  if (shuffle) shuffleInPlace(state.rng, p.cache);
  const gone = p.cache.splice(Math.max(0, p.cache.length - count));
  state.removed.push(...gone);
  if (gone.length > 0) {
    say(state, () => `${playerName(state, player)} removes ${gone.map((id) => cardOf(id).name).join(' and ')}.`);
  }
}

/** $ value of every card in the cache (madness value for swapped keywords), plus the tally's bonus. */
export function totalDollars(state: ManorState, player: number, tally: Tally | null): number {
  const swaps = tally?.swaps[player] ?? [];
  let total = tally?.bonus[player] ?? 0;
  for (const id of playerOf(state, player).cache) {
    const card = cardOf(id);
    total += card.keywords.some((k) => swaps.includes(k)) ? card.madness : card.dollars;
  }
  return total;
}
