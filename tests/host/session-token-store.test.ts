/**
 * The session token kept in the data folder: the same address works after a
 * restart, the file is its owner's alone, and a token others could have read is
 * replaced. Also the `/api/session` check a tab asks when it cannot reconnect.
 */
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../src/host/server';
import { loadOrCreateSessionToken, SESSION_TOKEN_FILE } from '../../src/host/session-token';
import { diagnoseLostHost, shouldDiagnose } from '../../src/renderer/src/api/lost-host';
import { SESSION_CHECK_PATH, SESSION_TOKEN_HEADER } from '../../src/shared/session-check';
import { fakeServices, makeRendererDir } from './helpers';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bw-token-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const posix = process.platform !== 'win32';

describe('loadOrCreateSessionToken', () => {
  it('writes a token readable by its owner only, and gives the same one on the next start', async () => {
    const dir = await dataDir();
    const first = await loadOrCreateSessionToken(dir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readFile(join(dir, SESSION_TOKEN_FILE), 'utf8')).trim()).toBe(first);
    if (posix) expect((await stat(join(dir, SESSION_TOKEN_FILE))).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSessionToken(dir)).toBe(first);
  });

  it('replaces the token when asked (--new-token)', async () => {
    const dir = await dataDir();
    const first = await loadOrCreateSessionToken(dir);
    const renewed = await loadOrCreateSessionToken(dir, { renew: true });
    expect(renewed).not.toBe(first);
    expect(await loadOrCreateSessionToken(dir)).toBe(renewed);
  });

  it.runIf(posix)('does not trust a token file others could read: it may have been seen', async () => {
    const dir = await dataDir();
    const first = await loadOrCreateSessionToken(dir);
    await chmod(join(dir, SESSION_TOKEN_FILE), 0o644);
    const next = await loadOrCreateSessionToken(dir);
    expect(next).not.toBe(first);
    expect((await stat(join(dir, SESSION_TOKEN_FILE))).mode & 0o777).toBe(0o600);
  });

  it('replaces a file that does not hold a token', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, SESSION_TOKEN_FILE), 'not a token', { mode: 0o600 });
    expect(await loadOrCreateSessionToken(dir)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('GET /api/session', () => {
  async function host(token: string): Promise<WebHost> {
    const renderer = await makeRendererDir();
    const started = await startWebHost({ services: fakeServices(), rendererDir: renderer.root, port: 0, token });
    cleanups.push(renderer.cleanup, () => started.close());
    return started;
  }

  it('answers 204 for the host’s own token and 401 for any other, never caching', async () => {
    const started = await host('the-right-token');
    const ask = (token: string) =>
      fetch(`${started.origin}${SESSION_CHECK_PATH}`, { headers: { [SESSION_TOKEN_HEADER]: token } });
    const right = await ask('the-right-token');
    expect(right.status).toBe(204);
    expect(right.headers.get('cache-control')).toBe('no-store');
    const wrong = await ask('an-old-token');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/open the address it printed/);
    expect((await fetch(`${started.origin}${SESSION_CHECK_PATH}`)).status).toBe(401);
  });

  it('tells a tab whether the host is down or has another token', async () => {
    const started = await host('the-right-token');
    const viaHost = (url: string, init: { headers: Record<string, string> }) => fetch(`${started.origin}${url}`, init);
    expect(await diagnoseLostHost('an-old-token', viaHost)).toBe('token-refused');
    expect(await diagnoseLostHost('the-right-token', viaHost)).toBeNull();
    const nobody = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await diagnoseLostHost('the-right-token', nobody)).toBe('host-down');
  });

  it('asks every third failed attempt, not on each one', () => {
    expect([1, 2, 3, 4, 5, 6].filter(shouldDiagnose)).toEqual([3, 6]);
  });
});
