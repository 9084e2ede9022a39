/**
 * ajv's errors on a deck document, said as sentences that name the card and the
 * rule ("5× Sniper: the limit for Sniper is 4", "Pandora is a Slurr card: this is a
 * Numan deck"). Each problem carries the ids of its cards, so a builder can show
 * the reason beside them. What is not a deck rule (a missing name, an extra
 * field) keeps the general wording of `ajvProblems`.
 */
import type { ErrorObject } from 'ajv';
import { EVERZONE_CONTENT } from '../../games/everzone/content';
import type { ForcesCardDef, Race } from '../../games/everzone/types';
import { ajvProblems } from '../ajv-errors';
import { pointer } from '../checks/pointer';
import { deckCardRules, MAX_DECK_CARDS, MAX_DECK_LOCATIONS, MIN_DECK_CARDS, RACES } from './schema';
import type { DeckProblem, DeckRule } from './types';

export const RACE_NAMES: Record<Race, string> = { numan: 'Numan', slurr: 'Slurr', uthron: 'Uthron' };
const NOT_AN_ID = Symbol('not a card id');
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

interface Deckish {
  race?: unknown;
  cards?: unknown;
  locations?: unknown;
}

export function explainDeckErrors(
  errors: readonly ErrorObject[] | null | undefined,
  data: unknown,
  cards: readonly ForcesCardDef[] = EVERZONE_CONTENT.cards,
): DeckProblem[] {
  if (!errors || errors.length === 0) return [];
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return general(errors);
  const deck = data as Deckish;
  const byId = new Map(cards.map((c) => [c.id, c]));
  const list = Array.isArray(deck.cards) ? (deck.cards as unknown[]) : [];
  const out: DeckProblem[] = [];
  const rest: ErrorObject[] = [];
  const said = new Set<string>();
  const add = (problem: DeckProblem) => {
    const key = `${problem.path}\n${problem.message}`;
    if (!said.has(key)) out.push(problem);
    said.add(key);
  };
  // A card reported by its race's `enum` is said once, however many copies there are.
  const namedCards = new Set<unknown>();

  for (const error of errors) {
    const p = error.params as Record<string, unknown>;
    const index = itemIndex(error.instancePath, 'cards');
    if (error.keyword === 'discriminator') {
      add(raceProblem(deck.race));
    } else if (error.keyword === 'required' && p.missingProperty === 'race' && error.instancePath === '') {
      // The discriminator reports the same absence.
    } else if (error.instancePath === '/cards' && error.keyword === 'minItems') {
      add(problem('/cards', 'size', `${forcesCards(list.length)}: a deck needs at least ${MIN_DECK_CARDS}`));
    } else if (error.instancePath === '/cards' && error.keyword === 'maxItems') {
      add(problem('/cards', 'size', `${forcesCards(list.length)}: a deck holds at most ${MAX_DECK_CARDS}`));
    } else if (index !== undefined && error.keyword === 'enum') {
      const value = list[index];
      // Every non-text entry is one mistake (often counts written as {"card", "count"}): said once.
      const key = typeof value === 'string' ? value : NOT_AN_ID;
      if (namedCards.has(key)) continue;
      namedCards.add(key);
      add(cardProblem(value, index, deck.race as Race, byId));
    } else if (error.instancePath === '/cards' && error.keyword === 'not') {
      const rule = cardRule(error.schemaPath, deck.race as Race, cards);
      if (rule) add(ruleProblem(rule, list, byId));
      else rest.push(error);
    } else if (itemIndex(error.instancePath, 'locations') !== undefined && error.keyword === 'enum') {
      const at = itemIndex(error.instancePath, 'locations')!;
      const value = (deck.locations as unknown[])[at];
      add(problem(error.instancePath, 'location', `unknown location ${quote(value)}`));
    } else if (error.instancePath === '/locations' && error.keyword === 'maxItems') {
      const n = (deck.locations as unknown[]).length;
      add(problem('/locations', 'location', `${n} location cards: a deck brings at most ${MAX_DECK_LOCATIONS}`));
    } else rest.push(error);
  }
  // The same order whatever ajv's: the leader first, then the deck's size, then card by card.
  return [...out, ...general(rest)].sort((a, b) => RULE_ORDER.indexOf(a.rule) - RULE_ORDER.indexOf(b.rule));
}

const RULE_ORDER: readonly DeckRule[] = ['leader', 'size', 'race', 'unknown-card', 'copy-limit', 'location', 'shape'];

function general(errors: readonly ErrorObject[]): DeckProblem[] {
  return ajvProblems(errors).map((p) => ({ ...p, rule: 'shape', cards: [] }));
}

function problem(path: string, rule: DeckRule, message: string, cards: string[] = []): DeckProblem {
  return { path, message, severity: 'error', rule, cards };
}

function raceProblem(race: unknown): DeckProblem {
  const races = RACES.map((r) => `"${r}"`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
  return race === undefined
    ? problem('/race', 'shape', `the deck has no race: it must be ${races}`)
    : problem('/race', 'shape', `unknown race ${quote(race)}: a deck is ${races}`);
}

function cardProblem(value: unknown, index: number, race: Race, byId: Map<string, ForcesCardDef>): DeckProblem {
  const path = pointer('cards', index);
  if (typeof value !== 'string') {
    return problem(
      path,
      'shape',
      `${quote(value)} is not a card id: list each copy by its id, e.g. "marine", "marine"`,
    );
  }
  const card = byId.get(value);
  if (!card) {
    const guess = closestCard(value, byId);
    const hint = guess ? `: did you mean '${guess.id}' (${guess.name})?` : '';
    return problem(path, 'unknown-card', `unknown card ${quote(value)}${hint}`, [value]);
  }
  return problem(path, 'race', `${card.name} is a ${RACE_NAMES[card.race]} card: this is a ${RACE_NAMES[race]} deck`, [
    card.id,
  ]);
}

/** Which of `deckCardRules` a `not` failed, from its place in the `allOf` (`…/allOf/7/not`). */
function cardRule(schemaPath: string, race: Race, cards: readonly ForcesCardDef[]) {
  const match = /\/allOf\/(\d+)\/not$/.exec(schemaPath);
  if (!match || !RACES.includes(race)) return undefined;
  return deckCardRules(cards, race)[Number(match[1])];
}

function ruleProblem(
  rule: NonNullable<ReturnType<typeof cardRule>>,
  list: readonly unknown[],
  byId: Map<string, ForcesCardDef>,
): DeckProblem {
  if (rule.rule === 'no-leader') return problem('/cards', 'leader', 'no leader: a deck needs exactly one Unit Leader');
  if (rule.rule === 'two-leaders') {
    const leaders = list.flatMap((v) => {
      const card = typeof v === 'string' ? byId.get(v) : undefined;
      return card?.type === 'leader' ? [card] : [];
    });
    const ids = [...new Set(leaders.map((l) => l.id))];
    const message =
      ids.length === 1
        ? `${leaders.length}× ${leaders[0]!.name}: a deck has exactly one leader`
        : `${NUMBER_WORDS[leaders.length] ?? leaders.length} leaders: ${andList(leaders.map((l) => l.name))}`;
    return problem('/cards', 'leader', message, ids);
  }
  const { card } = rule;
  const at: number[] = [];
  list.forEach((v, i) => v === card.id && at.push(i));
  // The first copy past the limit is where the editor marks it.
  return problem(
    pointer('cards', at[card.limit] ?? 0),
    'copy-limit',
    `${at.length}× ${card.name}: the limit for ${card.name} is ${card.limit}`,
    [card.id],
  );
}

function itemIndex(instancePath: string, list: string): number | undefined {
  const match = new RegExp(`^/${list}/(\\d+)$`).exec(instancePath);
  return match ? Number(match[1]) : undefined;
}

function forcesCards(n: number): string {
  return n === 1 ? '1 forces card' : `${n} forces cards`;
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

function andList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A card whose id or name is at most two edits from what was written: a likely typo. */
export function closestCard(written: string, byId: ReadonlyMap<string, ForcesCardDef>): ForcesCardDef | undefined {
  const w = written.toLowerCase();
  let best: ForcesCardDef | undefined;
  let bestDistance = 3;
  for (const card of byId.values()) {
    const d = Math.min(editDistance(w, card.id), editDistance(w, card.name.toLowerCase()));
    if (d < bestDistance) [best, bestDistance] = [card, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}
