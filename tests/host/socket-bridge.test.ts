/**
 * The renderer's WebSocket bridge, run in Node against the real web host with
 * the `ws` client standing in for the browser's WebSocket.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSocketBridge, type ConnectionState, type SocketBridge } from '../../src/renderer/src/api/socket-bridge';
import { takeSessionToken, TOKEN_STORAGE_KEY } from '../../src/renderer/src/api/session-token';
import { startWebHost, type WebHost } from '../../src/host/server';
import { apiUrl, fakeServices, makeRendererDir, type FakeServices } from './helpers';

const open: { hosts: WebHost[]; bridges: SocketBridge[]; cleanups: (() => Promise<void>)[] } = {
  hosts: [],
  bridges: [],
  cleanups: [],
};

afterEach(async () => {
  for (const b of open.bridges.splice(0)) b.close();
  for (const h of open.hosts.splice(0)) await h.close();
  for (const c of open.cleanups.splice(0)) await c();
});

async function startHost(services: FakeServices, port = 0, token?: string): Promise<WebHost> {
  const dir = await makeRendererDir();
  open.cleanups.push(dir.cleanup);
  const host = await startWebHost({ services, rendererDir: dir.root, port, token });
  open.hosts.push(host);
  return host;
}

function bridgeTo(host: WebHost, states: ConnectionState[] = []): SocketBridge {
  const bridge = createSocketBridge({
    url: apiUrl(host.origin, host.token),
    // The browser sends its page's origin by itself; the ws client must be told.
    createSocket: (url) => new WebSocket(url, { origin: host.origin }),
    initialRetryMs: 10,
    maxRetryMs: 50,
  });
  bridge.onConnectionChange((s) => states.push(s));
  open.bridges.push(bridge);
  return bridge;
}

function until(bridge: SocketBridge, wanted: ConnectionState): Promise<void> {
  if (bridge.connectionState() === wanted) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = bridge.onConnectionChange((s) => {
      if (s === wanted) {
        stop();
        resolve();
      }
    });
  });
}

describe('socket bridge', () => {
  it('sends calls made before the socket opens, and matches replies by id', async () => {
    const host = await startHost(fakeServices());
    const bridge = bridgeTo(host);
    expect(bridge.connectionState()).toBe('connecting');
    const [a, b] = await Promise.all([bridge.invoke('games.list', {}), bridge.invoke('match.get', { matchId: 'm7' })]);
    expect(a).toEqual({ ok: true, value: { echo: 'games.list', payload: {} } });
    expect(b).toEqual({ ok: true, value: { echo: 'match.get', payload: { matchId: 'm7' } } });
    expect(bridge.connectionState()).toBe('open');
  });

  it('delivers events to subscribers until they unsubscribe', async () => {
    const services = fakeServices();
    const host = await startHost(services);
    const bridge = bridgeTo(host);
    await bridge.invoke('games.list', {});
    const seen: unknown[] = [];
    const stop = bridge.subscribe((e) => seen.push(e));
    const received = new Promise((resolve) => bridge.subscribe(resolve));
    services.emit({ type: 'match.error', matchId: 'm1', message: 'boom' });
    await received;
    expect(seen).toEqual([{ type: 'match.error', matchId: 'm1', message: 'boom' }]);
    stop();
    const again = new Promise((resolve) => bridge.subscribe(resolve));
    services.emit({ type: 'match.error', matchId: 'm1', message: 'second' });
    await again;
    expect(seen).toHaveLength(1);
  });

  it('reconnects when the host comes back, and calls made meanwhile go through', async () => {
    const services = fakeServices();
    const first = await startHost(services);
    const states: ConnectionState[] = [];
    const bridge = bridgeTo(first, states);
    await bridge.invoke('games.list', {});

    await first.close();
    await until(bridge, 'reconnecting');
    const waiting = bridge.invoke('ai.levels', {});

    await startHost(services, first.port, first.token);
    expect(await waiting).toEqual({ ok: true, value: { echo: 'ai.levels', payload: {} } });
    expect(bridge.connectionState()).toBe('open');
    expect(states.slice(0, 3)).toEqual(['open', 'reconnecting', 'open']);
  });

  it('fails a call cut off by a dropped socket, in words that say so', async () => {
    const services = fakeServices();
    services.hangOn = 'match.act';
    const host = await startHost(services);
    const bridge = bridgeTo(host);
    await bridge.invoke('games.list', {});
    const cut = bridge.invoke('match.act', { matchId: 'm1', seat: 0, action: { key: 'x' } });
    // Only close once the host has the call, so it was really sent.
    while (!services.calls.some((c) => c.method === 'match.act')) await new Promise((r) => setTimeout(r, 5));
    await host.close();
    const response = await cut;
    expect(response.ok).toBe(false);
    if (!response.ok) expect(response.error.message).toMatch(/Lost the connection.*"match\.act"/);
  });

  it('reports failed attempts to come back, and fails waiting calls when told reconnecting is in vain', async () => {
    const host = await startHost(fakeServices());
    const bridge = bridgeTo(host);
    await bridge.invoke('games.list', {});
    const attempts: number[] = [];
    const twoFailed = new Promise<void>((resolve) =>
      bridge.onAttemptFailed((n) => {
        attempts.push(n);
        if (n === 2) resolve();
      }),
    );
    await host.close();
    const waiting = bridge.invoke('ai.levels', {});
    await twoFailed;
    expect(attempts).toEqual([1, 2]);
    bridge.failWaiting('The host is not running.');
    expect(await waiting).toEqual({ ok: false, error: { code: 'internal', message: 'The host is not running.' } });
  });

  it('fails calls after close() instead of hanging', async () => {
    const host = await startHost(fakeServices());
    const bridge = bridgeTo(host);
    await bridge.invoke('games.list', {});
    bridge.close();
    expect(bridge.connectionState()).toBe('closed');
    expect(await bridge.invoke('games.list', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('takeSessionToken', () => {
  function sources(search: string, stored: string | null = null) {
    const storage = new Map<string, string>(stored ? [[TOKEN_STORAGE_KEY, stored]] : []);
    const replaced: string[] = [];
    return {
      replaced,
      storage,
      src: {
        location: { search, pathname: '/play', hash: '#top' },
        storage: {
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => void storage.set(k, v),
        },
        history: {
          state: null,
          replaceState: (_d: unknown, _u: string, url?: string) => void replaced.push(url ?? ''),
        },
      },
    };
  }

  it('takes the token from the address, keeps it, and strips it from the address bar', () => {
    const s = sources('?token=abc123&game=queen');
    expect(takeSessionToken(s.src)).toBe('abc123');
    expect(s.storage.get(TOKEN_STORAGE_KEY)).toBe('abc123');
    expect(s.replaced).toEqual(['/play?game=queen#top']);
  });

  it('falls back to the kept token after a reload', () => {
    const s = sources('', 'kept');
    expect(takeSessionToken(s.src)).toBe('kept');
    expect(s.replaced).toEqual([]);
  });

  it('returns null when there is none', () => {
    expect(takeSessionToken(sources('').src)).toBeNull();
  });
});
