/**
 * JSON Schemas (draft 2020-12) for every API request payload. The services
 * compile these with ajv and check each payload on arrival, before any handler
 * runs. Game configs are further checked against the game's own schema.
 */
import type { JsonSchema } from '../engine';
import type { ApiMethod } from './api';

const id = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const seat = { type: 'integer', minimum: 0, maximum: 15 };
const empty = { type: 'object', additionalProperties: false, properties: {} };

const seatSpec: JsonSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind'],
      properties: { kind: { const: 'human' }, name: { type: 'string', minLength: 1, maxLength: 40 } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'level'],
      properties: { kind: { const: 'ai' }, level: { enum: ['random', 'greedy', 'easy', 'normal', 'hard', 'expert'] } },
    },
  ],
};

function object(required: string[], properties: Record<string, unknown>): JsonSchema {
  return { type: 'object', additionalProperties: false, required, properties };
}

export const API_REQUEST_SCHEMAS: Record<ApiMethod, JsonSchema> = {
  'games.list': empty,
  'games.seats': object(['game', 'config'], { game: id, config: { type: 'object' } }),
  'ai.levels': empty,
  'match.create': object(['game', 'config', 'seats'], {
    game: id,
    config: { type: 'object' },
    seats: { type: 'array', minItems: 1, maxItems: 16, items: seatSpec },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
  }),
  'match.get': object(['matchId'], { matchId: id }),
  'match.list': empty,
  'match.view': object(['matchId', 'seat'], { matchId: id, seat }),
  'match.act': object(['matchId', 'seat', 'action'], {
    matchId: id,
    seat,
    action: {
      type: 'object',
      required: ['key'],
      properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
    },
  }),
  'match.close': object(['matchId'], { matchId: id }),
  'match.record': object(['matchId'], { matchId: id }),
  'saves.list': empty,
  'saves.save': object(['matchId', 'name'], {
    matchId: id,
    name: { type: 'string', minLength: 1, maxLength: 80 },
  }),
  'saves.load': object(['saveId'], { saveId: id }),
  'saves.import': object(['save'], { save: {} }),
  'saves.delete': object(['saveId'], { saveId: id }),
};

export const SEAT_SPEC_SCHEMA = seatSpec;
