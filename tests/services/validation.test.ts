/**
 * The checks every untrusted payload and file goes through: the plain-words
 * ajv error formatter, the unsafe-shape scan, and the schema registry.
 */
import { describe, expect, it } from 'vitest';
import { compileChecker, createAjv } from '../../src/content/ajv';
import { CONTENT_SCHEMAS, findSchemaFor } from '../../src/content/schemas';
import { findUnsafeShapes } from '../../src/services/untrusted';
import { SEAT_SPEC_SCHEMA } from '../../src/shared/api-schemas';

describe('formatAjvErrors', () => {
  const check = compileChecker(createAjv(), {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'seats'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 5 },
      seats: { type: 'array', maxItems: 3, items: SEAT_SPEC_SCHEMA },
      'odd/key': { type: 'integer', minimum: 1 },
    },
  });

  it('says nothing about valid data', () => {
    expect(check({ name: 'ok', seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }] })).toEqual([]);
  });

  it('names the path of every problem, in plain words', () => {
    const problems = check({
      name: '',
      seats: [{ kind: 'ai', level: 'godlike' }, { kind: 'ai' }, 'x', {}],
      extra: 1,
      'odd/key': 0,
    });
    expect([...problems].sort()).toEqual([
      'extra: is not an allowed field here',
      'name: must not be empty',
      'odd/key: must be at least 1',
      'seats/0/level: must be one of "random", "greedy", "easy", "normal", "hard", "expert"',
      'seats/1/level: is required but missing',
      'seats/2: must be an object',
      'seats/3/kind: is required but missing',
      'seats: must have at most 3 items',
    ]);
  });

  it('lists the allowed tags when no branch of a oneOf fits', () => {
    expect(check({ name: 'x', seats: [{ kind: 'robot' }] })).toEqual(['seats/0/kind: must be one of "human", "ai"']);
  });

  it('names the root when the whole value is wrong, and prefixes paths when asked', () => {
    expect(check(42, { rootName: 'request' })).toEqual(['request: must be an object']);
    expect(check({ seats: [] }, { prefix: 'config' })).toEqual(['config/name: is required but missing']);
  });
});

describe('findUnsafeShapes', () => {
  it('finds prototype keys at any depth, by path', () => {
    const payload = JSON.parse('{"a":[{"b":{"__proto__":{"x":1}}}],"constructor":{"prototype":{}}}');
    expect(findUnsafeShapes(payload)).toEqual([
      'a/0/b/__proto__: the field name "__proto__" is not allowed',
      'constructor: the field name "constructor" is not allowed',
    ]);
  });

  it('refuses nesting deeper than it will walk, without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeShapes(deep)[0]).toMatch(/nested more than 64 levels deep/);
    expect(findUnsafeShapes({ fine: [1, 'two', { three: null }] })).toEqual([]);
  });
});

describe('content schemas', () => {
  it('every registered schema compiles and is found by its $id or a path ending in it', () => {
    for (const entry of CONTENT_SCHEMAS) {
      expect(() => compileChecker(createAjv({ strictRequired: false }), entry.schema)).not.toThrow();
      expect(findSchemaFor({ $schema: entry.id })).toBe(entry);
      expect(findSchemaFor({ $schema: `../..${new URL(entry.id).pathname}` })).toBe(entry);
    }
    expect(findSchemaFor({ $schema: 'https://example.com/cards.json' })).toBeUndefined();
    expect(findSchemaFor({ format: 'boardwright-save' })?.title).toBe('Boardwright saved game');
    expect(findSchemaFor([1, 2])).toBeUndefined();
  });
});
