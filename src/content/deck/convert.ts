/**
 * Between a deck document (every copy listed, the leader among the cards) and the
 * counted form the rules and the pre-made decks use (`DeckDef`: a leader, cards
 * with counts, the race and locations).
 */
import { EVERZONE_CONTENT, findForcesCard } from '../../games/everzone/content';
import type { DeckDef, ForcesCardDef } from '../../games/everzone/types';
import { EZ_DECK_SCHEMA_ID } from './schema';
import type { DeckDocument } from './types';

/** How many copies of each card, in the order each first appears. */
export function countCopies(cards: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The document of a counted deck: the leader first, then each card as many times as its count. */
export function deckFromDef(def: DeckDef): DeckDocument {
  return {
    $schema: EZ_DECK_SCHEMA_ID,
    name: def.name,
    race: def.race,
    cards: [def.leader, ...def.cards.flatMap(({ card, count }) => Array<string>(count).fill(card))],
    locations: [...def.locations],
  };
}

/**
 * The counted form the game's config takes (`EverzoneConfig.decks`). The leader is
 * the first leader card of the list; the deck should have passed its checks first
 * (an illegal deck converts, but the rules may refuse it).
 */
export function deckToDef(
  doc: DeckDocument,
  id: string,
  lookup: (id: string) => ForcesCardDef | undefined = findForcesCard,
): DeckDef {
  const at = doc.cards.findIndex((c) => lookup(c)?.type === 'leader');
  const counts = countCopies(doc.cards.filter((_, i) => i !== at));
  return {
    id,
    name: doc.name,
    race: doc.race,
    leader: doc.cards[at] ?? '',
    cards: [...counts].map(([card, count]) => ({ card, count })),
    locations: [...doc.locations],
  };
}

/** The six pre-made decks of the box, as documents (in the order of `content/everzone/decks.json`). */
export const PREMADE_DECK_DOCUMENTS: readonly { id: string; document: DeckDocument }[] = EVERZONE_CONTENT.decks.map(
  (def) => ({ id: def.id, document: deckFromDef(def) }),
);
