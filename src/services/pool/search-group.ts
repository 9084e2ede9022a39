/**
 * One AI decision searched with root parallelism: the same question goes to
 * several workers as "shares", each with its own seed; their root statistics
 * are merged (`mergeRootStats`: visits summed, means weighted) and the most
 * visited move wins.
 *
 * A worker that dies under a share: while another share of the decision is
 * still alive (running or finished), the lost share is dropped and the merge is
 * done on the rest, so the AI does not think twice as long; the last surviving
 * share is re-run instead, up to the pool's `maxAttempts`.
 */
import { mergeRootStats, type SearchResult } from '../../ai';
import { AiCancelledError, type PoolTask, type TaskReply } from './pool-task';
import type { SearchRequest, WorkerRequest, WorkerSearchOptions } from './protocol';

/** Progress of a search so far, over every share. */
export interface SearchProgress {
  iterations: number;
  /** The move most visited so far. */
  best: string;
  result: SearchResult;
}

/** Progress reports of one decision are passed on at most this often. */
export const PROGRESS_MIN_INTERVAL_MS = 150;

/** One decision to search: what each share is sent (the view of `seat` only), and how the pool runs it. */
export interface SearchAsk extends Pick<SearchRequest, 'game' | 'seat' | 'view' | 'level' | 'options' | 'seed'> {
  tag?: string;
  background?: boolean;
  /** How many workers share the search (default: every idle worker that is ready, at least one). */
  shares?: number;
  onProgress?(progress: SearchProgress): void;
}

export class SearchGroup {
  readonly shares: SearchShare[];
  private readonly finished: (SearchResult | undefined)[];
  private readonly latest: (SearchResult | undefined)[];
  private open: number;
  private lastProgressAt = -Infinity;
  settled = false;

  constructor(
    readonly ask: SearchAsk,
    shareCount: number,
    /** Takes a share back from the pool: out of the queue, or a cancel to its worker. */
    private readonly withdraw: (task: PoolTask) => void,
    private readonly resolve: (result: SearchResult) => void,
    private readonly reject: (error: Error) => void,
    private readonly clock: () => number = Date.now,
  ) {
    this.shares = Array.from({ length: shareCount }, (_, index) => new SearchShare(this, index));
    this.finished = this.shares.map(() => undefined);
    this.latest = this.shares.map(() => undefined);
    this.open = shareCount;
  }

  /** Each share's budget: the full thinking time, or an even part of an iteration budget. */
  shareOptions(): WorkerSearchOptions {
    const { options } = this.ask;
    if (options.iterations === undefined || this.shares.length === 1) return options;
    return { ...options, iterations: Math.ceil(options.iterations / this.shares.length) };
  }

  onShareReply(share: SearchShare, reply: TaskReply): void {
    if (this.settled || share.over) return;
    switch (reply.type) {
      case 'progress':
        this.latest[share.index] = reply.result;
        this.reportProgress();
        return;
      case 'searched':
        this.finished[share.index] = reply.result;
        this.close(share);
        return;
      case 'failed':
        // The same question fails the same way on every worker (a bad budget, a game that is over).
        this.fail(new Error(String(reply.message)));
        return;
      case 'cancelled':
        this.fail(new AiCancelledError());
        return;
      default:
        this.fail(new Error('The AI worker sent an answer Boardwright does not understand.'));
    }
  }

  onShareLost(share: SearchShare, giveUp: Error | null): boolean {
    if (this.settled || share.over) return false;
    const survivors = this.shares.some((other) => other !== share && !other.dropped);
    if (survivors) {
      share.dropped = true;
      this.close(share);
      return false;
    }
    if (giveUp) {
      this.fail(giveUp);
      return false;
    }
    return true;
  }

  fail(error: Error): void {
    if (this.settled) return;
    this.settled = true;
    for (const share of this.shares) if (!share.over) this.withdraw(share);
    this.reject(error);
  }

  private close(share: SearchShare): void {
    share.over = true;
    this.open--;
    if (this.open > 0) return;
    const results = this.finished.filter((r): r is SearchResult => r !== undefined);
    this.settled = true;
    try {
      this.resolve(mergeRootStats(results));
    } catch (error) {
      this.reject(error as Error);
    }
  }

  private reportProgress(): void {
    const listener = this.ask.onProgress;
    if (!listener) return;
    const now = this.clock();
    if (now - this.lastProgressAt < PROGRESS_MIN_INTERVAL_MS) return;
    const known = this.shares
      .map((share, i) => (share.dropped ? undefined : (this.finished[i] ?? this.latest[i])))
      .filter((r): r is SearchResult => r !== undefined);
    if (known.length === 0) return;
    this.lastProgressAt = now;
    const result = mergeRootStats(known);
    try {
      listener({ iterations: result.iterations, best: result.best, result });
    } catch (error) {
      console.error('[ai-pool] a progress listener threw:', error);
    }
  }
}

/** One worker's part of a search decision. */
export class SearchShare implements PoolTask {
  attempts = 0;
  /** Answered, or dropped after its worker died. */
  over = false;
  dropped = false;

  constructor(
    private readonly group: SearchGroup,
    readonly index: number,
  ) {}

  get tag(): string | undefined {
    return this.group.ask.tag;
  }

  get background(): boolean {
    return this.group.ask.background ?? false;
  }

  get what(): string {
    return `seat ${this.group.ask.seat} in ${this.group.ask.game}`;
  }

  get live(): boolean {
    return !this.group.settled && !this.over;
  }

  message(requestId: number): WorkerRequest {
    const { game, seat, view, level, seed } = this.group.ask;
    const options = this.group.shareOptions();
    return {
      type: 'search',
      requestId,
      game,
      seat,
      view,
      ...(level === undefined ? {} : { level }),
      options,
      seed,
      seedOffset: this.index,
    };
  }

  onReply(reply: TaskReply): void {
    this.group.onShareReply(this, reply);
  }

  onWorkerLost(giveUp: Error | null): boolean {
    return this.group.onShareLost(this, giveUp);
  }

  cancel(error: Error): void {
    this.group.fail(error);
  }
}
