/**
 * A hint that is still out after its budget is cancelled and asked once more; a
 * second late one ends in words, never in a hint left thinking. The timer and the
 * pool are the test's own: nothing here waits on a clock.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { ServiceError } from '../../src/services/errors';
import type { LiveMatch } from '../../src/services/match/live-match';
import {
  HINT_ATTEMPTS,
  HINT_GRACE_MS,
  HINT_TOO_SLOW,
  hintTag,
  workOutHint,
  type HintTimer,
} from '../../src/services/match/hint';
import type { SearchAsk } from '../../src/services/pool/ai-pool';
import { sticksGame } from '../fixtures/sticks-game';

function sticksMatch(): LiveMatch {
  const game = sticksGame as unknown as AnyGame;
  const config = { players: 2, sticks: 7 };
  return {
    id: 'm1',
    game,
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'hard' }],
    record: { game: 'sticks', engineVersion: '1', contentHash: '', config, seed: 9, actions: [] },
    state: game.setup(config, 9),
    createdAt: '',
    updatedAt: '',
    closed: false,
    driving: null,
  };
}

/** A pool whose searches answer only when the test says so, and which rejects them on `cancel`. */
class HeldPool {
  readonly asks: SearchAsk[] = [];
  readonly cancelled: string[] = [];
  private readonly pending: { resolve(r: SearchResult): void; reject(e: Error): void; tag?: string }[] = [];

  search(ask: SearchAsk): Promise<SearchResult> {
    this.asks.push(ask);
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject, tag: ask.tag }));
  }

  cancel(tag: string): void {
    this.cancelled.push(tag);
    for (const p of this.pending.filter((q) => q.tag === tag)) p.reject(new Error('cancelled'));
  }

  answer(index: number, key: string): void {
    this.pending[index]?.resolve({ iterations: 50, best: key, stats: [{ key, visits: 50, meanValue: 0.6 }] });
  }
}

/** A timer whose deadlines fire only when the test fires them; it records the limits asked for. */
class ManualTimer implements HintTimer {
  readonly limits: number[] = [];
  private readonly fires: (() => void)[] = [];

  after(ms: number) {
    this.limits.push(ms);
    let fire = () => {};
    const elapsed = new Promise<void>((done) => (fire = done));
    this.fires.push(fire);
    return { elapsed, clear: () => {} };
  }

  fire(index: number): void {
    this.fires[index]?.();
  }
}

/** Lets every settled promise run its continuations. */
const flush = () => new Promise<void>((done) => setImmediate(done));

describe('a late hint', () => {
  it('is cancelled and asked again; the second answer is the hint', async () => {
    const pool = new HeldPool();
    const timer = new ManualTimer();
    const match = sticksMatch();
    const key = sticksGame.legalActions(match.state as never, 0)[0]!.key;
    const hint = workOutHint(pool, match, 0, 300, timer);

    await flush();
    expect(pool.asks).toHaveLength(1);
    expect(timer.limits).toEqual([300 + HINT_GRACE_MS]);
    timer.fire(0);
    await flush();
    expect(pool.cancelled).toEqual([hintTag('m1')]);
    expect(pool.asks).toHaveLength(2);
    expect(pool.asks[1]).toEqual(pool.asks[0]);

    pool.answer(1, key);
    const result = await hint;
    expect(result.alternatives.map((a) => a.key)).toEqual([key]);
    expect(result).toMatchObject({ matchId: 'm1', seat: 0, version: 0, iterations: 50 });
  });

  it(`stops after ${HINT_ATTEMPTS} late searches and says why in words`, async () => {
    const pool = new HeldPool();
    const timer = new ManualTimer();
    const hint = workOutHint(pool, sticksMatch(), 0, 300, timer);
    const outcome = hint.then(
      () => null,
      (error: unknown) => error,
    );
    for (let attempt = 0; attempt < HINT_ATTEMPTS; attempt++) {
      await flush();
      timer.fire(attempt);
    }
    const error = await outcome;
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe('cancelled');
    expect((error as ServiceError).message).toBe(HINT_TOO_SLOW);
    expect(pool.asks).toHaveLength(HINT_ATTEMPTS);
    expect(pool.cancelled).toHaveLength(HINT_ATTEMPTS);
  });

  it('an answer in time is used at once, with no retry and no cancel', async () => {
    const pool = new HeldPool();
    const timer = new ManualTimer();
    const match = sticksMatch();
    const key = sticksGame.legalActions(match.state as never, 0)[0]!.key;
    const hint = workOutHint(pool, match, 0, 300, timer);
    await flush();
    pool.answer(0, key);
    await hint;
    timer.fire(0);
    await flush();
    expect(pool.asks).toHaveLength(1);
    expect(pool.cancelled).toEqual([]);
  });
});
