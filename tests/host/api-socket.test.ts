import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../src/host/server';
import { apiUrl, connect, connectOk, fakeServices, makeRendererDir, TestClient, type FakeServices } from './helpers';

let host: WebHost;
let services: FakeServices;
let cleanup: () => Promise<void>;
const MAX_PAYLOAD = 4096;

beforeAll(async () => {
  const dir = await makeRendererDir();
  cleanup = dir.cleanup;
  services = fakeServices();
  host = await startWebHost({ services, rendererDir: dir.root, port: 0, maxPayload: MAX_PAYLOAD });
});

afterAll(async () => {
  await host.close();
  await cleanup();
});

describe('connecting to /api', () => {
  it('refuses a connection without a token', async () => {
    expect(await connect(apiUrl(host.origin, null), host.origin)).toEqual({ refused: 401 });
  });

  it('refuses a wrong token, also one of a different length', async () => {
    const wrong = host.token.slice(0, -1) + (host.token.endsWith('A') ? 'B' : 'A');
    expect(await connect(apiUrl(host.origin, wrong), host.origin)).toEqual({ refused: 401 });
    expect(await connect(apiUrl(host.origin, 'short'), host.origin)).toEqual({ refused: 401 });
  });

  it('refuses a foreign origin even with the right token', async () => {
    const url = apiUrl(host.origin, host.token);
    expect(await connect(url, 'http://evil.example')).toEqual({ refused: 403 });
    expect(await connect(url, host.origin.replace('127.0.0.1', 'localhost'))).toEqual({ refused: 403 });
    expect(await connect(url, undefined)).toEqual({ refused: 403 });
  });

  it('refuses other WebSocket paths', async () => {
    const url = apiUrl(host.origin, host.token).replace('/api', '/other');
    expect(await connect(url, host.origin)).toEqual({ refused: 404 });
  });

  it('accepts the right token from its own origin', async () => {
    const client = await connectOk(apiUrl(host.origin, host.token), host.origin);
    expect(host.clientCount()).toBeGreaterThanOrEqual(1);
    client.close();
  });

  it('prints a URL that carries the token', () => {
    expect(host.url).toBe(`${host.origin}/?token=${encodeURIComponent(host.token)}`);
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('calls over the socket', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await connectOk(apiUrl(host.origin, host.token), host.origin);
  });
  afterAll(() => client.close());

  it('answers a good call with its id', async () => {
    expect(await client.call(7, 'games.list', {})).toEqual({
      id: 7,
      response: { ok: true, value: { echo: 'games.list', payload: {} } },
    });
    expect(await client.call('abc', 'match.get', { matchId: 'm1' })).toMatchObject({
      id: 'abc',
      response: { ok: true },
    });
  });

  it('answers a frame that is not JSON, then keeps working', async () => {
    client.send('{not json');
    expect(await client.next()).toMatchObject({ id: null, response: { ok: false, error: { code: 'bad-request' } } });
    expect(await client.call(1, 'games.list', {})).toMatchObject({ id: 1, response: { ok: true } });
  });

  it('answers frames of the wrong shape', async () => {
    client.send([1, 2]);
    expect(await client.next()).toMatchObject({ id: null, response: { error: { code: 'bad-request' } } });
    client.send({ method: 'games.list', payload: {} });
    const missingId = (await client.next()) as { id: null; response: { error: { message: string } } };
    expect(missingId.id).toBeNull();
    expect(missingId.response.error.message).toContain('"id"');
    client.send({ id: 3, payload: {} });
    expect(await client.next()).toMatchObject({ id: 3, response: { error: { code: 'bad-request' } } });
    expect(await client.call(4, 'games.list', {})).toMatchObject({ id: 4, response: { ok: true } });
  });

  it('refuses unknown methods without calling the services', async () => {
    const before = services.calls.length;
    expect(await client.call(5, 'fs.readFile', {})).toMatchObject({
      id: 5,
      response: { ok: false, error: { code: 'unknown-method' } },
    });
    expect(await client.call(6, 'constructor', {})).toMatchObject({ response: { error: { code: 'unknown-method' } } });
    expect(services.calls.length).toBe(before);
  });

  it('passes the payload to the services untouched, and their refusal back', async () => {
    expect(await client.call(8, 'match.get', 'not an object')).toMatchObject({
      id: 8,
      response: { ok: false, error: { code: 'bad-request', message: 'The payload must be an object.' } },
    });
    expect(services.calls.at(-1)).toEqual({ method: 'match.get', payload: 'not an object' });
    expect(await client.call(9, 'games.list', {})).toMatchObject({ id: 9, response: { ok: true } });
  });

  it('answers with an internal error when the services throw', async () => {
    expect(await client.call(10, 'saves.delete', { saveId: 'x' })).toMatchObject({
      id: 10,
      response: { ok: false, error: { code: 'internal', message: 'dispatch exploded' } },
    });
    expect(await client.call(11, 'games.list', {})).toMatchObject({ id: 11, response: { ok: true } });
  });

  it('refuses binary frames', async () => {
    client.ws.send(Buffer.from(JSON.stringify({ id: 12, method: 'games.list', payload: {} })), { binary: true });
    expect(await client.next()).toMatchObject({ id: null, response: { error: { code: 'bad-request' } } });
  });
});

describe('limits and events', () => {
  it('closes a socket that sends an oversized frame, and the server goes on', async () => {
    const big = await connectOk(apiUrl(host.origin, host.token), host.origin);
    big.send({ id: 1, method: 'saves.import', payload: { save: 'x'.repeat(MAX_PAYLOAD * 2) } });
    expect((await big.closed).code).toBe(1009);
    const next = await connectOk(apiUrl(host.origin, host.token), host.origin);
    expect(await next.call(2, 'games.list', {})).toMatchObject({ id: 2, response: { ok: true } });
    next.close();
  });

  it('pushes events to every connected client', async () => {
    const a = await connectOk(apiUrl(host.origin, host.token), host.origin);
    const b = await connectOk(apiUrl(host.origin, host.token), host.origin);
    const event = { type: 'ai.thinking', matchId: 'm1', seat: 1, thinking: true } as const;
    services.emit(event);
    expect(await a.next()).toEqual({ event });
    expect(await b.next()).toEqual({ event });
    a.close();
    b.close();
  });
});
