/**
 * The web host with the real services, the real Queen game and real
 * child-process AI workers (run from sources through tsx), driven over a real
 * WebSocket: create a match, read a view, act, receive the update event.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../src/host/server';
import { createServices } from '../../src/services/app';
import type { Services } from '../../src/services';
import { childProcessWorkerFactory } from '../../src/services/pool/child-process-worker';
import type { ApiEvent, ApiResponse, GameInfo, MatchSummary, SeatView, SeatsInfo } from '../../src/shared/api';
import { apiUrl, connectOk, makeRendererDir, type TestClient } from './helpers';

let services: Services;
let host: WebHost;
let client: TestClient;
const cleanups: (() => Promise<void>)[] = [];
let nextId = 1;

/** Calls and waits for the reply with that id; events arriving meanwhile are kept. */
const events: ApiEvent[] = [];
async function call<T>(method: string, payload: unknown): Promise<ApiResponse<T>> {
  const id = nextId++;
  client.send({ id, method, payload });
  for (;;) {
    const message = (await client.next()) as { id?: number; response?: ApiResponse<T>; event?: ApiEvent };
    if (message.event) events.push(message.event);
    else if (message.id === id && message.response) return message.response;
  }
}

async function value<T>(method: string, payload: unknown): Promise<T> {
  const response = await call<T>(method, payload);
  if (!response.ok) throw new Error(`${method} failed: ${response.error.message}`);
  return response.value;
}

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'bw-e2e-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const renderer = await makeRendererDir();
  cleanups.push(renderer.cleanup);
  services = await createServices({ dataDir, workerFactory: childProcessWorkerFactory(), workers: 1, aiDelayMs: 0 });
  host = await startWebHost({ services, rendererDir: renderer.root, port: 0 });
  client = await connectOk(apiUrl(host.origin, host.token), host.origin);
});

afterAll(async () => {
  client?.close();
  await host?.close();
  await services?.close();
  for (const c of cleanups) await c();
});

describe('web host with the real services', () => {
  it('creates a Queen match, shows a seat its view, and takes an action', async () => {
    const games = await value<GameInfo[]>('games.list', {});
    const queen = games.find((g) => g.id === 'queen');
    expect(queen).toBeDefined();
    const config = queen!.defaultConfig;
    const seats = await value<SeatsInfo>('games.seats', { game: 'queen', config });
    const match = await value<MatchSummary>('match.create', {
      game: 'queen',
      config,
      seed: 42,
      seats: seats.labels.map(() => ({ kind: 'human' })),
    });
    expect(match.version).toBe(0);
    expect(match.toAct.length).toBeGreaterThan(0);

    const seat = match.toAct[0]!;
    const view = await value<SeatView>('match.view', { matchId: match.id, seat });
    expect(view.match.id).toBe(match.id);
    expect(view.seat).toBe(seat);
    expect(view.legal.length).toBeGreaterThan(0);

    const after = await value<SeatView>('match.act', {
      matchId: match.id,
      seat,
      action: { key: view.legal[0]!.action.key },
    });
    expect(after.match.version).toBe(1);
    while (!events.some((e) => e.type === 'match.updated' && e.match.id === match.id && e.match.version === 1)) {
      const message = (await client.next()) as { event?: ApiEvent };
      if (message.event) events.push(message.event);
    }
  });

  it('lets AI seats play through the worker processes until a human is to act', async () => {
    const games = await value<GameInfo[]>('games.list', {});
    const config = games.find((g) => g.id === 'queen')!.defaultConfig;
    const seats = await value<SeatsInfo>('games.seats', { game: 'queen', config });
    // The human sits last, so the AI seats normally move first.
    const human = seats.labels.length - 1;
    const match = await value<MatchSummary>('match.create', {
      game: 'queen',
      config,
      seed: 7,
      seats: seats.labels.map((_, i) => (i === human ? { kind: 'human' } : { kind: 'ai', level: 'random' })),
    });
    let latest = match;
    const humanTurnOrOver = (m: MatchSummary) => m.over || (m.toAct.includes(human) && m.version > 0);
    for (const e of events) if (e.type === 'match.updated' && e.match.id === match.id) latest = e.match;
    while (!humanTurnOrOver(latest)) {
      const message = (await client.next()) as { event?: ApiEvent };
      const e = message.event;
      if (e?.type === 'match.error' && e.matchId === match.id) throw new Error(e.message);
      if (e?.type === 'match.updated' && e.match.id === match.id) latest = e.match;
    }
    expect(latest.version).toBeGreaterThan(0);
  });

  it('passes the services’ payload checks through, and keeps serving', async () => {
    const bad = await call('match.create', { game: 'queen', config: {}, seats: 'everyone' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('bad-request');
      expect(bad.error.details?.join(' ') ?? bad.error.message).toMatch(/seats/);
    }
    const missing = await call('match.get', { matchId: 'no-such-match' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await value<GameInfo[]>('games.list', {})).not.toHaveLength(0);
  });
});
