/**
 * The services behind the one API: dispatch checks each untrusted payload and
 * routes it to the match service or the save library; errors become
 * `ApiErrorBody`s, and bugs become `internal` (logged, never thrown).
 *
 * `createServicesWith` takes the list of games, so tests can run the services
 * over fixture games; `createServices` in app.ts uses the registry.
 */
import { availableParallelism } from 'node:os';
import type { AnyGame } from '../engine';
import { AI_LEVELS } from '../ai';
import type { ApiEvent, ApiMethod, ApiRequest, ApiResponse, ApiResult, GameInfo } from '../shared/api';
import { notFound, ServiceError } from './errors';
import type { Services, ServicesOptions } from './index';
import { AutosaveStore } from './match/autosave';
import { MatchService } from './match/match-service';
import { AiPool } from './pool/ai-pool';
import { isApiMethod, RequestChecker } from './request-check';
import { RecordChecker } from './saves/record-check';
import { SaveLibrary } from './saves/save-library';
import { SimService } from './sim/sim-service';
import { LibraryService } from './library/library-service';
import { PackService } from './packs/pack-service';
import { EVY_ADVENTURES } from '../games/evy/content';
import { CampaignService } from './campaign/campaign-service';
import { CampaignStore } from './campaign/campaign-store';
import { GauntletService } from './gauntlet/gauntlet-service';
import { MeterService } from './meter/meter-service';
import { campaignLibrary } from './campaign/library-campaigns';

type Handlers = { [M in ApiMethod]: (req: ApiRequest<M>) => ApiResult<M> | Promise<ApiResult<M>> };

export async function createServicesWith(options: ServicesOptions, games: readonly AnyGame[]): Promise<Services> {
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

  const requests = new RequestChecker();
  const records = new RecordChecker(games, requests);
  // One core is left to the window (and the services) so the interface stays responsive while the AI thinks.
  const pool = new AiPool(options.workerFactory, options.workers ?? Math.max(1, availableParallelism() - 1));
  const autosaves = new AutosaveStore(options.dataDir, records);
  const matches = new MatchService({ games, pool, autosaves, requests, emit, aiDelayMs: options.aiDelayMs ?? 0 });
  const saves = new SaveLibrary(options.dataDir, records, matches);
  const library = new LibraryService(options.dataDir, saves);
  const packs = new PackService(library);
  const sims = new SimService({ games, pool, requests, emit });
  const meters = new MeterService({ games, pool, requests, emit });
  const store = new CampaignStore(options.dataDir);
  const campaign = new CampaignService({
    adventures: EVY_ADVENTURES,
    matches,
    store,
    emit,
    library: campaignLibrary(library, EVY_ADVENTURES.length),
  });
  const gauntlets = new GauntletService({
    games,
    pool,
    dataDir: options.dataDir,
    emit,
    readContent: async (id) => {
      const item = await library.getContent(id);
      return { type: item.type, name: item.info.name, text: item.text };
    },
  });
  await library.start();
  await matches.restore();
  await campaign.start();

  const findGame = (id: string): AnyGame => {
    const game = games.find((g) => g.id === id);
    if (!game) throw notFound(`There is no game called "${id}".`);
    return game;
  };

  const handlers: Handlers = {
    'games.list': () => games.map(gameInfo),
    'games.seats': ({ game: id, config }) => {
      const game = findGame(id);
      requests.checkConfig(game, config);
      return { labels: game.seatLabels(config), teams: game.seatTeams(config) };
    },
    'ai.levels': () => AI_LEVELS.map((l) => ({ ...l })),
    'match.create': (req) => matches.create(req),
    'match.get': ({ matchId }) => matches.get(matchId),
    'match.list': () => matches.list(),
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
    'packs.install': ({ base64 }) => packs.install(base64),
    'match.hint': (req) => matches.hint(req),
    'sim.start': (req) => sims.start(req),
    'sim.cancel': ({ simId }) => sims.cancel(simId),
    'sim.status': ({ simId }) => sims.status(simId),
    'campaign.status': () => campaign.status(),
    'campaign.start': ({ player, difficulty, campaign: chosen }) => campaign.begin(player, difficulty, chosen),
    'campaign.play': () => campaign.play(),
    'campaign.finish': ({ matchId }) => campaign.finish(matchId),
    'campaign.abandon': () => campaign.abandon(),
    'match.undo': (req) => matches.undo(req),
    'match.autoplay': (req) => matches.autoplay(req),
    'gauntlet.start': (req) => gauntlets.start(req),
    'gauntlet.cancel': ({ gauntletId }) => gauntlets.cancel(gauntletId),
    'gauntlet.status': ({ gauntletId }) => gauntlets.status(gauntletId),
    'gauntlet.saved': ({ itemId }) => gauntlets.saved(itemId),
    'meter.start': (req) => meters.start(req),
    'meter.cancel': ({ meterId }) => meters.cancel(meterId),
    'meter.status': ({ meterId }) => meters.status(meterId),
  };

  let closing: Promise<void> | null = null;
  return {
    async dispatch(method: string, payload: unknown): Promise<ApiResponse> {
      try {
        if (!isApiMethod(method)) {
          const name = typeof method === 'string' ? `"${method.slice(0, 80)}"` : 'without a name';
          return { ok: false, error: { code: 'unknown-method', message: `There is no API method ${name}.` } };
        }
        if (closing) throw new ServiceError('internal', 'Boardwright is shutting down; the request was not run.');
        requests.checkPayload(method, payload);
        const handler = handlers[method] as (req: unknown) => unknown;
        return { ok: true, value: await handler(payload) };
      } catch (error) {
        if (error instanceof ServiceError) return { ok: false, error: error.toBody() };
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
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closing ??= (async () => {
        await Promise.all([matches.shutdown(), sims.shutdown(), gauntlets.shutdown(), meters.shutdown()]);
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
