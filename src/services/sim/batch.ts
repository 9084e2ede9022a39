/**
 * Runs the games of a batch, `jobs` at a time, handing each result on as soon
 * as its game ends (so a crash or a cancel later loses nothing already
 * reported). Games are taken in index order; results arrive in the order games
 * finish, each carrying its index and seed.
 */
import type { SimGameResult } from '../../shared/api';
import { AiCancelledError, type AiPool } from '../pool/ai-pool';
import type { SimPlan } from './plan';
import { playBatchGame } from './play-game';

/** This many failed games in a row mean something is broken for every game: the batch stops. */
export const MAX_FAILURES_IN_A_ROW = 3;

export type BatchEnd = { state: 'done' } | { state: 'cancelled' } | { state: 'failed'; error: string };

export interface BatchControl {
  /** Called once per game, in the order games end; awaited before that runner takes its next game. */
  onResult(result: SimGameResult): void | Promise<void>;
  /** Checked before each new game is started. */
  cancelled(): boolean;
  /** Plays game `index` (default: `playBatchGame` with the plan); a batch may give each game its own setup. */
  play?(index: number): Promise<SimGameResult>;
}

export async function runBatch(pool: AiPool, plan: SimPlan, tag: string, control: BatchControl): Promise<BatchEnd> {
  let next = 0;
  let failuresInARow = 0;
  let failure: string | null = null;
  let cancelled = false;

  let reported = 0;
  const stop = (why: string): void => {
    failure ??= why;
    pool.cancel(tag); // the games still running cannot matter any more
  };

  const runner = async (): Promise<void> => {
    while (next < plan.games && failure === null && !cancelled) {
      if (control.cancelled()) {
        cancelled = true;
        return;
      }
      const index = next++;
      try {
        const result = await (control.play ? control.play(index) : playBatchGame(pool, plan, index, tag));
        failuresInARow = result.error === undefined ? 0 : failuresInARow + 1;
        await control.onResult(result);
        reported++;
        if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
          stop(`The batch stopped after ${failuresInARow} games in a row failed; the last: ${result.error}`);
        }
      } catch (error) {
        if (error instanceof AiCancelledError) {
          if (failure === null) cancelled = true;
          return;
        }
        // Most likely the results could not be written: going on would lose them.
        stop(`The batch stopped: ${(error as Error).message}`);
      }
    }
  };

  await Promise.all(Array.from({ length: Math.max(1, plan.jobs) }, runner));
  if (failure !== null) return { state: 'failed', error: failure };
  if (reported < plan.games) return { state: 'cancelled' };
  return { state: 'done' };
}
