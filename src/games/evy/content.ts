/**
 * Evy's built-in content: the 27-card set and the thirteen adventures of the
 * campaign, loaded from `content/evy/`. Validated against `schema.ts` by the tests.
 */
import { stateHash } from '../../engine';
import cardsFile from '../../../content/evy/cards.json';
import type { Adventure, EvyCardDef, EvyCardId } from './types';

export const EVY_CARDS: readonly EvyCardDef[] = cardsFile.cards as EvyCardDef[];

/**
 * The campaign in order. Each adventure is one file in `content/evy/adventures/`;
 * add it here (import + list) and give it its `order`.
 */
export const EVY_ADVENTURES: readonly Adventure[] = [];

export const EVY_CONTENT_FILES = { cards: cardsFile as unknown };

export const EVY_CONTENT_HASH = stateHash({ cards: EVY_CARDS, adventures: EVY_ADVENTURES });

const CARDS_BY_ID = new Map(EVY_CARDS.map((c) => [c.id, c]));

/** A card definition by id; throws on an unknown id, which is a content bug. */
export function evyCard(id: EvyCardId): EvyCardDef {
  const def = CARDS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown Evy card "${id}".`);
  return def;
}

/** The 27 card instances in a fixed order (instance id = index), before shuffling. */
export const EVY_DECK: readonly EvyCardId[] = EVY_CARDS.flatMap((c) => Array.from({ length: c.copies }, () => c.id));

export function findAdventure(id: string): Adventure | undefined {
  return EVY_ADVENTURES.find((a) => a.id === id);
}
