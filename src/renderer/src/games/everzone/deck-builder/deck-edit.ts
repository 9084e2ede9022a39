/**
 * Changes to a deck document, pure (each returns a new document): add or take
 * out one copy, put a leader in the slot. The document lists every copy (see
 * src/content/deck/types.ts); the leader is kept first so the slot reads it.
 */
import { countCopies, EZ_DECK_SCHEMA_ID, type DeckDocument } from '../../../../../content/deck';
import type { ForcesCardDef, Race } from '../../../../../games/everzone/types';

export type CardLookup = (id: string) => ForcesCardDef | undefined;

/** One more copy, placed after the other copies of the card (a leader goes to the slot). */
export function addCard(deck: DeckDocument, id: string, lookup: CardLookup): DeckDocument {
  if (lookup(id)?.type === 'leader') return setLeader(deck, id, lookup);
  const last = deck.cards.lastIndexOf(id);
  const cards = [...deck.cards];
  cards.splice(last < 0 ? cards.length : last + 1, 0, id);
  return { ...deck, cards };
}

/** One copy fewer (the last one); the same deck when there is none. */
export function removeCard(deck: DeckDocument, id: string): DeckDocument {
  const at = deck.cards.lastIndexOf(id);
  if (at < 0) return deck;
  return { ...deck, cards: deck.cards.filter((_, i) => i !== at) };
}

/** The leader slot holds `id` (or is emptied with null): every other leader leaves the deck. */
export function setLeader(deck: DeckDocument, id: string | null, lookup: CardLookup): DeckDocument {
  const rest = deck.cards.filter((c) => lookup(c)?.type !== 'leader');
  return { ...deck, cards: id ? [id, ...rest] : rest };
}

/** The leaders in the deck, in order (a legal deck has exactly one). */
export function leadersOf(deck: DeckDocument, lookup: CardLookup): string[] {
  return deck.cards.filter((c) => lookup(c)?.type === 'leader');
}

export interface DeckRow {
  id: string;
  count: number;
  /** Undefined for an id the card database does not know. */
  card: ForcesCardDef | undefined;
}

/** The deck list without its leaders, grouped by type (units, supports, unknown) and by cost then name. */
export function deckRows(
  deck: DeckDocument,
  lookup: CardLookup,
): { units: DeckRow[]; supports: DeckRow[]; unknown: DeckRow[] } {
  const rows = [...countCopies(deck.cards)]
    .map(([id, count]) => ({ id, count, card: lookup(id) }))
    .filter((r) => r.card?.type !== 'leader');
  const sorted = (list: DeckRow[]) =>
    list.sort((a, b) => a.card!.cost - b.card!.cost || a.card!.name.localeCompare(b.card!.name));
  return {
    units: sorted(rows.filter((r) => r.card?.type === 'unit')),
    supports: sorted(rows.filter((r) => r.card?.type === 'support')),
    unknown: rows.filter((r) => !r.card),
  };
}

/** A new empty deck of a race: no cards yet, so its problems say what to add. */
export function blankDeck(name: string, race: Race, locations: readonly string[]): DeckDocument {
  return { $schema: EZ_DECK_SCHEMA_ID, name, race, cards: [], locations: [...locations] };
}

/**
 * The deck builder's keys on a focused card (browser or deck list): "+" (or "=", its unshifted key)
 * adds a copy, "-", Delete or Backspace takes one out; Enter adds where `enterAdds` (the browser).
 */
export function cardKeyAction(key: string, enterAdds: boolean): 'add' | 'remove' | null {
  if (key === '+' || key === '=' || (enterAdds && key === 'Enter')) return 'add';
  if (key === '-' || key === 'Delete' || key === 'Backspace') return 'remove';
  return null;
}
