/**
 * Through the services: an AI seat at a search level reports its progress
 * (`ai.progress`), a human seat can ask for a hint worked out from its own view
 * only, and a search is cancelled when the match changes or closes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/index';
import type { ApiEvent, HintResult, SeatSpec } from '../../src/shared/api';
import { queen } from '../../src/games/queen';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, recordEvents, settled, startServices, tempDataDir } from './helpers';
import { until } from './queen-positions';

afterEach(cleanUp);

/** Services over recorded fixture workers, with a 2-player Queen match already created. */
async function queenMatch(seats: SeatSpec[], workers = 2, seed = 4242) {
  const factory = fixtureWorkers();
  const services = await startServices({ dataDir: await tempDataDir(), workerFactory: factory, workers });
  const events = recordEvents(services);
  const match = await call(services, 'match.create', { game: 'queen', config: QUEEN_2P, seats, seed });
  return { factory, services, events, match };
}

const humanVsAi = (level: 'hard' | 'greedy', workers = 2) =>
  queenMatch([{ kind: 'human' }, { kind: 'ai', level }], workers);

/** The human at seat 0 plays its first legal move each turn, until the end, `turns` moves, or `enough`. */
async function playSeatZero(services: Services, matchId: string, turns: number, enough = () => false) {
  for (let turn = 0; turn < turns && !enough(); turn++) {
    const summary = await settled(services, matchId, [0]);
    if (summary.over) return;
    const view = await call(services, 'match.view', { matchId, seat: 0 });
    await call(services, 'match.act', { matchId, seat: 0, action: { key: view.legal[0]!.action.key } });
  }
}

const EXPERTS: SeatSpec[] = [
  { kind: 'ai', level: 'expert' },
  { kind: 'ai', level: 'expert' },
];

describe('ai.progress', () => {
  it('reports playouts and a leaning while a search level thinks, never a hidden card', async () => {
    const { services, events, match, factory } = await humanVsAi('hard');
    // Play the human seat with its first legal move until the AI has thought a few times.
    await playSeatZero(services, match.id, 6, () => events.events.filter((e) => e.type === 'ai.progress').length >= 3);
    const progress = events.events.filter(
      (e): e is Extract<ApiEvent, { type: 'ai.progress' }> => e.type === 'ai.progress',
    );
    expect(progress.length).toBeGreaterThanOrEqual(3);
    for (const p of progress) {
      expect(p).toMatchObject({ matchId: match.id, seat: 1 });
      expect(p.iterations).toBeGreaterThan(0);
      if (p.leaning !== null) expect(p.leaning).not.toMatch(/^(Play|Put) /);
    }
    // Root parallelism: the AI's decisions went to both workers.
    const pids = new Set(factory.sent.filter((s) => s.message.type === 'search').map((s) => s.pid));
    expect(pids.size).toBe(2);
  });
});

describe('match.hint', () => {
  it("answers from the asking seat's view only, with labelled alternatives and visit shares", async () => {
    const { services, match, factory } = await humanVsAi('greedy');
    await settled(services, match.id, [0]);
    const seatView = await call(services, 'match.view', { matchId: match.id, seat: 0 });
    const hint: HintResult = await call(services, 'match.hint', { matchId: match.id, seat: 0, timeMs: 300 });

    expect(hint).toMatchObject({ matchId: match.id, seat: 0, version: seatView.match.version });
    expect(hint.iterations).toBeGreaterThan(0);
    expect(hint.alternatives.length).toBeGreaterThan(0);
    expect(hint.alternatives.length).toBeLessThanOrEqual(5);
    const legal = new Map(seatView.legal.map((l) => [l.action.key, l.label]));
    for (const alt of hint.alternatives) expect(alt.label).toBe(legal.get(alt.key));
    const shares = hint.alternatives.map((a) => a.share);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);

    const searches = factory.sent.filter((s) => s.message.type === 'search').map((s) => s.message);
    expect(searches.length).toBeGreaterThan(0);
    for (const message of searches) expect(message).toMatchObject({ seat: 0, view: seatView.view });
    // Asked to explain itself: each move says what it is expected to change, in the Queen's measures.
    for (const message of searches) expect(message).toMatchObject({ options: { explain: true } });
    const terms = new Set(queen.measures!(queen.setup(queen.defaultConfig(), 1), 0).map((m) => m.term));
    for (const alt of hint.alternatives) {
      expect(alt.expects.length).toBeLessThanOrEqual(3);
      for (const e of alt.expects) expect(terms.has(e.term)).toBe(true);
    }
  });

  it('is refused for an AI seat, out of turn, after the end, and with nonsense budgets', async () => {
    const { services, match } = await humanVsAi('greedy');
    await settled(services, match.id, [0]);
    expect((await fails(services, 'match.hint', { matchId: match.id, seat: 1 })).code).toBe('forbidden');
    for (const timeMs of [0, -1, 10 ** 9, 1.5]) {
      const error = await fails(services, 'match.hint', { matchId: match.id, seat: 0, timeMs });
      expect(error.code).toBe('bad-request');
      expect(error.details?.join(' ')).toMatch(/timeMs/);
    }
    expect((await fails(services, 'match.hint', { matchId: 'm-nope', seat: 0 })).code).toBe('not-found');

    // Two humans: the one who is not to act gets not-your-turn.
    const both = await call(services, 'match.create', {
      game: 'queen',
      config: QUEEN_2P,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 1,
    });
    const idle = both.toAct[0] === 0 ? 1 : 0;
    const outOfTurn = await fails(services, 'match.hint', { matchId: both.id, seat: idle });
    expect(outOfTurn.code).toBe('not-your-turn');
    expect(outOfTurn.message).toMatch(/not .*turn/);
  });

  it('is refused once the game is over', async () => {
    const { services, match } = await humanVsAi('greedy');
    await playSeatZero(services, match.id, 200);
    const error = await fails(services, 'match.hint', { matchId: match.id, seat: 0 });
    expect(error.code).toBe('game-over');
  });

  it('is cancelled, in words, when the match closes while it thinks', async () => {
    const { services, match, factory } = await humanVsAi('greedy', 1);
    await settled(services, match.id, [0]);
    const hint = services.dispatch('match.hint', { matchId: match.id, seat: 0, timeMs: 60_000 });
    await until(() => factory.busy.size === 1, 'the hint search to be running');
    await call(services, 'match.close', { matchId: match.id });
    const response = await hint;
    expect(response).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    await until(() => factory.replies.some((r) => r.message.type === 'cancelled'), 'the worker to stop searching');
  });
});

describe('a game that ends while a hint is worked out', () => {
  it('cancels the hint in words; the ended game then refuses new hints', async () => {
    const factory = fixtureWorkers();
    const services = await startServices({ dataDir: await tempDataDir(), workerFactory: factory, workers: 1 }, [
      sticksGame,
    ]);
    const match = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 3 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 1,
    });
    const hint = services.dispatch('match.hint', { matchId: match.id, seat: 0, timeMs: 60_000 });
    await until(() => factory.busy.size === 1, 'the hint search to be running');
    // Taking all three sticks wins: the game is over while the hint still thinks.
    const after = await call(services, 'match.act', { matchId: match.id, seat: 0, action: { key: 'take:3' } });
    expect(after.match.over).toBe(true);
    expect(await hint).toMatchObject({
      ok: false,
      error: { code: 'cancelled', message: expect.stringMatching(/moved on/) },
    });
    await until(() => factory.replies.some((r) => r.message.type === 'cancelled'), 'the worker to stop searching');
    expect((await fails(services, 'match.hint', { matchId: match.id, seat: 0 })).code).toBe('game-over');
  });
});

describe('cancelling AI searches', () => {
  it("closing a match stops its AI seat's running search in the worker", async () => {
    const { factory, services, events, match } = await queenMatch(EXPERTS, 1, 3);
    await events.next((e) => e.type === 'ai.progress', 'the AI to be thinking');
    await call(services, 'match.close', { matchId: match.id });
    await until(() => factory.replies.some((r) => r.message.type === 'cancelled'), 'the worker to stop searching');
    expect(factory.replies.filter((r) => r.message.type === 'searched')).toHaveLength(0);
  });

  it('shutting the services down (the window closes) stops AI searches and running batches', async () => {
    const { factory, services, events } = await queenMatch(EXPERTS, 2, 3);
    const sim = await call(services, 'sim.start', {
      game: 'queen',
      config: QUEEN_2P,
      seats: ['greedy', 'random'],
      games: 5000,
      seed: 1,
    });
    await events.next((e) => e.type === 'ai.progress', 'the AI to be thinking');
    await events.next((e) => e.type === 'sim.progress', 'a first simulated game');
    const pids = factory.started.map((h) => h.pid!);
    await services.close();
    const done = events.events.find((e) => e.type === 'sim.done');
    expect(done).toMatchObject({ status: { simId: sim.simId, state: 'cancelled' } });
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
