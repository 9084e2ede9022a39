/**
 * The batch simulation store against a fake API: it mirrors the batch from
 * events, ignores other batches and late progress after a cancel, restarts the
 * same request; and the words for AI progress and hint shares.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, BoardwrightApi, SimGameResult, SimSpec, SimStatus, SimSummary } from '../../src/shared/api';
import { progressText, shareText } from '../../src/renderer/src/logic/ai-progress';

const SPEC: SimSpec = { game: 'queen', config: { players: 2 }, seats: ['greedy', 'random'], games: 3, seed: 9 };

const summary = (finished: number): SimSummary => ({
  total: 3,
  finished,
  failed: 0,
  draws: 0,
  seats: [],
  teams: [],
});

function status(simId: string, state: SimStatus['state'] = 'running', done = 0): SimStatus {
  return { simId, spec: SPEC, gameName: 'Queen', state, done, summary: summary(done), results: [] };
}

const result = (index: number): SimGameResult => ({
  index,
  seed: index,
  outcome: [1, 0],
  winnerSeats: [0],
  actions: 10,
  hash: 'h',
});

const calls: { method: string; req: unknown }[] = [];
let nextId = 1;
const api: BoardwrightApi = {
  call: async (method, req) => {
    calls.push({ method, req });
    if (method === 'sim.start') return status(`sim-${nextId++}`) as never;
    if (method === 'sim.cancel') return status((req as ApiRequest<'sim.cancel'>).simId, 'cancelled', 1) as never;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};

vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));
const { useSimStore } = await import('../../src/renderer/src/stores/sim');

describe('sim store', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    calls.length = 0;
  });

  it('follows its batch through progress and done events, and ignores other batches', async () => {
    const sim = useSimStore();
    await sim.start(SPEC);
    const id = sim.status!.simId;
    sim.handleEvent({
      type: 'sim.progress',
      simId: 'sim-other',
      done: 1,
      total: 3,
      result: result(0),
      summary: summary(1),
    });
    expect(sim.status!.done).toBe(0);
    sim.handleEvent({ type: 'sim.progress', simId: id, done: 1, total: 3, result: result(1), summary: summary(1) });
    sim.handleEvent({ type: 'sim.progress', simId: id, done: 2, total: 3, result: result(0), summary: summary(2) });
    expect(sim.status).toMatchObject({ done: 2, summary: { finished: 2 } });
    expect(sim.status!.results.map((r) => r.index)).toEqual([1, 0]);
    expect(sim.fraction).toBeCloseTo(2 / 3);
    expect(sim.running).toBe(true);
    sim.handleEvent({
      type: 'sim.done',
      status: { ...status(id, 'done', 3), results: [result(1), result(0), result(2)] },
    });
    expect(sim.status).toMatchObject({ state: 'done', done: 3 });
    expect(sim.running).toBe(false);
  });

  it('keeps a cancel shown when a late progress event arrives, and restarts the same request', async () => {
    const sim = useSimStore();
    await sim.start({ ...SPEC, config: { players: 2 } });
    const id = sim.status!.simId;
    await sim.cancel();
    expect(sim.status).toMatchObject({ simId: id, state: 'cancelled', done: 1 });
    sim.handleEvent({ type: 'sim.progress', simId: id, done: 1, total: 3, result: result(0), summary: summary(1) });
    expect(sim.status!.state).toBe('cancelled');
    await sim.restart();
    expect(calls.filter((c) => c.method === 'sim.start').map((c) => c.req)).toEqual([SPEC, SPEC]);
    expect(sim.status!.simId).not.toBe(id);
  });
});

describe('progress and hint words', () => {
  it('counts playouts, and names the leaning move only when there is one', () => {
    expect(progressText(undefined)).toBe('');
    expect(progressText({ iterations: 12400, leaning: 'Draw' })).toBe('12,400 playouts, leaning towards: Draw');
    expect(progressText({ iterations: 1, leaning: null })).toBe('1 playout');
  });

  it('rounds shares to whole percents, never showing a considered move as 0%', () => {
    expect(shareText(0.54)).toBe('54%');
    expect(shareText(0.004)).toBe('<1%');
    expect(shareText(0)).toBe('0%');
    expect(shareText(1)).toBe('100%');
  });
});
