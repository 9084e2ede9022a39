/** The worker's loop, in-process over a fake parent port: every kind of answer it gives. */
import { describe, expect, it } from 'vitest';
import { ismcts } from '../../src/ai';
import type { AnyGame, BaseView } from '../../src/engine';
import type { WorkerReply, WorkerRequest } from '../../src/services/pool/protocol';
import type { ParentPort } from '../../src/worker/port';
import { runWorker } from '../../src/worker/run';
import { sticksGame } from '../fixtures/sticks-game';
import { finishedQueen, queen, queenPosition } from './queen-positions';

function startLoop(games: AnyGame[]) {
  const replies: WorkerReply[] = [];
  let deliver: (message: unknown) => void = () => undefined;
  const port: ParentPort = { post: (m) => replies.push(m), onMessage: (listener) => (deliver = listener) };
  runWorker(port, (id) => games.find((g) => g.id === id));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { replies, send: (m: WorkerRequest | unknown) => deliver(m), settle };
}

const view = sticksGame.view(sticksGame.setup({ players: 2, sticks: 5 }, 1), 0);
const decide = (requestId: number, extra: Partial<Extract<WorkerRequest, { type: 'decide' }>> = {}): WorkerRequest => ({
  type: 'decide',
  requestId,
  game: 'sticks',
  seat: 0,
  view,
  level: 'greedy',
  seed: 1,
  ...extra,
});

describe('runWorker', () => {
  it('says ready, then answers each decide with its request id', async () => {
    const loop = startLoop([sticksGame]);
    expect(loop.replies).toEqual([{ type: 'ready' }]);
    loop.send(decide(4));
    await loop.settle();
    expect(loop.replies[1]).toEqual({ type: 'decided', requestId: 4, key: 'take:1' });
  });

  it('drops a request cancelled before it started', async () => {
    const loop = startLoop([sticksGame]);
    loop.send(decide(1));
    loop.send({ type: 'cancel', requestId: 1 });
    await loop.settle();
    expect(loop.replies[1]).toEqual({ type: 'cancelled', requestId: 1 });
  });

  it('fails, with a reason, for an unknown game or level, or a bot that throws', async () => {
    const broken = {
      ...sticksGame,
      id: 'broken',
      determinize: () => {
        throw new Error('no guesses today');
      },
    } as AnyGame;
    const loop = startLoop([sticksGame, broken]);
    loop.send(decide(1, { game: 'chess' }));
    loop.send(decide(2, { level: 'godlike' as 'greedy' }));
    loop.send(decide(3, { game: 'broken' }));
    loop.send({ type: 'nonsense' });
    loop.send(null);
    await loop.settle();
    expect(loop.replies.slice(1)).toEqual([
      { type: 'failed', requestId: 1, message: 'The AI does not know the game "chess".' },
      { type: 'failed', requestId: 2, message: 'There is no AI level called "godlike".' },
      { type: 'failed', requestId: 3, message: 'The AI failed while choosing a move: no guesses today' },
    ]);
  });
});

describe('runWorker: search requests', () => {
  const queenGame = queen;
  const { seat, view: queenView } = queenPosition();
  const search = (requestId: number, options: Record<string, unknown>): WorkerRequest => ({
    type: 'search',
    requestId,
    game: 'queen',
    seat,
    view: queenView,
    options: { rollout: 'heuristic', depth: 20, ...options } as never,
    seed: 3,
    seedOffset: 0,
  });
  /** Lets the sliced search run: each slice yields with setImmediate. */
  const until = async (loop: ReturnType<typeof startLoop>, done: () => boolean): Promise<void> => {
    for (let i = 0; i < 10_000 && !done(); i++) await loop.settle();
  };

  it('answers with the root statistics of exactly the in-process search', async () => {
    const loop = startLoop([queenGame]);
    loop.send(search(1, { iterations: 120 }));
    await until(loop, () => loop.replies.some((r) => r.type === 'searched'));
    const searched = loop.replies.find((r) => r.type === 'searched');
    expect(searched).toEqual({
      type: 'searched',
      requestId: 1,
      result: ismcts(queenGame, queenView as BaseView, seat, {
        rollout: 'heuristic',
        depth: 20,
        iterations: 120,
        seed: 3,
      }),
    });
  });

  it('posts progress on a clock, and stops at a cancel with "cancelled"', async () => {
    let now = 0;
    const replies: WorkerReply[] = [];
    let deliver: (message: unknown) => void = () => undefined;
    // A fake clock that moves 50 ms per look: progress is due every few slices, the budget never runs out.
    runWorker(
      { post: (m) => replies.push(m), onMessage: (l) => (deliver = l) },
      () => queenGame,
      () => (now += 50),
    );
    deliver(search(7, { timeMs: 600_000 }));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 200 && replies.filter((r) => r.type === 'progress').length < 2; i++) await settle();
    const progress = replies.filter((r) => r.type === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    deliver({ type: 'cancel', requestId: 7 });
    for (let i = 0; i < 5; i++) await settle();
    expect(replies.at(-1)).toEqual({ type: 'cancelled', requestId: 7 });
    expect(replies.filter((r) => r.type === 'searched')).toHaveLength(0);
  });

  it('refuses a bad budget or a finished game with a clear reason', async () => {
    const loop = startLoop([queenGame]);
    loop.send(search(1, { iterations: -1 }));
    loop.send({ ...search(2, { iterations: 10 }), view: queenGame.view(finishedQueen(), 0), seat: 0 });
    await until(loop, () => loop.replies.length >= 3);
    expect(loop.replies.slice(1)).toEqual([
      {
        type: 'failed',
        requestId: 1,
        message: expect.stringMatching(
          /^The AI could not think about this move: .*"iterations" must be a whole number/,
        ) as string,
      },
      { type: 'failed', requestId: 2, message: expect.stringMatching(/the game is over/) as string },
    ]);
  });
});
