/**
 * Subset choices (marshal, reveal, activate, retreat discards) have up to 2^n answers.
 * The legal-action list offers a bounded, deterministic menu of sensible subsets —
 * none, all, all that can fight here, greedy fills by value, attack, defence and range,
 * and each single card — and `parseAction` accepts any other legal subset by its key.
 *
 * A menu holds card lists only: keys are text, and a rollout that picks one subset
 * needs the key of that one alone (`subsetKey`).
 */
import type { EzRules } from './rules-context';
import { costOf, sortAscending } from './state';
import type { EzState, ForcesCardDef } from './types';

/** The key of a subset: its ids ascending, comma-separated ("marshal:3,7,12"; none: "marshal:"). */
export function subsetKey(prefix: string, cards: readonly number[]): string {
  return `${prefix}:${cards
    .slice()
    .sort((a, b) => a - b)
    .join(',')}`;
}

/** The ids of a subset key, or null when it is not one (ids must be ascending and distinct). */
export function parseSubset(key: string, prefix: string): number[] | null {
  if (!key.startsWith(`${prefix}:`)) return null;
  const body = key.slice(prefix.length + 1);
  if (body === '') return [];
  const parts = body.split(',');
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,5})$/.test(part)) return null;
    const id = Number(part);
    if (ids.length > 0 && id <= (ids[ids.length - 1] as number)) return null;
    ids.push(id);
  }
  return ids;
}

/** What a greedy fill ranks cards by: a printed value of the card. */
export type Score = (def: ForcesCardDef) => number;

export const BY_VALUE: Score = (d) => (d.attack ?? 0) + (d.defence ?? 0) + (d.range ?? 0);
const BY_ATTACK: Score = (d) => d.attack ?? 0;
const BY_DEFENCE: Score = (d) => d.defence ?? 0;
const BY_RANGE: Score = (d) => d.range ?? 0;
export const GREEDY_SCORES: readonly Score[] = [BY_VALUE, BY_ATTACK, BY_DEFENCE, BY_RANGE];

/** The resources each of `cards` takes now, in the same order: looked up once for all of a menu's fills. */
export function costsOf(rules: EzRules, state: EzState, cards: readonly number[]): number[] {
  const costs: number[] = [];
  for (const card of cards) costs.push(costOf(rules, state, card));
  return costs;
}

// Work space of `greedyFill`, reused by every call (it calls nothing that fills again). Typed
// arrays, because emptying a plain array gives its storage back and the next call would grow it again.
let fillOrder = new Int32Array(64);
let fillScores = new Float64Array(64);

/**
 * Best-first fill within `budget`: takes each card in score order (ties by id) if it
 * still fits. The result is maximal: no card left out would fit. `costs`: `costsOf(cards)`.
 */
export function greedyFill(
  rules: EzRules,
  state: EzState,
  cards: readonly number[],
  costs: readonly number[],
  budget: number,
  score: Score,
): number[] {
  const defs = rules.defsOf(state.cards);
  if (cards.length > fillOrder.length) {
    fillOrder = new Int32Array(cards.length * 2);
    fillScores = new Float64Array(cards.length * 2);
  }
  // Positions in `cards`, by insertion sort on (score descending, id ascending): menus rank a handful of cards.
  const order = fillOrder;
  const scores = fillScores;
  for (let n = 0; n < cards.length; n++) {
    const card = cards[n] as number;
    const value = score(defs[card] as ForcesCardDef);
    let at = n;
    while (at > 0) {
      const before = scores[at - 1] as number;
      if (before > value || (before === value && (cards[order[at - 1] as number] as number) < card)) break;
      order[at] = order[at - 1] as number;
      scores[at] = before;
      at--;
    }
    order[at] = n;
    scores[at] = value;
  }
  const out: number[] = [];
  let used = 0;
  for (let n = 0; n < cards.length; n++) {
    const position = order[n] as number;
    const cost = costs[position] as number;
    if (used + cost <= budget) {
      out.push(cards[position] as number);
      used += cost;
    }
  }
  return out;
}

function sameCards(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Menu of distinct subsets (each sorted ascending), in the order they were first added. */
export class SubsetMenu {
  readonly items: number[][] = [];

  /** Adds a copy of `cards` unless the same subset is listed already. */
  add(cards: readonly number[]): void {
    this.addOwned(cards.slice());
  }

  /** Adds `cards` itself (sorting it in place): for lists made just for the menu. */
  addOwned(cards: number[]): void {
    sortAscending(cards);
    for (const item of this.items) if (sameCards(item, cards)) return;
    this.items.push(cards);
  }
}

export function totalCost(rules: EzRules, state: EzState, cards: readonly number[]): number {
  let sum = 0;
  for (const card of cards) sum += costOf(rules, state, card);
  return sum;
}
