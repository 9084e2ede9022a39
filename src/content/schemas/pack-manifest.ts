/**
 * The `manifest.json` of a content pack (`.bwpack`, a zip). Format version 1 is
 * what Boardwright writes; version 0 packs are migrated on import (see
 * `src/content/packs/migrate.ts`); anything newer is refused with a message.
 * Packs come from strangers: every field is bounded, no unknown field passes.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { PackManifest } from '../../shared/api';
import { LIMITS } from '../../shared/limits';
import { CONTENT_TYPE_IDS } from '../content-type-ids';
import { PACK_ID_PATTERN, SEMVER_PATTERN, SHA256_PATTERN, SINGLE_LINE_PATTERN } from './patterns';

export const PACK_MANIFEST_SCHEMA_ID = 'https://boardwright.app/schemas/pack-manifest.json';

/** The manifest format this app writes and reads without migration. */
export const PACK_FORMAT_VERSION = 1;

/** Caps of a pack, enforced while it is read (not from what it declares). */
export const PACK_LIMITS = {
  /** Entries in the zip, manifest included. */
  maxFiles: 200,
  /** One content file, inflated (a content text's limit). */
  maxFileBytes: LIMITS.contentTextBytes,
  /** All entries together, inflated. */
  maxTotalBytes: 16 * 1024 * 1024,
  /** Inflated size over compressed size, per entry: JSON compresses well, but not a thousand times. */
  maxRatio: 100,
  /** The zip file itself (`LIMITS.packBytes`, the one table every host uses). */
  maxPackBytes: LIMITS.packBytes,
  /** Longest path inside a pack. */
  maxPathLength: 200,
} as const;

/** Paths inside a pack: folders and names of letters, digits, `_`, `-`, `.`, ending in `.json`. */
export const PACK_PATH_PATTERN = '^[A-Za-z0-9_-][A-Za-z0-9_.-]*(/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*\\.json$';

const text = (maxLength: number, description: string) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: SINGLE_LINE_PATTERN, description }) as const;

export const PACK_MANIFEST_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: PACK_MANIFEST_SCHEMA_ID,
  title: 'Boardwright content pack manifest',
  description: 'Describes a content pack: who made it, which version it is, and every file in it with its checksum.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    formatVersion: {
      const: PACK_FORMAT_VERSION,
      description: 'The version of the pack format. This app writes 1; older packs are converted when imported.',
    },
    id: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: PACK_ID_PATTERN,
      description:
        'Identifies the pack across versions: lower-case words joined by dots or dashes (e.g. "ada.spooky-cards").',
    },
    name: text(80, 'The name people see.'),
    version: {
      type: 'string',
      minLength: 5,
      maxLength: 40,
      pattern: SEMVER_PATTERN,
      description: 'A semantic version: major.minor.patch, e.g. "1.4.0".',
    },
    game: {
      type: 'string',
      minLength: 1,
      maxLength: 32,
      pattern: '^[a-z0-9-]+$',
      description: 'The game the content is for, e.g. "queen".',
    },
    author: text(80, 'Who made the pack.'),
    description: text(1000, 'What is in the pack, in a sentence or two.'),
    license: text(80, 'The license, e.g. "CC-BY-4.0".'),
    dependencies: {
      type: 'array',
      maxItems: 16,
      description: 'Other packs this one needs (recorded, not yet installed automatically).',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 64, pattern: PACK_ID_PATTERN, description: 'The pack id.' },
          version: text(40, 'The version (or range) needed, e.g. "^1.0.0".'),
        },
        required: ['id', 'version'],
        additionalProperties: false,
      },
    },
    files: {
      type: 'array',
      minItems: 1,
      maxItems: PACK_LIMITS.maxFiles - 1,
      description: 'Every content file of the pack, each once.',
      items: {
        type: 'object',
        properties: {
          path: {
            type: 'string',
            minLength: 6,
            maxLength: PACK_LIMITS.maxPathLength,
            pattern: PACK_PATH_PATTERN,
            description: 'Where the file is inside the pack, e.g. "cards/spooky.json".',
          },
          type: { enum: CONTENT_TYPE_IDS, description: 'What kind of content the file holds.' },
          name: text(80, 'The name the item gets in the library.'),
          size: {
            type: 'integer',
            minimum: 0,
            maximum: PACK_LIMITS.maxFileBytes,
            description: 'The file size in bytes.',
          },
          sha256: {
            type: 'string',
            minLength: 64,
            maxLength: 64,
            pattern: SHA256_PATTERN,
            description: 'The SHA-256 of the file, in lower-case hex.',
          },
        },
        required: ['path', 'type', 'name', 'size', 'sha256'],
        additionalProperties: false,
      },
    },
  },
  required: ['formatVersion', 'id', 'name', 'version', 'game', 'files'],
  additionalProperties: false,
} as const;

export type PackManifestData = FromSchema<typeof PACK_MANIFEST_SCHEMA>;

/**
 * Format 0 (the first packs): `title` instead of `name`, files without `type`
 * and `name` (the type came from each file's `"$schema"`), no license or
 * dependencies. Only read, never written.
 */
export const PACK_MANIFEST_V0_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/pack-manifest-v0.json',
  title: 'Boardwright content pack manifest, format 0',
  description: 'The first pack format; converted to the current one when imported.',
  type: 'object',
  properties: {
    formatVersion: { const: 0, description: 'Format 0.' },
    id: PACK_MANIFEST_SCHEMA.properties.id,
    title: text(80, 'The name people see.'),
    version: PACK_MANIFEST_SCHEMA.properties.version,
    game: PACK_MANIFEST_SCHEMA.properties.game,
    author: text(80, 'Who made the pack.'),
    description: text(1000, 'What is in the pack.'),
    files: {
      type: 'array',
      minItems: 1,
      maxItems: PACK_LIMITS.maxFiles - 1,
      description: 'Every content file of the pack.',
      items: {
        type: 'object',
        properties: {
          path: PACK_MANIFEST_SCHEMA.properties.files.items.properties.path,
          size: PACK_MANIFEST_SCHEMA.properties.files.items.properties.size,
          sha256: PACK_MANIFEST_SCHEMA.properties.files.items.properties.sha256,
        },
        required: ['path', 'size', 'sha256'],
        additionalProperties: false,
      },
    },
  },
  required: ['formatVersion', 'id', 'title', 'version', 'game', 'files'],
  additionalProperties: false,
} as const;

export type PackManifestV0Data = FromSchema<typeof PACK_MANIFEST_V0_SCHEMA>;

/**
 * The API's `PackManifest` (src/shared/api.ts, which may not import content) must hold every
 * manifest this schema accepts: this fails to compile when the two drift apart.
 */
type Holds<T, U extends T> = U;
export type _ManifestFitsTheApi = Holds<PackManifest, Omit<PackManifestData, '$schema'>>;
