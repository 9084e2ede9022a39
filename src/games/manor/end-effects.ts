/**
 * The end-of-game effect vocabulary of elder gods and roles, implemented once. On
 * a god an effect applies to every remaining player; on a role, to its owner.
 * Scoring effects do not score at once: they leave bonuses and value swaps in the
 * ending that the Scoring step adds up. An effect that leaves its owner a choice
 * ("up to") asks the seat that makes the owner's choices.
 */
import { shuffleInPlace } from '../../engine';
import { ask } from './ask';
import { cardOf } from './content';
import { changeMadness } from './madness';
import { playerOf, say, seatCount, type ManorState } from './state';
import type { EndEffect, Ending, Prompt } from './types';
import { playerName, tokens } from './words';

/** Is a role's effect tied to the way this game ended? ("tied to an god or gods being awakened", "to second Clock") */
export function effectApplies(effect: EndEffect, ending: Ending): boolean {
  const when = effect.when ?? 'always';
  if (when === 'awakened' && ending.reason !== 'god') return false;
  if (when === 'clock' && ending.reason !== 'clock') return false;
  if (effect.colour !== undefined && effect.colour !== ending.god) return false;
  return true;
}

/** Effects that compare the players with each other resolve for all of them at once; the others one player at a time. */
export function isCollective(effect: EndEffect): boolean {
  return effect.op === 'madness-to-extreme';
}

/** The cards of a cache that are relics (the Skeleton Key is not one). */
export function relicsIn(cache: readonly number[]): number[] {
  return cache.filter((id) => cardOf(id).kind === 'relic');
}

function ending(state: ManorState): Ending {
  if (!state.ending) throw new Error('End effects resolve only at the end of the game.');
  return state.ending;
}

/** Applies a collective effect to every one of `owners`. */
export function applyCollective(state: ManorState, effect: EndEffect, owners: readonly number[]): void {
  if (effect.op !== 'madness-to-extreme') throw new Error(`${effect.op} resolves one player at a time.`);
  const measure = (o: number): number =>
    effect.who === 'most-relics' ? relicsIn(playerOf(state, o).cache).length : playerOf(state, o).madness;
  const values = owners.map(measure);
  const target = effect.who === 'least-tokens' ? Math.min(...values) : Math.max(...values);
  // "The player with the least tokens": every player tied for it is that player. Lantern order for the supply.
  for (const o of owners) if (measure(o) === target) changeMadness(state, o, effect.amount);
}

/** Starts `effect` for one `owner`: applied at once, or a question to the seat that chooses for the owner. */
export function startEndEffect(state: ManorState, effect: EndEffect, owner: number): void {
  const end = ending(state);
  switch (effect.op) {
    case 'score':
      end.bonus[owner] = (end.bonus[owner] ?? 0) + effect.amount;
      return;
    case 'score-per-relic': {
      const matching = relicsIn(playerOf(state, owner).cache).filter((id) => {
        const card = cardOf(id);
        if (effect.keyword !== undefined && !card.keywords.includes(effect.keyword)) return false;
        return effect.minDollars === undefined || card.dollars >= effect.minDollars;
      }).length;
      end.bonus[owner] = (end.bonus[owner] ?? 0) + Math.floor(matching / effect.every) * effect.amount;
      return;
    }
    case 'madness':
      changeMadness(state, owner, effect.amount);
      return;
    case 'pass-madness': {
      // "Give up to N": the owner chooses how many, from none to what they hold.
      const most = Math.min(effect.amount, playerOf(state, owner).madness);
      if (most === 0) return;
      const options = Array.from({ length: most + 1 }, (_, n) => n);
      return ask(state, owner, 'pass-madness', options, { target: nextPlayer(state, owner) });
    }
    case 'remove-cache-top':
      return removeCacheTop(state, owner, effect.count, effect.shuffle);
    case 'madness-to-extreme':
      return applyCollective(state, effect, [owner]);
    case 'value-swap':
      end.swaps[owner]?.push(effect.keyword);
      return;
  }
}

/** The next seat clockwise from `player`. */
function nextPlayer(state: ManorState, player: number): number {
  return (player + 1) % seatCount(state);
}

/** The answer to a role's "give up to N of your madness tokens to the next player". */
export function answerPassMadness(state: ManorState, prompt: Prompt, value: string | number): void {
  const given = Math.min(Number(value), playerOf(state, prompt.player).madness);
  if (given === 0) {
    say(state, () => `${playerName(state, prompt.player)} keeps their madness tokens.`);
    return;
  }
  const to = prompt.target as number;
  playerOf(state, prompt.player).madness -= given;
  playerOf(state, to).madness += given;
  say(state, () => `${playerName(state, prompt.player)} gives ${tokens(given)} to ${playerName(state, to)}.`);
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

/** $ value of every card in the cache (madness value for swapped keywords), plus the ending's bonus. */
export function totalDollars(state: ManorState, player: number, end: Ending | null): number {
  const swaps = end?.swaps[player] ?? [];
  let total = end?.bonus[player] ?? 0;
  for (const id of playerOf(state, player).cache) {
    const card = cardOf(id);
    total += card.keywords.some((k) => swaps.includes(k)) ? card.madness : card.dollars;
  }
  return total;
}
