/**
 * Small file helpers for data that must survive a crash: atomic replacement
 * (temp file, fsync, rename, previous version kept as `.bak`), bounded reads,
 * and moving a bad file aside instead of deleting it.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { LIMITS, tooLarge } from '../../shared/limits';

/** Files larger than this are refused before being read (`LIMITS.dataFileBytes`: the largest save allowed). */
export const MAX_DATA_FILE_BYTES = LIMITS.dataFileBytes;

export interface AtomicWriteOptions {
  /** Keep the file being replaced as `<file>.bak`. */
  keepBackup?: boolean;
}

export async function writeFileAtomic(file: string, text: string, options: AtomicWriteOptions = {}): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeDurably(temp, text);
  try {
    if (options.keepBackup && (await exists(file))) await copyFile(file, `${file}.bak`);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(file));
}

/** Writes `text` to `file` and flushes it to the disk before returning. */
export async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes renames in a folder durable where the platform allows it (not on Windows). */
export async function syncDirectory(dir: string): Promise<void> {
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
  if (info.size > MAX_DATA_FILE_BYTES)
    throw new Error(tooLarge(basename(file), info.size, MAX_DATA_FILE_BYTES, 'files'));
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${basename(file)} is not valid JSON (${(error as Error).message}).`, { cause: error });
  }
}

/** Moves `file` into `folder`, its name prefixed with the time so nothing is overwritten; returns the new path. */
export async function moveAside(file: string, folder: string): Promise<string> {
  const target = await asideName(file, folder);
  await rename(file, target);
  return target;
}

/** Copies `file` into `folder` as `moveAside` names it, leaving the file where it is; returns the copy's path. */
export async function copyAside(file: string, folder: string): Promise<string> {
  const target = await asideName(file, folder);
  await copyFile(file, target);
  return target;
}

async function asideName(file: string, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(folder, `${stamp}-${randomBytes(2).toString('hex')}-${basename(file)}`);
}

/** Whether `file` is `root` or lies inside it (both absolute, symlinks already resolved by the caller). */
export function isInsideFolder(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}
