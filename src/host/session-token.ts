/**
 * The web host's session token: 32 random bytes, required on every API
 * connection. Any local program (or web page) can reach 127.0.0.1, so the token
 * is what proves a client was given the URL the host printed.
 *
 * The token is kept in the data folder (`session-token`, readable by its owner
 * only), so the address the host printed keeps working after a restart and an
 * open tab reconnects by itself. Whoever can read that file can already read
 * and change every save and library item in the same folder, so keeping the
 * token there gives nobody a door they did not have. `--new-token` (or deleting
 * the file) replaces it, and with it every address given out before.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SESSION_TOKEN_FILE = 'session-token';
/** What `newSessionToken` makes: 32 bytes as base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Group and others may not read, write or run it. */
const OTHERS_MAY_ACCESS = 0o077;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token kept in `dataDir`, or a fresh one written there (mode 0600). A file
 * others could read is not trusted: its token may have been seen, so it is
 * replaced. `renew` replaces it in any case.
 */
export async function loadOrCreateSessionToken(
  dataDir: string,
  options: { renew?: boolean; platform?: NodeJS.Platform } = {},
): Promise<string> {
  const file = join(dataDir, SESSION_TOKEN_FILE);
  // Windows has no owner-only mode bits; the data folder's own permissions protect the file there.
  const checksMode = (options.platform ?? process.platform) !== 'win32';
  if (!options.renew) {
    const kept = await readKeptToken(file, checksMode);
    if (kept) return kept;
  }
  const token = newSessionToken();
  await writeOwnerOnly(file, `${token}\n`);
  return token;
}

/** Created with mode 0600 from the first byte (a chmod afterwards would leave a moment open), then renamed into place. */
async function writeOwnerOnly(file: string, text: string): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, text, { mode: 0o600, flag: 'wx' });
    // The umask cannot widen a mode, but a file system may ignore it: say it once more.
    await chmod(temp, 0o600);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw new Error(`Cannot write the session token ${file}: ${(error as Error).message}`, { cause: error });
  }
}

async function readKeptToken(file: string, checksMode: boolean): Promise<string | null> {
  try {
    if (checksMode && ((await stat(file)).mode & OTHERS_MAY_ACCESS) !== 0) return null;
    const text = (await readFile(file, 'utf8')).trim();
    return TOKEN_SHAPE.test(text) ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Cannot read the session token ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Compares in constant time. Both sides are hashed first so that inputs of
 * different lengths neither throw in `timingSafeEqual` nor leak the length.
 */
export function tokensMatch(expected: string, offered: string | null | undefined): boolean {
  if (typeof offered !== 'string' || offered.length === 0) return false;
  const a = createHash('sha256').update(expected, 'utf8').digest();
  const b = createHash('sha256').update(offered, 'utf8').digest();
  return timingSafeEqual(a, b);
}
