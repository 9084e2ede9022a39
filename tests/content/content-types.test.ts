/** The content type registry agrees with the API and its schemas; built-ins and templates are valid. */
import { describe, expect, it } from 'vitest';
import { checkContentText } from '../../src/content/check-text';
import { CONTENT_TYPE_IDS } from '../../src/content/content-type-ids';
import { CONTENT_TYPES, contentTypeOfDocument } from '../../src/content/content-types';
import { nodeContentValidators } from '../../src/services/library/validators';
import { API_REQUEST_SCHEMAS } from '../../src/shared/api-schemas';

describe('content types', () => {
  it('the registry, the id list and the API request schemas name the same types', () => {
    expect(CONTENT_TYPES.map((t) => t.type)).toEqual([...CONTENT_TYPE_IDS]);
    const create = API_REQUEST_SCHEMAS['library.create'] as { properties: { type: { enum: string[] } } };
    expect(create.properties.type.enum).toEqual([...CONTENT_TYPE_IDS]);
    const list = API_REQUEST_SCHEMAS['library.list'] as { properties: { type: { enum: string[] } } };
    expect(list.properties.type.enum).toEqual([...CONTENT_TYPE_IDS, 'save']);
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
