/**
 * How many background batches may run at once — simulations, difficulty meters
 * and deck gauntlets together, since they share one pool of AI workers. A batch
 * over the budget is refused at once in words, instead of queueing behind the
 * others for hours. One budget per pool (`AiPool.batches`).
 */
import { LIMITS } from '../../shared/limits';
import { ServiceError } from '../errors';

/** A batch as the budget sees it: running while its state is 'running'. */
export interface BudgetedBatch {
  readonly status: { state: string };
}

export class BatchBudget {
  private readonly batches = new Set<BudgetedBatch>();

  constructor(private readonly max: number = LIMITS.runningBatches) {}

  /** Batches running now. */
  get running(): number {
    for (const batch of this.batches) if (batch.status.state !== 'running') this.batches.delete(batch);
    return this.batches.size;
  }

  /** Counts `batch` in, or refuses it while `max` batches are running. */
  admit(batch: BudgetedBatch): void {
    if (this.running >= this.max) {
      throw new ServiceError(
        'limit-reached',
        `${this.max} background batches (simulations, difficulty meters, deck tests) are running, the most at once. Wait for one to finish or cancel one, then start this again.`,
      );
    }
    this.batches.add(batch);
  }
}
