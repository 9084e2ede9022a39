/**
 * The small metadata file kept next to each library item (`<id>.meta.json`):
 * its type, its name, when it was made, where it came from. Read back from
 * disk, so checked like anything else from outside and copied field by field.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CONTENT_TYPE_IDS } from '../../content/content-type-ids';
import { compileChecker, createAjv } from '../../content/ajv';
import { SHA256_PATTERN } from '../../content/schemas/patterns';
import type { ContentType } from '../../shared/api';

export const ITEM_META_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/library-item-meta.json',
  title: 'Boardwright library item metadata',
  description: 'Kept next to each item of the content library: what it is and what it is called.',
  type: 'object',
  properties: {
    formatVersion: { const: 1, description: 'The version of this metadata format.' },
    type: { enum: CONTENT_TYPE_IDS, description: 'The content type of the item.' },
    name: { type: 'string', minLength: 1, maxLength: 80, description: 'The name shown in the library.' },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40, description: 'When the item was made.' },
    deletedAt: { type: 'string', format: 'date-time', maxLength: 40, description: 'When it went to the trash.' },
    source: {
      type: 'object',
      description:
        'The pack the item was installed from, so a newer version of that pack by the same author can replace it.',
      properties: {
        packId: { type: 'string', minLength: 1, maxLength: 64, description: 'The pack id.' },
        path: { type: 'string', minLength: 1, maxLength: 200, description: 'The file path inside the pack.' },
        author: { type: 'string', maxLength: 80, description: 'The pack’s author as its manifest says ("" for none).' },
        version: { type: 'string', minLength: 1, maxLength: 40, description: 'The pack version installed.' },
        sha256: {
          type: 'string',
          maxLength: 64,
          pattern: SHA256_PATTERN,
          description: 'SHA-256 of the text as installed: a different text now means the user edited it.',
        },
      },
      required: ['packId', 'path'],
      additionalProperties: false,
    },
  },
  required: ['formatVersion', 'type', 'name', 'createdAt'],
  additionalProperties: false,
} as const;

export type ItemMeta = FromSchema<typeof ITEM_META_SCHEMA> & { type: ContentType };

const checkMeta = compileChecker(createAjv(), ITEM_META_SCHEMA);

/** The metadata in `data`, copied into a fresh object; throws an Error naming the problems. */
export function parseMeta(data: unknown): ItemMeta {
  const problems = checkMeta(data, { rootName: 'metadata' });
  if (problems.length > 0) throw new Error(`its metadata is damaged (${problems.join('; ')})`);
  const raw = data as ItemMeta;
  const meta: ItemMeta = { formatVersion: 1, type: raw.type, name: raw.name, createdAt: raw.createdAt };
  if (raw.deletedAt !== undefined) meta.deletedAt = raw.deletedAt;
  if (raw.source) meta.source = copySource(raw.source);
  return meta;
}

/** A pack source copied field by field. */
export function copySource(raw: NonNullable<ItemMeta['source']>): NonNullable<ItemMeta['source']> {
  const source: NonNullable<ItemMeta['source']> = { packId: raw.packId, path: raw.path };
  if (raw.author !== undefined) source.author = raw.author;
  if (raw.version !== undefined) source.version = raw.version;
  if (raw.sha256 !== undefined) source.sha256 = raw.sha256;
  return source;
}

/** Problems of metadata, one line each (empty when valid). */
export function metaProblems(data: unknown): string[] {
  return checkMeta(data, { rootName: 'metadata' });
}
