/**
 * The built web host as `npm run web` runs it (node out/main/host.js): it
 * prints the address, serves the page and the API, and stops cleanly on
 * SIGTERM. Needs `npm run build` first (npm test builds before the unit tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, connectOk } from './helpers';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ENTRY = join(ROOT, 'out', 'main', 'host.js');
let dataDir: string;

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run "npm run build" before these tests.`);
  dataDir = await mkdtemp(join(tmpdir(), 'bw-built-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function run(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [ENTRY, ...args], {
    env: { ...process.env, BOARDWRIGHT_AI_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function addressLine(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const line = output()
        .split('\n')
        .find((l) => l.startsWith('Boardwright web host: http'));
      if (line) resolve(line);
    };
    child.stdout!.on('data', look);
    child.on('exit', (code) =>
      reject(new Error(`the host exited (${code}) before printing its address:\n${output()}`)),
    );
    look();
  });
}

describe('node out/main/host.js', () => {
  it('prints the address, serves page and API, and stops on SIGTERM', async () => {
    const host = run(['--port', '0', '--data-dir', dataDir, '--workers', '1']);
    try {
      const line = await addressLine(host.child, host.output);
      const match = /^Boardwright web host: (http:\/\/127\.0\.0\.1:\d+)\/\?token=([A-Za-z0-9_-]{43})$/.exec(
        line.trim(),
      );
      expect(match, line).not.toBeNull();
      const [, origin, token] = match!;

      const page = await fetch(`${origin}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('<div id="app">');

      const client = await connectOk(apiUrl(origin!, token!), origin!);
      expect(await client.call(1, 'games.list', {})).toMatchObject({ id: 1, response: { ok: true } });
      client.close();
    } finally {
      host.child.kill('SIGTERM');
    }
    expect(await host.exited).toBe(0);
    expect(host.output()).toContain('stopping (SIGTERM)');
  });

  it('explains a bad option and exits with code 2', async () => {
    const host = run(['--port', 'abc']);
    expect(await host.exited).toBe(2);
    expect(host.output()).toContain('Invalid --port "abc"');
  });
});
