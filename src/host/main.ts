/**
 * Entry of the web host (`npm run web`, built to out/main/host.js): parses the
 * options, starts the services with child-process AI workers, serves the
 * renderer and the API on 127.0.0.1, prints the address to open, and shuts
 * everything down on Ctrl+C or SIGTERM.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createServices } from '../services/app';
import type { Services } from '../services';
import { childProcessWorkerFactory } from '../services/pool/child-process-worker';
import { OptionsError, parseHostOptions, USAGE, type HostOptions } from './options';
import { startWebHost, type WebHost } from './server';
import { loadOrCreateSessionToken } from './session-token';

/** The built renderer: next to out/main when built, out/renderer of the repo when run from sources. */
export function rendererDirFor(here: string): string {
  if (basename(here) === 'main' && basename(dirname(here)) === 'out') return join(here, '..', 'renderer');
  return resolve(here, '..', '..', 'out', 'renderer');
}

function readOptions(): HostOptions {
  try {
    return parseHostOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(`Boardwright web host: ${error.message}`);
    process.exit(2);
  }
}

function stopOnSignals(host: WebHost, services: Services): void {
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      console.error('Boardwright web host: stopping at once.');
      process.exit(1);
    }
    stopping = true;
    console.log(`Boardwright web host: stopping (${signal})…`);
    try {
      await host.close();
      await services.close(); // ends the matches and kills the AI workers
      process.exit(0);
    } catch (error) {
      console.error('Boardwright web host: could not stop cleanly:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  try {
    await mkdir(options.dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`Cannot use the data folder ${options.dataDir}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // Kept across restarts, so an open tab reconnects by itself (session-token.ts says why that is safe).
  const token = await loadOrCreateSessionToken(options.dataDir, { renew: options.newToken });
  const rendererDir = rendererDirFor(import.meta.dirname);
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.warn(`Boardwright web host: no built renderer in ${rendererDir}; run "npm run build" first.`);
  }

  const services = await createServices({
    dataDir: options.dataDir,
    workerFactory: childProcessWorkerFactory(),
    workers: options.workers,
    aiDelayMs: options.aiDelayMs,
  });
  let host: WebHost;
  try {
    host = await startWebHost({ services, rendererDir, port: options.port, token });
  } catch (error) {
    await services.close();
    throw error;
  }
  stopOnSignals(host, services);
  console.log(`Boardwright web host: ${host.url}`);
  console.log(`Data folder: ${options.dataDir}. Press Ctrl+C to stop.`);
}

main().catch((error: unknown) => {
  console.error(`Boardwright web host: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
