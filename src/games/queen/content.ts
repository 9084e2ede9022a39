/**
 * The Girl vs. the Evil Queen's content, loaded from `content/queen/*.json`, with
 * lookups the rules and the renderer share. The JSON is validated against the
 * schemas in `schema.ts` by the tests (the games layer does not ship a validator).
 */
import { stateHash } from '../../engine';
import cardsFile from '../../../content/queen/cards.json';
import charactersFile from '../../../content/queen/characters.json';
import type { AbilityDef, CardDef, CharacterDef, CharacterId, QueenContent } from './types';

/** The parsed content (without the `$schema` markers). */
export const QUEEN_CONTENT: QueenContent = {
  cards: cardsFile.cards as CardDef[],
  characters: charactersFile.characters as CharacterDef[],
};

/** Raw files as they are on disk, for schema validation. */
export const QUEEN_CONTENT_FILES = { cards: cardsFile as unknown, characters: charactersFile as unknown };

export const QUEEN_CONTENT_HASH = stateHash(QUEEN_CONTENT);

const CARDS_BY_ID = new Map(QUEEN_CONTENT.cards.map((c) => [c.id, c]));
const CHARACTERS_BY_ID = new Map(QUEEN_CONTENT.characters.map((c) => [c.id, c]));
const ABILITIES_BY_ID = new Map<string, AbilityDef>(
  QUEEN_CONTENT.characters
    .flatMap((c) => [...c.sides.alone.abilities, ...c.sides.team.abilities])
    .map((a) => [a.id, a]),
);

export const DEMON_ID = 'demon';
export const BASIC_SWORD_ID = 'basic-sword';

/** A card definition by its id ("silver-dagger"); throws on an unknown id, which is a content bug. */
export function cardDef(id: string): CardDef {
  const def = CARDS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown Girl vs. Evil Queen card "${id}".`);
  return def;
}

export function findCardDef(id: string): CardDef | undefined {
  return CARDS_BY_ID.get(id);
}

export function character(id: CharacterId): CharacterDef {
  const def = CHARACTERS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown Girl vs. Evil Queen character "${id}".`);
  return def;
}

export function findCharacter(id: string): CharacterDef | undefined {
  return CHARACTERS_BY_ID.get(id as CharacterId);
}

export function findAbility(id: string): AbilityDef | undefined {
  return ABILITIES_BY_ID.get(id);
}
