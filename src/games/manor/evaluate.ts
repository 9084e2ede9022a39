/**
 * A cheap heuristic value of a state for one seat, in [0, 1], for search cut-offs
 * and greedy bots: the chance of not being the maddest, times the chance of having
 * the most $, times the chance that not everyone loses. Each player's role counts
 * for what it is worth under the endings it is tied to, weighed by how likely each
 * ending looks (`odds.ts`): a cultist wants its god awake, the Skeptic the Clock.
 * Solo: below the Cultist's madness, above Lovecraft's $, and no god awake.
 */
import type { Seat } from '../../engine';
import { cardOf, roleDef } from './content';
import { relicsIn, totalDollars } from './end-effects';
import { totalMadness } from './madness';
import { endingOdds, type EndingOdds } from './odds';
import { outcome } from './outcome';
import { isSolo, playerOf, type ManorState } from './state';
import type { EndEffect } from './types';

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** How likely the ending an effect is tied to looks (solo: the Clock is the only end with steps). */
function weightOf(effect: EndEffect, odds: EndingOdds, solo: boolean): number {
  const when = effect.when ?? 'always';
  if (solo) return when === 'awakened' ? 0 : 1;
  if (when === 'clock') return odds.clock;
  if (when === 'always') return 1;
  if (effect.colour === undefined) return odds.oneGod;
  const mine = odds.awake[effect.colour] ?? 0;
  // This colour awake and no other.
  return (
    odds.oneGod *
    (mine /
      Math.max(
        1e-9,
        Object.values(odds.awake).reduce((a, b) => a + b, 0),
      ))
  );
}

/** What a player's own role is expected to add to their $ and their madness at the end. */
function roleWorth(state: ManorState, player: number, odds: EndingOdds): { dollars: number; madness: number } {
  const p = playerOf(state, player);
  const out = { dollars: 0, madness: 0 };
  if (p.role === '' || p.kind === 'cultist' || (p.kind === 'lovecraft' && isSolo(state))) return out;
  for (const effect of roleDef(p.role).effects) {
    const w = weightOf(effect, odds, isSolo(state));
    switch (effect.op) {
      case 'score':
        out.dollars += w * effect.amount;
        break;
      case 'score-per-relic': {
        const matching = relicsIn(p.cache).filter((id) => {
          const card = cardOf(id);
          if (effect.keyword !== undefined && !card.keywords.includes(effect.keyword)) return false;
          return effect.minDollars === undefined || card.dollars >= effect.minDollars;
        }).length;
        out.dollars += w * Math.floor(matching / effect.every) * effect.amount;
        break;
      }
      case 'madness':
        out.madness += w * Math.max(effect.amount, -p.madness);
        break;
      case 'pass-madness':
        out.madness -= w * Math.min(effect.amount, p.madness);
        break;
      default:
        break;
    }
  }
  return out;
}

export function evaluate(state: ManorState, seat: Seat): number {
  if (state.phase === 'over') return outcome(state)[seat] ?? 0;
  const odds = endingOdds(state);
  const worth = state.players.map((_, i) => roleWorth(state, i, odds));
  const madness = (i: number): number => totalMadness(state, i) + (worth[i]?.madness ?? 0);
  const dollars = (i: number): number => totalDollars(state, i, null) + (worth[i]?.dollars ?? 0);
  if (isSolo(state)) {
    const safe = sigmoid((totalMadness(state, 1) - madness(seat) - 0.5) / 2);
    const rich = sigmoid((dollars(seat) - totalDollars(state, 2, null) - 0.5) / 3);
    return safe * rich * odds.clock;
  }
  let maddestOther = 0;
  let richestOther = 0;
  state.players.forEach((_, i) => {
    if (i === seat) return;
    maddestOther = Math.max(maddestOther, madness(i));
    richestOther = Math.max(richestOther, dollars(i));
  });
  const safe = sigmoid((maddestOther - madness(seat) - 0.5) * 1.2);
  const rich = sigmoid((dollars(seat) - richestOther) / 3);
  return safe * rich * (1 - odds.manyGods);
}
