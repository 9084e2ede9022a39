/**
 * Gauntlets inside the app: `gauntlet.start` checks the decks, then runs every
 * game in the AI pool as background work through the batch runner the
 * simulations use (same cancel, same stop after repeated failures), streaming a
 * `gauntlet.progress` event per game and a `gauntlet.done` at the end. A
 * gauntlet of a library deck is kept with it when it ends (`GauntletStore`).
 */
import { randomBytes } from 'node:crypto';
import type { AnyGame } from '../../../../engine';
import type { ApiEvent, GauntletGameResult, GauntletSpec, GauntletStatus } from '../../../../shared/api';
import { badRequest, notFound } from '../../../errors';
import { isUserItemId } from '../../../library/item-store';
import type { AiPool } from '../../../pool/ai-pool';
import { runBatch } from '../../../sim/batch';
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
  emit(event: ApiEvent): void;
}

interface Gauntlet {
  id: string;
  plan: GauntletPlan;
  input: ReportInput;
  status: GauntletStatus;
  cancelRequested: boolean;
  running: Promise<void>;
}

export class GauntletService {
  private readonly gauntlets: KeptJobs<Gauntlet>;
  private readonly store: GauntletStore;

  constructor(private readonly deps: GauntletServiceDeps) {
    this.store = new GauntletStore(deps.dataDir);
    this.gauntlets = new KeptJobs(deps.pool, 'gauntlet');
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
          const played = await playGauntletGame(this.deps.pool, plan, index, id);
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
    await this.keep(status);
    this.deps.emit({ type: 'gauntlet.done', status: structuredClone(status) });
  }

  /** A library deck keeps its last gauntlet that finished a game; a failed write is logged, not fatal. */
  private async keep(status: GauntletStatus): Promise<void> {
    const itemId = status.spec.itemId;
    if (itemId === undefined || status.report.finished === 0) return;
    try {
      await this.store.save(itemId, status);
    } catch (error) {
      console.error(`[gauntlet] could not keep the results with ${itemId}:`, error);
      status.error ??= `The results could not be kept with the deck: ${(error as Error).message}`;
    }
  }
}
