/**
 * Command-line flags and environment of the web host, parsed into one plain
 * object. Mistakes are reported in words that name the flag and the value.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const DEFAULT_PORT = 5199;
export const DEFAULT_AI_DELAY_MS = 400;

export interface HostOptions {
  port: number;
  dataDir: string;
  aiDelayMs: number;
  /** Undefined lets the services pick (one per core but one). */
  workers: number | undefined;
  /** Replace the session token kept in the data folder, so addresses given out before stop working. */
  newToken: boolean;
  help: boolean;
}

export class OptionsError extends Error {
  override name = 'OptionsError';
}

export const USAGE = `Usage: node out/main/host.js [options]   (or: npm run web)

Serves Boardwright to your browser on 127.0.0.1 and prints the address to open.

Options:
  --port N          port to listen on (default ${DEFAULT_PORT}; 0 = any free port)
  --data-dir DIR    where matches and saves are kept (or env BOARDWRIGHT_DATA_DIR)
  --workers N       most AI worker processes, started as needed (default: one per CPU core but one, fewer on small memory)
  --new-token       replace the session token kept in the data folder (old addresses stop working)
  --help            show this text

Environment:
  BOARDWRIGHT_DATA_DIR     same as --data-dir (the flag wins)
  BOARDWRIGHT_AI_DELAY_MS  smallest pause before an AI move, in ms (default ${DEFAULT_AI_DELAY_MS})`;

/** Where an app keeps its data on each OS, following that OS's convention. */
export function defaultDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string = homedir()): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'Boardwright');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Boardwright');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'boardwright');
}

function wholeNumber(text: string, what: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new OptionsError(`Invalid ${what} "${text}": expected a whole number from ${min} to ${max}.`);
  }
  return value;
}

export function parseHostOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): HostOptions {
  let port = DEFAULT_PORT;
  let dataDir: string | undefined;
  let workers: number | undefined;
  let newToken = false;
  let help = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = arg.startsWith('--') && eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new OptionsError(`The option ${flag} needs a value.`);
      i++;
      return next;
    };
    switch (flag) {
      case '--port':
        port = wholeNumber(value(), '--port', 0, 65535);
        break;
      case '--data-dir': {
        const dir = value();
        if (dir.trim() === '') throw new OptionsError('The option --data-dir needs a folder name.');
        dataDir = dir;
        break;
      }
      case '--workers':
        workers = wholeNumber(value(), '--workers', 1, 64);
        break;
      case '--new-token':
        if (inline !== undefined) throw new OptionsError('The option --new-token takes no value.');
        newToken = true;
        break;
      case '--help':
      case '-h':
        help = true;
        break;
      default:
        throw new OptionsError(`Unknown option "${arg}". Run with --help to see the options.`);
    }
  }

  const delayText = env.BOARDWRIGHT_AI_DELAY_MS;
  const aiDelayMs =
    delayText === undefined || delayText === ''
      ? DEFAULT_AI_DELAY_MS
      : wholeNumber(delayText, 'BOARDWRIGHT_AI_DELAY_MS', 0, 60_000);

  const chosenDir = dataDir ?? (env.BOARDWRIGHT_DATA_DIR || defaultDataDir(platform, env, home));
  return { port, dataDir: resolve(chosenDir), aiDelayMs, workers, newToken, help };
}
