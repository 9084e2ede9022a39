/**
 * Fairness: the AI plays from a seat's view, never from the true state.
 *
 * 1. Through the real services and real worker processes, every `decide` and
 *    `search` message a worker receives (AI turns at a baseline and a search
 *    level, and a human's hint) carries exactly the view `game.view` gives that
 *    seat at that moment, and nothing else: no PRNG state of the true game, no
 *    card the seat cannot see.
 * 2. Two different true states that look the same to a seat (a state, and a
 *    determinisation of that seat's view of it) give that seat's bot identical
 *    input and the same decision, at every level and through the worker loop.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AI_LEVELS, botFor } from '../../src/ai';
import {
  canonicalJson,
  createRng,
  newRecord,
  replay,
  ReplayTimeline,
  type AnyGame,
  type RngState,
  type Seat,
} from '../../src/engine';
import { queen as queenGame, type QueenState } from '../../src/games/queen';
import { AiPool } from '../../src/services/pool/ai-pool';
import type { WorkerReply, WorkerRequest } from '../../src/services/pool/protocol';
import { reviewRecord } from '../../src/services/review/review-record';
import type { ParentPort } from '../../src/worker/port';
import { runWorker } from '../../src/worker/run';
import { realWorkers } from '../fixtures/workers';
import type { Services } from '../../src/services/index';
import type { MatchSummary } from '../../src/shared/api';
import { call, cleanUp, startServices, tempDataDir } from '../services/helpers';

const queen: AnyGame = queenGame;
const QUEEN_3P = { players: 3, variant: 'standard' };

type WorkMessage = Extract<WorkerRequest, { type: 'decide' | 'search' }>;

/**
 * Every field a decide or search message may carry, checked against the
 * protocol types by the compiler: a new field must be added here, and so be
 * looked at for what it reveals.
 */
const DECIDE_FIELDS = {
  type: true,
  requestId: true,
  game: true,
  seat: true,
  view: true,
  level: true,
  seed: true,
} satisfies Record<keyof Extract<WorkMessage, { type: 'decide' }>, true>;
const SEARCH_FIELDS = { ...DECIDE_FIELDS, options: true, seedOffset: true } satisfies Record<
  keyof Extract<WorkMessage, { type: 'search' }>,
  true
>;

afterEach(cleanUp);

/** Every number anywhere in a JSON value. */
function numbersIn(value: unknown, out: Set<number> = new Set()): Set<number> {
  if (typeof value === 'number') out.add(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

function hasKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKey(v, key));
  if (value && typeof value === 'object') {
    return Object.hasOwn(value, key) || Object.values(value).some((v) => hasKey(v, key));
  }
  return false;
}

/** Card instances in the true state that `seat` cannot see: unknown hand cards and pile slots. */
function hiddenCards(state: QueenState, seat: Seat): number[] {
  const view = queenGame.view(state, seat);
  const hidden: number[] = [];
  state.seats.forEach((s, i) => s.hand.forEach((card, at) => view.seats[i]!.hand[at] === null && hidden.push(card)));
  state.pile.forEach((card, at) => view.drawPile[at]!.card === null && hidden.push(card));
  return hidden;
}

/** Card ids a view shows, wherever it shows them ({ id, def } objects). */
function shownCards(view: unknown, out: Set<number> = new Set()): Set<number> {
  if (Array.isArray(view)) for (const v of view) shownCards(v, out);
  else if (view && typeof view === 'object') {
    const o = view as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.def === 'string') out.add(o.id);
    for (const v of Object.values(o)) shownCards(v, out);
  }
  return out;
}

describe('fairness: what workers receive', () => {
  it('every decide and search message carries the acting seat’s view, nothing of the true state', async () => {
    const factory = realWorkers();
    const services = await startServices({
      dataDir: await tempDataDir(),
      workerFactory: factory,
      workers: 2,
      aiDelayMs: 0,
    });
    // Seat 0 human (asks for hints), seat 1 a search level, seat 2 a baseline bot.
    const match = await call(services, 'match.create', {
      game: 'queen',
      config: QUEEN_3P,
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }, { kind: 'ai', level: 'greedy' }],
      seed: 404,
    });
    for (let turn = 0; turn < 3; turn++) {
      const summary = await humanToActOrLater(services, match.id, 40);
      if (!summary.toAct.includes(0)) break;
      if (turn % 2 === 0) await call(services, 'match.hint', { matchId: match.id, seat: 0, timeMs: 150 });
      const view = await call(services, 'match.view', { matchId: match.id, seat: 0 });
      await call(services, 'match.act', { matchId: match.id, seat: 0, action: view.legal.at(-1)!.action });
    }
    await humanToActOrLater(services, match.id, 40);
    // Messages first, then the record: every message was asked at a position the record reaches.
    const posted = factory.posted.slice();
    const record = await call(services, 'match.record', { matchId: match.id });
    await call(services, 'match.close', { matchId: match.id });

    // Every position of the game, as the seat to act saw it.
    const truth: { state: QueenState; seat: Seat; view: string }[] = [];
    for (let n = 0; n <= record.actions.length; n++) {
      const replayed = replay<QueenState>(queen, { ...record, actions: record.actions.slice(0, n) });
      if (!replayed.ok) throw new Error(replayed.error);
      if (queen.isOver(replayed.state)) break;
      const seat = queen.toAct(replayed.state)[0] as Seat;
      truth.push({ state: replayed.state, seat, view: canonicalJson(queen.view(replayed.state, seat)) });
    }

    const work = posted.filter((m): m is WorkMessage => m.type === 'decide' || m.type === 'search');
    expect(work.some((m) => m.type === 'decide')).toBe(true);
    expect(work.some((m) => m.type === 'search' && m.seat === 1)).toBe(true);
    expect(work.some((m) => m.type === 'search' && m.seat === 0)).toBe(true); // the hints
    let at = 0;
    for (const message of work) {
      const allowed = message.type === 'decide' ? DECIDE_FIELDS : SEARCH_FIELDS;
      for (const key of Object.keys(message))
        expect(allowed, `field "${key}" of a ${message.type}`).toHaveProperty(key);
      // Requests come in game order: find the position this one was asked at.
      const text = canonicalJson(message.view);
      while (at < truth.length && (truth[at]!.view !== text || truth[at]!.seat !== message.seat)) at++;
      expect(at, `a ${message.type} message for seat ${message.seat} whose view matches no position`).toBeLessThan(
        truth.length,
      );
      const { state } = truth[at]!;
      expect(hasKey(message, 'rng')).toBe(false);
      const numbers = numbersIn(message);
      for (const part of Object.values(state.rng)) expect(numbers.has(part)).toBe(false);
      const shown = shownCards(message.view);
      for (const card of hiddenCards(state, message.seat)) expect(shown.has(card)).toBe(false);
    }
    // Each AI move in the record was asked about first.
    const asked = new Set(work.map((m) => `${m.seat}:${canonicalJson(m.view)}`));
    const aiMoves = truth.slice(0, record.actions.length).filter((t) => t.seat !== 0);
    expect(aiMoves.length).toBeGreaterThan(3);
    for (const t of aiMoves) expect(asked.has(`${t.seat}:${t.view}`)).toBe(true);
  }, 60_000);
});

describe('fairness: what a game review hands the search', () => {
  it('each search of a review carries the reviewed seat’s view at that decision, nothing of the true state', async () => {
    // A short 3-player game of greedy bots, recorded.
    const record = newRecord(queen, QUEEN_3P, 505);
    const greedy = botFor('greedy');
    let state = queen.setup(QUEEN_3P, 505) as QueenState;
    while (!queen.isOver(state) && record.actions.length < 30) {
      const seat = queen.toAct(state)[0] as Seat;
      const key = greedy({ game: queen, view: queen.view(state, seat), seat, seed: record.actions.length });
      record.actions.push({ seat, key });
      state = queen.apply(
        state,
        seat,
        queen.legalActions(state, seat).find((a) => a.key === key)!,
      );
    }
    const factory = realWorkers();
    const pool = new AiPool(factory, 2, { log: () => undefined });
    try {
      await reviewRecord(pool, queen, record, { seat: 1, level: 'easy', iterations: 40, seed: 3 }, { tag: 'review' });
    } finally {
      await pool.close();
    }
    const opened = ReplayTimeline.open<QueenState>(queen, record);
    if (!opened.ok) throw new Error(opened.reason);
    const decisions = record.actions.flatMap((a, i) => (a.seat === 1 ? [opened.timeline.stateAt(i)] : []));
    const byView = new Map(decisions.map((s) => [canonicalJson(queen.view(s, 1)), s]));
    const searches = factory.posted.filter((m): m is WorkMessage => m.type === 'search');
    expect(searches.length).toBe(decisions.length);
    for (const message of searches) {
      for (const key of Object.keys(message)) expect(SEARCH_FIELDS, `field "${key}"`).toHaveProperty(key);
      expect(message.seat).toBe(1);
      const truth = byView.get(canonicalJson(message.view));
      expect(truth, 'a review search whose view is no view seat 1 had').toBeDefined();
      expect(hasKey(message, 'rng')).toBe(false);
      const numbers = numbersIn(message);
      for (const part of Object.values(truth!.rng)) expect(numbers.has(part)).toBe(false);
      const shown = shownCards(message.view);
      for (const card of hiddenCards(truth!, 1)) expect(shown.has(card)).toBe(false);
    }
  }, 60_000);
});

/** Waits until seat 0 is to act, the match is over, or it has gone past `cap` moves (seat 0 may be dead). */
async function humanToActOrLater(services: Services, matchId: string, cap: number): Promise<MatchSummary> {
  // No cap on the polls: on a busy machine the AI seats may take long; the test's timeout is the limit.
  for (;;) {
    const match = await call(services, 'match.get', { matchId });
    if (match.over || match.toAct.includes(0) || match.version >= cap) return match;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A mid-game state, and a different true state that seat `seat` cannot tell from it. */
function twins(seed: number, plies: number): { a: QueenState; b: QueenState; seat: Seat } {
  const chooser = createRng(`twins:${seed}`);
  let a = queenGame.setup({ players: 2, variant: 'standard' }, seed);
  for (let i = 0; i < plies && !queenGame.isOver(a); i++) {
    const seat = queenGame.toAct(a)[0] as Seat;
    const legal = queenGame.legalActions(a, seat);
    a = queenGame.apply(a, seat, legal[(chooser.a >>> 0) % legal.length]!);
    chooser.a = (chooser.a * 1103515245 + 12345) | 0;
  }
  const seat = queenGame.toAct(a)[0] as Seat;
  const rng: RngState = createRng(`other-world:${seed}`);
  const b = queenGame.determinize(queenGame.view(a, seat), seat, rng);
  return { a, b, seat };
}

function startLoop() {
  const replies: WorkerReply[] = [];
  let deliver: (message: unknown) => void = () => undefined;
  const port: ParentPort = { post: (m) => replies.push(m), onMessage: (listener) => (deliver = listener) };
  runWorker(port, (id) => (id === 'queen' ? queen : undefined));
  return { replies, send: (m: WorkerRequest) => deliver(m) };
}

/** The loop's answer to `requestId`, however long a busy machine takes (the test's timeout is the only limit). */
async function answer(loop: ReturnType<typeof startLoop>, requestId: number): Promise<WorkerReply> {
  for (;;) {
    const reply = loop.replies.find((r) => r.type !== 'progress' && 'requestId' in r && r.requestId === requestId);
    if (reply) return reply;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('fairness: same view, same decision', () => {
  it('two true states that share a seat’s view give its bot the same input and decision at every level', () => {
    for (const [seed, plies] of [
      [3, 6],
      [8, 15],
      [21, 25],
    ] as const) {
      const { a, b, seat } = twins(seed, plies);
      if (queenGame.isOver(a)) continue;
      // Truly different worlds (hidden cards or the generator differ) …
      expect(canonicalJson(b)).not.toBe(canonicalJson(a));
      // … that look the same from this seat.
      const viewA = queenGame.view(a, seat);
      const viewB = queenGame.view(b, seat);
      expect(canonicalJson(viewB)).toBe(canonicalJson(viewA));
      for (const { level } of AI_LEVELS) {
        if (level === 'normal' || level === 'expert') continue; // same code as hard, bigger budget
        const bot = botFor(level);
        const moveA = bot({ game: queen, view: viewA, seat, seed: 77 });
        const moveB = bot({ game: queen, view: viewB, seat, seed: 77 });
        expect(moveB, `${level}, seed ${seed}`).toBe(moveA);
      }
    }
  }, 60_000);

  it('through the worker loop: decide and search requests built from either world get the same answer', async () => {
    const { a, b, seat } = twins(13, 12);
    const loop = startLoop();
    let requestId = 0;
    const ask = async (state: QueenState, type: 'decide' | 'search'): Promise<WorkerReply> => {
      const id = ++requestId;
      const view = queenGame.view(state, seat);
      const base = { requestId: id, game: 'queen', seat, view, seed: 5 };
      loop.send(
        type === 'decide'
          ? { type, ...base, level: 'greedy' }
          : {
              type,
              ...base,
              level: 'hard',
              options: { iterations: 300, rollout: 'heuristic', depth: 20 },
              seedOffset: 1,
            },
      );
      const reply = await answer(loop, id);
      return { ...reply, requestId: 0 } as WorkerReply;
    };
    for (const type of ['decide', 'search'] as const) {
      const fromA = await ask(a, type);
      const fromB = await ask(b, type);
      expect(fromA.type).toBe(type === 'decide' ? 'decided' : 'searched');
      expect(fromB).toEqual(fromA);
    }
  });
});
