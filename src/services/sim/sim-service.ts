/**
 * Batch simulations inside the app: `sim.start` plans a batch and runs it in
 * the AI pool as background work (interactive AI moves go first), streaming a
 * `sim.progress` event per game and a `sim.done` at the end. Finished games stay
 * in the batch's results whatever happens later (cancel, crash, shutdown), and
 * each game's record is kept on disk while the batch is (`BatchRecords`), so the
 * replay viewer opens any of them.
 */
import { randomBytes } from 'node:crypto';
import type { AnyGame } from '../../engine';
import type { ApiEvent, SimGameResult, SimSpec, SimStatus } from '../../shared/api';
import { notFound } from '../errors';
import type { AiPool } from '../pool/ai-pool';
import type { RequestChecker } from '../request-check';
import { runBatch } from './batch';
import { playAndKeep, type BatchRecords } from './batch-records';
import { planSimulation, type SimPlan } from './plan';
import { summarizeBatch } from './summary';

/** Batches kept for `sim.status` after they end (the oldest ended ones are forgotten first). */
export const KEPT_BATCHES = 20;
/** Results `sim.status` returns: the latest ones (every result was also sent as an event). */
export const STATUS_RESULTS = 200;

export interface SimServiceDeps {
  games: readonly AnyGame[];
  pool: AiPool;
  requests: RequestChecker;
  records: BatchRecords;
  emit(event: ApiEvent): void;
}

interface Batch {
  id: string;
  spec: SimSpec;
  plan: SimPlan;
  status: Omit<SimStatus, 'results'>;
  results: SimGameResult[];
  cancelRequested: boolean;
  running: Promise<void>;
}

export class SimService {
  private readonly batches = new Map<string, Batch>();

  constructor(private readonly deps: SimServiceDeps) {}

  /** At start: the records of an earlier session's batches, which nothing lists any more, go. */
  pruneRecords(): Promise<void> {
    return this.deps.records.prune('sim-');
  }

  start(spec: SimSpec): SimStatus {
    const plan = planSimulation(spec, this.deps.games, this.deps.requests, this.deps.pool.size);
    const id = `sim-${randomBytes(9).toString('base64url')}`;
    const batch: Batch = {
      id,
      spec: structuredClone(spec),
      plan,
      status: {
        simId: id,
        spec: structuredClone(spec),
        gameName: plan.game.name,
        state: 'running',
        done: 0,
        summary: summarizeBatch(plan, []),
      },
      results: [],
      cancelRequested: false,
      running: Promise.resolve(),
    };
    this.deps.pool.batches.admit(batch);
    this.batches.set(id, batch);
    this.forgetOldBatches();
    batch.running = this.run(batch);
    return this.statusOf(batch);
  }

  cancel(simId: string): SimStatus {
    const batch = this.require(simId);
    if (batch.status.state === 'running') {
      batch.cancelRequested = true;
      batch.status.state = 'cancelled';
      this.deps.pool.cancel(batch.id);
    }
    return this.statusOf(batch);
  }

  status(simId: string): SimStatus {
    return this.statusOf(this.require(simId));
  }

  /** Cancels every running batch and waits for them to stop. */
  async shutdown(): Promise<void> {
    const running = [...this.batches.values()].filter((b) => b.status.state === 'running');
    for (const batch of running) this.cancel(batch.id);
    await Promise.allSettled(running.map((b) => b.running));
  }

  private async run(batch: Batch): Promise<void> {
    let end;
    try {
      end = await runBatch(this.deps.pool, batch.plan, batch.id, {
        cancelled: () => batch.cancelRequested,
        play: (index) => playAndKeep(this.deps.pool, batch.plan, index, batch.id, this.deps.records),
        onResult: (result) => {
          batch.results.push(result);
          batch.status.done = batch.results.length;
          batch.status.summary = summarizeBatch(batch.plan, batch.results);
          this.deps.emit({
            type: 'sim.progress',
            simId: batch.id,
            done: batch.status.done,
            total: batch.plan.games,
            result,
            summary: batch.status.summary,
          });
        },
      });
    } catch (error) {
      console.error(`[sim] batch ${batch.id} failed:`, error);
      end = {
        state: 'failed' as const,
        error: `The batch stopped because of an internal error: ${(error as Error).message}`,
      };
    }
    batch.status.state = batch.cancelRequested ? 'cancelled' : end.state;
    if (end.state === 'failed') batch.status.error = end.error;
    this.deps.emit({ type: 'sim.done', status: this.statusOf(batch) });
  }

  private statusOf(batch: Batch): SimStatus {
    return structuredClone({ ...batch.status, results: batch.results.slice(-STATUS_RESULTS) });
  }

  private require(simId: string): Batch {
    const batch = this.batches.get(simId);
    if (!batch) throw notFound(`There is no batch simulation with the id "${simId}". It may have ended long ago.`);
    return batch;
  }

  private forgetOldBatches(): void {
    const ended = [...this.batches.values()].filter((b) => b.status.state !== 'running');
    for (const batch of ended.slice(0, Math.max(0, this.batches.size - KEPT_BATCHES))) {
      this.batches.delete(batch.id);
      void this.deps.records.forget(batch.id).catch((error: unknown) => {
        console.error(`[sim] the records of ${batch.id} could not be removed:`, error);
      });
    }
  }
}
