/**
 * Game review (src/services/review): each of a seat's decisions judged by a search on that
 * seat's view, reproducible from a seed and an iteration budget, cached with the record,
 * cancellable; and a planted blunder is flagged with the move that wins.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, newRecord, ReplayTimeline, type GameRecord } from '../../src/engine';
import { AiCancelledError, AiPool } from '../../src/services/pool/ai-pool';
import { ReviewCache } from '../../src/services/review/review-cache';
import { MISTAKE_MIN_LOSS, reviewRecord } from '../../src/services/review/review-record';
import { ReviewService } from '../../src/services/review/review-service';
import type { ReviewProgress } from '../../src/shared/review-types';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers, type RecordingFactory } from '../fixtures/workers';

const pools: AiPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function startPool(size = 2): { pool: AiPool; factory: RecordingFactory } {
  const factory = fixtureWorkers();
  const pool = new AiPool(factory, size, { log: () => undefined });
  pools.push(pool);
  return { pool, factory };
}

/**
 * Sticks from seven, whoever takes the last stick wins. North (seat 0) takes 1 (6 left),
 * South takes 3 (3 left): North can now take all three and win, but takes 1, and South
 * takes the last two.
 */
function blunderRecord(): GameRecord {
  const record = newRecord(sticksGame, { players: 2, sticks: 7 }, 9);
  record.actions = [
    { seat: 0, key: 'take:1' },
    { seat: 1, key: 'take:3' },
    { seat: 0, key: 'take:1' },
    { seat: 1, key: 'take:2' },
  ];
  return record;
}

const REQUEST = { seat: 0, level: 'normal' as const, iterations: 400, seed: 5 };

describe('game review', () => {
  it('flags the planted blunder with the move that wins outright', async () => {
    const { pool } = startPool();
    const review = await reviewRecord(pool, sticksGame, blunderRecord(), REQUEST, { tag: 't' });
    expect(review.moves.map((m) => m.actionIndex)).toEqual([0, 2]);
    const blunder = review.moves[1]!;
    expect(blunder).toMatchObject({ key: 'take:1', best: 'take:3', searched: true, forced: false });
    expect(blunder.before).toBeGreaterThan(0.9);
    // Estimates from playouts, not proofs: South's reply is found, if not by every playout.
    expect(blunder.after).toBeLessThan(0.3);
    expect(blunder.loss).toBeGreaterThan(0.6);
    expect(blunder.alternatives[0]).toMatchObject({ key: 'take:3', label: 'take 3' });
    expect(review.worst[0]).toBe(2);
    expect(blunder.loss).toBeGreaterThanOrEqual(MISTAKE_MIN_LOSS);
    // The series: before each decision, then the result (North lost).
    expect(review.series.at(-1)).toEqual({ actionIndex: 4, value: 0 });
    expect(review.outcome).toBe(0);
  });

  it('is the same review for the same seed and budget, whatever the number of workers', async () => {
    const one = await reviewRecord(startPool(1).pool, sticksGame, blunderRecord(), REQUEST, { tag: 'a' });
    const two = await reviewRecord(startPool(2).pool, sticksGame, blunderRecord(), REQUEST, { tag: 'b' });
    expect(two).toEqual(one);
  });

  it('hands each search only the view of the reviewed seat at that decision', async () => {
    const { pool, factory } = startPool();
    const record = blunderRecord();
    await reviewRecord(pool, sticksGame, record, { ...REQUEST, seat: 1 }, { tag: 't' });
    const opened = ReplayTimeline.open<never>(sticksGame, record);
    if (!opened.ok) throw new Error(opened.reason);
    const views = [1, 3].map((i) => canonicalJson(sticksGame.view(opened.timeline.stateAt(i), 1)));
    const searches = factory.posted.filter((m) => m.type === 'search');
    expect(searches.map((m) => (m.type === 'search' ? canonicalJson(m.view) : ''))).toEqual(views);
    for (const m of searches) expect(JSON.stringify(m)).not.toContain('"rng"');
  });

  it('reports progress, answers a repeat from the cache, and stops when cancelled', async () => {
    const { pool, factory } = startPool();
    const service = new ReviewService(pool, new ReviewCache(null));
    const progress: ReviewProgress[] = [];
    const first = await service.review(sticksGame, blunderRecord(), REQUEST, 'r1', (p) => progress.push(p));
    expect(progress[0]).toEqual({ done: 0, total: 2 });
    expect(progress.at(-1)).toEqual({ done: 2, total: 2 });
    const asked = factory.posted.length;
    expect(await service.review(sticksGame, blunderRecord(), REQUEST, 'r2')).toEqual(first);
    expect(factory.posted.length).toBe(asked);

    const long = newRecord(sticksGame, { players: 2, sticks: 60 }, 1);
    for (let i = 0; i < 40; i++) long.actions.push({ seat: i % 2, key: 'take:1' });
    const running = service.review(sticksGame, long, { ...REQUEST, iterations: 20_000 }, 'r3');
    service.cancel('r3');
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
  });

  it('refuses in words a seat the game does not have, a level that does not search, a record that does not replay', async () => {
    const { pool } = startPool(1);
    const record = blunderRecord();
    await expect(reviewRecord(pool, sticksGame, record, { ...REQUEST, seat: 4 }, { tag: 't' })).rejects.toThrow(
      /seats 0 to 1; there is no seat 4/,
    );
    await expect(reviewRecord(pool, sticksGame, record, { ...REQUEST, level: 'greedy' }, { tag: 't' })).rejects.toThrow(
      /needs a search level/,
    );
    const broken = { ...record, actions: [{ seat: 1, key: 'take:1' }] };
    await expect(reviewRecord(pool, sticksGame, broken, REQUEST, { tag: 't' })).rejects.toThrow(
      /cannot be reviewed: This record does not replay/,
    );
  });
});
