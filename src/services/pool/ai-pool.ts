/**
 * A pool of AI worker processes with a supervisor.
 *
 * Requests wait in a queue and go to the first idle worker, one at a time per
 * worker. When a worker process ends unexpectedly (a crash, a SIGKILL), the
 * supervisor starts a replacement and posts the request it was working on
 * again, so a match goes on; a request whose workers keep dying is failed with
 * a clear error after `maxAttempts` tries.
 */
import type { Seat } from '../../engine';
import type { AiLevel } from '../../shared/api';
import type { WorkerReply } from './protocol';
import type { WorkerFactory, WorkerHandle } from './worker-handle';

export interface AiRequest {
  game: string;
  seat: Seat;
  /** The view of `seat` only; the AI never receives a true state. */
  view: unknown;
  level: AiLevel;
  seed: number;
  /** Groups requests so they can be cancelled together (a match id). */
  tag?: string;
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

/** The request was cancelled (its match closed, or the pool closed). */
export class AiCancelledError extends Error {
  constructor(message = 'The AI request was cancelled.') {
    super(message);
    this.name = 'AiCancelledError';
  }
}

interface Job {
  request: AiRequest;
  attempts: number;
  resolve(key: string): void;
  reject(error: Error): void;
  settled: boolean;
}

interface Slot {
  index: number;
  handle: WorkerHandle | null;
  /** The job in flight and the request id it was posted under. */
  current: { job: Job; requestId: number } | null;
  /** Exits in a row without any answer in between. */
  failuresInARow: number;
  /** When this worker was given up after dying again and again (ms since epoch); null while it is in use. */
  givenUpAt: number | null;
}

export class AiPool {
  private readonly queue: Job[] = [];
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
    for (let index = 0; index < size; index++) {
      const slot: Slot = { index, handle: null, current: null, failuresInARow: 0, givenUpAt: null };
      this.slots.push(slot);
      this.start(slot);
    }
  }

  get size(): number {
    return this.slots.length;
  }

  /** Process ids of the live workers (for diagnostics and tests). */
  pids(): (number | undefined)[] {
    return this.slots.map((s) => s.handle?.pid);
  }

  /** Resolves with the key of the action the AI chose. */
  decide(request: AiRequest): Promise<string> {
    if (this.closed) return Promise.reject(new AiCancelledError('The AI pool is closed.'));
    this.reviveRestedWorkers();
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ request, attempts: 0, resolve, reject, settled: false });
      this.pump();
    });
  }

  /** Cancels every queued or running request with this tag; their promises reject with AiCancelledError. */
  cancel(tag: string): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const job = this.queue[i] as Job;
      if (job.request.tag === tag) {
        this.queue.splice(i, 1);
        settle(job, new AiCancelledError());
      }
    }
    for (const slot of this.slots) {
      if (slot.current?.job.request.tag !== tag) continue;
      settle(slot.current.job, new AiCancelledError());
      // The worker finishes (or drops) the request; its late answer is ignored.
      slot.handle?.post({ type: 'cancel', requestId: slot.current.requestId });
    }
  }

  /** Fails every request and stops every worker; resolves when all have exited. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.queue.splice(0)) settle(job, new AiCancelledError('The AI pool is closed.'));
    for (const slot of this.slots) {
      if (slot.current) settle(slot.current.job, new AiCancelledError('The AI pool is closed.'));
      slot.current = null;
      slot.handle?.kill();
    }
    await Promise.all([...this.exited]);
  }

  /** Whatever made the workers die (a full disk, memory) may have passed: try again after a rest. */
  private reviveRestedWorkers(): void {
    for (const slot of this.slots) {
      if (slot.givenUpAt === null || Date.now() - slot.givenUpAt < this.retryAfterMs) continue;
      slot.givenUpAt = null;
      slot.failuresInARow = 0;
      this.log(`trying AI worker ${slot.index} again.`);
      this.start(slot);
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
    if (slot.handle !== handle || message.type === 'ready') return;
    const current = slot.current;
    if (!current || current.requestId !== message.requestId) return; // a stale answer
    slot.current = null;
    slot.failuresInARow = 0;
    if (message.type === 'decided' && typeof message.key === 'string') settleWithKey(current.job, message.key);
    else if (message.type === 'failed') settle(current.job, new Error(String(message.message)));
    else settle(current.job, new Error('The AI worker sent an answer Boardwright does not understand.'));
    this.pump();
  }

  private onExit(slot: Slot, handle: WorkerHandle | null, code: number | null): void {
    if (handle && slot.handle !== handle) return;
    slot.handle = null;
    if (this.closed) return;
    const current = slot.current;
    slot.current = null;
    slot.failuresInARow++;
    this.log(`AI worker ${slot.index} (pid ${handle?.pid ?? '?'}) exited unexpectedly (code ${code}); restarting it.`);
    if (current && !current.job.settled) {
      current.job.attempts++;
      if (current.job.attempts >= this.maxAttempts) {
        const { seat, game } = current.job.request;
        settle(
          current.job,
          new Error(
            `The AI worker crashed ${current.job.attempts} times while choosing a move for seat ${seat} in ${game}; giving up on this move.`,
          ),
        );
      } else {
        this.queue.unshift(current.job); // first in line for the replacement worker
      }
    }
    if (slot.failuresInARow > this.maxIdleRestarts) {
      this.log(`AI worker ${slot.index} keeps dying; it will not be restarted.`);
      slot.givenUpAt = Date.now();
      this.pump();
      return;
    }
    this.start(slot);
    this.pump();
  }

  /** With every worker given up, nothing would ever take the queue: fail it. */
  private failQueueIfNoWorkers(): void {
    if (!this.slots.every((s) => s.givenUpAt !== null)) return;
    for (const job of this.queue.splice(0)) {
      settle(
        job,
        new Error('No AI worker could be kept running; the AI cannot move. See the log for why the workers exit.'),
      );
    }
  }

  private pump(): void {
    this.failQueueIfNoWorkers();
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.handle || slot.current) continue;
      const job = this.queue.shift() as Job;
      const requestId = this.nextRequestId++;
      slot.current = { job, requestId };
      const { game, seat, view, level, seed } = job.request;
      slot.handle.post({ type: 'decide', requestId, game, seat, view, level, seed });
    }
  }
}

function settle(job: Job, error: Error): void {
  if (job.settled) return;
  job.settled = true;
  job.reject(error);
}

function settleWithKey(job: Job, key: string): void {
  if (job.settled) return;
  job.settled = true;
  job.resolve(key);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
