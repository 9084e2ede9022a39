/**
 * Lints every schema we register: content schemas (src/content/schemas),
 * the library's metadata and every API request schema. Every string has a
 * maxLength, every array a maxItems, every number bounds, and nothing uses
 * `$data`. Content schemas, which designers read in their editor, also close
 * every object and describe every field.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../src/content/content-types';
import { CONTENT_SCHEMAS } from '../../src/content/schemas';
import { QUEEN_CONFIG_SCHEMA } from '../../src/games/queen/schema';
import { ITEM_META_SCHEMA } from '../../src/services/library/meta';
import { API_REQUEST_SCHEMAS } from '../../src/shared/api-schemas';

type Walk = (schema: Record<string, unknown>, path: string) => string[];

/**
 * Applies `rule` to every object in the schema (subschemas, and harmlessly to property maps and
 * values), except below the keywords in `skip`.
 */
function walk(schema: unknown, rule: Walk, path = '#', skip: ReadonlySet<string> = new Set()): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => walk(s, rule, `${path}/${i}`, skip));
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const below = Object.entries(s).filter(([key]) => !skip.has(key));
  return [...rule(s, path), ...below.flatMap(([key, value]) => walk(value, rule, `${path}/${key}`, skip))];
}

/**
 * Conditions (`if`, `not`) test data, they do not describe it; a `then` only narrows an object its
 * parent already describes and closes (a tile's `stairsTo` allowed on stairs alone). The readability
 * rules skip them.
 */
const CONDITIONS = new Set(['if', 'not', 'then']);

const types = (s: Record<string, unknown>): unknown[] => (Array.isArray(s.type) ? s.type : [s.type]);
const closed = (s: Record<string, unknown>): boolean => 'enum' in s || 'const' in s;

/** The three rules of the issue, plus bounded numbers. */
const bounded: Walk = (s, path) => {
  const out: string[] = [];
  if ('$data' in s) out.push(`${path}: uses $data`);
  if (types(s).includes('string') && !closed(s) && typeof s.maxLength !== 'number')
    out.push(`${path}: string without maxLength`);
  if (types(s).includes('array') && typeof s.maxItems !== 'number') out.push(`${path}: array without maxItems`);
  if ((types(s).includes('integer') || types(s).includes('number')) && !closed(s)) {
    if (typeof s.minimum !== 'number' || typeof s.maximum !== 'number')
      out.push(`${path}: number without minimum and maximum`);
  }
  return out;
};

/** For content: no open objects, and every field described. */
const designerReadable: Walk = (s, path) => {
  const out: string[] = [];
  if (s.properties !== undefined && s.additionalProperties !== false)
    out.push(`${path}: object without additionalProperties: false`);
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, sub] of Object.entries(s.properties as Record<string, Record<string, unknown>>)) {
      if (typeof sub.description !== 'string' && !('oneOf' in sub))
        out.push(`${path}/properties/${name}: no description`);
    }
  }
  return out;
};

const ALL: [string, unknown][] = [
  ...CONTENT_SCHEMAS.map((c) => [c.id, c.schema] as [string, unknown]),
  [ITEM_META_SCHEMA.$id, ITEM_META_SCHEMA],
  [QUEEN_CONFIG_SCHEMA.$id, QUEEN_CONFIG_SCHEMA],
  ...Object.entries(API_REQUEST_SCHEMAS).map(
    ([method, schema]) => [`request of ${method}`, schema] as [string, unknown],
  ),
];

describe('schema quality', () => {
  it("the registry holds each content type's schema, under its game's folder, then the save file, both pack manifest formats and the files that teach a game", () => {
    const paths = CONTENT_SCHEMAS.map((c) => new URL(c.id).pathname);
    expect(paths.slice(0, CONTENT_TYPES.length)).toEqual(CONTENT_TYPES.map((t) => new URL(t.schemaId).pathname));
    for (const t of CONTENT_TYPES)
      expect(new URL(t.schemaId).pathname).toMatch(new RegExp(`^/schemas/${t.game}/[a-z-]+\\.json$`));
    expect(paths.slice(CONTENT_TYPES.length)).toEqual([
      '/schemas/save-file.schema.json',
      '/schemas/pack-manifest.json',
      '/schemas/pack-manifest-v0.json',
      '/schemas/guide.json',
      '/schemas/glossary.json',
      '/schemas/tutorial.json',
    ]);
    // A document names its schema by the end of this path, so two schemas may not share one.
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(ALL)('%s: every string has maxLength, every array maxItems, every number bounds, no $data', (_id, schema) => {
    expect(walk(schema, bounded)).toEqual([]);
  });

  it.each(CONTENT_SCHEMAS.map((c) => [c.id, c.schema] as const))(
    '%s: draft 2020-12 with $id, title and description; closed objects; every field described',
    (id, schema) => {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toBe(id);
      expect(typeof schema.title).toBe('string');
      expect(typeof schema.description).toBe('string');
      expect(walk(schema, designerReadable, '#', CONDITIONS)).toEqual([]);
    },
  );

  it('the lint itself finds what it looks for', () => {
    const bad = {
      type: 'object',
      properties: {
        s: { type: 'string' },
        a: { type: ['array', 'null'], items: { type: 'integer', minimum: 0 } },
        d: { const: { $data: '1/s' } },
      },
    };
    expect(walk(bad, bounded)).toEqual([
      '#/properties/s: string without maxLength',
      '#/properties/a: array without maxItems',
      '#/properties/a/items: number without minimum and maximum',
      '#/properties/d/const: uses $data',
    ]);
    expect(walk(bad, designerReadable)).toEqual([
      '#: object without additionalProperties: false',
      '#/properties/s: no description',
      '#/properties/a: no description',
      '#/properties/d: no description',
    ]);
  });
});
