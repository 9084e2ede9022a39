/**
 * The services keep a budget: at most `LIMITS.liveMatches` open matches and
 * `LIMITS.runningBatches` background batches (simulations, meters and gauntlets
 * together). Past it a new one is refused at once, in words, with
 * `limit-reached` — and accepted again once one closes or ends.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BatchBudget } from '../../src/services/sim/batch-budget';
import type { ApiRequest, SimSpec } from '../../src/shared/api';
import { LIMITS } from '../../src/shared/limits';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

const hotSeat: ApiRequest<'match.create'> = {
  game: 'queen',
  config: QUEEN_2P,
  seats: [{ kind: 'human' }, { kind: 'human' }],
};

describe('budgets', () => {
  it(`refuses a match past ${LIMITS.liveMatches} open ones, by every way a match starts`, async () => {
    const s = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.liveMatches; i++) ids.push((await call(s, 'match.create', hotSeat)).id);
    const record = await call(s, 'match.record', { matchId: ids[0]! });
    const save = await call(s, 'saves.save', { matchId: ids[0]!, name: 'kept' });
    // A save of a match still open goes back to it and needs no room: close it, fill its place.
    await call(s, 'match.close', { matchId: ids.shift()! });
    ids.push((await call(s, 'match.create', hotSeat)).id);

    const refused = await fails(s, 'match.create', hotSeat);
    expect(refused).toMatchObject({ code: 'limit-reached' });
    expect(refused.message).toMatch(/50 matches are open.*Close a match/);
    expect(await fails(s, 'saves.load', { saveId: save.id })).toMatchObject({ code: 'limit-reached' });
    const file = { format: 'boardwright-save', formatVersion: 1, name: 'x', savedAt: save.savedAt, seats: [], record };
    expect(await fails(s, 'saves.import', { save: file })).toMatchObject({ code: 'limit-reached' });

    await call(s, 'match.close', { matchId: ids[0]! });
    expect((await call(s, 'saves.load', { saveId: save.id })).game).toBe('queen');
  });

  it(`refuses a batch past ${LIMITS.runningBatches} running ones, and takes it once one is cancelled`, async () => {
    const s = await startServices({
      dataDir: await tempDataDir(),
      workerFactory: fixtureWorkers('--delay-ms', '50'),
      workers: 1,
    });
    const spec: SimSpec = { game: 'queen', config: QUEEN_2P, seats: ['random', 'random'], games: 10_000, seed: 1 };
    const running: string[] = [];
    for (let i = 0; i < LIMITS.runningBatches; i++) running.push((await call(s, 'sim.start', spec)).simId);
    const refused = await fails(s, 'sim.start', spec);
    expect(refused).toMatchObject({ code: 'limit-reached' });
    expect(refused.message).toMatch(/background batches .* are running/);
    // A difficulty meter shares the same budget.
    const meter = { config: { adventure: 'evys-room' }, games: 10, level: 'random', seed: 1 };
    expect(await fails(s, 'meter.start', meter)).toMatchObject({ code: 'limit-reached' });

    await call(s, 'sim.cancel', { simId: running[0]! });
    expect((await call(s, 'sim.start', spec)).state).toBe('running');
  });

  it('a batch counts only while it runs', () => {
    const budget = new BatchBudget(2);
    const a = { status: { state: 'running' } };
    const b = { status: { state: 'running' } };
    budget.admit(a);
    budget.admit(b);
    expect(() => budget.admit({ status: { state: 'running' } })).toThrow(/2 background batches/);
    a.status.state = 'done';
    expect(budget.running).toBe(1);
    expect(() => budget.admit({ status: { state: 'running' } })).not.toThrow();
  });
});
