/**
 * What the services could not read, and what they did about it, so nothing
 * vanishes with only a log line. Things that happened once (metadata rebuilt,
 * an autosave quarantined or replaced by its backup) are kept in
 * `<dataDir>/health.json`, newest first; things that are true now (a save that
 * does not load, an autosave not reopened) are asked of their owners at each
 * `library.health` call. An entry whose kept copy the user has since deleted is
 * dealt with and no longer listed.
 */
import { join, relative } from 'node:path';
import type { HealthEntry, LibraryHealth } from '../../shared/api';
import { clip } from '../../shared/bounded-errors';
import { exists, readJsonFile, writeFileAtomic } from '../storage/files';

/** Entries kept in health.json; older ones are forgotten. */
const KEPT_ENTRIES = 200;

const OUTCOMES = new Set(['rebuilt', 'restored', 'quarantined', 'kept']);
const KINDS = new Set(['library-item', 'trash-item', 'save', 'autosave']);

/** Something that can say what it holds but cannot read, now. */
export type HealthSource = () => Promise<HealthEntry[]>;

export class HealthLog {
  private readonly file: string;
  private readonly sources: HealthSource[] = [];
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private readonly log: (message: string) => void = (m) => console.error(`[health] ${m}`),
  ) {
    this.file = join(dataDir, 'health.json');
  }

  /** The path of `file` as entries name it: relative to the data folder, with "/". */
  relative(file: string): string {
    return relative(this.dataDir, file).split('\\').join('/');
  }

  /** Adds a source of entries that are true now (asked at each report). */
  addSource(source: HealthSource): void {
    this.sources.push(source);
  }

  /** Notes what happened to a file (also on stderr). Never throws: a failed note is only logged. */
  record(entry: Omit<HealthEntry, 'at'>): Promise<void> {
    const full: HealthEntry = { ...entry, reason: clip(entry.reason), at: new Date().toISOString() };
    this.log(`${full.file}: ${full.reason} (${full.outcome}${full.copy ? `, kept as ${full.copy}` : ''})`);
    const write = this.writes.then(async () => {
      const kept = await this.readKept();
      await writeFileAtomic(this.file, JSON.stringify([full, ...kept].slice(0, KEPT_ENTRIES), null, 1));
    });
    this.writes = write.catch((error: unknown) => this.log(`could not note this in ${this.file}: ${String(error)}`));
    return this.writes.then(() => undefined);
  }

  /** Every entry: what is wrong now, then what happened, newest first. */
  async report(): Promise<LibraryHealth> {
    await this.writes;
    const now: HealthEntry[] = [];
    for (const source of this.sources) now.push(...(await source()));
    const past: HealthEntry[] = [];
    for (const entry of await this.readKept()) {
      // A copy the user deleted: dealt with.
      if (entry.copy && !(await exists(join(this.dataDir, entry.copy)))) continue;
      past.push(entry);
    }
    return { entries: [...now, ...past] };
  }

  private async readKept(): Promise<HealthEntry[]> {
    if (!(await exists(this.file))) return [];
    try {
      const data = await readJsonFile(this.file);
      return Array.isArray(data) ? data.filter(isEntry).map(copyEntry) : [];
    } catch (error) {
      this.log(`${this.file} cannot be read and starts afresh: ${(error as Error).message}`);
      return [];
    }
  }
}

/** Our own file, but on disk: each entry is checked before it is shown. */
function isEntry(value: unknown): value is HealthEntry {
  if (value === null || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  const text = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.length <= 1000;
  return (
    KINDS.has(e.kind as string) &&
    OUTCOMES.has(e.outcome as string) &&
    text(e.file) &&
    text(e.reason) &&
    text(e.at) &&
    (e.id === undefined || text(e.id)) &&
    (e.copy === undefined || (text(e.copy) && !(e.copy as string).split('/').includes('..')))
  );
}

function copyEntry(e: HealthEntry): HealthEntry {
  const entry: HealthEntry = { kind: e.kind, file: e.file, reason: e.reason, outcome: e.outcome, at: e.at };
  if (e.id !== undefined) entry.id = e.id;
  if (e.copy !== undefined) entry.copy = e.copy;
  return entry;
}
