/**
 * Small file helpers for data that must survive a crash: atomic replacement
 * (temp file, fsync, rename, previous version kept as `.bak`), bounded reads,
 * and moving a bad file aside instead of deleting it.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Files larger than this are refused before being read: no save is anywhere near it. */
export const MAX_DATA_FILE_BYTES = 8 * 1024 * 1024;

export interface AtomicWriteOptions {
  /** Keep the file being replaced as `<file>.bak`. */
  keepBackup?: boolean;
}

export async function writeFileAtomic(file: string, text: string, options: AtomicWriteOptions = {}): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    if (options.keepBackup && (await exists(file))) await copyFile(file, `${file}.bak`);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(file));
}

/** Makes the rename itself durable where the platform allows it (not on Windows). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort: some platforms cannot fsync a directory.
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Reads and parses a JSON file, refusing oversized files; throws an Error with a plain message. */
export async function readJsonFile(file: string): Promise<unknown> {
  const info = await stat(file);
  if (info.size > MAX_DATA_FILE_BYTES) {
    throw new Error(`${basename(file)} is ${info.size} bytes; files over ${MAX_DATA_FILE_BYTES} bytes are refused.`);
  }
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${basename(file)} is not valid JSON (${(error as Error).message}).`, { cause: error });
  }
}

/** Moves `file` into `folder`, its name prefixed with the time so nothing is overwritten; returns the new path. */
export async function moveAside(file: string, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = join(folder, `${stamp}-${randomBytes(2).toString('hex')}-${basename(file)}`);
  await rename(file, target);
  return target;
}
