/** The content files, their schemas, and the facts of the book they must respect. */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/content/ajv';
import { stateHash } from '../../../src/engine';
import { queen } from '../../../src/games/queen';
import {
  QUEEN_CONTENT,
  QUEEN_CONTENT_FILES,
  QUEEN_CONTENT_HASH,
  cardDef,
  character,
  findAbility,
  findCardDef,
} from '../../../src/games/queen/content';
import {
  EFFECT_OPS,
  QUEEN_CARDS_SCHEMA,
  QUEEN_CHARACTERS_SCHEMA,
  QUEEN_CONFIG_SCHEMA,
} from '../../../src/games/queen/schema';

// `not: { required: [...] }` ("must not have") trips ajv's strictRequired, which checks only how a schema is written.
const ajv = createAjv({ strictRequired: false });
const validateCards = ajv.compile(QUEEN_CARDS_SCHEMA);
const validateCharacters = ajv.compile(QUEEN_CHARACTERS_SCHEMA);
const validateConfig = ajv.compile(QUEEN_CONFIG_SCHEMA);

/** Every string, array and number in a schema must be bounded. */
function unbounded(schema: unknown, path = '#'): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => unbounded(s, `${path}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  const closed = 'enum' in s || 'const' in s;
  if (s.type === 'string' && !closed && typeof s.maxLength !== 'number') out.push(`${path}: string without maxLength`);
  if (s.type === 'array' && typeof s.maxItems !== 'number') out.push(`${path}: array without maxItems`);
  if ((s.type === 'integer' || s.type === 'number') && !closed) {
    if (typeof s.minimum !== 'number' || typeof s.maximum !== 'number') out.push(`${path}: number without bounds`);
  }
  for (const [key, value] of Object.entries(s)) out.push(...unbounded(value, `${path}/${key}`));
  return out;
}

describe('queen content', () => {
  it('cards.json and characters.json name their schema and validate against it', () => {
    expect((QUEEN_CONTENT_FILES.cards as { $schema: string }).$schema).toBe(QUEEN_CARDS_SCHEMA.$id);
    expect((QUEEN_CONTENT_FILES.characters as { $schema: string }).$schema).toBe(QUEEN_CHARACTERS_SCHEMA.$id);
    expect(validateCards(QUEEN_CONTENT_FILES.cards), JSON.stringify(validateCards.errors)).toBe(true);
    expect(validateCharacters(QUEEN_CONTENT_FILES.characters), JSON.stringify(validateCharacters.errors)).toBe(true);
  });

  it('the schemas are draft 2020-12 with $ids, and bound every string, array and number', () => {
    for (const schema of [QUEEN_CARDS_SCHEMA, QUEEN_CHARACTERS_SCHEMA, QUEEN_CONFIG_SCHEMA]) {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(String(schema.$id)).toMatch(/^https:\/\/boardwright\.app\/schemas\/queen\/\w+\.json$/);
      expect(unbounded(schema)).toEqual([]);
    }
    // The checker itself can fail.
    expect(unbounded({ type: 'object', properties: { a: { type: 'string' } } })).toHaveLength(1);
  });

  it('the schemas refuse malformed cards and characters', () => {
    const card = (extra: Record<string, unknown>): unknown => ({
      cards: [{ id: 'x', name: 'X', kind: 'action', copies: 1, text: 't', effect: { op: 'skip' }, ...extra }],
    });
    expect(validateCards(card({}))).toBe(true);
    expect(validateCards(card({ copies: 99 }))).toBe(false);
    expect(validateCards(card({ name: 'N'.repeat(41) }))).toBe(false);
    expect(validateCards(card({ effect: { op: 'explode' } }))).toBe(false);
    expect(validateCards(card({ effect: { op: 'peek', count: 9 } }))).toBe(false);
    expect(validateCards(card({ effect: undefined }))).toBe(false); // an action card needs an effect
    expect(validateCards(card({ points: 1 }))).toBe(false); // …and no points
    expect(validateCards(card({ surprise: true }))).toBe(false);
    const chars = structuredClone(QUEEN_CONTENT_FILES.characters) as {
      characters: { sides: { team: { abilities: { cost: number }[] } } }[];
    };
    chars.characters[0]!.sides.team.abilities[0]!.cost = 5;
    expect(validateCharacters(chars)).toBe(false);
  });

  it('the config schema accepts the six configs and refuses others', () => {
    for (const players of [2, 3, 4])
      for (const variant of ['standard', 'euro']) {
        expect(validateConfig({ players, variant })).toBe(true);
      }
    expect(validateConfig(queen.defaultConfig())).toBe(true);
    expect(validateConfig({ players: 5, variant: 'standard' })).toBe(false);
    expect(validateConfig({ players: 2, variant: 'casual' })).toBe(false);
    expect(validateConfig({ players: 2 })).toBe(false);
    expect(queen.configSchema).toBe(QUEEN_CONFIG_SCHEMA);
  });

  it('the box: 4 Demons, 4 Basic Swords, and a deck of 40 to 46 other cards', () => {
    const count = (pred: (c: (typeof QUEEN_CONTENT.cards)[number]) => boolean): number =>
      QUEEN_CONTENT.cards.filter(pred).reduce((sum, c) => sum + c.copies, 0);
    expect(count((c) => c.kind === 'demon')).toBe(4);
    expect(cardDef('basic-sword').copies).toBe(4);
    const others = count((c) => c.kind !== 'demon' && c.id !== 'basic-sword');
    expect(others).toBeGreaterThanOrEqual(40);
    expect(others).toBeLessThanOrEqual(46);
    // Ability Points cards of 1 and 2 points, and other weapons than the Basic Sword.
    expect(new Set(QUEEN_CONTENT.cards.filter((c) => c.kind === 'points').map((c) => c.points))).toEqual(
      new Set([1, 2]),
    );
    expect(count((c) => c.kind === 'weapon' && c.id !== 'basic-sword')).toBeGreaterThanOrEqual(3);
  });

  it('every effect op is used by some Action card', () => {
    const ops = new Set(QUEEN_CONTENT.cards.flatMap((c) => (c.effect ? [c.effect.op] : [])));
    expect([...ops].sort()).toEqual([...EFFECT_OPS].sort());
  });

  it('four characters, each with an Alone and a Team side of 1–2 abilities costing 1–4 points', () => {
    expect(QUEEN_CONTENT.characters.map((c) => c.id).sort()).toEqual(['girl', 'queen', 'robot', 'shadow-robot']);
    expect(character('girl').team).toBe(0);
    expect(character('robot').team).toBe(0);
    expect(character('queen').team).toBe(1);
    expect(character('shadow-robot').team).toBe(1);
    const ids: string[] = [];
    for (const c of QUEEN_CONTENT.characters) {
      for (const side of [c.sides.alone, c.sides.team]) {
        expect(side.abilities.length).toBeGreaterThanOrEqual(1);
        expect(side.abilities.length).toBeLessThanOrEqual(2);
        for (const a of side.abilities) {
          expect(a.cost).toBeGreaterThanOrEqual(1);
          expect(a.cost).toBeLessThanOrEqual(4);
          ids.push(a.id);
        }
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lookups by id, and the content hash the records store', () => {
    expect(cardDef('fireflies').name).toBe('Fireflies');
    expect(findCardDef('nope')).toBeUndefined();
    expect(() => cardDef('nope')).toThrow(/Unknown Girl vs. Evil Queen card "nope"/);
    expect(findAbility('girl-foresight')?.cost).toBe(1);
    expect(QUEEN_CONTENT_HASH).toBe(stateHash(QUEEN_CONTENT));
    expect(queen.contentHash).toBe(QUEEN_CONTENT_HASH);
  });
});
