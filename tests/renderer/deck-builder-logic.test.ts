/** The deck builder's pure parts: the card browser's filters and sort, edits of the deck, deck files. */
import { describe, expect, it } from 'vitest';
import { PREMADE_DECK_DOCUMENTS, type DeckDocument } from '../../src/content/deck';
import { EVERZONE_CONTENT, findForcesCard } from '../../src/games/everzone/content';
import type { ForcesCardDef } from '../../src/games/everzone/types';
import { emptyFilters, filterCards, numberTest } from '../../src/renderer/src/games/everzone/deck-builder/card-filter';
import {
  addCard,
  blankDeck,
  cardKeyAction,
  deckRows,
  leadersOf,
  removeCard,
  setLeader,
} from '../../src/renderer/src/games/everzone/deck-builder/deck-edit';
import { readDeckFile } from '../../src/renderer/src/games/everzone/deck-builder/deck-file';

const card = (over: Partial<ForcesCardDef> & { id: string }): ForcesCardDef => ({
  name: over.id,
  race: 'numan',
  type: 'unit',
  cost: 1,
  attack: 1,
  defence: 1,
  range: 1,
  terrains: ['earth'],
  limit: 3,
  ...over,
});
const CARDS = [
  card({ id: 'alpha', name: 'Alpha', cost: 2, attack: 5, terrains: ['earth', 'sea'] }),
  card({ id: 'bravo', name: 'Bravo', cost: 4, attack: 1, range: 3, terrains: ['space'] }),
  card({ id: 'charlie', name: 'Charlie', race: 'slurr', cost: 1, attack: 3 }),
  card({
    id: 'delta',
    name: 'Delta',
    type: 'support',
    cost: 3,
    attack: undefined,
    defence: undefined,
    range: undefined,
    ability: { kind: 'single', text: 'Destroy a unit with range 2 or less.', ops: [] },
  }),
];
const ids = (cards: ForcesCardDef[]) => cards.map((c) => c.id);

describe('card browser filters', () => {
  it('reads numbers, ranges and bounds the way players write them', () => {
    const seen = (text: string) => [0, 2, 3, 5].filter((v) => numberTest(text)!(v));
    expect(seen('')).toEqual([0, 2, 3, 5]);
    expect(seen('3')).toEqual([3]);
    expect(seen('2-3')).toEqual([2, 3]);
    expect(seen(' 3+ ')).toEqual([3, 5]);
    expect(seen('<=2')).toEqual([0, 2]);
    expect(seen('≥5')).toEqual([5]);
    expect(numberTest('three')).toBeNull();
  });

  it('filters by race, type, terrain, the numbers and words of the name or text', () => {
    expect(ids(filterCards(CARDS, { ...emptyFilters(), race: 'slurr' }))).toEqual(['charlie']);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), type: 'support' }))).toEqual(['delta']);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), terrain: 'sea' }))).toEqual(['alpha']);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), cost: '2-4' }))).toEqual(['alpha', 'delta', 'bravo']);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), attack: '3+' }))).toEqual(['charlie', 'alpha']);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), range: '3' }))).toEqual(['bravo']);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), query: 'DESTROY unit' }))).toEqual(['delta']);
    // An unreadable number filters nothing (the field is marked instead).
    expect(filterCards(CARDS, { ...emptyFilters(), defence: 'x' })).toHaveLength(4);
  });

  it('sorts by cost, name, type, and the fighting values strongest first with supports last', () => {
    expect(ids(filterCards(CARDS, emptyFilters()))).toEqual(['charlie', 'alpha', 'delta', 'bravo']);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), sort: 'name' }))).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
    ]);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), sort: 'attack' }))).toEqual([
      'alpha',
      'charlie',
      'bravo',
      'delta',
    ]);
    expect(ids(filterCards(CARDS, { ...emptyFilters(), sort: 'type' }))).toEqual([
      'charlie',
      'alpha',
      'bravo',
      'delta',
    ]);
  });

  it('every built-in card is listed with no filter', () => {
    expect(filterCards(EVERZONE_CONTENT.cards, emptyFilters())).toHaveLength(EVERZONE_CONTENT.cards.length);
  });
});

describe('deck edits', () => {
  const premade = PREMADE_DECK_DOCUMENTS[0]!.document;

  it('a copy goes beside its kind; one fewer takes the last copy out; a missing card changes nothing', () => {
    const deck: DeckDocument = { ...premade, cards: ['adam-finn', 'marine', 'veil'] };
    expect(addCard(deck, 'marine', findForcesCard).cards).toEqual(['adam-finn', 'marine', 'marine', 'veil']);
    expect(addCard(deck, 'shark', findForcesCard).cards).toEqual(['adam-finn', 'marine', 'veil', 'shark']);
    expect(removeCard(deck, 'veil').cards).toEqual(['adam-finn', 'marine']);
    expect(removeCard(deck, 'shark')).toBe(deck);
    expect(deck.cards).toEqual(['adam-finn', 'marine', 'veil']);
  });

  it('the leader slot holds one leader: adding or choosing another replaces it; null empties it', () => {
    const deck: DeckDocument = { ...premade, cards: ['marine', 'adam-finn', 'veil'] };
    expect(leadersOf(deck, findForcesCard)).toEqual(['adam-finn']);
    expect(addCard(deck, 'molly-dunbar', findForcesCard).cards).toEqual(['molly-dunbar', 'marine', 'veil']);
    expect(setLeader(deck, null, findForcesCard).cards).toEqual(['marine', 'veil']);
  });

  it('rows count copies, without the leader, units and supports apart, by cost then name', () => {
    const rows = deckRows(premade, findForcesCard);
    const sum = (list: { count: number }[]) => list.reduce((s, r) => s + r.count, 0);
    expect(sum(rows.units)).toBe(34);
    expect(sum(rows.supports)).toBe(15);
    expect(rows.unknown).toEqual([]);
    const costs = rows.units.map((r) => r.card!.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(deckRows({ ...premade, cards: ['nope', 'nope'] }, findForcesCard).unknown).toEqual([
      { id: 'nope', count: 2, card: undefined },
    ]);
  });

  it('a blank deck has a race, its locations and no card', () => {
    expect(blankDeck('Mine', 'uthron', ['earth'])).toMatchObject({ name: 'Mine', race: 'uthron', cards: [] });
  });
});

describe('deck files', () => {
  it('reads a deck document, and a pre-made style deck with counts', () => {
    const doc = PREMADE_DECK_DOCUMENTS[2]!.document;
    expect(readDeckFile('a.json', JSON.stringify(doc))).toEqual(doc);
    const def = EVERZONE_CONTENT.decks[2]!;
    expect(readDeckFile('b.json', JSON.stringify(def)).cards).toEqual(doc.cards);
  });

  it('says what is wrong with a file that is not a deck, naming it', () => {
    expect(() => readDeckFile('list.txt', '2x Marine')).toThrow('“list.txt” is not JSON');
    expect(() => readDeckFile('x.json', '[1]')).toThrow('“x.json” does not hold a deck');
    expect(() => readDeckFile('y.json', '{"name":"a"}')).toThrow('it needs "name", "race", "cards"');
  });
});

describe('card keys', () => {
  it('+ and = add, - Delete Backspace take out, Enter adds only in the browser, other keys do nothing', () => {
    expect(['+', '=', '-', 'Delete', 'Backspace', 'a'].map((k) => cardKeyAction(k, false))).toEqual([
      'add',
      'add',
      'remove',
      'remove',
      'remove',
      null,
    ]);
    expect(cardKeyAction('Enter', true)).toBe('add');
    expect(cardKeyAction('Enter', false)).toBeNull();
  });
});
