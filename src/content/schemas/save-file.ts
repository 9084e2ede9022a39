/**
 * JSON Schemas (draft 2020-12) of the files Boardwright writes and reads back:
 * a game record and a save file. Saves come from outside (imports, uploads),
 * so every field is typed, every size bounded, and no unknown field accepted.
 */
import type { JsonSchema } from '../../engine';
import { SEAT_SPEC_SCHEMA } from '../../shared/api-schemas';

export const SAVE_FILE_SCHEMA_ID = 'https://boardwright.app/schemas/save-file.schema.json';

/** Longest record a save may hold; far above any real game. */
export const MAX_RECORD_ACTIONS = 100_000;

const id: JsonSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const seat: JsonSchema = { type: 'integer', minimum: 0, maximum: 15 };

/** A seat: a human or an AI, exactly as the API takes it when a match is created. */
export const SAVED_SEAT_SCHEMA: JsonSchema = SEAT_SPEC_SCHEMA;

/** A `GameRecord` (src/engine/record.ts). The config is checked against its game's own schema afterwards. */
export const RECORD_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['game', 'engineVersion', 'contentHash', 'config', 'seed', 'actions'],
  properties: {
    game: id,
    engineVersion: { type: 'string', minLength: 1, maxLength: 40 },
    contentHash: { type: 'string', minLength: 1, maxLength: 128 },
    config: { type: 'object', maxProperties: 64 },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    actions: {
      type: 'array',
      maxItems: MAX_RECORD_ACTIONS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['seat', 'key'],
        properties: { seat, key: { type: 'string', minLength: 1, maxLength: 200 } },
      },
    },
  },
};

/** A `SaveFile` (src/shared/api.ts). */
export const SAVE_FILE_SCHEMA: JsonSchema = {
  $id: SAVE_FILE_SCHEMA_ID,
  title: 'Boardwright saved game',
  type: 'object',
  additionalProperties: false,
  required: ['format', 'formatVersion', 'name', 'savedAt', 'seats', 'record'],
  properties: {
    $schema: { const: SAVE_FILE_SCHEMA_ID },
    format: { const: 'boardwright-save' },
    formatVersion: { const: 1 },
    name: { type: 'string', minLength: 1, maxLength: 80 },
    savedAt: { type: 'string', format: 'date-time', maxLength: 40 },
    seats: { type: 'array', minItems: 1, maxItems: 16, items: SAVED_SEAT_SCHEMA },
    record: RECORD_SCHEMA,
  },
};
