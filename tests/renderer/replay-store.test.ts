/**
 * The replay store against a scripted fake of the API: which step and viewer it asks
 * for, that a late answer never replaces a newer one, that everything is revealed only
 * at the end, and a review's progress, result and cancel. The real services are
 * exercised by tests/e2e/replay.spec.ts.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  type ApiCalls,
  type ApiEvent,
  type ApiRequest,
  type ApiResult,
  type BoardwrightApi,
} from '../../src/shared/api';
import type { ReplayInfo, ReplayStep } from '../../src/shared/replay-types';
import type { GameReview } from '../../src/shared/review-types';

const INFO: ReplayInfo = {
  replayId: 'r1',
  game: 'queen',
  gameName: 'Queen',
  seatLabels: ['The Girl', 'The Evil Queen'],
  length: 6,
  turnStarts: [0, 2, 4, 6],
  moves: [0, 0, 1, 1, 0, 0].map((seat, i) => ({ seat, text: `move ${i}` })),
  problem: null,
  complete: true,
  over: true,
};

function stepReply(req: ApiRequest<'replay.step'>): ReplayStep {
  const over = req.step === INFO.length;
  return {
    replayId: req.replayId,
    step: req.step,
    viewer: req.viewer,
    view: { log: [] },
    views: req.viewer === 'all' ? [{ log: [] }, { log: [] }] : null,
    toAct: [],
    over,
    outcome: over ? [1, 0] : null,
  };
}

const fake = {
  steps: [] as ApiRequest<'replay.step'>[],
  hold: null as Promise<void> | null,
  listeners: [] as ((event: ApiEvent) => void)[],
  review: null as null | ((req: ApiRequest<'replay.review'>) => Promise<GameReview>),
};

const api: BoardwrightApi = {
  async call<M extends keyof ApiCalls>(method: M, req: ApiRequest<M>) {
    if (method === 'replay.open') return INFO as ApiResult<M>;
    if (method === 'replay.step') {
      const stepReq = req as ApiRequest<'replay.step'>;
      fake.steps.push(stepReq);
      const hold = fake.hold;
      fake.hold = null;
      if (hold) await hold;
      return stepReply(stepReq) as ApiResult<M>;
    }
    if (method === 'replay.review' && fake.review) return (await fake.review(req as never)) as ApiResult<M>;
    if (method === 'replay.cancelReview' || method === 'replay.close') return { cancelled: true } as ApiResult<M>;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: (listener) => {
    fake.listeners.push(listener);
    return () => (fake.listeners = fake.listeners.filter((l) => l !== listener));
  },
};

vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { useReplayStore } = await import('../../src/renderer/src/stores/replay');

async function opened(): Promise<ReturnType<typeof useReplayStore>> {
  const store = useReplayStore();
  await store.open({ matchId: 'm1' }, 'Could not open');
  return store;
}

describe('replay store', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    fake.steps = [];
    fake.hold = null;
    fake.listeners = [];
    fake.review = null;
  });

  it('opens at the last position, then steps by move and by turn', async () => {
    const store = await opened();
    expect(store.shown?.step).toBe(6);
    await store.command('turn-back');
    expect(store.step).toBe(4);
    await store.command('back');
    await store.command('turn-back');
    expect(store.step).toBe(2);
    await store.command('first');
    await store.command('turn-forward');
    expect(fake.steps.map((s) => s.step)).toEqual([6, 4, 3, 2, 0, 2]);
  });

  it('reveals everything only at the end and falls back to the spectator elsewhere', async () => {
    const store = await opened();
    await store.setViewer('all');
    expect(store.shown?.views).toHaveLength(2);
    await store.command('back');
    expect(fake.steps.at(-1)).toMatchObject({ step: 5, viewer: 'spectator' });
    await store.command('last');
    expect(fake.steps.at(-1)).toMatchObject({ step: 6, viewer: 'all' });
    await store.setViewer(1);
    expect(store.shown?.viewer).toBe(1);
  });

  it('never lets a late answer replace the step asked for after it', async () => {
    const store = await opened();
    let release!: () => void;
    fake.hold = new Promise((r) => (release = r));
    const slow = store.goTo(1);
    await store.goTo(3);
    release();
    await slow;
    expect(store.shown?.step).toBe(3);
    expect(store.step).toBe(3);
  });

  it('plays a move per tick at the chosen speed, stops at the end, and starts from the setup when played again', async () => {
    vi.useFakeTimers();
    try {
      const store = await opened();
      await store.goTo(4);
      store.setSpeed(500);
      await store.command('play-pause');
      expect(store.playing).toBe(true);
      await vi.advanceTimersByTimeAsync(500);
      expect(store.shown?.step).toBe(5);
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.shown?.step).toBe(6);
      expect(store.playing).toBe(false);
      store.play();
      await vi.advanceTimersByTimeAsync(500);
      expect(store.shown?.step).toBe(1);
      // Stepping by hand stops playback.
      await store.command('back');
      expect(store.playing).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a review by its progress events and keeps the result', async () => {
    const store = await opened();
    let finish!: (review: GameReview) => void;
    fake.review = () => new Promise((r) => (finish = r));
    const running = store.startReview({ seat: 1, level: 'easy', iterations: 50 });
    expect(store.reviewing).toBe(true);
    for (const listener of fake.listeners) listener({ type: 'review.progress', replayId: 'r1', done: 2, total: 3 });
    for (const listener of fake.listeners) listener({ type: 'review.progress', replayId: 'r9', done: 9, total: 9 });
    expect(store.reviewProgress).toEqual({ done: 2, total: 3 });
    const review = { seat: 1, worst: [3], series: [], moves: [] } as unknown as GameReview;
    finish(review);
    await running;
    expect(store.reviewing).toBe(false);
    expect(store.review).toStrictEqual(review);
    expect(fake.listeners).toHaveLength(0);
  });

  it('says a cancelled review was cancelled, without an error', async () => {
    const store = await opened();
    fake.review = () => Promise.reject(new ApiError({ code: 'cancelled', message: 'The review was cancelled.' }));
    await store.startReview({ seat: 0, level: 'easy' });
    expect(store.reviewNotice).toBe('The review was cancelled.');
    expect(store.review).toBeNull();
  });
});
