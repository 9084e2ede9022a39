/**
 * Card instances and decks. Each deck's instances are numbered in content order,
 * one per copy, from the deck's own thousand (events 1000, 1001, …; mysteries 2000, …):
 * no two cards of the game share a number, and no public count (Investigation,
 * spaces, the track) can reach one, so a card's number names it wherever it is
 * printed. "If any deck ever runs out of cards, reshuffle the Discard Pile
 * thoroughly and reform the deck face down", except cards "removed from the game".
 */
import { shuffleInPlace } from '../../engine';
import { TOUCH_CONTENT } from './content';
import type { CardBase, DeckCards, DeckName } from './content-types';
import type { DeckState, TouchState } from './state';

type DeckDef<D extends DeckName> = DeckCards[D][number];

/** The decks in numbering order: deck k's cards are numbered from (k + 1) × 1000. */
export const DECKS: readonly DeckName[] = [
  'event',
  'mystery',
  'lair',
  'secret',
  'curse',
  'manor',
  'windmill',
  'olde-woods',
  'abandoned-keep',
];

const DECK_SPAN = 1000;

const instanceCache = new Map<DeckName, CardBase[]>();

/** The definition of every instance of a deck, in instance order (card `cardIds(deck)[i]` is `instances(deck)[i]`). */
export function instances<D extends DeckName>(deck: D): DeckDef<D>[] {
  let list = instanceCache.get(deck);
  if (!list) {
    const defs: readonly CardBase[] = TOUCH_CONTENT.decks[deck];
    list = defs.flatMap((def) => Array.from({ length: def.copies ?? 1 }, () => def));
    instanceCache.set(deck, list);
  }
  return list as DeckDef<D>[];
}

function firstId(deck: DeckName): number {
  return (DECKS.indexOf(deck) + 1) * DECK_SPAN;
}

/** The number of every card of a deck, in instance order. */
export function cardIds(deck: DeckName): number[] {
  const first = firstId(deck);
  return instances(deck).map((_, i) => first + i);
}

export function cardOf<D extends DeckName>(deck: D, card: number): DeckDef<D> {
  const def = instances(deck)[card - firstId(deck)];
  if (!def) throw new Error(`No card ${card} in the ${deck} deck.`);
  return def;
}

export function newDeck(cards: number[]): DeckState {
  return { draw: cards, discard: [], removed: [] };
}

/** The top card of a deck, reshuffling the discard pile when the deck is empty; null when both are empty. */
export function drawCard(state: TouchState, deck: DeckName): number | null {
  const pile = state.decks[deck];
  if (pile.draw.length === 0 && pile.discard.length > 0) {
    pile.draw = shuffleInPlace(state.rng, pile.discard);
    pile.discard = [];
  }
  return pile.draw.shift() ?? null;
}

export function discardCard(state: TouchState, deck: DeckName, card: number): void {
  state.decks[deck].discard.push(card);
}

export function removeCard(state: TouchState, deck: DeckName, card: number): void {
  state.decks[deck].removed.push(card);
}

/**
 * "When a Random Location is called for, reveal and discard the top card of the Lair
 * Deck. The location listed on the revealed card is used for this Random Location."
 * Returns the space id (null only if every Lair card is held by Heroes).
 */
export function randomLocation(state: TouchState): string | null {
  const card = drawCard(state, 'lair');
  if (card === null) return null;
  discardCard(state, 'lair', card);
  return cardOf('lair', card).location;
}
