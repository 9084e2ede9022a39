/**
 * JSON Schemas (draft 2020-12) for every API request payload. The services
 * compile these with ajv and check each payload on arrival, before any handler
 * runs. Game configs are further checked against the game's own schema.
 */
import type { JsonSchema } from '../engine';
import type { ApiMethod, CoreCalls } from './api';
import { CONTENT_TYPE_NAMES, GAME_API_PARTS } from './games';
import {
  aiLevel,
  empty,
  id,
  itemId,
  itemName,
  MAX_SIM_GAMES,
  MAX_SIM_ITERATIONS,
  MAX_SIM_JOBS,
  object,
  seat,
  seed,
} from './schema-parts';
import { LIMITS } from './limits';

export { MAX_SIM_GAMES, MAX_SIM_ITERATIONS, MAX_SIM_JOBS } from './schema-parts';

const seatSpec: JsonSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind'],
      properties: {
        kind: { const: 'human', description: 'A person plays this seat.' },
        name: { type: 'string', minLength: 1, maxLength: 40, description: "The player's name." },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'level'],
      properties: {
        kind: { const: 'ai', description: 'The computer plays this seat.' },
        level: { ...aiLevel, description: 'How strongly the AI plays.' },
        script: {
          type: 'array',
          maxItems: 2000,
          items: { type: 'string', minLength: 1, maxLength: 200 },
          description: 'The moves this seat makes first, by action key, each while it is legal; then its level plays.',
        },
      },
    },
  ],
};

export { CONTENT_TYPE_NAMES } from './games';
const contentType = { enum: [...CONTENT_TYPE_NAMES] };
const libraryItemType = { enum: [...CONTENT_TYPE_NAMES, 'save'] };
/** The text of one content file (the library refuses larger ones). */
const MAX_CONTENT_TEXT = LIMITS.contentTextBytes;
/** A pack in base64 (`LIMITS`: 16 MiB of base64 is 12 MiB of zip). */
export const MAX_PACK_BASE64 = LIMITS.packBase64Chars;
const packBytes = { type: 'string', minLength: 1, maxLength: MAX_PACK_BASE64, pattern: '^[A-Za-z0-9+/]*={0,2}$' };
const short = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });

/** Longest a hint may think (a minute; the default is much shorter). */
export const MAX_HINT_TIME_MS = 60_000;

/** The core methods' request schemas (`CoreCalls` in api.ts). */
export const CORE_REQUEST_SCHEMAS: Record<keyof CoreCalls, JsonSchema> = {
  'games.list': empty,
  'games.seats': object(['game', 'config'], { game: id, config: { type: 'object' } }),
  'ai.levels': object([], { game: id }),
  'match.create': object(['game', 'config', 'seats'], {
    game: id,
    config: { type: 'object' },
    seats: { type: 'array', minItems: 1, maxItems: 16, items: seatSpec },
    seed,
  }),
  'match.get': object(['matchId'], { matchId: id }),
  'match.list': empty,
  'match.recent': object([], { limit: { type: 'integer', minimum: 1, maximum: LIMITS.liveMatches } }),
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
  'saves.save': object(['matchId', 'name'], { matchId: id, name: itemName }),
  'saves.load': object(['saveId'], { saveId: id }),
  'saves.import': object(['save'], { save: {} }),
  'saves.delete': object(['saveId'], { saveId: id }),
  'replay.open': object(['source'], {
    source: {
      oneOf: [
        object(['matchId'], { matchId: id }),
        object(['saveId'], { saveId: id }),
        object(['file'], { file: { type: 'object', description: 'A game record or a save file, as read from disk.' } }),
        object(['batchId', 'index'], {
          batchId: id,
          index: { type: 'integer', minimum: 0, maximum: MAX_SIM_GAMES - 1 },
        }),
      ],
    },
  }),
  'replay.get': object(['replayId'], { replayId: id }),
  'replay.step': object(['replayId', 'step', 'viewer'], {
    replayId: id,
    step: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    viewer: { oneOf: [seat, { enum: ['spectator', 'all'] }] },
  }),
  'replay.takeOver': object(['replayId', 'step', 'seats'], {
    replayId: id,
    step: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    seats: { type: 'array', minItems: 1, maxItems: 16, items: seatSpec },
  }),
  'replay.review': object(['replayId', 'seat', 'level', 'seed'], {
    replayId: id,
    seat,
    level: aiLevel,
    iterations: { type: 'integer', minimum: 1, maximum: MAX_SIM_ITERATIONS },
    seed,
  }),
  'replay.cancelReview': object(['replayId'], { replayId: id }),
  'replay.close': object(['replayId'], { replayId: id }),
  'library.list': object([], {
    game: id,
    type: libraryItemType,
    query: { type: 'string', maxLength: 80 },
  }),
  'library.get': object(['id'], { id: itemId }),
  'library.create': object(['type', 'name'], { type: contentType, name: itemName }),
  'library.save': object(['id', 'text'], { id: itemId, text: { type: 'string', maxLength: MAX_CONTENT_TEXT } }),
  'library.check': object(['type', 'text'], {
    type: contentType,
    text: { type: 'string', maxLength: MAX_CONTENT_TEXT },
  }),
  'library.duplicate': object(['id'], { id: itemId, name: itemName }),
  'library.rename': object(['id', 'name'], { id: itemId, name: itemName }),
  'library.delete': object(['id'], { id: itemId }),
  'library.trash': empty,
  'library.restore': object(['id'], { id: itemId }),
  'library.schema': object(['type'], { type: contentType }),
  'packs.export': object(['ids', 'manifest'], {
    ids: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: itemId },
    manifest: object(['name', 'version'], {
      id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+([.-][a-z0-9]+)*$' },
      name: itemName,
      version: { type: 'string', minLength: 5, maxLength: 40, pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$' },
      author: short(80),
      description: short(1000),
      license: short(80),
    }),
  }),
  'packs.preview': object(['base64'], { base64: packBytes }),
  'packs.install': object(['base64'], {
    base64: packBytes,
    onConflict: {
      enum: ['keep-both', 'replace'],
      description: 'For items another author installed, or the user edited: keep both (the default), or replace them.',
    },
  }),
  'library.health': empty,
  'match.hint': object(['matchId', 'seat'], {
    matchId: id,
    seat,
    timeMs: { type: 'integer', minimum: 1, maximum: MAX_HINT_TIME_MS },
  }),
  'sim.start': object(['game', 'config', 'seats', 'games', 'seed'], {
    game: id,
    config: { type: 'object' },
    seats: { type: 'array', minItems: 1, maxItems: 16, items: aiLevel },
    games: { type: 'integer', minimum: 1, maximum: MAX_SIM_GAMES },
    seed,
    jobs: { type: 'integer', minimum: 1, maximum: MAX_SIM_JOBS },
    iterations: { type: 'integer', minimum: 1, maximum: MAX_SIM_ITERATIONS },
  }),
  'sim.cancel': object(['simId'], { simId: id }),
  'sim.status': object(['simId'], { simId: id }),
  'match.undo': object(['matchId', 'seat'], { matchId: id, seat }),
  'match.autoplay': object(['matchId', 'seat', 'on'], { matchId: id, seat, on: { type: 'boolean' }, level: aiLevel }),
};

/** Every method's request schema: the core methods', then each game's own (`games/index.ts`). */
export const API_REQUEST_SCHEMAS = Object.assign(
  {},
  CORE_REQUEST_SCHEMAS,
  ...GAME_API_PARTS.map((part) => part.requestSchemas),
) as Record<ApiMethod, JsonSchema>;

export const SEAT_SPEC_SCHEMA = seatSpec;
