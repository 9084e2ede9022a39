/**
 * The registry of content schemas, for `boardwright validate` and anything
 * else that must pick a schema for a file. A file names its schema with a
 * `"$schema"` field; a save file may instead be recognised by its `format`.
 */
import type { JsonSchema } from '../../engine';
import { CONTENT_TYPES } from '../content-types';
import { GLOSSARY_SCHEMA } from './glossary';
import { GUIDE_SCHEMA } from './guide';
import { PACK_MANIFEST_SCHEMA, PACK_MANIFEST_V0_SCHEMA } from './pack-manifest';
import { TUTORIAL_SCHEMA } from './tutorial';
import { SAVE_FILE_SCHEMA, SAVE_FILE_SCHEMA_ID } from './save-file';

export interface ContentSchema {
  /** The `$id` a file's `"$schema"` refers to. */
  id: string;
  title: string;
  schema: JsonSchema;
}

/** Every content type's schema (`content-types.ts`), the save file, both pack manifest formats, and the schemas of the guides, glossaries and tutorials. */
export const CONTENT_SCHEMAS: readonly ContentSchema[] = [
  ...CONTENT_TYPES.map((t) => entry(t.schema)),
  entry(SAVE_FILE_SCHEMA),
  entry(PACK_MANIFEST_SCHEMA),
  entry(PACK_MANIFEST_V0_SCHEMA),
  entry(GUIDE_SCHEMA),
  entry(GLOSSARY_SCHEMA),
  entry(TUTORIAL_SCHEMA),
];

function entry(schema: JsonSchema): ContentSchema {
  const id = schema['$id'];
  if (typeof id !== 'string') throw new Error('A content schema needs an $id to be found by.');
  return { id, title: typeof schema['title'] === 'string' ? schema['title'] : id, schema };
}

/**
 * The schema a document declares. `"$schema"` is the schema's full `$id`, or a
 * path ending in the id's path (`../../schemas/queen/cards.json`), so a file
 * can point at a local copy of the schema for its editor.
 */
export function findSchemaFor(document: unknown): ContentSchema | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return undefined;
  const declared = (document as Record<string, unknown>)['$schema'];
  if (typeof declared === 'string') {
    const path = declared.replace(/\\/g, '/');
    return CONTENT_SCHEMAS.find((s) => s.id === declared || path.endsWith(new URL(s.id).pathname));
  }
  if ((document as Record<string, unknown>)['format'] === 'boardwright-save') {
    return CONTENT_SCHEMAS.find((s) => s.id === SAVE_FILE_SCHEMA_ID);
  }
  return undefined;
}
