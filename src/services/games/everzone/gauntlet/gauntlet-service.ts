/**
 * Gauntlets inside the app: `gauntlet.start` checks the decks, then runs every
 * game in the AI pool as background work through the batch runner the
 * simulations use (same cancel, same stop after repeated failures), streaming a
 * `gauntlet.progress` event per game and a `gauntlet.done` at the end. A
 * gauntlet of a library deck is kept with it when it ends (`GauntletStore`).
 * Each game's record is kept (`BatchRecords`) as long as its gauntlet is: with
 * the deck until the deck's next gauntlet ends, else while the service keeps it.
 */
import { randomBytes } from 'node:crypto';
import type { AnyGame } from '../../../../engine';
import type { ApiEvent, GauntletGameResult, GauntletSpec, GauntletStatus } from '../../../../shared/api';
import { badRequest, notFound } from '../../../errors';
import { isUserItemId } from '../../../library/item-store';
import type { AiPool } from '../../../pool/ai-pool';
import { runBatch } from '../../../sim/batch';
import type { BatchRecords } from '../../../sim/batch-records';
import { KeptJobs } from '../../../sim/kept-jobs';
import { GauntletStore } from './gauntlet-store';
import { gauntletGame, planGauntlet, type GauntletPlan, type ReadContent } from './plan';
import { playGauntletGame } from './play';
import { summarizeGauntlet, type ReportInput } from './report';

export interface GauntletServiceDeps {
  games: readonly AnyGame[];
  pool: AiPool;
  dataDir: string;
  readContent: ReadContent;
  records: BatchRecords;
  emit(event: ApiEvent): void;
}

interface Gauntlet {
  id: string;
  plan: GauntletPlan;
  input: ReportInput;
  status: GauntletStatus;
  cancelRequested: boolean;
  running: Promise<void>;
  /** Kept with its deck: its records stay after the service forgets it. */
  keptWithDeck: boolean;
}

export class GauntletService {
  private readonly gauntlets: KeptJobs<Gauntlet>;
  private readonly store: GauntletStore;

  constructor(private readonly deps: GauntletServiceDeps) {
    this.store = new GauntletStore(deps.dataDir);
    this.gauntlets = new KeptJobs(deps.pool, 'gauntlet', (g) => {
      if (!g.keptWithDeck) void this.forgetRecords(g.id);
    });
  }

  /** At start: the records of gauntlets no deck keeps (an earlier session's) go. */
  async pruneRecords(): Promise<void> {
    await this.deps.records.prune('gauntlet-', await this.store.keptIds());
  }

  async start(spec: GauntletSpec): Promise<GauntletStatus> {
    const game = this.deps.games.find((g) => g.id === 'everzone');
    if (!game) throw notFound('EverZone is not available in this build, so decks cannot be tested.');
    if (spec.itemId !== undefined) await this.checkItem(spec.itemId);
    const plan = await planGauntlet(spec, game, this.deps.readContent, this.deps.pool.size);
    const id = `gauntlet-${randomBytes(9).toString('base64url')}`;
    const input: ReportInput = {
      opponents: plan.opponents,
      total: plan.games,
      deckCards: [...new Set((spec.deck as { cards: string[] }).cards)],
    };
    const gauntlet: Gauntlet = {
      id,
      plan,
      input,
      status: {
        gauntletId: id,
        spec: structuredClone(spec),
        deckName: plan.deckName,
        state: 'running',
        done: 0,
        report: summarizeGauntlet(input, []),
        results: [],
        startedAt: new Date().toISOString(),
      },
      cancelRequested: false,
      running: Promise.resolve(),
      keptWithDeck: false,
    };
    this.gauntlets.add(gauntlet);
    gauntlet.running = this.run(gauntlet);
    return structuredClone(gauntlet.status);
  }

  cancel(gauntletId: string): GauntletStatus {
    return structuredClone(this.gauntlets.cancel(gauntletId).status);
  }

  status(gauntletId: string): GauntletStatus {
    return structuredClone(this.gauntlets.require(gauntletId).status);
  }

  /** The gauntlet kept with a library deck: a running one of that deck first, else the last that ended. */
  async saved(itemId: string): Promise<GauntletStatus | null> {
    const running = this.gauntlets
      .all()
      .reverse()
      .find((g) => g.status.spec.itemId === itemId && g.status.state === 'running');
    if (running) return structuredClone(running.status);
    return this.store.load(itemId);
  }

  shutdown(): Promise<void> {
    return this.gauntlets.shutdown();
  }

  private async checkItem(itemId: string): Promise<void> {
    if (!isUserItemId(itemId)) {
      throw badRequest(`Results are kept only with your own decks; "${itemId}" is not one. Save the deck first.`);
    }
    const item = await this.deps.readContent(itemId);
    if (item.type !== 'everzone-deck') throw badRequest(`"${item.name}" is not an EverZone deck.`);
  }

  private async run(gauntlet: Gauntlet): Promise<void> {
    const { plan, status } = gauntlet;
    const id = status.gauntletId;
    const details = new Map<number, GauntletGameResult>();
    let end;
    try {
      end = await runBatch(this.deps.pool, gauntletGame(plan, 0).sim, id, {
        cancelled: () => gauntlet.cancelRequested,
        play: async (index) => {
          const played = await playGauntletGame(this.deps.pool, plan, index, id, this.deps.records);
          details.set(index, played.game);
          return played.sim;
        },
        onResult: (sim) => {
          const result = details.get(sim.index) as GauntletGameResult;
          status.results = [...status.results, result].sort((a, b) => a.index - b.index);
          status.done = status.results.length;
          status.report = summarizeGauntlet(gauntlet.input, status.results);
          this.deps.emit({
            type: 'gauntlet.progress',
            gauntletId: id,
            done: status.done,
            total: plan.games,
            result,
            report: status.report,
          });
        },
      });
    } catch (error) {
      console.error(`[gauntlet] ${id} failed:`, error);
      end = { state: 'failed' as const, error: `The gauntlet stopped because of an internal error: ${String(error)}` };
    }
    status.state = gauntlet.cancelRequested ? 'cancelled' : end.state;
    if (end.state === 'failed') status.error = end.error;
    status.endedAt = new Date().toISOString();
    gauntlet.keptWithDeck = await this.keep(status);
    this.deps.emit({ type: 'gauntlet.done', status: structuredClone(status) });
  }

  /**
   * A library deck keeps its last gauntlet that finished a game, and the records of that one only;
   * a failed write is logged, not fatal. True when `status` is now the deck's.
   */
  private async keep(status: GauntletStatus): Promise<boolean> {
    const itemId = status.spec.itemId;
    if (itemId === undefined || status.report.finished === 0) return false;
    try {
      const before = await this.store.load(itemId);
      await this.store.save(itemId, status);
      if (before && before.gauntletId !== status.gauntletId) await this.forgetRecords(before.gauntletId);
      return true;
    } catch (error) {
      console.error(`[gauntlet] could not keep the results with ${itemId}:`, error);
      status.error ??= `The results could not be kept with the deck: ${(error as Error).message}`;
      return false;
    }
  }

  private forgetRecords(gauntletId: string): Promise<void> {
    return this.deps.records.forget(gauntletId).catch((error: unknown) => {
      console.error(`[gauntlet] the records of ${gauntletId} could not be removed:`, error);
    });
  }
}
