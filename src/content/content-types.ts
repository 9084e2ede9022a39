/**
 * The registry of content types a designer edits, every game's in one list
 * (read from `games/index.ts`): for each, its game, its schema, the built-in
 * file shipped in `content/`, a minimal valid template for new items, and the
 * semantic checks beyond the schema (`content-type-def.ts`).
 */
import type { ContentType } from '../shared/api';
import type { ContentTypeDef } from './content-type-def';
import { GAME_CONTENT } from './games';

export type { ContentTypeDef };

export const CONTENT_TYPES: readonly ContentTypeDef[] = GAME_CONTENT.flatMap((game) => game.types);

export function contentType(type: ContentType): ContentTypeDef {
  const def = CONTENT_TYPES.find((t) => t.type === type);
  if (!def) throw new Error(`Unknown content type "${type}".`);
  return def;
}

/** The content type a document declares with its `"$schema"` (the full `$id`, or a path ending like it). */
export function contentTypeOfDocument(document: unknown): ContentTypeDef | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return undefined;
  const declared = (document as Record<string, unknown>)['$schema'];
  if (typeof declared !== 'string') return undefined;
  const path = declared.replace(/\\/g, '/');
  return CONTENT_TYPES.find((t) => t.schemaId === declared || path.endsWith(new URL(t.schemaId).pathname));
}
