/**
 * The web host's side of `ApiBridge`: one WebSocket to /api, calls matched to
 * replies by id, events fanned out to subscribers, and reconnection with
 * backoff when the socket drops. The connection state is observable so the UI
 * can say "reconnecting" instead of silently failing.
 *
 * The socket is made by an injected factory so tests can drive this file in
 * Node against the real web host.
 */
import type { ApiBridge, ApiEvent, ApiMethod, ApiResponse } from '../../../shared/api';
import { LIMITS, tooLarge } from '../../../shared/limits';

/** `connecting`: first attempt; `reconnecting`: after a drop; `closed`: stopped for good. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * Handler parameters are checked bivariantly (method syntax), so both the
 * browser's WebSocket and the `ws` package's satisfy `SocketLike` unchanged.
 */
type Handler<E> = { bivariant(event: E): void }['bivariant'];

/** The part of the browser's WebSocket this bridge uses (the `ws` package matches it too). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<never> | null;
  onclose: Handler<never> | null;
  onerror: Handler<never> | null;
  onmessage: Handler<{ data: unknown }> | null;
}

const OPEN = 1;

export interface SocketBridgeOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  /** First retry delay; doubles per failed attempt up to `maxRetryMs`. */
  initialRetryMs?: number;
  maxRetryMs?: number;
}

export interface SocketBridge extends ApiBridge {
  connectionState(): ConnectionState;
  onConnectionChange(listener: (state: ConnectionState) => void): () => void;
  /** Called after each attempt to reconnect that failed, with the count since the last open socket. */
  onAttemptFailed(listener: (attempts: number) => void): () => void;
  /** Tries to connect at once instead of after the current back-off delay. */
  retryNow(): void;
  /** Fails the calls waiting for a connection with `message` (when reconnecting is known to be in vain). */
  failWaiting(message: string): void;
  /** Stops for good: no more reconnects, waiting calls fail. */
  close(): void;
}

interface PendingCall {
  method: ApiMethod;
  text: string;
  sent: boolean;
  resolve: (response: ApiResponse) => void;
}

function failure(message: string): ApiResponse {
  return { ok: false, error: { code: 'internal', message } };
}

export function createSocketBridge(options: SocketBridgeOptions): SocketBridge {
  const initialRetryMs = options.initialRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const pending = new Map<number, PendingCall>();
  const eventListeners = new Set<(event: ApiEvent) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const failureListeners = new Set<(attempts: number) => void>();
  let state: ConnectionState = 'connecting';
  let socket: SocketLike | null = null;
  let nextId = 1;
  let failedAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  function setState(next: ConnectionState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  function flush(): void {
    if (!socket || socket.readyState !== OPEN) return;
    for (const call of pending.values()) {
      if (call.sent) continue;
      socket.send(call.text);
      call.sent = true;
    }
  }

  function onMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: { id?: unknown; response?: ApiResponse; event?: ApiEvent };
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message.event) {
      for (const listener of [...eventListeners]) listener(message.event);
      return;
    }
    if (typeof message.id === 'number' && message.response) {
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      call.resolve(message.response);
    }
  }

  /**
   * Calls already sent may or may not have run on the host; they fail with
   * words that say so. Calls not yet sent wait for the next connection.
   */
  function failSentCalls(): void {
    for (const [id, call] of pending) {
      if (!call.sent) continue;
      pending.delete(id);
      call.resolve(
        failure(
          `Lost the connection to the Boardwright host before it answered "${call.method}"; ` +
            'it may or may not have been done. Reconnecting…',
        ),
      );
    }
  }

  function connect(): void {
    retryTimer = null;
    const ws = options.createSocket(options.url);
    socket = ws;
    ws.onopen = () => {
      failedAttempts = 0;
      setState('open');
      flush();
    };
    ws.onmessage = (event) => onMessage(event.data);
    // `close` always follows `error`; reconnecting happens there, once.
    ws.onerror = () => {};
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      failSentCalls();
      if (state === 'closed') return;
      setState('reconnecting');
      const delay = Math.min(maxRetryMs, initialRetryMs * 2 ** Math.min(failedAttempts, 16));
      // The first close is the drop itself; each one after it is a failed attempt to come back.
      const attempted = failedAttempts > 0;
      failedAttempts++;
      retryTimer = setTimeout(connect, delay);
      if (attempted) for (const listener of [...failureListeners]) listener(failedAttempts - 1);
    };
  }

  connect();

  return {
    invoke(method, req) {
      if (state === 'closed') {
        return Promise.resolve(failure('The connection to the Boardwright host was closed. Reload the page.'));
      }
      const id = nextId++;
      const text = JSON.stringify({ id, method, payload: req });
      // Over the host's frame limit the socket would be closed mid-call; refuse it here, in words.
      const bytes = text.length * 3 <= LIMITS.requestBytes ? text.length : new TextEncoder().encode(text).length;
      if (bytes > LIMITS.requestBytes) {
        const message = tooLarge(`This request (${method})`, bytes, LIMITS.requestBytes, 'requests');
        return Promise.resolve({ ok: false, error: { code: 'limit-reached', message } });
      }
      return new Promise<ApiResponse>((resolve) => {
        pending.set(id, { method, text, sent: false, resolve });
        flush();
      });
    },
    subscribe(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    connectionState: () => state,
    onConnectionChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onAttemptFailed(listener) {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    retryNow() {
      if (state === 'closed' || socket || !retryTimer) return;
      clearTimeout(retryTimer);
      connect();
    },
    failWaiting(message) {
      for (const [id, call] of pending) {
        if (call.sent) continue;
        pending.delete(id);
        call.resolve(failure(message));
      }
    },
    close() {
      setState('closed');
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const ws = socket;
      socket = null;
      ws?.close(1000, 'closed by the app');
      for (const call of pending.values()) call.resolve(failure('The connection to the Boardwright host was closed.'));
      pending.clear();
    },
  };
}
