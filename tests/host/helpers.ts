/**
 * Test helpers for the web host: a fake `Services`, a throw-away renderer
 * folder, and a WebSocket client that queues what it receives.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { ApiEvent, ApiResponse } from '../../src/shared/api';
import type { Services } from '../../src/services';

export interface FakeServices extends Services {
  calls: { method: string; payload: unknown }[];
  emit(event: ApiEvent): void;
  /** Calls to this method never answer (to test calls cut off by a dropped socket). */
  hangOn?: string;
}

/**
 * Answers every call with what it received; refuses payloads that are not
 * objects (as the real schemas do) and throws for `saves.delete`, to check
 * that the host survives a dispatch that breaks its promise never to throw.
 */
export function fakeServices(): FakeServices {
  const listeners = new Set<(event: ApiEvent) => void>();
  const fake: FakeServices = {
    calls: [],
    async dispatch(method: string, payload: unknown): Promise<ApiResponse> {
      fake.calls.push({ method, payload });
      if (method === fake.hangOn) return new Promise(() => {});
      if (method === 'saves.delete') throw new Error('dispatch exploded');
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        return { ok: false, error: { code: 'bad-request', message: 'The payload must be an object.' } };
      }
      return { ok: true, value: { echo: method, payload } };
    },
    methods: () => [],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const l of listeners) l(event);
    },
    async close() {},
  };
  return fake;
}

export const INDEX_HTML = '<!doctype html><title>Boardwright test</title><div id="app"></div>';

/** A renderer folder with index.html and one asset, next to a secret file it must not serve. */
export async function makeRendererDir(): Promise<{ base: string; root: string; cleanup: () => Promise<void> }> {
  const base = await mkdtemp(join(tmpdir(), 'bw-host-'));
  const root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'assets', 'app.js'), 'console.log("app");');
  await writeFile(join(root, 'assets', 'style.css'), 'body{}');
  await writeFile(join(base, 'secret.txt'), 'TOP SECRET');
  return { base, root, cleanup: () => rm(base, { recursive: true, force: true }) };
}

/** A WebSocket client whose received frames can be awaited one by one. */
export class TestClient {
  private readonly inbox: unknown[] = [];
  private waiters: ((message: unknown) => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      const waiter = this.waiters.shift();
      if (waiter) waiter(message);
      else this.inbox.push(message);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  next(): Promise<unknown> {
    if (this.inbox.length > 0) return Promise.resolve(this.inbox.shift());
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async call(id: number | string, method: string, payload: unknown): Promise<unknown> {
    this.send({ id, method, payload });
    return this.next();
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Opens a socket; resolves with the client, or with the HTTP status that refused it.
 * `headers` are sent with the upgrade request (a `host` there replaces the real one).
 */
export function connect(
  url: string,
  origin: string | undefined,
  headers: Record<string, string> = {},
): Promise<TestClient | { refused: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin === undefined ? { headers } : { origin, headers });
    ws.once('open', () => resolve(new TestClient(ws)));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ refused: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.on('error', (err) => reject(err));
  });
}

export async function connectOk(url: string, origin: string): Promise<TestClient> {
  const result = await connect(url, origin);
  if (!(result instanceof TestClient)) throw new Error(`connection refused with HTTP ${result.refused}`);
  return result;
}

export function apiUrl(origin: string, token: string | null): string {
  const base = origin.replace(/^http/, 'ws') + '/api';
  return token === null ? base : `${base}?token=${encodeURIComponent(token)}`;
}
