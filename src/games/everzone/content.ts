/**
 * EverZone's content, loaded from `content/everzone/*.json`, with the lookups the
 * rules, the abilities and the renderer share. The JSON is validated against the
 * schemas in `schema.ts` by the tests (the games layer does not ship a validator).
 */
import { stateHash } from '../../engine';
import cardsFile from '../../../content/everzone/cards.json';
import decksFile from '../../../content/everzone/decks.json';
import locationsFile from '../../../content/everzone/locations.json';
import type { DeckDef, EverzoneContent, ForcesCardDef, LocationDef } from './types';

/** The parsed content (without the `$schema` markers). */
export const EVERZONE_CONTENT: EverzoneContent = {
  cards: cardsFile.cards as ForcesCardDef[],
  locations: locationsFile.locations as LocationDef[],
  decks: decksFile.decks as DeckDef[],
};

/** Raw files as they are on disk, for schema validation. */
export const EVERZONE_CONTENT_FILES = {
  cards: cardsFile as unknown,
  locations: locationsFile as unknown,
  decks: decksFile as unknown,
};

export const EVERZONE_CONTENT_HASH = stateHash(EVERZONE_CONTENT);

const CARDS_BY_ID = new Map(EVERZONE_CONTENT.cards.map((c) => [c.id, c]));
const LOCATIONS_BY_ID = new Map(EVERZONE_CONTENT.locations.map((l) => [l.id, l]));
const DECKS_BY_ID = new Map(EVERZONE_CONTENT.decks.map((d) => [d.id, d]));

/** A forces card (unit, leader, support) by id ("sea-arrow"); throws on an unknown id, a content bug. */
export function forcesCard(id: string): ForcesCardDef {
  const def = CARDS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown EverZone card "${id}".`);
  return def;
}

export function findForcesCard(id: string): ForcesCardDef | undefined {
  return CARDS_BY_ID.get(id);
}

/** A location card by id ("prime-earth"); throws on an unknown id. */
export function location(id: string): LocationDef {
  const def = LOCATIONS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown EverZone location "${id}".`);
  return def;
}

export function findLocation(id: string): LocationDef | undefined {
  return LOCATIONS_BY_ID.get(id);
}

/** A built-in deck by id ("adam-finn"); throws on an unknown id. */
export function deck(id: string): DeckDef {
  const def = DECKS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown EverZone deck "${id}".`);
  return def;
}

export function findDeck(id: string): DeckDef | undefined {
  return DECKS_BY_ID.get(id);
}

/** Units in a deck, the leader included ("35 Unit cards and 15 Support cards"). */
export function deckCounts(d: DeckDef, lookup: (id: string) => ForcesCardDef | undefined = findForcesCard) {
  let units = 1;
  let supports = 0;
  for (const { card, count } of d.cards) {
    const def = lookup(card);
    if (def?.type === 'support') supports += count;
    else units += count;
  }
  return { units, supports };
}
