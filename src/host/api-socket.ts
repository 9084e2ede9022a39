/**
 * The API over a WebSocket at /api. The upgrade is refused unless it names the
 * host's own address (Host header), carries the session token (?token=) and
 * comes from the host's own origin, so neither another local program nor a web
 * page in the same browser can drive the app.
 *
 * Frames are JSON text: `{ id, method, payload }` in, `{ id, response }` out,
 * and `{ event }` pushed to every client. A bad frame gets an error reply (with
 * `id: null` when no id could be read); it never takes the server down.
 */
import type { IncomingMessage, Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { API_METHODS, type ApiEvent, type ApiResponse } from '../shared/api';
import { LIMITS } from '../shared/limits';
import type { Services } from '../services';
import { isOwnHost, WRONG_HOST_STATUS, wrongHostMessage } from './host-header';
import { tokensMatch } from './session-token';

export const API_PATH = '/api';
/**
 * The largest frame: the largest request allowed (a pack of `LIMITS.packBytes` in base64, or a save
 * of `LIMITS.saveBytes`, with its envelope), so nothing the services accept is cut off by the
 * transport. Anything larger closes the socket (1009).
 */
export const DEFAULT_MAX_PAYLOAD = LIMITS.requestBytes;

const KNOWN_METHODS = new Set<string>(API_METHODS);

export type RequestId = number | string;

export interface ApiSocketOptions {
  services: Pick<Services, 'dispatch' | 'subscribe'>;
  token: string;
  /** The server's own origin, e.g. http://127.0.0.1:5199; known once it listens. */
  origin: () => string;
  maxPayload?: number;
}

export interface ApiSocket {
  clientCount(): number;
  /** Closes every client (1001, going away) and stops forwarding events. */
  close(): void;
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Refused'}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroy();
}

function badRequest(message: string): ApiResponse {
  return { ok: false, error: { code: 'bad-request', message } };
}

function rawToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function isRequestId(value: unknown): value is RequestId {
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.length > 0 && value.length <= 100)
  );
}

type ParsedFrame =
  | { kind: 'call'; id: RequestId; method: string; payload: unknown }
  | { kind: 'invalid'; id: RequestId | null; response: ApiResponse };

/** Reads one text frame; every way it can be wrong becomes a plain-words error. */
export function parseFrame(text: string): ParsedFrame {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { kind: 'invalid', id: null, response: badRequest('The message is not valid JSON.') };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return {
      kind: 'invalid',
      id: null,
      response: badRequest('The message must be a JSON object { id, method, payload }.'),
    };
  }
  const { id, method, payload } = message as Record<string, unknown>;
  if (!isRequestId(id)) {
    return {
      kind: 'invalid',
      id: null,
      response: badRequest('The message has no usable "id" (a number, or a string of 1 to 100 characters).'),
    };
  }
  if (typeof method !== 'string') {
    return { kind: 'invalid', id, response: badRequest('The message has no "method" string.') };
  }
  if (!KNOWN_METHODS.has(method)) {
    return {
      kind: 'invalid',
      id,
      response: {
        ok: false,
        error: { code: 'unknown-method', message: `Unknown method "${method.slice(0, 80)}".` },
      },
    };
  }
  return { kind: 'call', id, method, payload };
}

export function attachApiSocket(server: Server, options: ApiSocketOptions): ApiSocket {
  const { services, token, origin } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload ?? DEFAULT_MAX_PAYLOAD });

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A client vanishing mid-handshake must not raise an unhandled error.
    socket.on('error', () => socket.destroy());
    if (!isOwnHost(req.headers.host, origin())) {
      return refuseUpgrade(socket, WRONG_HOST_STATUS, wrongHostMessage(origin()));
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== API_PATH) return refuseUpgrade(socket, 404, `No WebSocket endpoint at ${url.pathname}.`);
    if (!tokensMatch(token, url.searchParams.get('token'))) {
      return refuseUpgrade(socket, 401, 'Missing or wrong session token: open the address the web host printed.');
    }
    if (req.headers.origin !== origin()) {
      return refuseUpgrade(socket, 403, `Connections are accepted only from ${origin()}.`);
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  }
  server.on('upgrade', onUpgrade);

  function send(ws: WebSocket, message: unknown): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }

  wss.on('connection', (ws: WebSocket) => {
    // Errors such as an oversized frame close this socket; the server goes on.
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send(ws, { id: null, response: badRequest('Binary frames are not accepted; send JSON text.') });
        return;
      }
      const frame = parseFrame(rawToText(data));
      if (frame.kind === 'invalid') {
        send(ws, { id: frame.id, response: frame.response });
        return;
      }
      services.dispatch(frame.method, frame.payload).then(
        (response) => send(ws, { id: frame.id, response }),
        (err: unknown) => {
          // dispatch promises never to throw; if it does, the caller still gets an answer.
          const message = err instanceof Error ? err.message : String(err);
          send(ws, { id: frame.id, response: { ok: false, error: { code: 'internal', message } } });
        },
      );
    });
  });

  const unsubscribe = services.subscribe((event: ApiEvent) => {
    const text = JSON.stringify({ event });
    for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
  });

  return {
    clientCount: () => wss.clients.size,
    close() {
      unsubscribe();
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) {
        client.close(1001, 'The Boardwright web host is shutting down.');
        // A client that does not answer the close handshake must not hold the shutdown.
        setTimeout(() => client.terminate(), 1000).unref();
      }
      wss.close();
    },
  };
}
