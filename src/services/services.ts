/**
 * The services behind the one API: dispatch checks each untrusted payload and
 * routes it to its handler — a core service (matches, saves, library, packs,
 * simulations) or a game's extension (extensions.ts); errors become
 * `ApiErrorBody`s, and bugs become `internal` (logged, never thrown).
 *
 * `createServicesWith` takes the list of games and of game extensions, so tests
 * can run the services over fixture games; `createServices` in app.ts uses the
 * registries.
 */
import type { AnyGame, JsonSchema } from '../engine';
import { aiLevelsFor } from '../ai';
import type { ApiEvent, ApiRequest, ApiResponse, ApiResult, CoreCalls, GameInfo } from '../shared/api';
import { CORE_REQUEST_SCHEMAS } from '../shared/api-schemas';
import { boundErrorBody } from '../shared/bounded-errors';
import { notFound, ServiceError } from './errors';
import { configChecksOf, type GameServicesContext, type RegisteredGameServices } from './extensions';
import { GAME_SERVICES } from './games';
import type { Services, ServicesOptions } from './index';
import { HealthLog } from './health/health-log';
import { AutosaveStore } from './match/autosave';
import { MatchService } from './match/match-service';
import { recentMatches } from './match/recent-matches';
import { AiPool } from './pool/ai-pool';
import { defaultWorkerCount } from './pool/worker-count';
import { RequestChecker } from './request-check';
import { RecordChecker } from './saves/record-check';
import { SaveLibrary } from './saves/save-library';
import { BatchRecords } from './sim/batch-records';
import { SimService } from './sim/sim-service';
import { ReplayService } from './replay/replay-service';
import { ReviewCache, reviewFolder } from './review/review-cache';
import { ReviewService } from './review/review-service';
import { LibraryService } from './library/library-service';
import { PackService } from './packs/pack-service';

type CoreHandlers = { [M in keyof CoreCalls]: (req: ApiRequest<M>) => ApiResult<M> | Promise<ApiResult<M>> };
type AnyHandler = (req: unknown) => unknown;

export async function createServicesWith(
  options: ServicesOptions,
  games: readonly AnyGame[],
  extensions: readonly RegisteredGameServices[] = GAME_SERVICES,
): Promise<Services> {
  const listeners = new Set<(event: ApiEvent) => void>();
  const emit = (event: ApiEvent): void => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('[services] an event listener threw:', error);
      }
    }
  };

  // Before anything starts: two answers to one call would be a bug, not a choice to make at run time.
  const requests = new RequestChecker(requestSchemas(extensions), configChecksOf(extensions));
  const records = new RecordChecker(games, requests);
  // A ceiling (cores and memory, worker-count.ts); the pool starts its workers when the AI is first asked.
  const pool = new AiPool(options.workerFactory, options.workers ?? defaultWorkerCount());
  const health = new HealthLog(options.dataDir);
  const autosaves = new AutosaveStore(options.dataDir, records, health);
  const matches = new MatchService({ games, pool, autosaves, requests, emit, aiDelayMs: options.aiDelayMs ?? 0 });
  const saves = new SaveLibrary(options.dataDir, records, matches, health);
  const library = new LibraryService(options.dataDir, saves, health);
  const packs = new PackService(library);
  const batchRecords = new BatchRecords(options.dataDir);
  const sims = new SimService({ games, pool, requests, records: batchRecords, emit });
  const reviews = new ReviewService(pool, new ReviewCache(reviewFolder(options.dataDir)));
  const replays = new ReplayService({
    records,
    matches,
    saves,
    reviews,
    batchRecords,
    emitProgress: (replayId, { done, total }) => emit({ type: 'review.progress', replayId, done, total }),
  });
  const context: Omit<GameServicesContext, 'emit'> = {
    dataDir: options.dataDir,
    games,
    pool,
    requests,
    matches,
    library,
    batchRecords,
  };
  const parts = extensions.map((extension) => extension.create({ ...context, emit: declaredEvents(extension, emit) }));

  const findGame = (id: string): AnyGame => {
    const game = games.find((g) => g.id === id);
    if (!game) throw notFound(`There is no game called "${id}".`);
    return game;
  };

  const core: CoreHandlers = {
    'games.list': () => games.map(gameInfo),
    'games.seats': ({ game: id, config }) => {
      const game = findGame(id);
      requests.checkConfig(game, config);
      return { labels: game.seatLabels(config), teams: game.seatTeams(config) };
    },
    'ai.levels': ({ game }) => aiLevelsFor(game === undefined ? undefined : findGame(game)),
    'match.create': (req) => matches.create(req),
    'match.get': ({ matchId }) => matches.get(matchId),
    'match.list': () => matches.list(),
    'match.recent': async ({ limit }) => recentMatches(matches.list(), await autosaves.closed.list(), limit),
    'match.view': ({ matchId, seat }) => matches.view(matchId, seat),
    'match.act': (req) => matches.act(req),
    'match.close': ({ matchId }) => matches.close(matchId),
    'match.record': ({ matchId }) => matches.record(matchId),
    'saves.list': () => saves.list(),
    'saves.save': (req) => saves.save(req),
    'saves.load': ({ saveId }) => saves.load(saveId),
    'saves.import': ({ save }) => saves.import(save),
    'saves.delete': ({ saveId }) => saves.delete(saveId),
    'library.list': (req) => library.list(req),
    'library.get': ({ id }) => library.get(id),
    'library.create': (req) => library.create(req),
    'library.save': (req) => library.save(req),
    'library.check': ({ type, text }) => library.check(type, text),
    'library.duplicate': (req) => library.duplicate(req),
    'library.rename': (req) => library.rename(req),
    'library.delete': ({ id }) => library.delete(id),
    'library.trash': () => library.trash(),
    'library.restore': ({ id }) => library.restore(id),
    'library.schema': ({ type }) => library.schema(type),
    'packs.export': (req) => packs.export(req),
    'packs.preview': ({ base64 }) => packs.preview(base64),
    'packs.install': ({ base64, onConflict }) => packs.install(base64, onConflict),
    'library.health': () => health.report(),
    'match.hint': (req) => matches.hint(req),
    'sim.start': (req) => sims.start(req),
    'sim.cancel': ({ simId }) => sims.cancel(simId),
    'sim.status': ({ simId }) => sims.status(simId),
    'match.undo': (req) => matches.undo(req),
    'match.autoplay': (req) => matches.autoplay(req),
    'replay.open': ({ source }) => replays.openReplay(source),
    'replay.get': ({ replayId }) => replays.info(replayId),
    'replay.step': ({ replayId, step, viewer }) => replays.step(replayId, step, viewer),
    'replay.takeOver': ({ replayId, step, seats }) => replays.takeOver(replayId, step, seats),
    'replay.review': ({ replayId, ...request }) => replays.review(replayId, request),
    'replay.cancelReview': ({ replayId }) => replays.cancelReview(replayId),
    'replay.close': ({ replayId }) => replays.close(replayId),
  };
  let handlers: Map<string, AnyHandler>;
  try {
    handlers = handlerTable(core, parts, extensions);
  } catch (error) {
    await pool.close();
    throw error;
  }
  await library.start();
  await matches.restore();
  await sims.pruneRecords();
  for (const part of parts) await part.start?.();

  let closing: Promise<void> | null = null;
  return {
    async dispatch(method: string, payload: unknown): Promise<ApiResponse> {
      try {
        const handler = typeof method === 'string' ? handlers.get(method) : undefined;
        if (!handler) {
          const name = typeof method === 'string' ? `"${method.slice(0, 80)}"` : 'without a name';
          return { ok: false, error: { code: 'unknown-method', message: `There is no API method ${name}.` } };
        }
        if (closing) throw new ServiceError('internal', 'Boardwright is shutting down; the request was not run.');
        requests.checkPayload(method, payload);
        return { ok: true, value: await handler(payload) };
      } catch (error) {
        // Bounded: a huge malformed request must not turn into a huge reply.
        if (error instanceof ServiceError) return { ok: false, error: boundErrorBody(error.toBody()) };
        console.error(`[services] internal error in ${String(method)}:`, error);
        return {
          ok: false,
          error: {
            code: 'internal',
            message: `Something went wrong inside Boardwright while running ${String(method)}; the details are in the log.`,
          },
        };
      }
    },
    methods: () => [...handlers.keys()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closing ??= (async () => {
        await Promise.all([matches.shutdown(), sims.shutdown(), ...parts.map((part) => part.shutdown?.())]);
        await pool.close();
        listeners.clear();
      })();
      return closing;
    },
  };
}

function gameInfo(game: AnyGame): GameInfo {
  return {
    id: game.id,
    name: game.name,
    description: game.description,
    minSeats: game.minSeats,
    maxSeats: game.maxSeats,
    configSchema: structuredClone(game.configSchema),
    defaultConfig: structuredClone(game.defaultConfig()),
  };
}

/** The request schemas of the core calls and of every extension's; a call declared twice is refused. */
function requestSchemas(extensions: readonly RegisteredGameServices[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = { ...CORE_REQUEST_SCHEMAS };
  for (const { api } of extensions) {
    for (const [method, schema] of Object.entries(api.requestSchemas)) {
      if (method in schemas) throw new Error(`the ${api.game} services declare ${method}, which is already declared`);
      schemas[method] = schema;
    }
  }
  return schemas;
}

/**
 * The handler of every method: the core ones, then each extension's. An extension whose handlers
 * are not exactly its API part's calls is a bug: refused here.
 */
function handlerTable(
  core: CoreHandlers,
  parts: readonly { handlers: Readonly<Record<string, (req: never) => unknown>> }[],
  extensions: readonly RegisteredGameServices[],
): Map<string, AnyHandler> {
  const table = new Map<string, AnyHandler>(Object.entries(core) as [string, AnyHandler][]);
  parts.forEach(({ handlers }, n) => {
    const { api } = extensions[n] as RegisteredGameServices;
    const declared = Object.keys(api.requestSchemas).sort().join(', ');
    const answered = Object.keys(handlers).sort().join(', ');
    if (declared !== answered) {
      throw new Error(`the ${api.game} services answer ${answered || 'nothing'} but declare ${declared || 'nothing'}`);
    }
    for (const [method, handler] of Object.entries(handlers)) table.set(method, handler as AnyHandler);
  });
  return table;
}

/** The emit an extension gets: its declared events pass; any other is a bug, thrown where it was emitted. */
function declaredEvents(extension: RegisteredGameServices, emit: (event: ApiEvent) => void) {
  const declared = new Set(extension.api.events);
  return (event: ApiEvent): void => {
    if (!declared.has(event.type)) {
      throw new Error(`the ${extension.api.game} services emitted "${event.type}", which their API does not declare`);
    }
    emit(event);
  };
}
