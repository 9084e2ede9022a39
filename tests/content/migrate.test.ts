/** Pack manifest format 0 → 1. */
import { describe, expect, it } from 'vitest';
import { MigrationError, migrateV0, nameFromPath } from '../../src/content/packs/migrate';

const V0 = {
  formatVersion: 0 as const,
  id: 'old',
  title: 'Old pack',
  version: '0.2.0',
  game: 'queen',
  author: 'Ada',
  files: [
    { path: 'cards/spooky_deck.json', size: 10, sha256: 'a'.repeat(64) },
    { path: 'cast.json', size: 20, sha256: 'b'.repeat(64) },
  ],
};

describe('migrateV0', () => {
  it('renames title to name, types files from their "$schema", names them from their file names', () => {
    const types: Record<string, 'queen-cards' | 'queen-characters'> = {
      'cards/spooky_deck.json': 'queen-cards',
      'cast.json': 'queen-characters',
    };
    expect(migrateV0(V0, (path) => types[path])).toEqual({
      formatVersion: 1,
      id: 'old',
      name: 'Old pack',
      version: '0.2.0',
      game: 'queen',
      author: 'Ada',
      files: [
        { path: 'cards/spooky_deck.json', type: 'queen-cards', name: 'spooky deck', size: 10, sha256: 'a'.repeat(64) },
        { path: 'cast.json', type: 'queen-characters', name: 'cast', size: 20, sha256: 'b'.repeat(64) },
      ],
    });
  });

  it('refuses a file whose type cannot be told', () => {
    expect(() => migrateV0(V0, () => undefined)).toThrow(MigrationError);
    expect(() => migrateV0(V0, () => undefined)).toThrow(
      /cards\/spooky_deck\.json: its "\$schema" does not name a content type/,
    );
  });

  it('names from paths', () => {
    expect(nameFromPath('a/b/My-Cards__v2.json')).toBe('My Cards v2');
    expect(nameFromPath('x.json')).toBe('x');
  });
});
