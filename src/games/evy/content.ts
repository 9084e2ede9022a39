/**
 * Evy's built-in content: the 27-card set and the thirteen adventures of the
 * campaign, loaded from `content/evy/`. Validated against `schema.ts` by the tests.
 */
import { stateHash } from '../../engine';
import cardsFile from '../../../content/evy/cards.json';
import evysRoom from '../../../content/evy/adventures/evys-room.json';
import upstairsHall from '../../../content/evy/adventures/upstairs-hall.json';
import downstairs from '../../../content/evy/adventures/downstairs.json';
import street from '../../../content/evy/adventures/street.json';
import parkingLot from '../../../content/evy/adventures/parking-lot.json';
import supermarket from '../../../content/evy/adventures/supermarket.json';
import grandparents from '../../../content/evy/adventures/grandparents.json';
import elevator from '../../../content/evy/adventures/elevator.json';
import library from '../../../content/evy/adventures/library.json';
import park from '../../../content/evy/adventures/park.json';
import dungeon from '../../../content/evy/adventures/dungeon.json';
import castle from '../../../content/evy/adventures/castle.json';
import tower from '../../../content/evy/adventures/tower.json';
import type { Adventure, EvyCardDef, EvyCardId } from './types';

export const EVY_CARDS: readonly EvyCardDef[] = cardsFile.cards as EvyCardDef[];

/**
 * The campaign in order. Each adventure is one file in `content/evy/adventures/`;
 * add it here (import + list) and give it its `order`.
 */
const ADVENTURE_FILES: readonly unknown[] = [
  evysRoom,
  upstairsHall,
  downstairs,
  street,
  parkingLot,
  supermarket,
  grandparents,
  elevator,
  library,
  park,
  dungeon,
  castle,
  tower,
];

/** An adventure file without its `"$schema"` marker. */
function adventureOfFile(file: unknown): Adventure {
  const { $schema: _schema, ...adventure } = file as Adventure & { $schema?: string };
  return adventure;
}

export const EVY_ADVENTURES: readonly Adventure[] = ADVENTURE_FILES.map(adventureOfFile);

/** Raw files as they are on disk, for schema validation. */
export const EVY_CONTENT_FILES = { cards: cardsFile as unknown, adventures: ADVENTURE_FILES };

export const EVY_CONTENT_HASH = stateHash({ cards: EVY_CARDS, adventures: EVY_ADVENTURES });

const CARDS_BY_ID = new Map(EVY_CARDS.map((c) => [c.id, c]));

/** A card definition by id; throws on an unknown id, which is a content bug. */
export function evyCard(id: EvyCardId): EvyCardDef {
  const def = CARDS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown Evy card "${id}".`);
  return def;
}

/** A card set's instances in a fixed order (instance id = index), before shuffling, with their definitions. */
export interface EvyDeck {
  ids: readonly EvyCardId[];
  defs: readonly EvyCardDef[];
  byId: ReadonlyMap<string, EvyCardDef>;
}

// Per card set: the states of one game share its config, so its array.
const DECKS = new WeakMap<readonly EvyCardDef[], EvyDeck>();

/** The deck of a card set: each card as many times as its copies, in the set's order. */
export function deckOfCards(cards: readonly EvyCardDef[]): EvyDeck {
  let deck = DECKS.get(cards);
  if (!deck) {
    const defs = cards.flatMap((c) => Array.from({ length: c.copies }, () => c));
    deck = { ids: defs.map((d) => d.id), defs, byId: new Map(cards.map((c) => [c.id, c])) };
    DECKS.set(cards, deck);
  }
  return deck;
}

/** The deck a game plays: the card set its options carry (`cards`), else the book's. */
export function evyDeck(config: { cards?: { cards: EvyCardDef[] } }): EvyDeck {
  return deckOfCards(config.cards?.cards ?? EVY_CARDS);
}

/** The book's 27 card instances in a fixed order (instance id = index), before shuffling. */
export const EVY_DECK: readonly EvyCardId[] = deckOfCards(EVY_CARDS).ids;

const ADVENTURES_BY_ID = new Map<string, Adventure>();
for (const a of EVY_ADVENTURES) if (!ADVENTURES_BY_ID.has(a.id)) ADVENTURES_BY_ID.set(a.id, a);

export function findAdventure(id: string): Adventure | undefined {
  return ADVENTURES_BY_ID.get(id);
}
