/**
 * The game records of background batches (simulations and deck gauntlets), kept
 * on disk so any game of a batch opens in the replay viewer:
 * `<dataDir>/batch-records/<batch id>/<game index>.json`, one full record per game.
 *
 * Kept on disk rather than regenerated: replaying a batch game from its seed would
 * mean running every AI search of the game again. Bounded twice: each batch keeps
 * at most `LIMITS.batchRecordBytes` of records (the later games are counted but not
 * kept), and a batch's folder goes when its owner forgets the batch (a simulation
 * past the kept ones, a deck's gauntlet replaced by the next one) or, for batches
 * of an earlier session that nothing lists any more, at the next start (`prune`).
 *
 * The records are a convenience, not the user's data: written plainly (no fsync), and a
 * write that fails only leaves that game without a replay.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newRecord, type GameRecord, type RecordedAction } from '../../engine';
import type { SimGameResult } from '../../shared/api';
import { LIMITS } from '../../shared/limits';
import { badRequest, notFound } from '../errors';
import { exists, readJsonFile } from '../storage/files';
import type { AiPool } from '../pool/ai-pool';
import { playBatchGame } from './play-game';
import type { SimPlan } from './plan';

/** Batch ids and game indexes only ever come from the services or a schema-checked request. */
const BATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class BatchRecords {
  readonly dir: string;
  /** Bytes of records each batch has written this session (its budget is counted before writing). */
  private readonly used = new Map<string, number>();

  constructor(
    dataDir: string,
    private readonly budget: number = LIMITS.batchRecordBytes,
  ) {
    this.dir = join(dataDir, 'batch-records');
  }

  /** Keeps game `index` of `batchId`; false when nothing was written (the batch's budget is spent, or the disk said no). */
  async keep(batchId: string, index: number, record: GameRecord): Promise<boolean> {
    const text = JSON.stringify(record);
    const used = this.used.get(batchId) ?? 0;
    if (!BATCH_ID.test(batchId) || used + text.length > this.budget) return false;
    this.used.set(batchId, used + text.length);
    try {
      await mkdir(join(this.dir, batchId), { recursive: true });
      await writeFile(this.fileOf(batchId, index), text, 'utf8');
      return true;
    } catch (error) {
      console.error(`[batch] the record of game ${index} of ${batchId} could not be kept:`, error);
      return false;
    }
  }

  /** The kept record of game `index` of `batchId`, as read from disk (the caller checks it as any record). */
  async read(batchId: string, index: number): Promise<unknown> {
    const file = BATCH_ID.test(batchId) && Number.isInteger(index) ? this.fileOf(batchId, index) : null;
    if (file === null || !(await exists(file))) {
      throw notFound(
        `The record of game ${index + 1} of this batch is not kept: the game has not finished yet, the batch was forgotten, or its games filled the space kept for records.`,
      );
    }
    try {
      return await readJsonFile(file);
    } catch (error) {
      throw badRequest(`The record of game ${index + 1} of this batch could not be read: ${(error as Error).message}`);
    }
  }

  /** Removes every record of `batchId`. */
  async forget(batchId: string): Promise<void> {
    this.used.delete(batchId);
    if (BATCH_ID.test(batchId)) await rm(join(this.dir, batchId), { recursive: true, force: true });
  }

  /** Removes the records of every batch whose id starts with `prefix` but is not in `keep` (run at start). */
  async prune(prefix: string, keep: ReadonlySet<string> = new Set()): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return; // no records yet
    }
    for (const name of names) if (name.startsWith(prefix) && !keep.has(name)) await this.forget(name);
  }

  private fileOf(batchId: string, index: number): string {
    return join(this.dir, batchId, `${index}.json`);
  }
}

/**
 * Plays game `index` of a batch (`playBatchGame`) and keeps its record under the batch's id,
 * which is also its tag in the pool; `observe` sees each state as `playBatchGame`'s does.
 */
export async function playAndKeep(
  pool: AiPool,
  plan: SimPlan,
  index: number,
  batchId: string,
  records: BatchRecords,
  observe?: (state: unknown) => void,
): Promise<SimGameResult> {
  const actions: RecordedAction[] = [];
  const result = await playBatchGame(pool, plan, index, batchId, (state, action) => {
    actions.push(action);
    observe?.(state);
  });
  // A failed game keeps the moves it made: its record replays up to where it went wrong.
  const record = { ...newRecord(plan.game, plan.config, result.seed), actions };
  return { ...result, recordKept: await records.keep(batchId, index, record) };
}
