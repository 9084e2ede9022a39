/**
 * A game's content module (`defineGameContent`) and the registry read from the modules: what a
 * module writes, what follows from it, and that the renderer finds a generated validator for each.
 */
import { describe, expect, it } from 'vitest';
import { defineGameContent, type ContentTypeSpec } from '../../src/content/content-type-def';
import { CONTENT_TYPES } from '../../src/content/content-types';
import { GAME_CONTENT } from '../../src/content/games';
import * as GENERATED from '../../src/content/generated/validators';
import { STANDALONE_CONTENT_VALIDATORS } from '../../src/content/standalone-validators';
import { CONTENT_TYPE_NAMES } from '../../src/shared/games';

function spec(title: string, schema: Record<string, unknown>): ContentTypeSpec {
  return {
    title,
    schema,
    builtIn: { id: `builtin-${title}`, name: title, data: {} },
    template: () => ({}),
    semanticCheck: () => [],
  };
}

describe('defineGameContent', () => {
  it('adds the game, the schema $id and the validator name, in the order of the names', () => {
    const content = defineGameContent('everzone', ['everzone-deck', 'everzone-cards'], {
      'everzone-cards': spec('cards', { $id: 'https://boardwright.app/schemas/everzone/cards.json' }),
      'everzone-deck': spec('deck', { $id: 'https://boardwright.app/schemas/everzone/deck.json' }),
    });
    expect(content.game).toBe('everzone');
    expect(content.types.map((t) => [t.type, t.game, t.title, t.schemaId, t.standaloneValidator])).toEqual([
      [
        'everzone-deck',
        'everzone',
        'deck',
        'https://boardwright.app/schemas/everzone/deck.json',
        'validateEverzoneDeck',
      ],
      [
        'everzone-cards',
        'everzone',
        'cards',
        'https://boardwright.app/schemas/everzone/cards.json',
        'validateEverzoneCards',
      ],
    ]);
  });

  it('refuses a schema without an $id, which no file could name', () => {
    expect(() =>
      defineGameContent('queen', ['queen-cards'], { 'queen-cards': spec('cards', { type: 'object' }) }),
    ).toThrow('The schema of content type "queen-cards" needs an $id');
  });
});

describe('the registry of game content modules', () => {
  it("holds each game's types once, in the order of the API's list, each of its own game", () => {
    expect(GAME_CONTENT.flatMap((g) => g.types.map((t) => t.type))).toEqual([...CONTENT_TYPE_NAMES]);
    for (const game of GAME_CONTENT) expect(new Set(game.types.map((t) => t.game))).toEqual(new Set([game.game]));
    expect(CONTENT_TYPES).toEqual(GAME_CONTENT.flatMap((g) => g.types));
  });

  it("gives the renderer each type's generated validator, by the name the type gives", () => {
    for (const t of CONTENT_TYPES) {
      const generated = (GENERATED as Record<string, unknown>)[t.standaloneValidator];
      expect(typeof generated, t.standaloneValidator).toBe('function');
      expect(STANDALONE_CONTENT_VALIDATORS[t.type]).toBe(generated);
    }
  });
});
