/**
 * Starts the real web host (`node out/main/host.js --port 0`) for one test, on a
 * fresh or given data folder, and reads the address it prints. Run `npm run
 * build` first (`npm test` does); BOARDWRIGHT_HOST_JS points at another build.
 */
import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningHost {
  /** The address to open, with the session token. */
  url: string;
  origin: string;
  port: number;
  token: string;
  dataDir: string;
  stop(): Promise<void>;
}

const HOST_JS = resolve(process.env.BOARDWRIGHT_HOST_JS ?? 'out/main/host.js');
const ADDRESS = /Boardwright web host: (http:\/\/127\.0\.0\.1:\d+)\/\?token=(\S+)/;
const START_TIMEOUT_MS = 30_000;

export async function freshDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'boardwright-e2e-'));
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/**
 * `aiDelayMs`: the AI's smallest pause per move; 0 (as fast as it can) unless a test must watch it think.
 * `port`: 0 for any free one; a test restarting a host under an open tab passes the first one's.
 */
export async function startHost(dataDir: string, aiDelayMs = 0, port = 0): Promise<RunningHost> {
  const child = spawn(process.execPath, [HOST_JS, '--port', String(port), '--data-dir', dataDir], {
    env: { ...process.env, BOARDWRIGHT_AI_DELAY_MS: String(aiDelayMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // If the test runner's worker is torn down (a timeout), its hooks may not run: never leave a host behind.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  const address = await new Promise<{ origin: string; token: string }>((found, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`The web host printed no address within ${START_TIMEOUT_MS} ms. Output:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const match = ADDRESS.exec(output);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        found({ origin: match[1], token: match[2] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The web host (${HOST_JS}) exited with code ${code} before it was ready. Output:\n${output}`));
    });
  });
  return {
    url: `${address.origin}/?token=${address.token}`,
    origin: address.origin,
    port: Number(new URL(address.origin).port),
    token: address.token,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const exited = waitForExit(child);
      const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), 10_000));
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * Registers a fresh data folder and web host for every test of the calling
 * file (started before each test, stopped and removed after). Returns a getter
 * for the running host.
 */
export function hostPerTest(aiDelayMs = 0): () => RunningHost {
  let host: RunningHost | null = null;
  let dataDir = '';
  test.beforeEach(async () => {
    dataDir = await freshDataDir();
    host = await startHost(dataDir, aiDelayMs);
  });
  test.afterEach(async () => {
    await host?.stop();
    host = null;
    await removeDataDir(dataDir);
  });
  return () => {
    if (!host) throw new Error('The web host runs only inside a test.');
    return host;
  };
}
