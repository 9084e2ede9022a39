/**
 * Reviews as a service: a finished review of the same record and request is answered
 * from the cache; otherwise the review runs on the pool as background work, reports
 * progress, and can be cancelled by its tag.
 */
import type { AnyGame, GameRecord } from '../../engine';
import type { GameReview, ReviewProgress, ReviewRequest } from '../../shared/review-types';
import { searchPlan } from '../pool/search-plan';
import type { AiPool } from '../pool/ai-pool';
import { ReviewCache, reviewKey } from './review-cache';
import { reviewRecord } from './review-record';

export class ReviewService {
  /** Tags of the reviews running, and those of them cancelled (a cancel may come before any search is queued). */
  private readonly running = new Set<string>();
  private readonly cancelled = new Set<string>();

  constructor(
    private readonly pool: AiPool,
    private readonly cache: ReviewCache,
  ) {}

  /** Reviews `record` (already checked) for `request`; rejects with AiCancelledError when `tag` is cancelled. */
  async review(
    game: AnyGame,
    record: GameRecord,
    request: ReviewRequest,
    tag: string,
    onProgress?: (progress: ReviewProgress) => void,
  ): Promise<GameReview> {
    this.running.add(tag);
    try {
      return await this.cachedOrRun(game, record, request, tag, onProgress);
    } finally {
      this.running.delete(tag);
      this.cancelled.delete(tag);
    }
  }

  private async cachedOrRun(
    game: AnyGame,
    record: GameRecord,
    request: ReviewRequest,
    tag: string,
    onProgress?: (progress: ReviewProgress) => void,
  ): Promise<GameReview> {
    const iterations = searchPlan(request.level, { iterations: request.iterations, reproducible: true })?.iterations;
    const key = iterations === undefined ? null : reviewKey(record, request, iterations);
    const kept = key === null ? null : await this.cache.get(key);
    if (kept) return kept;
    const cancelled = (): boolean => this.cancelled.has(tag);
    const review = await reviewRecord(this.pool, game, record, request, { tag, onProgress, cancelled });
    if (key !== null) await this.cache.put(key, review);
    return review;
  }

  /** Stops the review running under `tag`: its promise rejects with AiCancelledError. */
  cancel(tag: string): void {
    if (this.running.has(tag)) this.cancelled.add(tag);
    this.pool.cancel(tag);
  }
}
