import { utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../src/host/server';
import { safeRelativePath } from '../../src/host/static-files';
import { fakeServices, INDEX_HTML, makeRendererDir } from './helpers';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; worker-src 'self' blob:; " +
  "font-src 'self' data:; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'none'";

let host: WebHost;
let dir: Awaited<ReturnType<typeof makeRendererDir>>;

/** A raw request: unlike fetch, node:http sends the path exactly as written, `..` included. */
function get(
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET with request headers, its body as bytes (a gzipped one is not text). */
function fetchRaw(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await makeRendererDir();
  host = await startWebHost({ services: fakeServices(), rendererDir: dir.root, port: 0 });
});

afterAll(async () => {
  await host.close();
  await dir.cleanup();
});

describe('static files', () => {
  it('serves index.html with the strict CSP and nosniff', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the page for the address the host prints (with ?token=)', async () => {
    const res = await get(`/?token=${host.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('serves assets with their content types', async () => {
    const js = await get('/assets/app.js');
    expect(js.status).toBe(200);
    expect(js.body).toBe('console.log("app");');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['content-security-policy']).toBe(CSP);
    expect((await get('/assets/style.css')).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/assets/app.js', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-length']).toBe(String('console.log("app");'.length));
  });

  it('sends text gzipped to a browser that takes it, and plain to one that does not', async () => {
    const zipped = await fetchRaw('/assets/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe('console.log("app");');
    expect(zipped.headers['content-length']).toBe(String(zipped.body.length));
    const plain = await fetchRaw('/assets/app.js', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe('console.log("app");');
  });

  it('answers a reload of an unchanged file with 304 and no body, and a changed one in full', async () => {
    await writeFile(join(dir.root, 'assets', 'later.js'), 'let a = 1;');
    const first = await fetchRaw('/assets/later.js', {});
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetchRaw('/assets/later.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // A rebuild: new content and time, so a new tag, and the gzipped copy is not the old one.
    await writeFile(join(dir.root, 'assets', 'later.js'), 'let a = 2; let b = 3;');
    await utimes(join(dir.root, 'assets', 'later.js'), new Date(), new Date(Date.UTC(2030, 0, 1)));
    const rebuilt = await fetchRaw('/assets/later.js', { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' });
    expect(rebuilt.status).toBe(200);
    expect(gunzipSync(rebuilt.body).toString('utf8')).toBe('let a = 2; let b = 3;');
  });

  it("keeps Vite's content-hashed assets for good, and asks again for the page each time", async () => {
    await writeFile(join(dir.root, 'assets', 'MatchScreen-BDDUnKLy.js'), 'export {};');
    const hashed = await fetchRaw('/assets/MatchScreen-BDDUnKLy.js', {});
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchRaw('/', {})).headers['cache-control']).toBe('no-cache');
    expect((await fetchRaw('/match/abc', {})).headers['cache-control']).toBe('no-cache');
    expect((await fetchRaw('/assets/app.js', {})).headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
  ])('refuses the traversal %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('TOP SECRET');
    expect(res.headers['content-security-policy']).toBe(CSP);
  });

  it('falls back to index.html for unknown app paths', async () => {
    for (const path of ['/match/abc', '/saves', '/deep/path/here']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const res = await get('/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('answers a missing favicon with 204 instead of a 404 in the console', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
  });

  it('does not serve a folder as a file', async () => {
    const res = await get('/assets');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await get('/', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('says to build first when the renderer is missing', async () => {
    const empty = await startWebHost({ services: fakeServices(), rendererDir: join(dir.base, 'nothing'), port: 0 });
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port: empty.port, path: '/' }, (r) => {
        let body = '';
        r.on('data', (c) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
    await empty.close();
    expect(res.status).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('safeRelativePath', () => {
  it('keeps ordinary paths and drops empty and dot segments', () => {
    expect(safeRelativePath('/')).toBe('');
    expect(safeRelativePath('/assets/./app.js')).toBe('assets/app.js');
    expect(safeRelativePath('//assets//app.js')).toBe('assets/app.js');
    expect(safeRelativePath('/a%20b.png')).toBe('a b.png');
  });

  it('refuses anything that could leave the root', () => {
    for (const bad of ['/..', '/a/../../b', '/%2E%2E/x', '/a\\b', '/a%00b', '/C:/x', '/%E0%A4%A']) {
      expect(safeRelativePath(bad)).toBeNull();
    }
  });
});
