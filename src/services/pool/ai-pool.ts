/**
 * A pool of AI worker processes with a supervisor.
 *
 * Workers are started when there is work for them, not when the pool is made:
 * a session that never asks the AI starts no process, and one that only plays
 * Random or Greedy bots starts one. `size` is a ceiling (see worker-count.ts).
 * Work waits in a queue and goes to the first idle worker, one task at a time
 * per worker; interactive work goes before background work (batch
 * simulations). A decision at a search level is split over every idle worker
 * that is ready (root parallelism, see search-group.ts); the first search starts
 * the other workers for the ones that follow. When a worker process ends
 * unexpectedly (a crash, a SIGKILL, a fatal V8 error), the supervisor starts a
 * replacement when there is work for it and posts the task it was working on again (or drops a search share that others
 * cover), so a match goes on; a task whose workers keep dying is failed with a
 * clear error after `maxAttempts` tries.
 */
import type { SearchResult } from '../../ai';
import type { Seat } from '../../engine';
import type { AiLevel } from '../../shared/api';
import { AiCancelledError, DecideTask, type PoolTask, type TaskReply } from './pool-task';
import type { WorkerReply } from './protocol';
import { SearchGroup, type SearchAsk, type SearchProgress } from './search-group';
import { searchPlan, type BudgetChoice } from './search-plan';
import type { WorkerFactory, WorkerHandle } from './worker-handle';
import { BatchBudget } from '../sim/batch-budget';

export { AiCancelledError } from './pool-task';
export type { SearchAsk, SearchProgress } from './search-group';

export interface AiRequest extends BudgetChoice {
  game: string;
  seat: Seat;
  /** The view of `seat` only; the AI never receives a true state. */
  view: unknown;
  level: AiLevel;
  seed: number;
  /** Groups requests so they can be cancelled together (a match id). */
  tag?: string;
  /** Batch work: waits while interactive work is queued, and searches on one worker (reproducible). */
  background?: boolean;
  /** Search levels: called as the search goes on. */
  onProgress?(progress: SearchProgress): void;
}

export interface AiPoolOptions {
  /** Tries per request before it fails because its workers keep dying. */
  maxAttempts?: number;
  /** Restarts of one worker in a row without a single answer before it is given up. */
  maxIdleRestarts?: number;
  /** How long a given-up worker rests before a new request may start it again. */
  retryAfterMs?: number;
  /** Where the supervisor reports crashes; stderr by default. */
  log?: (message: string) => void;
}

interface Slot {
  index: number;
  handle: WorkerHandle | null;
  /** The worker has said it is ready (its code is loaded): a search share sent now starts thinking at once. */
  ready: boolean;
  /** The task in flight and the request id it was posted under. */
  current: { task: PoolTask; requestId: number } | null;
  /** Exits in a row without any answer in between. */
  failuresInARow: number;
  /** When this worker was given up after dying again and again (ms since epoch); null while it may be started. */
  givenUpAt: number | null;
}

export class AiPool {
  /** The background batches that may run on this pool at once (simulations, meters, gauntlets). */
  readonly batches = new BatchBudget();
  private readonly queue: PoolTask[] = [];
  private readonly slots: Slot[] = [];
  private readonly exited = new Set<Promise<void>>();
  private nextRequestId = 1;
  private closed = false;
  private readonly maxAttempts: number;
  private readonly maxIdleRestarts: number;
  private readonly retryAfterMs: number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly factory: WorkerFactory,
    size: number,
    options: AiPoolOptions = {},
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`An AI pool needs at least one worker, not ${size}.`);
    this.maxAttempts = options.maxAttempts ?? 3;
    this.maxIdleRestarts = options.maxIdleRestarts ?? 5;
    this.retryAfterMs = options.retryAfterMs ?? 10_000;
    this.log = options.log ?? ((message) => console.error(`[ai-pool] ${message}`));
    // No process yet: pump() starts a slot's worker when a task is waiting for it.
    for (let index = 0; index < size; index++) {
      this.slots.push({ index, handle: null, ready: false, current: null, failuresInARow: 0, givenUpAt: null });
    }
  }

  get size(): number {
    return this.slots.length;
  }

  /** Process ids of the workers, undefined for a slot whose worker is not running (for diagnostics and tests). */
  pids(): (number | undefined)[] {
    return this.slots.map((s) => s.handle?.pid);
  }

  /** Worker processes running now (started on demand, so 0 until the AI is first asked). */
  running(): number {
    return this.slots.filter((s) => s.handle).length;
  }

  /** Workers free right now: running and idle, or not started yet (a task starts them). */
  idleWorkers(): number {
    return this.slots.filter((s) => !s.current && s.givenUpAt === null).length;
  }

  private readyIdleWorkers(): number {
    return this.slots.filter((s) => s.handle && s.ready && !s.current).length;
  }

  /**
   * Resolves with the key of the action the AI chose. Search levels search for
   * their thinking time over every idle worker, or — `reproducible`,
   * `iterations` or `background` — for a fixed number of playouts on one worker.
   */
  decide(request: AiRequest): Promise<string> {
    const { game, seat, view, level, seed, tag, background, onProgress } = request;
    const reproducible = request.reproducible ?? background;
    const options = searchPlan(level, { ...request, reproducible });
    if (options) {
      const ask: SearchAsk = { game, seat, view, level, options, seed, tag, background, onProgress };
      return this.search(reproducible || request.iterations !== undefined ? { ...ask, shares: 1 } : ask).then(
        (result) => result.best,
      );
    }
    return this.submit(
      (resolve, reject) => new DecideTask({ game, seat, view, level, seed }, tag, background ?? false, resolve, reject),
    );
  }

  /** Starts every worker not running yet (and not given up), so the searches that follow can use them all. */
  warmUp(): void {
    if (this.closed) return;
    for (const slot of this.slots) if (!slot.handle && slot.givenUpAt === null) this.start(slot);
  }

  /**
   * Root-parallel search: resolves with the merged root statistics of every share.
   * By default it is split over the workers ready and idle now (at least one):
   * a worker still starting would spend the thinking time loading. The other
   * workers are started for the searches that follow.
   */
  search(ask: SearchAsk): Promise<SearchResult> {
    if (ask.shares === undefined) this.warmUp();
    const wanted = ask.shares ?? this.readyIdleWorkers();
    const shares = Math.max(1, Math.min(Math.floor(wanted) || 1, this.slots.length));
    return this.submit<SearchResult>((resolve, reject) => {
      const group = new SearchGroup(ask, shares, (task) => this.withdraw(task), resolve, reject);
      return group.shares;
    });
  }

  /** Cancels every queued or running request with this tag; their promises reject with AiCancelledError. */
  cancel(tag: string): void {
    for (const task of this.queue.filter((t) => t.tag === tag)) task.cancel(new AiCancelledError());
    this.dropDeadQueued();
    for (const slot of this.slots) {
      if (slot.current?.task.tag !== tag) continue;
      slot.current.task.cancel(new AiCancelledError());
      // The worker stops (or drops) the request and answers; that answer frees the worker.
      slot.handle?.post({ type: 'cancel', requestId: slot.current.requestId });
    }
  }

  /** Fails every request and stops every worker; resolves when all have exited. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new AiCancelledError('The AI pool is closed.');
    for (const task of this.queue.splice(0)) task.cancel(error);
    for (const slot of this.slots) {
      slot.current?.task.cancel(error);
      slot.current = null;
      slot.handle?.kill();
    }
    await Promise.all([...this.exited]);
  }

  private submit<T>(
    make: (resolve: (value: T) => void, reject: (error: Error) => void) => PoolTask | PoolTask[],
  ): Promise<T> {
    if (this.closed) return Promise.reject(new AiCancelledError('The AI pool is closed.'));
    this.reviveRestedWorkers();
    return new Promise<T>((resolve, reject) => {
      const made = make(resolve, reject);
      this.queue.push(...(Array.isArray(made) ? made : [made]));
      this.pump();
    });
  }

  /** Takes a task back: out of the queue, or a cancel to the worker running it. */
  private withdraw(task: PoolTask): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      return;
    }
    const slot = this.slots.find((s) => s.current?.task === task);
    if (slot?.current) slot.handle?.post({ type: 'cancel', requestId: slot.current.requestId });
  }

  private dropDeadQueued(): void {
    for (let i = this.queue.length - 1; i >= 0; i--) if (!(this.queue[i] as PoolTask).live) this.queue.splice(i, 1);
  }

  /** Whatever made the workers die (a full disk, memory) may have passed: try again after a rest. */
  private reviveRestedWorkers(): void {
    for (const slot of this.slots) {
      if (slot.givenUpAt === null || Date.now() - slot.givenUpAt < this.retryAfterMs) continue;
      slot.givenUpAt = null;
      slot.failuresInARow = 0;
      this.log(`trying AI worker ${slot.index} again.`); // pump() starts it for the request that follows
    }
  }

  private start(slot: Slot): void {
    let handle: WorkerHandle;
    try {
      handle = this.factory();
    } catch (error) {
      this.log(`could not start AI worker ${slot.index}: ${errorText(error)}`);
      this.onExit(slot, null, null);
      return;
    }
    slot.handle = handle;
    slot.ready = false;
    let markExited!: () => void;
    const exited = new Promise<void>((resolve) => (markExited = resolve));
    this.exited.add(exited);
    handle.onMessage((message) => this.onMessage(slot, handle, message));
    handle.onExit((code) => {
      this.exited.delete(exited);
      markExited();
      this.onExit(slot, handle, code);
    });
  }

  private onMessage(slot: Slot, handle: WorkerHandle, message: WorkerReply): void {
    if (slot.handle !== handle) return;
    if (message?.type === 'ready') {
      slot.ready = true;
      return;
    }
    const current = slot.current;
    if (!current || current.requestId !== (message as TaskReply).requestId) return; // a stale answer
    if (message.type !== 'progress') {
      slot.current = null;
      slot.failuresInARow = 0;
    }
    current.task.onReply(message as TaskReply);
    if (message.type !== 'progress') this.pump();
  }

  private onExit(slot: Slot, handle: WorkerHandle | null, code: number | null): void {
    if (handle && slot.handle !== handle) return;
    slot.handle = null;
    if (this.closed) return;
    const current = slot.current;
    slot.current = null;
    slot.failuresInARow++;
    this.log(`AI worker ${slot.index} (pid ${handle?.pid ?? '?'}) exited unexpectedly (code ${code}); replacing it.`);
    if (current?.task.live) {
      const task = current.task;
      task.attempts++;
      const giveUp =
        task.attempts >= this.maxAttempts
          ? new Error(
              `The AI worker crashed ${task.attempts} times while choosing a move for ${task.what}; giving up on this move.`,
            )
          : null;
      if (task.onWorkerLost(giveUp)) this.queue.unshift(task); // first in line for the replacement worker
    }
    if (slot.failuresInARow > this.maxIdleRestarts) {
      this.log(`AI worker ${slot.index} keeps dying; it will not be restarted.`);
      slot.givenUpAt = Date.now();
      this.pump();
      return;
    }
    this.pump(); // starts the replacement if a task (the requeued one, or another) is waiting
  }

  /** With every worker given up, nothing would ever take the queue: fail it. */
  private failQueueIfNoWorkers(): void {
    if (!this.slots.every((s) => s.givenUpAt !== null)) return;
    const error = new Error(
      'No AI worker could be kept running; the AI cannot move. See the log for why the workers exit.',
    );
    for (const task of this.queue.splice(0)) task.cancel(error);
  }

  /** The next task to run: the first interactive one, else the first background one. */
  private takeNext(): PoolTask | undefined {
    this.dropDeadQueued();
    const index = this.queue.findIndex((t) => !t.background);
    return this.queue.splice(index >= 0 ? index : 0, 1)[0];
  }

  private pump(): void {
    this.failQueueIfNoWorkers();
    for (const slot of this.slots) {
      if (slot.current || slot.givenUpAt !== null) continue;
      this.dropDeadQueued();
      if (this.queue.length === 0) return;
      if (!slot.handle) this.start(slot);
      // A failed start reports an exit, which may already have pumped (and given this slot a task).
      if (!slot.handle || slot.current) continue;
      const task = this.takeNext();
      if (!task) return;
      const requestId = this.nextRequestId++;
      slot.current = { task, requestId };
      slot.handle.post(task.message(requestId));
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
