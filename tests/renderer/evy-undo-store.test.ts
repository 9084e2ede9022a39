/**
 * The match store and `match.undo`: the version goes down after an undo, which the
 * store otherwise reads as a late message. An undo announced by event (another
 * window undid) is taken because it is newer; a late reply is still ignored.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, BoardwrightApi, MatchSummary } from '../../src/shared/api';
import { summary } from './evy-fixture';

let current: MatchSummary;
const viewRequests: number[] = [];
const api: BoardwrightApi = {
  async call<M extends keyof import('../../src/shared/api').ApiCalls>(method: M, _req: ApiRequest<M>) {
    if (method === 'match.view') {
      viewRequests.push(current.version);
      return { match: current, seat: 0, view: { at: current.version }, log: [], legal: [] } as ApiResult<M>;
    }
    if (method === 'match.undo') {
      current = { ...current, version: current.version - 1, updatedAt: '2026-01-01T00:00:09.000Z' };
      return { match: current, seat: 0, view: { at: current.version }, log: [], legal: [] } as ApiResult<M>;
    }
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));
const { useMatchStore } = await import('../../src/renderer/src/stores/match');

const at = (s: ReturnType<typeof useMatchStore>) => (s.view?.view as { at?: number } | undefined)?.at;

beforeEach(() => {
  setActivePinia(createPinia());
  viewRequests.length = 0;
  current = summary({ version: 5, updatedAt: '2026-01-01T00:00:05.000Z' });
});

describe('match store and undo', () => {
  it("this window's undo: the reply replaces the newer view", async () => {
    const store = useMatchStore();
    await store.open(current);
    expect(at(store)).toBe(5);
    await store.undo();
    expect(store.summary?.version).toBe(4);
    expect(at(store)).toBe(4);
  });

  it("another window's undo, by event: the view is dropped and asked again", async () => {
    const store = useMatchStore();
    await store.open(current);
    current = { ...current, version: 4, updatedAt: '2026-01-01T00:00:09.000Z' };
    store.handleEvent({ type: 'match.updated', match: current });
    await vi.waitFor(() => expect(at(store)).toBe(4));
    expect(viewRequests).toEqual([5, 4]);
  });

  it('a late message (lower version, not newer) is still ignored', async () => {
    const store = useMatchStore();
    await store.open(current);
    store.handleEvent({
      type: 'match.updated',
      match: { ...current, version: 3, updatedAt: '2026-01-01T00:00:01.000Z' },
    });
    await Promise.resolve();
    expect(store.summary?.version).toBe(5);
    expect(at(store)).toBe(5);
    expect(viewRequests).toEqual([5]);
  });
});
