/**
 * JSON Schemas (draft 2020-12) of the files Boardwright writes and reads back:
 * a game record and a save file. Saves come from outside (imports, uploads),
 * so every field is typed, every size bounded, and no unknown field accepted.
 */
import type { JsonSchema } from '../../engine';
import { SEAT_SPEC_SCHEMA } from '../../shared/api-schemas';
import { itemName } from '../../shared/schema-parts';

export const SAVE_FILE_SCHEMA_ID = 'https://boardwright.app/schemas/save-file.schema.json';

/** Longest record a save may hold; far above any real game. */
export const MAX_RECORD_ACTIONS = 100_000;

const gameId: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The game played, e.g. "queen".',
};
const seat: JsonSchema = { type: 'integer', minimum: 0, maximum: 15, description: 'The seat that acted, from 0.' };

/** A seat: a human or an AI, exactly as the API takes it when a match is created. */
export const SAVED_SEAT_SCHEMA: JsonSchema = SEAT_SPEC_SCHEMA;

/** A `GameRecord` (src/engine/record.ts). The config is checked against its game's own schema afterwards. */
export const RECORD_SCHEMA: JsonSchema = {
  description: 'Everything needed to replay a game exactly: the game, its setup, its seed and every action taken.',
  type: 'object',
  additionalProperties: false,
  required: ['game', 'engineVersion', 'contentHash', 'config', 'seed', 'actions'],
  properties: {
    game: gameId,
    engineVersion: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      description: 'The version of the rules engine that played it.',
    },
    contentHash: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      description: 'A hash of the game content (cards…) it was played with.',
    },
    config: {
      type: 'object',
      maxProperties: 64,
      description: "The game's options, checked against the game's own schema.",
    },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295, description: 'The seed of the random draws.' },
    actions: {
      type: 'array',
      maxItems: MAX_RECORD_ACTIONS,
      description: 'Every action taken, in order.',
      items: {
        type: 'object',
        description: 'One action: who took it and its key.',
        additionalProperties: false,
        required: ['seat', 'key'],
        properties: {
          seat,
          key: { type: 'string', minLength: 1, maxLength: 200, description: 'The action, as the game names it.' },
        },
      },
    },
    origin: {
      type: 'object',
      description: 'For a game taken over from a replay: the game it branched off and where.',
      additionalProperties: false,
      required: ['record', 'step', 'of'],
      properties: {
        record: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description: 'The hash of the record it branched off (of its canonical JSON).',
        },
        step: { type: 'integer', minimum: 0, maximum: MAX_RECORD_ACTIONS, description: 'The move it branched off at.' },
        of: { type: 'integer', minimum: 0, maximum: MAX_RECORD_ACTIONS, description: 'How many moves that game had.' },
      },
    },
  },
};

/** A `SaveFile` (src/shared/api.ts). */
export const SAVE_FILE_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SAVE_FILE_SCHEMA_ID,
  title: 'Boardwright saved game',
  description: 'A saved game: its name, who sat where, and the record that replays it.',
  type: 'object',
  additionalProperties: false,
  required: ['format', 'formatVersion', 'name', 'savedAt', 'seats', 'record'],
  properties: {
    $schema: { const: SAVE_FILE_SCHEMA_ID, description: 'The $id of this schema.' },
    format: { const: 'boardwright-save', description: 'Marks the file as a Boardwright save.' },
    formatVersion: { const: 1, description: 'The version of the save format.' },
    // The same rule as a library item's name: no control characters, not blank.
    name: { ...itemName, description: 'The name given when saving.' },
    savedAt: { type: 'string', format: 'date-time', maxLength: 40, description: 'When it was saved.' },
    seats: {
      type: 'array',
      minItems: 1,
      maxItems: 16,
      items: SAVED_SEAT_SCHEMA,
      description: 'Who sat in each seat: a person or an AI of some level.',
    },
    record: RECORD_SCHEMA,
  },
};
