/**
 * `boardwright review <file> --seat N [--level L] [--iterations N] [--seed S]`: a game
 * record or a save file, checked as the app loads one, reviewed for one seat in AI
 * worker processes. Each decision is searched on the view that seat had then. Prints
 * one JSON line per decision of the seat, then a summary line (the worst moves, the
 * win-chance series, the result). A fixed seed and iteration budget make the review
 * reproducible.
 */
import { availableParallelism } from 'node:os';
import type { AnyGame } from '../../engine';
import { GAMES } from '../../games';
import { ServiceError } from '../../services/errors';
import { AiPool } from '../../services/pool/ai-pool';
import { childProcessWorkerFactory } from '../../services/pool/child-process-worker';
import { isSearchLevel } from '../../services/pool/search-plan';
import type { WorkerFactory } from '../../services/pool/worker-handle';
import { reviewRecord } from '../../services/review/review-record';
import type { AiLevel } from '../../shared/api';
import { CliFailure, UsageError } from '../errors';
import type { CliOutput } from '../run';
import { readCheckedRecord } from './replay';

export interface ReviewOptions {
  file: string;
  seat?: string;
  level?: string;
  iterations?: string;
  seed?: string;
}

const TAG = 'cli-review';

export async function reviewCommand(
  options: ReviewOptions,
  io: CliOutput,
  games: readonly AnyGame[] = GAMES,
  workerFactory: WorkerFactory = childProcessWorkerFactory(),
): Promise<void> {
  const seat = wholeNumber('--seat', options.seat, 0);
  const level = (options.level ?? 'normal') as AiLevel;
  if (!isSearchLevel(level)) {
    throw new UsageError(`--level must be a search level (easy, normal, hard or expert), not "${options.level}".`);
  }
  const iterations = options.iterations === undefined ? undefined : wholeNumber('--iterations', options.iterations, 1);
  const seed = wholeNumber('--seed', options.seed ?? '1', 0);
  const checked = await readCheckedRecord(options.file, games);
  const pool = new AiPool(workerFactory, Math.max(1, availableParallelism() - 1));
  const onInterrupt = (): void => {
    io.err('boardwright: stopping the review (Ctrl+C)…');
    pool.cancel(TAG);
  };
  process.once('SIGINT', onInterrupt);
  try {
    const review = await reviewRecord(
      pool,
      checked.game,
      checked.record,
      { seat, level, seed, ...(iterations === undefined ? {} : { iterations }) },
      { tag: TAG, onProgress: ({ done, total }) => io.err(`reviewed ${done} of ${total} decisions`) },
    );
    for (const move of review.moves) io.out(JSON.stringify({ type: 'move', ...move }));
    const { moves: _moves, ...summary } = review;
    io.out(JSON.stringify({ type: 'summary', ...summary }));
  } catch (error) {
    if (error instanceof ServiceError) throw new CliFailure(error.message, error.details ?? []);
    throw error;
  } finally {
    process.off('SIGINT', onInterrupt);
    await pool.close();
  }
}

function wholeNumber(flag: string, text: string | undefined, min: number, fallback?: number): number {
  if (text === undefined) {
    if (fallback === undefined) throw new UsageError(`review needs ${flag}.`);
    return fallback;
  }
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    throw new UsageError(`${flag} must be a whole number of at least ${min}, not "${text}".`);
  }
  return value;
}
