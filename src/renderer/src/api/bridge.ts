/**
 * The renderer's single way to the services. In the desktop app the preload
 * provides `window.api`; in a browser served by the web host we talk over a
 * WebSocket. The rest of the renderer never knows which.
 */
import { apiFromBridge, type ApiBridge, type BoardwrightApi } from '../../../shared/api';
import { diagnoseLostHost, type LostHost, shouldDiagnose, waitingCallMessage } from './lost-host';
import { takeSessionToken } from './session-token';
import { createSocketBridge, type ConnectionState, type SocketBridge } from './socket-bridge';

export type { ConnectionState } from './socket-bridge';
/**
 * `no-token`: the page was opened without the address the web host printed. `host-down` and
 * `token-refused`: reconnecting keeps failing, and why (lost-host.ts).
 */
export type BridgeState = ConnectionState | 'no-token' | LostHost;

let api: BoardwrightApi | null = null;
let socketBridge: SocketBridge | null = null;
let missingToken = false;
/** Why reconnecting fails, once asked; cleared when the socket opens. */
let lostHost: LostHost | null = null;
const listeners = new Set<(state: BridgeState) => void>();

const NO_TOKEN_MESSAGE =
  'This page has no session token. Open the address the Boardwright web host printed (it ends with ?token=…).';

function noTokenBridge(): ApiBridge {
  return {
    invoke: () => Promise.resolve({ ok: false, error: { code: 'forbidden', message: NO_TOKEN_MESSAGE } }),
    subscribe: () => () => {},
  };
}

function tell(): void {
  const state = connectionState();
  for (const listener of [...listeners]) listener(state);
}

function webSocketBridge(): ApiBridge {
  const token = takeSessionToken({
    location: window.location,
    storage: window.sessionStorage,
    history: window.history,
  });
  if (!token) {
    missingToken = true;
    return noTokenBridge();
  }
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const bridge = createSocketBridge({
    url: `${scheme}//${window.location.host}/api?token=${encodeURIComponent(token)}`,
    createSocket: (url) => new WebSocket(url),
  });
  const held = token;
  let everOpen = false;
  async function diagnose(): Promise<void> {
    const found = await diagnoseLostHost(held, (url, init) => window.fetch(url, init));
    if (bridge.connectionState() === 'open') return;
    lostHost = found;
    if (found) bridge.failWaiting(waitingCallMessage(found));
    tell();
  }
  bridge.onConnectionChange((state) => {
    if (state === 'open') {
      lostHost = null;
      everOpen = true;
    }
    // A tab that never got in (a token from an earlier start of the host) is told why at once, not after retries.
    if (state === 'reconnecting' && !everOpen) void diagnose();
    tell();
  });
  bridge.onAttemptFailed(async (attempts) => {
    if (shouldDiagnose(attempts)) await diagnose();
  });
  socketBridge = bridge;
  return bridge;
}

export function getApi(): BoardwrightApi {
  api ??= apiFromBridge(window.api ?? webSocketBridge());
  return api;
}

/** The desktop bridge is always connected; the web bridge can drop and come back. */
export function connectionState(): BridgeState {
  getApi();
  if (missingToken) return 'no-token';
  if (!socketBridge) return 'open';
  const state = socketBridge.connectionState();
  return state === 'reconnecting' && lostHost ? lostHost : state;
}

/**
 * Called on every change. After a drop (`reconnecting`, `host-down`, `token-refused`) → `open`,
 * events sent while the socket was down are lost: refetch what is on screen.
 */
export function onConnectionChange(listener: (state: BridgeState) => void): () => void {
  getApi();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tries to reconnect at once (the person pressed "Try again"). */
export function retryConnection(): void {
  socketBridge?.retryNow();
}
