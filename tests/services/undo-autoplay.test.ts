/**
 * `match.undo` (a seat takes back its own last action while the game allows it, by
 * replaying the record without it) and `match.autoplay` (the AI plays a human seat
 * until switched off). Over a variant of the sticks fixture whose `undoable` allows
 * undo while more than ten sticks are left.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine';
import type { EvyAction, EvyView } from '../../src/games/evy/types';
import type { Services } from '../../src/services/index';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, recordEvents, settled, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

type SticksState = Parameters<typeof sticksGame.view>[0];
const undoSticks = {
  ...sticksGame,
  undoable: (state: SticksState) => (state.sticks > 10 && state.sticks < state.config.sticks ? 1 : 0),
} as AnyGame;

/** The sticks game without `undoable`, its view claiming undo is allowed: the services must ask the game. */
const viewOnlyUndo = {
  ...sticksGame,
  view: (state: SticksState, viewer: Parameters<typeof sticksGame.view>[1]) => ({
    ...sticksGame.view(state, viewer),
    undoable: 1,
  }),
} as AnyGame;

async function services(game: AnyGame = undoSticks): Promise<Services> {
  return startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 }, [game]);
}

async function twoHumans(s: Services) {
  return call(s, 'match.create', {
    game: 'sticks',
    config: { players: 2, sticks: 21 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seed: 5,
  });
}

const take = (s: Services, matchId: string, seat: number, n: number) =>
  call(s, 'match.act', { matchId, seat, action: { key: `take:${n}` } });

describe('match.undo', () => {
  it('takes back the last action: the match is the record replayed without it, and the change is announced', async () => {
    const s = await services();
    const events = recordEvents(s);
    const match = await twoHumans(s);
    await take(s, match.id, 0, 2);
    await take(s, match.id, 1, 3);
    await take(s, match.id, 0, 1);
    const undone = await call(s, 'match.undo', { matchId: match.id, seat: 0 });
    expect(undone.match.version).toBe(2);
    expect((undone.view as { sticks: number }).sticks).toBe(16);
    expect(undone.match.toAct).toEqual([0]);
    const record = await call(s, 'match.record', { matchId: match.id });
    expect(record.actions).toEqual([
      { seat: 0, key: 'take:2' },
      { seat: 1, key: 'take:3' },
    ]);
    // Exactly the match that never took the move: a twin with the same seed shows the same view.
    const twin = await twoHumans(s);
    await take(s, twin.id, 0, 2);
    await take(s, twin.id, 1, 3);
    const twinView = await call(s, 'match.view', { matchId: twin.id, seat: 0 });
    expect(undone.view).toEqual(twinView.view);
    expect(undone.legal).toEqual(twinView.legal);
    await events.next(
      (e) => e.type === 'match.updated' && e.match.id === match.id && e.match.version === 2 && e.match.toAct[0] === 0,
      'the undo announced',
    );
    // Play goes on from the earlier position.
    expect((await take(s, match.id, 0, 3)).match.version).toBe(3);
  });

  it("refuses to undo another seat's move, naming who made it", async () => {
    const s = await services();
    const match = await twoHumans(s);
    await take(s, match.id, 0, 1);
    await take(s, match.id, 1, 1);
    const error = await fails(s, 'match.undo', { matchId: match.id, seat: 0 });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('made by Player 2');
  });

  it('refuses a game without `undoable`, whatever its view says', async () => {
    const s = await services(viewOnlyUndo);
    const match = await twoHumans(s);
    await take(s, match.id, 0, 1);
    const error = await fails(s, 'match.undo', { matchId: match.id, seat: 0 });
    expect(error).toMatchObject({ code: 'illegal-action' });
    expect(error.message).toBe('There is nothing to undo now: that move cannot be taken back.');
    expect((await call(s, 'match.get', { matchId: match.id })).version).toBe(1);
  });

  it('refuses when the game allows no undo now (its `undoable` says 0), and at the start', async () => {
    const s = await services();
    const match = await twoHumans(s);
    expect((await fails(s, 'match.undo', { matchId: match.id, seat: 0 })).code).toBe('illegal-action');
    for (const [seat, n] of [
      [0, 3],
      [1, 3],
      [0, 3],
      [1, 3],
    ] as const)
      await take(s, match.id, seat, n);
    // 9 sticks left: the fixture allows no undo.
    const error = await fails(s, 'match.undo', { matchId: match.id, seat: 1 });
    expect(error).toMatchObject({ code: 'illegal-action' });
    expect(error.message).toContain('nothing to undo');
    expect((await call(s, 'match.get', { matchId: match.id })).version).toBe(4);
  });
});

describe('match.autoplay', () => {
  it('lets the AI play a human seat until switched off; the summary names the seat; undo waits for it to stop', async () => {
    const s = await services();
    const match = await twoHumans(s);
    const on = await call(s, 'match.autoplay', { matchId: match.id, seat: 1, on: true, level: 'random' });
    expect(on.autoplay).toEqual([1]);
    await take(s, match.id, 0, 1);
    // The AI answers for seat 1; seat 0 is to act again.
    const back = await settled(s, match.id, [0]);
    expect(back.version).toBe(2);
    expect(back.toAct).toEqual([0]);
    // Seat 1's view is still the person's to see.
    expect((await call(s, 'match.view', { matchId: match.id, seat: 1 })).seat).toBe(1);
    expect((await fails(s, 'match.undo', { matchId: match.id, seat: 1 })).message).toContain('autoplay off');
    const off = await call(s, 'match.autoplay', { matchId: match.id, seat: 1, on: false });
    expect(off.autoplay).toBeUndefined();
    await take(s, match.id, 0, 1);
    await new Promise((r) => setTimeout(r, 100));
    const waiting = await call(s, 'match.get', { matchId: match.id });
    expect(waiting.version).toBe(3);
    expect(waiting.toAct).toEqual([1]);
  });
});

describe("match.undo with Evy's rules (How to play → Evy's phase)", () => {
  it("takes back Evy's steps one by one, but never the roll before them", async () => {
    const s = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
    const match = await call(s, 'match.create', {
      game: 'evy',
      config: { adventure: 'upstairs-hall', ties: 'auto' },
      seats: [{ kind: 'human' }],
      seed: 4,
    });
    const view = (v: { view: unknown }) => v.view as EvyView;
    let sv = await call(s, 'match.act', { matchId: match.id, seat: 0, action: { key: 'roll' } });
    expect(view(sv).phase).toBe('evy');
    expect(view(sv).undoable).toBe(0);
    expect((await fails(s, 'match.undo', { matchId: match.id, seat: 0 })).code).toBe('illegal-action');
    const start = view(sv).evy;
    const step = sv.legal.find((l) => (l.action as EvyAction).type === 'step');
    if (!step) throw new Error('no step open');
    sv = await call(s, 'match.act', { matchId: match.id, seat: 0, action: { key: step.action.key } });
    expect(view(sv).undoable).toBe(1);
    expect(view(sv).movesLeft).toBe(1);
    sv = await call(s, 'match.undo', { matchId: match.id, seat: 0 });
    expect(view(sv).evy).toEqual(start);
    expect(view(sv).movesLeft).toBe(2);
    expect(view(sv).undoable).toBe(0);
    expect(sv.match.version).toBe(1);
  });
});
