/**
 * The games' parts of the API (`games/<id>/api.ts`), one line per game in each
 * list: their calls and events join the core ones in `api.ts`, their request
 * schemas the core ones in `api-schemas.ts`.
 */
import { EVERZONE_API, type EverzoneCalls, type EverzoneEvent } from './everzone/api';
import { EVERZONE_CONTENT_TYPES } from './everzone/content-types';
import { EVY_API, type EvyCalls, type EvyEvent } from './evy/api';
import { EVY_CONTENT_TYPES } from './evy/content-types';
import { MANOR_CONTENT_TYPES } from './manor/content-types';
import { QUEEN_CONTENT_TYPES } from './queen/content-types';

export type GameCalls = EvyCalls & EverzoneCalls;

export type GameEvent = EvyEvent | EverzoneEvent;

export const GAME_API_PARTS = [EVY_API, EVERZONE_API] as const;

/** Every `ContentType`, the one list (`src/content/content-type-ids.ts` re-exports it, checked complete). */
export const CONTENT_TYPE_NAMES = [
  ...QUEEN_CONTENT_TYPES,
  ...EVY_CONTENT_TYPES,
  ...EVERZONE_CONTENT_TYPES,
  ...MANOR_CONTENT_TYPES,
] as const;

export type * from './evy/campaign-types';
export type * from './evy/meter-types';
export type * from './everzone/gauntlet-types';
export type { EvyCalls, EvyEvent, EverzoneCalls, EverzoneEvent };
/** Limits the renderer's forms show beside their fields. */
export { MAX_GAUNTLET_GAMES_PER_PAIRING, MAX_GAUNTLET_OPPONENTS } from './everzone/api';
