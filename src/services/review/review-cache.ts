/**
 * Finished reviews, kept with the record they judge: a review is named by the hash of
 * the record and of everything that makes it reproducible (seat, level, iterations,
 * seed), so asking again for the same review of the same record answers at once, and a
 * record with one move more gets a review of its own. Kept in memory, and in
 * `<dataDir>/reviews/` when the services have a data folder, so they outlive a restart.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { stateHash, type GameRecord } from '../../engine';
import type { GameReview, ReviewRequest } from '../../shared/review-types';
import { readJsonFile, writeFileAtomic } from '../storage/files';

/** Reviews kept in memory; older ones are read back from disk when asked for. */
const MEMORY_SIZE = 32;

/** The name of a review: the record and the request together. */
export function reviewKey(record: GameRecord, request: ReviewRequest, iterations: number): string {
  const { seat, level, seed } = request;
  return stateHash({ record, seat, level, iterations, seed });
}

export class ReviewCache {
  private readonly memory = new Map<string, GameReview>();

  constructor(private readonly folder: string | null) {}

  async get(key: string): Promise<GameReview | null> {
    const kept = this.memory.get(key);
    if (kept) return kept;
    if (!this.folder) return null;
    try {
      const review = (await readJsonFile(this.file(key))) as GameReview;
      this.remember(key, review);
      return review;
    } catch {
      // Missing or unreadable: the review is simply worked out again.
      return null;
    }
  }

  async put(key: string, review: GameReview): Promise<void> {
    this.remember(key, review);
    if (!this.folder) return;
    try {
      await mkdir(this.folder, { recursive: true });
      await writeFileAtomic(this.file(key), JSON.stringify(review));
    } catch (error) {
      // The review was delivered; failing to keep it costs only a recomputation.
      console.error('[services] could not keep a review on disk:', error);
    }
  }

  private remember(key: string, review: GameReview): void {
    this.memory.delete(key);
    this.memory.set(key, review);
    if (this.memory.size > MEMORY_SIZE) this.memory.delete(this.memory.keys().next().value as string);
  }

  private file(key: string): string {
    return join(this.folder as string, `${key.replace(/[^0-9a-z]/gi, '')}.json`);
  }
}

/** The cache folder of a data directory. */
export function reviewFolder(dataDir: string): string {
  return join(dataDir, 'reviews');
}
