/**
 * The registry of content schemas, for `boardwright validate` and anything
 * else that must pick a schema for a file. A file names its schema with a
 * `"$schema"` field; a save file may instead be recognised by its `format`.
 */
import type { JsonSchema } from '../engine';
import { SAVE_FILE_SCHEMA, SAVE_FILE_SCHEMA_ID } from './save-schema';

export interface ContentSchema {
  /** The `$id` a file's `"$schema"` refers to. */
  id: string;
  title: string;
  schema: JsonSchema;
}

export const CONTENT_SCHEMAS: readonly ContentSchema[] = [
  { id: SAVE_FILE_SCHEMA_ID, title: 'Boardwright saved game', schema: SAVE_FILE_SCHEMA },
];

/**
 * The schema a document declares. `"$schema"` may be the full id or a path
 * ending in the id's file name (`../schemas/save-file.schema.json`), so files
 * can point at a local copy of the schema for their editor.
 */
export function findSchemaFor(document: unknown): ContentSchema | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return undefined;
  const declared = (document as Record<string, unknown>)['$schema'];
  if (typeof declared === 'string') {
    return CONTENT_SCHEMAS.find((s) => s.id === declared || fileName(s.id) === fileName(declared));
  }
  if ((document as Record<string, unknown>)['format'] === 'boardwright-save') {
    return CONTENT_SCHEMAS.find((s) => s.id === SAVE_FILE_SCHEMA_ID);
  }
  return undefined;
}

function fileName(path: string): string {
  return path.split(/[/\\]/).pop() ?? path;
}
