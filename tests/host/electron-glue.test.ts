/**
 * The desktop host's security checks, without Electron (which cannot launch
 * here): which URLs count as the app, which IPC senders are trusted, what the
 * IPC handler forwards, and what the preload's `window.api` exposes.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appUrlChecker } from '../../src/main/app-url';
import { isTrustedSender, registerApiIpc, type AppWindow, type SenderEvent } from '../../src/main/ipc';
import { createPreloadBridge } from '../../src/preload/bridge';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../../src/shared/ipc-channels';
import type { ApiEvent, ApiResponse } from '../../src/shared/api';

const INDEX_URL = 'app://boardwright/index.html';

describe('appUrlChecker', () => {
  it('accepts any page of app://boardwright/, with or without query and hash', () => {
    const isApp = appUrlChecker(undefined);
    expect(isApp(INDEX_URL)).toBe(true);
    expect(isApp(`${INDEX_URL}?x=1#match`)).toBe(true);
    expect(isApp('app://boardwright/library')).toBe(true);
  });

  it('refuses files, other hosts and schemes, credentials and nonsense', () => {
    const isApp = appUrlChecker(undefined);
    expect(isApp(pathToFileURL(join('/opt', 'boardwright', 'out', 'renderer', 'index.html')).href)).toBe(false);
    expect(isApp(pathToFileURL('/etc/passwd').href)).toBe(false);
    expect(isApp('app://evil/index.html')).toBe(false);
    expect(isApp('app://user:pw@boardwright/index.html')).toBe(false);
    expect(isApp('https://boardwright/index.html')).toBe(false);
    expect(isApp('https://example.com/index.html')).toBe(false);
    expect(isApp('not a url')).toBe(false);
  });

  it('accepts the dev server origin only when one is given', () => {
    const isApp = appUrlChecker('http://localhost:5173/');
    expect(isApp('http://localhost:5173/some/page')).toBe(true);
    expect(isApp('http://localhost:5174/')).toBe(false);
    expect(isApp(INDEX_URL)).toBe(false);
  });
});

function fakeWindow(overrides: Partial<{ destroyed: boolean; id: number }> = {}): AppWindow {
  return {
    isDestroyed: () => overrides.destroyed ?? false,
    webContents: { id: overrides.id ?? 1, mainFrame: { processId: 10, routingId: 20 } },
  };
}

function senderEvent(frame: { processId: number; routingId: number; url: string } | null, senderId = 1): SenderEvent {
  return { sender: { id: senderId }, senderFrame: frame } as unknown as SenderEvent;
}

describe('isTrustedSender', () => {
  const isApp = appUrlChecker(undefined);
  const mainFrame = { processId: 10, routingId: 20, url: INDEX_URL };

  it('trusts the main frame of our window showing our app', () => {
    expect(isTrustedSender(senderEvent(mainFrame), fakeWindow(), isApp)).toBe(true);
  });

  it('refuses a subframe, another window, a foreign page, a gone frame or window', () => {
    expect(isTrustedSender(senderEvent({ ...mainFrame, routingId: 21 }), fakeWindow(), isApp)).toBe(false);
    expect(isTrustedSender(senderEvent(mainFrame, 2), fakeWindow(), isApp)).toBe(false);
    expect(isTrustedSender(senderEvent({ ...mainFrame, url: 'https://evil.example/' }), fakeWindow(), isApp)).toBe(
      false,
    );
    expect(isTrustedSender(senderEvent(null), fakeWindow(), isApp)).toBe(false);
    expect(isTrustedSender(senderEvent(mainFrame), null, isApp)).toBe(false);
    expect(isTrustedSender(senderEvent(mainFrame), fakeWindow({ destroyed: true }), isApp)).toBe(false);
  });
});

describe('registerApiIpc', () => {
  type Handler = (event: SenderEvent, method: unknown, payload: unknown) => Promise<ApiResponse>;
  function setup(trusted: boolean) {
    const handlers = new Map<string, Handler>();
    const dispatched: { method: string; payload: unknown }[] = [];
    const ipcMain = {
      handle: (channel: string, handler: Handler) => void handlers.set(channel, handler),
      removeHandler: (channel: string) => void handlers.delete(channel),
    };
    const services = {
      dispatch: async (method: string, payload: unknown): Promise<ApiResponse> => {
        dispatched.push({ method, payload });
        return { ok: true, value: 'done' };
      },
    };
    const remove = registerApiIpc(ipcMain as never, services, () => trusted);
    return { handlers, dispatched, remove };
  }

  it('forwards known methods from a trusted sender', async () => {
    const { handlers, dispatched } = setup(true);
    const handler = handlers.get(INVOKE_CHANNEL)!;
    expect(await handler(senderEvent(null), 'games.list', {})).toEqual({ ok: true, value: 'done' });
    expect(dispatched).toEqual([{ method: 'games.list', payload: {} }]);
  });

  it('refuses untrusted senders and unknown methods without dispatching', async () => {
    const untrusted = setup(false);
    expect(await untrusted.handlers.get(INVOKE_CHANNEL)!(senderEvent(null), 'games.list', {})).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(untrusted.dispatched).toEqual([]);
    const trusted = setup(true);
    expect(await trusted.handlers.get(INVOKE_CHANNEL)!(senderEvent(null), 'shell.exec', {})).toMatchObject({
      ok: false,
      error: { code: 'unknown-method' },
    });
    expect(trusted.dispatched).toEqual([]);
  });

  it('can be removed', () => {
    const { handlers, remove } = setup(true);
    remove();
    expect(handlers.size).toBe(0);
  });
});

describe('preload bridge', () => {
  function fakeIpcRenderer() {
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
    const invoked: unknown[][] = [];
    return {
      invoked,
      listeners,
      invoke: async (...args: unknown[]) => {
        invoked.push(args);
        if (args[1] === 'saves.list') throw new Error("No handler registered for 'bw:invoke'");
        return { ok: true, value: 42 };
      },
      on(channel: string, listener: (...args: unknown[]) => void) {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)!.add(listener);
        return this;
      },
      removeListener(channel: string, listener: (...args: unknown[]) => void) {
        listeners.get(channel)?.delete(listener);
        return this;
      },
      emit(channel: string, ...args: unknown[]) {
        for (const l of listeners.get(channel) ?? []) l(...args);
      },
    };
  }

  it('exposes exactly invoke and subscribe', () => {
    const bridge = createPreloadBridge(fakeIpcRenderer() as never);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'subscribe']);
  });

  it('forwards known methods on the invoke channel only', async () => {
    const ipc = fakeIpcRenderer();
    const bridge = createPreloadBridge(ipc as never);
    expect(await bridge.invoke('match.get', { matchId: 'm1' })).toEqual({ ok: true, value: 42 });
    expect(await bridge.invoke('not.a.method' as never, {})).toMatchObject({
      ok: false,
      error: { code: 'unknown-method' },
    });
    expect(ipc.invoked).toEqual([[INVOKE_CHANNEL, 'match.get', { matchId: 'm1' }]]);
  });

  it('turns a failed IPC call into an error response', async () => {
    const bridge = createPreloadBridge(fakeIpcRenderer() as never);
    expect(await bridge.invoke('saves.list', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('hands listeners the event alone, and unsubscribes', () => {
    const ipc = fakeIpcRenderer();
    const bridge = createPreloadBridge(ipc as never);
    const seen: unknown[][] = [];
    const stop = bridge.subscribe((...args: unknown[]) => seen.push(args));
    const event: ApiEvent = { type: 'match.error', matchId: 'm1', message: 'x' };
    ipc.emit(EVENT_CHANNEL, { sender: 'the IPC event' }, event);
    expect(seen).toEqual([[event]]);
    stop();
    expect(ipc.listeners.get(EVENT_CHANNEL)?.size).toBe(0);
  });
});
