/**
 * Batch simulation: reproducible from the seed whatever the number of jobs,
 * nothing lost when a worker is killed mid-batch, a batch whose games keep
 * failing stops and says why, and through the services: progress events,
 * cancel keeping the finished games, and bad requests refused in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AiPool } from '../../src/services/pool/ai-pool';
import { RequestChecker } from '../../src/services/request-check';
import { runBatch, MAX_FAILURES_IN_A_ROW } from '../../src/services/sim/batch';
import { planSimulation } from '../../src/services/sim/plan';
import { GAMES } from '../../src/games';
import type { ApiEvent, SimGameResult, SimSpec, SimStatus } from '../../src/shared/api';
import { fixtureWorkers, type RecordingFactory } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, recordEvents, startServices, tempDataDir } from './helpers';

const pools: AiPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  await cleanUp();
});

function pool(factory: RecordingFactory, size: number): AiPool {
  const p = new AiPool(factory, size, { log: () => undefined });
  pools.push(p);
  return p;
}

const spec = (overrides: Partial<SimSpec> = {}): SimSpec => ({
  game: 'queen',
  config: QUEEN_2P,
  seats: ['greedy', 'random'],
  games: 6,
  seed: 99,
  ...overrides,
});

async function batch(p: AiPool, s: SimSpec, onResult: (r: SimGameResult) => void = () => undefined) {
  const plan = planSimulation(s, GAMES, new RequestChecker(), p.size);
  const results: SimGameResult[] = [];
  const end = await runBatch(p, plan, 'batch', {
    cancelled: () => false,
    onResult: (r) => {
      results.push(r);
      onResult(r);
    },
  });
  return { end, results: [...results].sort((a, b) => a.index - b.index) };
}

describe('runBatch', () => {
  it('gives the same games for the same seed, with one job or two, search bots included', async () => {
    const p = pool(fixtureWorkers(), 2);
    const s = spec({ seats: ['easy', 'greedy'], iterations: 40 });
    const one = await batch(p, { ...s, jobs: 1 });
    const two = await batch(p, { ...s, jobs: 2 });
    expect(one.end).toEqual({ state: 'done' });
    expect(two.results).toEqual(one.results);
    expect(one.results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(one.results.map((r) => r.seed)).size).toBe(6);
    const other = await batch(p, { ...s, seed: 100, jobs: 2 });
    expect(other.results.map((r) => r.hash)).not.toEqual(one.results.map((r) => r.hash));
  });

  it('loses no game when a worker is killed mid-batch, and the games are the same as undisturbed', async () => {
    const calm = await batch(pool(fixtureWorkers(), 2), spec({ jobs: 2 }));
    const factory = fixtureWorkers('--delay-ms', '20');
    const p = pool(factory, 2);
    let killed: number | undefined;
    const disturbed = await batch(p, spec({ jobs: 2 }), () => {
      if (killed === undefined && factory.busy.size > 0) {
        killed = [...factory.busy][0]!.pid;
        process.kill(killed!, 'SIGKILL');
      }
    });
    expect(killed).toBeDefined();
    expect(factory.started.length).toBeGreaterThan(2); // the killed worker was replaced
    expect(disturbed.end).toEqual({ state: 'done' });
    expect(disturbed.results).toEqual(calm.results);
  });

  it(`stops after ${MAX_FAILURES_IN_A_ROW} failed games in a row and says why, keeping them`, async () => {
    const p = pool(fixtureWorkers('--illegal'), 2);
    const { end, results } = await batch(p, spec({ games: 20, jobs: 1 }));
    expect(end.state).toBe('failed');
    expect(end.state === 'failed' && end.error).toMatch(
      /stopped after 3 games in a row failed; the last: Game 2 \(seed \d+\) failed after 0 actions: the greedy AI for seat 0 chose an illegal action/,
    );
    expect(results).toHaveLength(MAX_FAILURES_IN_A_ROW);
    for (const r of results) expect(r).toMatchObject({ outcome: null, hash: null, error: expect.any(String) });
  });
});

describe('sim.* through the services', () => {
  async function services(factory = fixtureWorkers()) {
    const s = await startServices({ dataDir: await tempDataDir(), workerFactory: factory, workers: 2 });
    return { services: s, events: recordEvents(s), factory };
  }

  it('streams sim.progress per game and ends with sim.done and the win rates', async () => {
    const { services: s, events } = await services();
    const started = await call(s, 'sim.start', spec({ games: 4 }));
    expect(started).toMatchObject({ state: 'running', done: 0, gameName: 'The Girl vs. the Evil Queen' });
    const done = (await events.next((e) => e.type === 'sim.done', 'the batch to end')) as Extract<
      ApiEvent,
      { type: 'sim.done' }
    >;
    const progress = events.events.filter((e) => e.type === 'sim.progress');
    expect(progress.map((e) => (e as { done: number }).done)).toEqual([1, 2, 3, 4]);
    expect(done.status).toMatchObject({ simId: started.simId, state: 'done', done: 4 });
    expect(done.status.summary.finished + done.status.summary.failed).toBe(4);
    const girl = done.status.summary.seats[0]!;
    expect(girl).toMatchObject({ seat: 0, label: 'The Girl', level: 'greedy', games: done.status.summary.finished });
    expect(girl.low).toBeLessThanOrEqual(girl.rate);
    expect(girl.high).toBeGreaterThanOrEqual(girl.rate);
    expect(await call(s, 'sim.status', { simId: started.simId })).toEqual(done.status);
  });

  it('cancel stops the batch and keeps the games already finished', async () => {
    const { services: s, events } = await services(fixtureWorkers('--delay-ms', '30'));
    const started = await call(s, 'sim.start', spec({ games: 200, jobs: 2 }));
    await events.next((e) => e.type === 'sim.progress', 'a first finished game');
    const cancelled: SimStatus = await call(s, 'sim.cancel', { simId: started.simId });
    expect(cancelled.state).toBe('cancelled');
    const done = (await events.next((e) => e.type === 'sim.done', 'the batch to stop')) as Extract<
      ApiEvent,
      { type: 'sim.done' }
    >;
    expect(done.status.state).toBe('cancelled');
    expect(done.status.done).toBeGreaterThanOrEqual(1);
    expect(done.status.done).toBeLessThan(200);
    expect(done.status.results).toHaveLength(done.status.done);
    const streamed = events.events
      .filter((e) => e.type === 'sim.progress')
      .map((e) => (e as { result: SimGameResult }).result);
    expect(done.status.results).toEqual(streamed);
    // Reproducible: a restart with the same spec plays the same first games.
    const again = await call(s, 'sim.start', spec({ games: 2, jobs: 1 }));
    const first = (await events.next(
      (e) => e.type === 'sim.done' && e.status.simId === again.simId,
      'the restarted batch',
    )) as Extract<ApiEvent, { type: 'sim.done' }>;
    for (const result of first.status.results) {
      const same = streamed.find((r) => r.index === result.index);
      if (same) expect(same).toEqual(result);
    }
  });

  it('refuses bad batches in words', async () => {
    const { services: s } = await services();
    const refused = async (overrides: Record<string, unknown>, pattern: RegExp, code = 'bad-request') => {
      const error = await fails(s, 'sim.start', { ...spec(), ...overrides });
      expect(error.code).toBe(code);
      expect([error.message, ...(error.details ?? [])].join(' ')).toMatch(pattern);
    };
    await refused({ seats: ['godlike', 'greedy'] }, /seats\/0: must be one of "random", "greedy"/);
    await refused({ seats: ['greedy'] }, /plays with 2 seats, but 1 bots were given/);
    await refused({ games: 0 }, /games: must be (?:>= |at least )1/);
    await refused({ games: -3 }, /games: must be (?:>= |at least )1/);
    await refused({ games: 10 ** 9 }, /games: must be (?:<= |at most )100000/);
    await refused({ jobs: 0 }, /jobs: must be (?:>= |at least )1/);
    await refused({ iterations: 0 }, /iterations: must be (?:>= |at least )1/);
    await refused({ iterations: 10 ** 12 }, /iterations: must be (?:<= |at most )1000000/);
    await refused({ seed: -1 }, /seed: must be (?:>= |at least )0/);
    await refused({ config: { players: 7, variant: 'standard' } }, /config/);
    await refused({ game: 'chess' }, /no game called "chess"/, 'not-found');
    expect((await fails(s, 'sim.status', { simId: 'sim-nope' })).code).toBe('not-found');
    expect((await fails(s, 'sim.cancel', { simId: 'sim-nope' })).code).toBe('not-found');
  });
});
