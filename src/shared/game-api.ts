/**
 * One game's part of the API: the calls and events only that game's services
 * answer and push. Each part lives in `games/<id>/api.ts`; `games/index.ts`
 * composes them with the core calls into the one API of `api.ts`.
 */
import type { JsonSchema } from '../engine';

export interface GameApiPart<Calls, Event extends { type: string }> {
  /** The game whose services answer these calls. */
  game: string;
  /** The JSON Schema of each call's request payload, checked on arrival before any handler runs. */
  requestSchemas: { readonly [M in keyof Calls]: JsonSchema };
  /** The `type` of every event the game's services push. */
  events: readonly Event['type'][];
}
