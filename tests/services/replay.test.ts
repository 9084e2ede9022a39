/**
 * The replay API (src/services/replay): open a finished match, step through it as a seat,
 * as the spectator and — only at the end — as everyone; take over from a middle step; review
 * a seat; and a record that does not fit still lists its moves and says why.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, hashText, replay } from '../../src/engine';
import { queen, type QueenState } from '../../src/games/queen';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, recordEvents, settled, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

async function finishedQueen() {
  const services = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 2 });
  const match = await call(services, 'match.create', {
    game: 'queen',
    config: QUEEN_2P,
    seats: [
      { kind: 'ai', level: 'greedy' },
      { kind: 'ai', level: 'greedy' },
    ],
    seed: 21,
  });
  await settled(services, match.id, []);
  const record = await call(services, 'match.record', { matchId: match.id });
  return { services, match, record };
}

describe('replay API', () => {
  it('steps through a finished match as each seat sees it, and reveals everything only at the end', async () => {
    const { services, match, record } = await finishedQueen();
    const info = await call(services, 'replay.open', { source: { matchId: match.id } });
    expect(info).toMatchObject({ game: 'queen', length: record.actions.length, problem: null, over: true });
    expect(info.moves).toHaveLength(record.actions.length);
    for (const step of [0, 5, info.length]) {
      const prefix = replay<QueenState>(queen, { ...record, actions: record.actions.slice(0, step) });
      if (!prefix.ok) throw new Error(prefix.error);
      for (const viewer of [0, 1, 'spectator'] as const) {
        const shown = await call(services, 'replay.step', { replayId: info.replayId, step, viewer });
        expect(canonicalJson(shown.view)).toBe(canonicalJson(queen.view(prefix.state, viewer)));
      }
    }
    const early = await fails(services, 'replay.step', { replayId: info.replayId, step: 3, viewer: 'all' });
    expect(early.message).toContain('only at the end');
    const end = await call(services, 'replay.step', { replayId: info.replayId, step: info.length, viewer: 'all' });
    expect(end.views).toHaveLength(2);
    expect(end.outcome).toHaveLength(2);
  });

  it('takes over from a middle step as a new match, leaving the replayed game as it was', async () => {
    const { services, match, record } = await finishedQueen();
    const info = await call(services, 'replay.open', { source: { matchId: match.id } });
    const middle = Math.floor(info.length / 2);
    const taken = await call(services, 'replay.takeOver', {
      replayId: info.replayId,
      step: middle,
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'random' }],
    });
    expect(taken.id).not.toBe(match.id);
    const newRecord = await call(services, 'match.record', { matchId: taken.id });
    expect(newRecord.actions.slice(0, middle)).toEqual(record.actions.slice(0, middle));
    expect(await call(services, 'match.record', { matchId: match.id })).toEqual(record);

    // The new game keeps its link to the one it branched off, and a save keeps it too.
    const origin = { record: hashText(canonicalJson(record)), step: middle, of: info.length };
    expect(newRecord.origin).toEqual(origin);
    expect(taken.origin).toEqual(origin);
    const save = await call(services, 'saves.save', { matchId: taken.id, name: 'Branched' });
    const loaded = await call(services, 'saves.load', { saveId: save.id });
    expect((await call(services, 'match.record', { matchId: loaded.id })).origin).toEqual(origin);
  });

  it('reviews a seat with progress events', async () => {
    const { services, match } = await finishedQueen();
    const events = recordEvents(services);
    const info = await call(services, 'replay.open', { source: { matchId: match.id } });
    const review = await call(services, 'replay.review', {
      replayId: info.replayId,
      seat: 0,
      level: 'easy',
      iterations: 30,
      seed: 1,
    });
    expect(review.moves.length).toBeGreaterThan(0);
    const progress = events.events.filter((e) => e.type === 'review.progress');
    expect(progress.at(-1)).toMatchObject({ replayId: info.replayId, done: review.moves.length });
  });

  it('a review cancelled while it runs answers "cancelled", and the replay can be reviewed again', async () => {
    const { services, match } = await finishedQueen();
    const events = recordEvents(services);
    const info = await call(services, 'replay.open', { source: { matchId: match.id } });
    const request = { replayId: info.replayId, seat: 0, level: 'easy' as const, seed: 1 };
    const running = fails(services, 'replay.review', { ...request, iterations: 200_000 });
    await events.next((e) => e.type === 'review.progress' && e.replayId === info.replayId);
    await call(services, 'replay.cancelReview', { replayId: info.replayId });
    expect(await running).toEqual({ code: 'cancelled', message: 'The review was cancelled.' });
    const review = await call(services, 'replay.review', { ...request, iterations: 30 });
    expect(review.moves.length).toBeGreaterThan(0);
  });

  it('a record of other rules opens with the reason and its moves, and is not reviewed', async () => {
    const { services, record } = await finishedQueen();
    const file = { ...record, engineVersion: 'ancient' };
    const info = await call(services, 'replay.open', { source: { file } });
    expect(info.problem).toContain('rules version ancient');
    expect(info.moves).toHaveLength(record.actions.length);
    const refused = await fails(services, 'replay.review', {
      replayId: info.replayId,
      seat: 0,
      level: 'easy',
      seed: 1,
    });
    expect(refused.message).toContain('cannot be reviewed');
  });
});
