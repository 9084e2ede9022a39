/**
 * Search in the AI pool over real worker processes: root parallelism merges the
 * shares of several workers, progress arrives while a search runs, cancel stops
 * a running search, a killed worker's share is dropped (or re-run when it was
 * the last), and nonsense budgets or finished games fail in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ismcts, mergeRootStats, type SearchResult } from '../../src/ai';
import type { BaseView } from '../../src/engine';
import { AiCancelledError, AiPool, type SearchAsk, type SearchProgress } from '../../src/services/pool/ai-pool';
import type { WorkerReply } from '../../src/services/pool/protocol';
import { fixtureWorkers, type RecordingFactory } from '../fixtures/workers';
import { finishedQueen, queen, queenPosition, until } from './queen-positions';

const pools: AiPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(factory: RecordingFactory, size: number): AiPool {
  const p = new AiPool(factory, size, { log: () => undefined });
  pools.push(p);
  return p;
}

const { seat, view } = queenPosition();
const policy = { rollout: 'heuristic' as const, depth: 20 };

function ask(overrides: Partial<SearchAsk> = {}): SearchAsk {
  return { game: 'queen', seat, view, options: { ...policy, iterations: 400 }, seed: 7, ...overrides };
}

/** Starts every worker and waits until each has said it is ready (so a search is split over all). */
async function warm(p: AiPool, factory: RecordingFactory, count: number): Promise<void> {
  p.warmUp();
  await until(() => factory.replies.filter((r) => r.message.type === 'ready').length >= count, 'the workers to start');
}

function finals(factory: RecordingFactory, type: 'searched' | 'cancelled') {
  return factory.replies.filter((r) => r.message.type === type) as {
    pid: number | undefined;
    message: Extract<WorkerReply, { type: typeof type }>;
  }[];
}

describe('root-parallel search in the pool', () => {
  it('splits one decision over two worker processes and merges their root statistics', async () => {
    const factory = fixtureWorkers();
    const p = pool(factory, 2);
    expect(factory.started).toHaveLength(0); // workers start when work comes
    await warm(p, factory, 2);
    const result = await p.search(ask());

    const searches = factory.sent.filter((s) => s.message.type === 'search');
    expect(searches).toHaveLength(2);
    expect(new Set(searches.map((s) => s.pid)).size).toBe(2);
    expect(searches.map((s) => (s.message as { seedOffset: number }).seedOffset).sort()).toEqual([0, 1]);
    // Each share the same view of the same seat, half the playouts each.
    for (const s of searches) expect(s.message).toMatchObject({ view, seat, options: { iterations: 200 } });

    const shares = finals(factory, 'searched');
    expect(new Set(shares.map((s) => s.pid)).size).toBe(2);
    const parts = shares.map((s) => (s.message as { result: SearchResult }).result);
    expect(result).toEqual(mergeRootStats(parts));
    expect(result.iterations).toBe(400);
    expect(result.best).toBe(result.stats[0]!.key);
    expect(queen.legalActions(queenPosition().state, seat).map((a) => a.key)).toContain(result.best);
  });

  it('runs a single share exactly as the in-process search with the same seed and budget', async () => {
    const factory = fixtureWorkers();
    const p = pool(factory, 2);
    const result = await p.search(ask({ shares: 1, seed: 11 }));
    const local = ismcts(queen, view as BaseView, seat, { ...policy, iterations: 400, seed: 11 });
    expect(result).toEqual(local);
  });

  it('reports progress while it searches, and cancel stops the search in the worker', async () => {
    const factory = fixtureWorkers();
    const p = pool(factory, 1);
    const progress: SearchProgress[] = [];
    const legal = queen.legalActions(queenPosition().state, seat).map((a) => a.key);
    const running = p.search(
      ask({ options: { ...policy, timeMs: 60_000 }, tag: 'm1', onProgress: (step) => progress.push(step) }),
    );
    const outcome = running.then(
      () => 'finished',
      (error: unknown) => error,
    );
    await until(() => progress.length >= 2, 'two progress reports', 3000);
    expect(progress[1]!.iterations).toBeGreaterThan(progress[0]!.iterations);
    for (const step of progress) expect(legal).toContain(step.best);

    p.cancel('m1');
    expect(await outcome).toBeInstanceOf(AiCancelledError);
    // The worker itself stops and says so (it does not run on for the minute it was given).
    await until(() => finals(factory, 'cancelled').length === 1, 'the worker to answer "cancelled"', 3000);
    expect(finals(factory, 'searched')).toHaveLength(0);
    // …and it is free again: the next request is answered by the same process.
    const next = await p.search(ask({ options: { ...policy, iterations: 50 } }));
    expect(next.iterations).toBe(50);
    expect(factory.started).toHaveLength(1);
  });

  it('drops the share of a worker killed mid-search and merges the rest', async () => {
    const factory = fixtureWorkers();
    const p = pool(factory, 2);
    await warm(p, factory, 2);
    const progress: SearchProgress[] = [];
    const running = p.search(ask({ options: { ...policy, timeMs: 1500 }, onProgress: (s) => progress.push(s) }));
    await until(() => progress.length >= 1 && factory.busy.size === 2, 'both shares to be running', 3000);
    const victim = factory.started[0]!.pid!;
    process.kill(victim, 'SIGKILL');
    const result = await running;
    const shares = finals(factory, 'searched');
    expect(shares).toHaveLength(1);
    expect(shares[0]!.pid).not.toBe(victim);
    expect(result).toEqual(mergeRootStats([(shares[0]!.message as { result: SearchResult }).result]));
    // The killed worker is replaced when there is work for it: the next search.
    expect(factory.started).toHaveLength(2);
    await p.search(ask({ options: { ...policy, iterations: 50 } }));
    expect(factory.started).toHaveLength(3);
  });

  it('re-runs the only share when its worker is killed', async () => {
    const factory = fixtureWorkers();
    const p = pool(factory, 1);
    const progress: SearchProgress[] = [];
    const running = p.search(ask({ options: { ...policy, timeMs: 800 }, onProgress: (s) => progress.push(s) }));
    await until(() => progress.length >= 1, 'the search to be running', 3000);
    process.kill(factory.started[0]!.pid!, 'SIGKILL');
    const result = await running;
    expect(result.iterations).toBeGreaterThan(0);
    expect(factory.sent.filter((s) => s.message.type === 'search')).toHaveLength(2);
    expect(finals(factory, 'searched')[0]!.pid).toBe(factory.started[1]!.pid);
  });
});

describe('search requests the worker refuses, in words', () => {
  const cases: [string, Partial<SearchAsk>, RegExp][] = [
    ['a budget of 0 playouts', { options: { ...policy, iterations: 0 } }, /"iterations" must be a whole number from 1/],
    ['a negative time budget', { options: { ...policy, timeMs: -5 } }, /"timeMs" must be more than 0/],
    [
      'an absurd budget',
      { options: { ...policy, iterations: 1e12 } },
      /"iterations" must be a whole number from 1 to 50,000,000/,
    ],
    ['no budget at all', { options: { ...policy } }, /give a budget/],
    ['an unknown game', { game: 'chess' }, /does not know the game "chess"/],
    [
      'a game that is already over',
      { view: queen.view(finishedQueen(), 0), seat: 0 },
      /the game is over, so there is no move to think about/,
    ],
  ];
  for (const [what, overrides, message] of cases) {
    it(`fails ${what} with a clear message`, async () => {
      const p = pool(fixtureWorkers(), 1);
      await expect(p.search(ask({ shares: 1, ...overrides }))).rejects.toThrow(message);
    });
  }

  it('an unknown level in a decision is refused by name', async () => {
    const p = pool(fixtureWorkers(), 1);
    await expect(p.decide({ game: 'queen', seat, view, level: 'godlike' as 'hard', seed: 1 })).rejects.toThrow(
      /There is no AI level called "godlike"/,
    );
  });
});
