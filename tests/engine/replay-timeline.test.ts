/**
 * The replay timeline (src/engine/replay-timeline.ts): for every registered game, the state a
 * viewer is shown at each step is exactly the engine's state after that prefix of the record,
 * in whatever order the steps are visited; a record that does not fit says why and offers what
 * does replay.
 */
import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_EVERY,
  createRng,
  newRecord,
  nextInt,
  replay,
  ReplayTimeline,
  stateHash,
  type AnyGame,
  type GameRecord,
  type Seat,
} from '../../src/engine';
import { GAMES } from '../../src/games';

/** Longer random games would only make the prefix-by-prefix check slow: the code paths are the same. */
const MAX_ACTIONS = 300;

/** A record of a seeded random game (up to MAX_ACTIONS actions). */
function randomRecord(game: AnyGame, seed: number): GameRecord {
  const config = game.testConfigs()[0]!.config;
  const record = newRecord(game, config, seed);
  const rng = createRng(`timeline:${game.id}:${seed}`);
  let state = game.setup(config, seed);
  while (!game.isOver(state) && record.actions.length < MAX_ACTIONS) {
    const seat = game.toAct(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    const action = legal[nextInt(rng, legal.length)]!;
    record.actions.push({ seat, key: action.key });
    state = game.apply(state, seat, action);
  }
  return record;
}

function openOk(game: AnyGame, record: GameRecord): ReplayTimeline<unknown> {
  const opened = ReplayTimeline.open(game, record);
  if (!opened.ok) throw new Error(opened.reason);
  return opened.timeline;
}

describe.each(GAMES.map((game) => [game.id, game] as const))('replay timeline: %s', (_id, game) => {
  it('the state at every step equals the engine’s state after that prefix, stepping back and forth', () => {
    const record = randomRecord(game, 7);
    expect(record.actions.length).toBeGreaterThan(CHECKPOINT_EVERY);
    const timeline = openOk(game, record);
    expect(timeline.length).toBe(record.actions.length);
    const expected: string[] = [];
    for (let n = 0; n <= record.actions.length; n++) {
      const replayed = replay(game, { ...record, actions: record.actions.slice(0, n) });
      if (!replayed.ok) throw new Error(replayed.error);
      expected.push(replayed.hash);
    }
    // Forward, then backward (the way a viewer steps back), then jumps.
    for (let n = 0; n < expected.length; n++) expect(stateHash(timeline.stateAt(n)), `step ${n}`).toBe(expected[n]);
    for (let n = expected.length - 1; n >= 0; n--) expect(stateHash(timeline.stateAt(n))).toBe(expected[n]);
    const jumper = createRng(`jumps:${game.id}`);
    for (let i = 0; i < 20; i++) {
      const n = nextInt(jumper, expected.length);
      expect(stateHash(timeline.stateAt(n))).toBe(expected[n]);
    }
  });

  it('turns are runs of one seat’s actions, and cover every step', () => {
    const record = randomRecord(game, 11);
    const timeline = openOk(game, record);
    const starts = timeline.turnStarts();
    expect(starts[0]).toBe(0);
    expect(starts.at(-1)).toBe(record.actions.length);
    for (let t = 0; t + 1 < starts.length; t++) {
      const [from, to] = [starts[t]!, starts[t + 1]!];
      expect(to).toBeGreaterThan(from);
      for (let i = from; i < to; i++) expect(record.actions[i]!.seat).toBe(record.actions[from]!.seat);
      if (to < record.actions.length) expect(record.actions[to]!.seat).not.toBe(record.actions[from]!.seat);
    }
  });
});

describe('replay timeline: records that do not fit', () => {
  const game = GAMES[0]!;

  it('another rules version: says so, lists the moves, and offers this app’s reading of them', () => {
    const record = { ...randomRecord(game, 3), engineVersion: 'older' };
    const opened = ReplayTimeline.open(game, record);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.reason).toContain('rules version older');
    expect(opened.moves).toEqual(record.actions);
    expect(opened.complete).toBe(true);
    expect(opened.partial?.length).toBe(record.actions.length);
  });

  it('an action that is not legal: the steps before it replay, and the reason names it', () => {
    const record = randomRecord(game, 5);
    const broken = { ...record, actions: [...record.actions.slice(0, 10), { seat: 0, key: 'no-such-move' }] };
    const opened = ReplayTimeline.open(game, broken);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.reason).toContain('Action 11 (no-such-move');
    expect(opened.complete).toBe(false);
    expect(opened.partial?.length).toBe(10);
    const replayed = replay(game, { ...record, actions: record.actions.slice(0, 10) });
    expect(replayed.ok && stateHash(opened.partial!.stateAt(10)) === replayed.hash).toBe(true);
  });

  it('a record of another game: no replay, the moves still listed', () => {
    const record = { ...randomRecord(game, 5), game: 'chess' };
    const opened = ReplayTimeline.open(game, record);
    expect(opened).toMatchObject({ ok: false, partial: null, moves: record.actions });
    if (!opened.ok) expect(opened.reason).toContain('"chess"');
  });

  it('refuses a step outside the record in words', () => {
    const timeline = openOk(game, randomRecord(game, 2));
    expect(() => timeline.stateAt(timeline.length + 1)).toThrow(/whole number from 0 to/);
    expect(() => timeline.stateAt(-1)).toThrow(/whole number/);
  });
});
