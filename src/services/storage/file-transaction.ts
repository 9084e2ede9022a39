/**
 * Several file writes and removals under one folder that land all or nothing,
 * for changes that span files (an item's text and metadata, a whole pack).
 *
 * A redo journal: every new file is first written in full and flushed to a
 * staging folder (`<root>/.pending/<id>/`); then the journal listing what goes
 * where is written atomically — that is the commit point; then each staged file
 * is renamed into place and each removal done, and the journal deleted. A crash
 * before the journal leaves only staged files, which `recoverTransactions`
 * deletes (the folder is as before); a crash after it is finished by
 * `recoverTransactions` (as after): renames and removals can be done twice
 * without harm, since a staged file is gone once moved. Each target appears in
 * one operation only, so the order in which they are redone does not matter.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { exists, readJsonFile, syncDirectory, writeDurably, writeFileAtomic } from './files';

const PENDING = '.pending';
const JOURNAL_SUFFIX = '.journal';

type Op = { write: string; staged: string; text: string } | { remove: string };
type JournalOp = { write: string; staged: string } | { remove: string };

interface Journal {
  format: 'boardwright-journal';
  ops: JournalOp[];
}

/** A target path: relative, "/"-separated, inside the root, no odd segments. */
function checkTarget(target: string): string {
  const segments = target.split('/');
  if (
    target.length === 0 ||
    target.includes('\\') ||
    target.startsWith('/') ||
    segments.some((s) => s === '' || s === '.' || s === '..' || s === PENDING)
  ) {
    throw new Error(`not a path a transaction may touch: "${target}"`);
  }
  return target;
}

export class FileTransaction {
  private readonly ops: Op[] = [];
  private readonly targets = new Set<string>();

  /** `root`: the folder every target is relative to. */
  constructor(private readonly root: string) {}

  get size(): number {
    return this.ops.length;
  }

  /** Writes `text` to `target` (relative to the root), replacing what is there. */
  write(target: string, text: string): this {
    this.claim(target);
    this.ops.push({ write: target, staged: String(this.ops.length), text });
    return this;
  }

  /** Removes `target` if it exists. */
  remove(target: string): this {
    this.claim(target);
    this.ops.push({ remove: target });
    return this;
  }

  /** Stages, commits and applies every operation; on a throw before the commit point nothing changed. */
  async commit(): Promise<void> {
    if (this.ops.length === 0) return;
    const id = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
    const stage = join(this.root, PENDING, id);
    await mkdir(stage, { recursive: true });
    try {
      for (const op of this.ops) if ('write' in op) await writeDurably(join(stage, op.staged), op.text);
      await syncDirectory(stage);
    } catch (error) {
      await rm(stage, { recursive: true, force: true });
      throw error;
    }
    const journal: Journal = {
      format: 'boardwright-journal',
      ops: this.ops.map((op) => ('write' in op ? { write: op.write, staged: op.staged } : { remove: op.remove })),
    };
    const journalFile = join(this.root, PENDING, `${id}${JOURNAL_SUFFIX}`);
    await writeFileAtomic(journalFile, JSON.stringify(journal));
    await applyJournal(this.root, stage, journal);
    await finish(journalFile, stage);
  }

  private claim(target: string): void {
    checkTarget(target);
    if (this.targets.has(target)) throw new Error(`"${target}" is changed twice in one transaction`);
    this.targets.add(target);
  }
}

/**
 * At start-up, before anything reads the folder: finishes every committed transaction and drops
 * what uncommitted ones staged. Returns how many were finished.
 */
export async function recoverTransactions(root: string, log: (message: string) => void): Promise<number> {
  const pending = join(root, PENDING);
  let names: string[];
  try {
    names = await readdir(pending);
  } catch {
    return 0; // nothing pending
  }
  let finished = 0;
  for (const name of names.filter((n) => n.endsWith(JOURNAL_SUFFIX)).sort()) {
    const journalFile = join(pending, name);
    const stage = join(pending, name.slice(0, -JOURNAL_SUFFIX.length));
    const journal = await readJournal(journalFile);
    if (journal) {
      await applyJournal(root, stage, journal);
      finished++;
    } else log(`dropped the unreadable journal ${journalFile}`);
    await finish(journalFile, stage);
  }
  // Staging folders without a journal, and temp files: transactions that never reached their commit point.
  for (const name of await readdir(pending)) await rm(join(pending, name), { recursive: true, force: true });
  return finished;
}

async function readJournal(file: string): Promise<Journal | null> {
  try {
    const data = (await readJsonFile(file)) as Journal;
    if (data?.format !== 'boardwright-journal' || !Array.isArray(data.ops)) return null;
    const ops: JournalOp[] = data.ops.map((op) =>
      'write' in op
        ? { write: checkTarget(String(op.write)), staged: checkTarget(String(op.staged)) }
        : { remove: checkTarget(String(op.remove)) },
    );
    return { format: 'boardwright-journal', ops };
  } catch {
    return null;
  }
}

async function applyJournal(root: string, stage: string, journal: Journal): Promise<void> {
  const folders = new Set<string>();
  for (const op of journal.ops) {
    if ('write' in op) {
      const staged = join(stage, op.staged);
      if (!(await exists(staged))) continue; // moved before a crash
      const target = join(root, op.write);
      await mkdir(dirname(target), { recursive: true });
      await rename(staged, target);
      folders.add(dirname(target));
    } else {
      await rm(join(root, op.remove), { force: true });
      folders.add(dirname(join(root, op.remove)));
    }
  }
  for (const folder of folders) await syncDirectory(folder);
}

async function finish(journalFile: string, stage: string): Promise<void> {
  await rm(journalFile, { force: true });
  await rm(stage, { recursive: true, force: true });
}
