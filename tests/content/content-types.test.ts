/**
 * The content type registry agrees with the API, its schemas and the table of docs/CONTENT.md;
 * built-ins and templates are valid.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContentText } from '../../src/content/check-text';
import { CONTENT_TYPE_IDS } from '../../src/content/content-type-ids';
import { CONTENT_TYPES, contentTypeOfDocument } from '../../src/content/content-types';
import { nodeContentValidators } from '../../src/services/library/validators';
import { API_REQUEST_SCHEMAS } from '../../src/shared/api-schemas';
import { ROOT } from '../fixtures/workers';

/** The rows of the first table in docs/CONTENT.md, its type, game and schema `$id` (code spans unwrapped). */
function documentedTypes(): string[][] {
  const markdown = readFileSync(join(ROOT, 'docs/CONTENT.md'), 'utf8');
  const table = markdown.slice(markdown.indexOf('\n| type'), markdown.indexOf('\n\n', markdown.indexOf('\n| type')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1')),
    );
}

describe('content types', () => {
  it('the registry, the id list and the API request schemas name the same types', () => {
    expect(CONTENT_TYPES.map((t) => t.type)).toEqual([...CONTENT_TYPE_IDS]);
    const create = API_REQUEST_SCHEMAS['library.create'] as { properties: { type: { enum: string[] } } };
    expect(create.properties.type.enum).toEqual([...CONTENT_TYPE_IDS]);
    const list = API_REQUEST_SCHEMAS['library.list'] as { properties: { type: { enum: string[] } } };
    expect(list.properties.type.enum).toEqual([...CONTENT_TYPE_IDS, 'save']);
  });

  it('docs/CONTENT.md lists every registered type with its game and schema, in order', () => {
    expect(documentedTypes()).toEqual(CONTENT_TYPES.map((t) => [t.type, t.game, t.schemaId]));
  });

  it.each(CONTENT_TYPES.map((t) => [t.type, t] as const))(
    '%s: built-in and template are valid and name their schema',
    (_type, def) => {
      expect(def.schema.$id).toBe(def.schemaId);
      for (const doc of [def.builtIn.data, def.template()]) {
        expect(contentTypeOfDocument(doc)?.type).toBe(def.type);
        expect(checkContentText(def.type, JSON.stringify(doc), nodeContentValidators()).problems).toEqual([]);
      }
      expect(
        contentTypeOfDocument({ $schema: `../schemas${new URL(def.schemaId).pathname.slice('/schemas'.length)}` })
          ?.type,
      ).toBe(def.type);
    },
  );
});
