/**
 * What a game adds to the services beyond matches: the calls of its part of the
 * API (`src/shared/games/<id>/api.ts`) with a handler each, the events those push,
 * and work that starts and stops with the services. A game's extension lives in
 * `games/<id>/index.ts` and is listed once in `games/index.ts`; `services.ts`
 * builds its handler table from the core calls and every extension, so adding a
 * game's services edits no shared file but that list.
 */
import type { AnyGame, JsonSchema } from '../engine';
import type { ApiEvent } from '../shared/api';
import type { GameApiPart } from '../shared/game-api';
import type { LibraryService } from './library/library-service';
import type { MatchService } from './match/match-service';
import type { AiPool } from './pool/ai-pool';
import type { RequestChecker } from './request-check';
import type { BatchRecords } from './sim/batch-records';

/**
 * What the services hand an extension when they start. `Event` is the extension's own events
 * (its API part's), so it emits them without a cast; the registry holds it as `ApiEvent`.
 */
export interface GameServicesContext<Event extends { type: string } = ApiEvent> {
  /** Where the extension may keep files (each in its own folder). */
  dataDir: string;
  /** Every registered game. */
  games: readonly AnyGame[];
  pool: AiPool;
  requests: RequestChecker;
  matches: MatchService;
  library: LibraryService;
  /** Where background batches keep their games' records for the replay viewer. */
  batchRecords: BatchRecords;
  /** Pushes an event to every listener; only the events the extension's API part declares. */
  emit(event: Event): void;
}

type Handler<Call> = Call extends { req: infer Req; res: infer Res } ? (req: Req) => Res | Promise<Res> : never;

/** An extension at work: one handler per call of its API part, and its start and stop. */
export interface GameServicesInstance<Calls> {
  handlers: { [M in keyof Calls]: Handler<Calls[M]> };
  /** Runs once the matches are restored from autosave, so a match the extension refers to is found. */
  start?(): Promise<void>;
  /** Stops the extension's background work; runs before the AI pool closes. */
  shutdown?(): Promise<void>;
}

/**
 * Checks of a game's options beyond its config schema, run on every path that takes options (a new
 * match, a save, an autosave, a batch) once the schema passed: one line per problem, under `prefix`.
 */
export type ConfigProblems = (config: unknown, prefix: string) => string[];

export interface GameServices<Calls, Event extends { type: string }> {
  /** The calls (with their request schemas) and events the extension answers and pushes. */
  api: GameApiPart<Calls, Event>;
  configProblems?: ConfigProblems;
  create(context: GameServicesContext<Event>): GameServicesInstance<Calls>;
}

/** An extension as the registry holds it, its call types erased. */
export interface RegisteredGameServices {
  api: { game: string; requestSchemas: Readonly<Record<string, JsonSchema>>; events: readonly string[] };
  configProblems?: ConfigProblems;
  create(context: GameServicesContext): {
    handlers: Readonly<Record<string, (req: never) => unknown>>;
    start?(): Promise<void>;
    shutdown?(): Promise<void>;
  };
}

/** Checks an extension's handlers against its API part's calls, then erases the call types for the registry. */
export function defineGameServices<Calls, Event extends { type: string }>(
  extension: GameServices<Calls, Event>,
): RegisteredGameServices {
  return extension as unknown as RegisteredGameServices;
}

/** Each extension's checks of its game's options, by game id. */
export function configChecksOf(extensions: readonly RegisteredGameServices[]): ReadonlyMap<string, ConfigProblems> {
  return new Map(extensions.flatMap((e) => (e.configProblems ? [[e.api.game, e.configProblems] as const] : [])));
}
