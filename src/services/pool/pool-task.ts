/**
 * What the pool hands to one worker at a time: a bot decision, or one share of
 * a root-parallel search. The pool owns the queue, the workers and crash
 * recovery; a task owns what its replies mean and what a lost worker costs it.
 */
import type { WorkerReply, WorkerRequest } from './protocol';

/** The request was cancelled (its match closed, or the pool closed). */
export class AiCancelledError extends Error {
  constructor(message = 'The AI request was cancelled.') {
    super(message);
    this.name = 'AiCancelledError';
  }
}

/** Replies that carry a request id (everything but `ready`). */
export type TaskReply = Exclude<WorkerReply, { type: 'ready' }>;

export interface PoolTask {
  /** Groups work so it can be cancelled together (a match id, a batch id). */
  readonly tag: string | undefined;
  /** Background work (batch simulations) waits while interactive work is queued. */
  readonly background: boolean;
  /** Which seat and game, for crash messages. */
  readonly what: string;
  /** Workers lost under this task so far. */
  attempts: number;
  /** False once answered, failed or cancelled: a queued task that is not live is skipped. */
  readonly live: boolean;
  message(requestId: number): WorkerRequest;
  /** A reply for this task; the pool frees the worker after every reply but `progress`. */
  onReply(reply: TaskReply): void;
  /**
   * The worker died under this task. `giveUp` is set when the task has used up
   * its tries. Returns true to be queued again.
   */
  onWorkerLost(giveUp: Error | null): boolean;
  /** Stops the task with this error (cancelled, pool closed); later replies are ignored. */
  cancel(error: Error): void;
}

/** A random or greedy decision: one worker, one key. */
export class DecideTask implements PoolTask {
  attempts = 0;
  private settled = false;

  constructor(
    private readonly request: Omit<Extract<WorkerRequest, { type: 'decide' }>, 'type' | 'requestId'>,
    readonly tag: string | undefined,
    readonly background: boolean,
    private readonly resolve: (key: string) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  get live(): boolean {
    return !this.settled;
  }

  get what(): string {
    return `seat ${this.request.seat} in ${this.request.game}`;
  }

  message(requestId: number): WorkerRequest {
    return { type: 'decide', requestId, ...this.request };
  }

  onReply(reply: TaskReply): void {
    if (reply.type === 'progress') return;
    if (reply.type === 'decided' && typeof reply.key === 'string') this.finish(() => this.resolve(reply.key));
    else if (reply.type === 'failed') this.fail(new Error(String(reply.message)));
    else if (reply.type === 'cancelled') this.fail(new AiCancelledError());
    else this.fail(new Error('The AI worker sent an answer Boardwright does not understand.'));
  }

  onWorkerLost(giveUp: Error | null): boolean {
    if (!giveUp) return true;
    this.fail(giveUp);
    return false;
  }

  cancel(error: Error): void {
    this.fail(error);
  }

  private fail(error: Error): void {
    this.finish(() => this.reject(error));
  }

  private finish(settle: () => void): void {
    if (this.settled) return;
    this.settled = true;
    settle();
  }
}
