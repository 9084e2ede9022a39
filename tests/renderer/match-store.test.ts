/**
 * The match store against a scripted fake of the API: the hot-seat rules
 * (which seat's view is requested, when it is dropped) and ordering of late
 * replies. The real services are exercised by the Playwright tests.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, BoardwrightApi, MatchSummary, SeatSpec, SeatView } from '../../src/shared/api';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const SEATS: SeatSpec[] = [
  { kind: 'human' },
  { kind: 'ai', level: 'random' },
  { kind: 'ai', level: 'random' },
  { kind: 'human' },
];

function summary(version: number, toAct: number[]): MatchSummary {
  return {
    id: 'm1',
    game: 'queen',
    gameName: 'Queen',
    config: {},
    seed: 1,
    seats: SEATS,
    seatLabels: ['The Girl', 'The Robot', 'The Shadow Robot', 'The Evil Queen'],
    seatTeams: [0, 0, 1, 1],
    version,
    toAct,
    over: false,
    outcome: null,
    createdAt: '',
    updatedAt: '',
  };
}

function seatView(seat: number, match: MatchSummary): SeatView {
  return { match, seat, view: { secretOf: seat }, log: [], legal: [{ action: { key: 'draw' }, label: 'Draw' }] };
}

/** The services' state as the fake sees it, plus every view request made. */
const fake = {
  current: summary(0, [0]),
  viewRequests: [] as number[],
  /** When set, the next match.view waits on this. */
  holdNextView: null as Deferred<void> | null,
  afterAct: (m: MatchSummary): MatchSummary => m,
};

const api: BoardwrightApi = {
  async call<M extends keyof import('../../src/shared/api').ApiCalls>(method: M, req: ApiRequest<M>) {
    if (method === 'match.view') {
      const { seat } = req as ApiRequest<'match.view'>;
      fake.viewRequests.push(seat);
      const snapshot = fake.current;
      const hold = fake.holdNextView;
      fake.holdNextView = null;
      if (hold) await hold.promise;
      return seatView(seat, snapshot) as ApiResult<M>;
    }
    if (method === 'match.act') {
      const { seat } = req as ApiRequest<'match.act'>;
      fake.current = fake.afterAct({ ...fake.current, version: fake.current.version + 1 });
      return seatView(seat, fake.current) as ApiResult<M>;
    }
    if (method === 'match.get') return fake.current as ApiResult<M>;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};

vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { useMatchStore } = await import('../../src/renderer/src/stores/match');

function secretShown(store: ReturnType<typeof useMatchStore>): unknown {
  return (store.view?.view as { secretOf?: number } | undefined)?.secretOf;
}

describe('match store: hot-seat', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    fake.current = summary(0, [0]);
    fake.viewRequests = [];
    fake.holdNextView = null;
    fake.afterAct = (m) => m;
  });

  it('hides the table behind a hand-over before the first human sees it', async () => {
    const store = useMatchStore();
    await store.open(fake.current);
    expect(store.passTo).toBe(0);
    expect(store.view).toBeNull();
    expect(fake.viewRequests).toEqual([]);
    await store.confirmHandover();
    expect(secretShown(store)).toBe(0);
    expect(fake.viewRequests).toEqual([0]);
  });

  it('keeps the last human view during AI turns, then hands over without requesting the next view early', async () => {
    const store = useMatchStore();
    await store.open(fake.current);
    await store.confirmHandover();

    fake.afterAct = (m) => ({ ...m, toAct: [1] });
    await store.act('draw');
    expect(store.displayedSeat).toBe(0);
    expect(secretShown(store)).toBe(0);
    expect(store.passTo).toBeNull();

    // The AI moves; now the Evil Queen (seat 3, human) must act.
    fake.current = { ...fake.current, version: fake.current.version + 1, toAct: [3] };
    store.handleEvent({ type: 'match.updated', match: fake.current });
    await Promise.resolve();
    expect(store.passTo).toBe(3);
    expect(store.view).toBeNull();
    expect(fake.viewRequests).toEqual([0]);

    await store.confirmHandover();
    expect(secretShown(store)).toBe(3);
    expect(fake.viewRequests).toEqual([0, 3]);
  });

  it('drops a late view of the previous human that arrives after the hand-over began', async () => {
    const store = useMatchStore();
    await store.open(fake.current);
    await store.confirmHandover();

    // An update for seat 0 whose view reply is slow…
    fake.current = { ...fake.current, version: 1, toAct: [1] };
    const hold = deferred<void>();
    fake.holdNextView = hold;
    const pending = store.refresh(fake.current);
    // …and meanwhile seat 3 must act.
    fake.current = { ...fake.current, version: 2, toAct: [3] };
    await store.refresh(fake.current);
    expect(store.passTo).toBe(3);
    // The seat-0 view lands behind the pass screen: it must not be kept…
    hold.resolve();
    await pending;
    expect(store.view).toBeNull();
    // …nor replace the Evil Queen's view once she is at the device.
    await store.confirmHandover();
    expect(secretShown(store)).toBe(3);
  });

  it('ignores summaries older than the one it has', async () => {
    const store = useMatchStore();
    await store.open(summary(5, [3]));
    await store.refresh(summary(4, [0]));
    expect(store.summary?.version).toBe(5);
    expect(store.passTo).toBe(3);
  });

  it('asks for no hand-over with a single human', async () => {
    const store = useMatchStore();
    const single = { ...summary(0, [1]), seats: [SEATS[0]!, SEATS[1]!] };
    fake.current = single;
    await store.open(single);
    expect(store.passTo).toBeNull();
    expect(secretShown(store)).toBe(0);
  });

  it('tracks which AI seats are thinking, and forgets them at game over', async () => {
    const store = useMatchStore();
    await store.open(fake.current);
    store.handleEvent({ type: 'ai.thinking', matchId: 'm1', seat: 1, thinking: true });
    store.handleEvent({ type: 'ai.thinking', matchId: 'other', seat: 2, thinking: true });
    expect(store.thinking).toEqual([1]);
    store.handleEvent({ type: 'ai.thinking', matchId: 'm1', seat: 1, thinking: false });
    expect(store.thinking).toEqual([]);
    store.handleEvent({ type: 'ai.thinking', matchId: 'm1', seat: 2, thinking: true });
    await store.refresh({ ...fake.current, version: 9, toAct: [], over: true, outcome: [1, 1, 0, 0] });
    expect(store.thinking).toEqual([]);
  });
});
