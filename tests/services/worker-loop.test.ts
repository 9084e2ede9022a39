/** The worker's loop, in-process over a fake parent port: every kind of answer it gives. */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine';
import type { WorkerReply, WorkerRequest } from '../../src/services/pool/protocol';
import type { ParentPort } from '../../src/worker/port';
import { runWorker } from '../../src/worker/run';
import { sticksGame } from '../fixtures/sticks-game';

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
