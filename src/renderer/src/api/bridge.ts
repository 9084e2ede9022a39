/**
 * The renderer's single way to the services. In the desktop app the preload
 * provides `window.api`; in a browser served by the web host we talk over a
 * WebSocket. The rest of the renderer never knows which.
 */
import { apiFromBridge, type ApiBridge, type BoardwrightApi } from '../../../shared/api';
import { takeSessionToken } from './session-token';
import { createSocketBridge, type ConnectionState, type SocketBridge } from './socket-bridge';

export type { ConnectionState } from './socket-bridge';
/** Shown when the page was opened without the address the web host printed. */
export type BridgeState = ConnectionState | 'no-token';

let api: BoardwrightApi | null = null;
let socketBridge: SocketBridge | null = null;
let missingToken = false;

const NO_TOKEN_MESSAGE =
  'This page has no session token. Open the address the Boardwright web host printed (it ends with ?token=…).';

function noTokenBridge(): ApiBridge {
  return {
    invoke: () => Promise.resolve({ ok: false, error: { code: 'forbidden', message: NO_TOKEN_MESSAGE } }),
    subscribe: () => () => {},
  };
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
  socketBridge = createSocketBridge({
    url: `${scheme}//${window.location.host}/api?token=${encodeURIComponent(token)}`,
    createSocket: (url) => new WebSocket(url),
  });
  return socketBridge;
}

export function getApi(): BoardwrightApi {
  api ??= apiFromBridge(window.api ?? webSocketBridge());
  return api;
}

/** The desktop bridge is always connected; the web bridge can drop and come back. */
export function connectionState(): BridgeState {
  getApi();
  if (missingToken) return 'no-token';
  return socketBridge ? socketBridge.connectionState() : 'open';
}

/**
 * Called on every change. After `reconnecting` → `open`, events sent while the
 * socket was down are lost: refetch what is on screen.
 */
export function onConnectionChange(listener: (state: BridgeState) => void): () => void {
  getApi();
  return socketBridge ? socketBridge.onConnectionChange(listener) : () => {};
}
