/**
 * The web host answers only requests addressed to it as 127.0.0.1:<port>: a
 * page whose domain name was rebound to 127.0.0.1 sends its own name as Host
 * and must get nothing, neither a page, nor a file, nor the API socket.
 */
import { request } from 'node:http';
import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../src/host/server';
import { apiUrl, connect, fakeServices, INDEX_HTML, makeRendererDir, TestClient } from './helpers';

let host: WebHost;
let dir: Awaited<ReturnType<typeof makeRendererDir>>;

beforeAll(async () => {
  dir = await makeRendererDir();
  host = await startWebHost({ services: fakeServices(), rendererDir: dir.root, port: 0 });
});

afterAll(async () => {
  await host.close();
  await dir.cleanup();
});

/** A GET to the real host with the Host header given (node:http sends it as written). */
function getWithHost(path: string, hostHeader: string): Promise<{ status: number; type: unknown; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers: { host: hostHeader } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends raw request text and returns the status code of the answer (0 when the connection just closed). */
function rawStatus(text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(host.port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const foreignHosts = () => [
  'evil.example:5199',
  `evil.example:${host.port}`,
  `localhost:${host.port}`,
  `127.0.0.2:${host.port}`,
  `127.0.0.1:${host.port === 65535 ? 65534 : host.port + 1}`,
  '127.0.0.1',
  `127.0.0.1:${host.port}.evil.example`,
];

describe('the Host header', () => {
  it('lets the right Host reach the page, a file and the API', async () => {
    const own = `127.0.0.1:${host.port}`;
    expect(await getWithHost('/', own)).toMatchObject({ status: 200, body: INDEX_HTML });
    expect(await getWithHost('/assets/app.js', own)).toMatchObject({ status: 200, body: 'console.log("app");' });
    const client = await connect(apiUrl(host.origin, host.token), host.origin, { host: own });
    expect(client).toBeInstanceOf(TestClient);
    (client as TestClient).close();
  });

  it('refuses a foreign Host for the page and for a static file, in plain words', async () => {
    for (const foreign of foreignHosts()) {
      for (const path of ['/', `/?token=${host.token}`, '/assets/app.js', '/match/abc']) {
        const res = await getWithHost(path, foreign);
        expect({ foreign, path, status: res.status }).toEqual({ foreign, path, status: 421 });
        expect(res.type).toBe('text/plain; charset=utf-8');
        expect(res.body).toContain(`only to ${host.origin}`);
        expect(res.body).not.toContain(INDEX_HTML);
      }
    }
  });

  it('refuses a foreign Host before looking at the path', async () => {
    const traversal = await getWithHost('/../secret.txt', 'evil.example:5199');
    expect(traversal.status).toBe(421);
    expect(traversal.body).not.toContain('TOP SECRET');
  });

  it('refuses the WebSocket with a foreign Host, even with the right token and origin', async () => {
    const url = apiUrl(host.origin, host.token);
    for (const foreign of foreignHosts()) {
      expect({ foreign, result: await connect(url, host.origin, { host: foreign }) }).toEqual({
        foreign,
        result: { refused: 421 },
      });
    }
    // Before the token: a wrong one is not even looked at.
    expect(await connect(apiUrl(host.origin, 'wrong'), host.origin, { host: 'evil.example:5199' })).toEqual({
      refused: 421,
    });
  });

  it('refuses a request without a Host header', async () => {
    expect(await rawStatus('GET / HTTP/1.0\r\n\r\n')).toBe(421);
    expect(await rawStatus('GET /assets/app.js HTTP/1.0\r\n\r\n')).toBe(421);
    const upgrade =
      `GET /api?token=${host.token} HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      `Origin: ${host.origin}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    // Node itself answers 400 to an HTTP/1.1 request without Host; either way no socket opens.
    expect([400, 421]).toContain(await rawStatus(upgrade));
    expect(await rawStatus(`${upgrade.replace('HTTP/1.1', 'HTTP/1.0')}`)).toBe(421);
  });
});
