/**
 * Background batches the services keep by id after they start (the games'
 * own batches, services/games): found again by `status`, cancelled, all stopped at
 * shutdown, and the oldest ended ones forgotten once there are more than
 * `KEPT_BATCHES` (as the simulations), so a long session does not keep every result ever run.
 */
import { notFound } from '../errors';
import type { AiPool } from '../pool/ai-pool';
import { KEPT_BATCHES } from './sim-service';

export interface KeptJob {
  /** The id the batch is known by, and its tag in the AI pool. */
  readonly id: string;
  /** The batch's public status; `state` is 'running' until it ends. */
  readonly status: { state: string };
  cancelRequested: boolean;
  running: Promise<void>;
}

export class KeptJobs<J extends KeptJob> {
  private readonly jobs = new Map<string, J>();

  /** `what`: the batch's name in messages, as its players know it; `forgotten` hears of each batch let go. */
  constructor(
    private readonly pool: AiPool,
    private readonly what: string,
    private readonly forgotten: (job: J) => void = () => undefined,
  ) {}

  /** Keeps a batch that starts now; refused (limit-reached) while the pool runs as many batches as it may. */
  add(job: J): void {
    this.pool.batches.admit(job);
    this.jobs.set(job.id, job);
    const ended = [...this.jobs.values()].filter((j) => j.status.state !== 'running');
    for (const j of ended.slice(0, Math.max(0, this.jobs.size - KEPT_BATCHES))) {
      this.jobs.delete(j.id);
      this.forgotten(j);
    }
  }

  require(id: string): J {
    const job = this.jobs.get(id);
    if (!job) throw notFound(`There is no ${this.what} with the id "${id}". It may have ended long ago.`);
    return job;
  }

  /** Every batch kept, oldest first. */
  all(): J[] {
    return [...this.jobs.values()];
  }

  /** Stops a running batch: no new game starts, the games under way are abandoned; finished ones stay. */
  cancel(id: string): J {
    const job = this.require(id);
    if (job.status.state === 'running') {
      job.cancelRequested = true;
      job.status.state = 'cancelled';
      this.pool.cancel(id);
    }
    return job;
  }

  /** Cancels every running batch and waits for them to stop. */
  async shutdown(): Promise<void> {
    const running = this.all().filter((j) => j.status.state === 'running');
    for (const job of running) this.cancel(job.id);
    await Promise.allSettled(running.map((j) => j.running));
  }
}
