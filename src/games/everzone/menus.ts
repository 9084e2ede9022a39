/**
 * Subset choices (marshal, reveal, activate, retreat discards) have up to 2^n answers.
 * The legal-action list offers a bounded, deterministic menu of sensible subsets —
 * none, all, all that can fight here, greedy fills by value, attack, defence and range,
 * and each single card — and `parseAction` accepts any other legal subset by its key.
 */
import type { EzRules } from './rules-context';
import { costOf, defOf } from './state';
import type { EzState } from './types';

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

type Score = (rules: EzRules, state: EzState, card: number) => number;

export const BY_VALUE: Score = (rules, state, card) => {
  const d = defOf(rules, state, card);
  return (d.attack ?? 0) + (d.defence ?? 0) + (d.range ?? 0);
};
const BY_ATTACK: Score = (rules, state, card) => defOf(rules, state, card).attack ?? 0;
const BY_DEFENCE: Score = (rules, state, card) => defOf(rules, state, card).defence ?? 0;
const BY_RANGE: Score = (rules, state, card) => defOf(rules, state, card).range ?? 0;
export const GREEDY_SCORES: Score[] = [BY_VALUE, BY_ATTACK, BY_DEFENCE, BY_RANGE];

/**
 * Best-first fill within `budget`: takes each card in score order (ties by id) if it
 * still fits. The result is maximal: no card left out would fit.
 */
export function greedyFill(
  rules: EzRules,
  state: EzState,
  cards: readonly number[],
  budget: number,
  score: Score,
): number[] {
  const order = cards.slice().sort((a, b) => score(rules, state, b) - score(rules, state, a) || a - b);
  const out: number[] = [];
  let used = 0;
  for (const card of order) {
    const cost = costOf(rules, state, card);
    if (used + cost <= budget) {
      out.push(card);
      used += cost;
    }
  }
  return out;
}

/** Menu of distinct subsets, in a fixed order, keyed by `prefix`. */
export class SubsetMenu {
  private readonly seen = new Set<string>();
  readonly items: { key: string; cards: number[] }[] = [];

  constructor(private readonly prefix: string) {}

  add(cards: readonly number[]): void {
    const key = subsetKey(this.prefix, cards);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push({ key, cards: cards.slice().sort((a, b) => a - b) });
  }
}

export function totalCost(rules: EzRules, state: EzState, cards: readonly number[]): number {
  return cards.reduce((sum, c) => sum + costOf(rules, state, c), 0);
}
