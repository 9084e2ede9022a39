/**
 * Autosaves: every live match is written after every action to
 * `<dataDir>/matches/<id>.json`, atomically, the previous version kept as
 * `.bak`. At start-up each file is replayed (the newest `LIMITS.liveMatches`
 * only; the others stay on disk, listed by `library.health`); a file that does
 * not load is moved to `matches/corrupt/` (and its `.bak` used instead when that
 * loads), never stopping the start-up, and noted in the `HealthLog`.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameRecord } from '../../engine';
import { compileChecker, createAjv, type Checker } from '../../content/ajv';
import { SAVED_SEAT_SCHEMA } from '../../content/save-schema';
import type { HealthEntry, SeatSpec } from '../../shared/api';
import { LIMITS } from '../../shared/limits';
import type { HealthLog } from '../health/health-log';
import { RecordChecker, type CheckedRecord } from '../saves/record-check';
import { ClosedMatches } from './closed-matches';
import { exists, moveAside, readJsonFile, writeFileAtomic } from '../storage/files';
import type { LiveMatch } from './live-match';

export interface AutosaveFile {
  format: 'boardwright-autosave';
  formatVersion: 1;
  id: string;
  seats: SeatSpec[];
  createdAt: string;
  record: GameRecord;
}

export interface RestoredMatch {
  id: string;
  seats: SeatSpec[];
  createdAt: string;
  /** When the autosave was last written. */
  updatedAt: string;
  checked: CheckedRecord;
}

/** The envelope; the record inside is checked (and replayed) by the RecordChecker. */
const AUTOSAVE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'formatVersion', 'id', 'seats', 'createdAt', 'record'],
  properties: {
    format: { const: 'boardwright-autosave' },
    formatVersion: { const: 1 },
    id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    seats: { type: 'array', minItems: 1, maxItems: 16, items: SAVED_SEAT_SCHEMA },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    record: { type: 'object' },
  },
};

export class AutosaveStore {
  readonly dir: string;
  /** The final states of matches closed lately (`closed-matches.ts`). */
  readonly closed: ClosedMatches;
  private readonly checkEnvelope: Checker;
  /** Per match, the chain of pending writes and removals, so they land in order. */
  private readonly chains = new Map<string, Promise<void>>();
  /** Autosaves left closed at start-up (over the limit of open matches), still on disk. */
  private readonly notReopened: HealthEntry[] = [];

  constructor(
    dataDir: string,
    private readonly records: RecordChecker,
    private readonly health: HealthLog,
  ) {
    this.dir = join(dataDir, 'matches');
    this.closed = new ClosedMatches(this.dir, records);
    this.checkEnvelope = compileChecker(createAjv(), AUTOSAVE_SCHEMA);
    health.addSource(async () => {
      const still: HealthEntry[] = [];
      for (const entry of this.notReopened) if (await exists(join(this.dir, `${entry.id}.json`))) still.push(entry);
      return still;
    });
  }

  fileOf(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  /** Writes the match as it is now. Rejects if the disk write fails. */
  write(match: LiveMatch): Promise<void> {
    const file: AutosaveFile = {
      format: 'boardwright-autosave',
      formatVersion: 1,
      id: match.id,
      seats: [...match.seats],
      createdAt: match.createdAt,
      record: match.record,
    };
    const text = JSON.stringify(file, null, 1);
    return this.enqueue(match.id, () => writeFileAtomic(this.fileOf(match.id), text, { keepBackup: true }));
  }

  remove(id: string): Promise<void> {
    return this.enqueue(id, async () => {
      await rm(this.fileOf(id), { force: true });
      await rm(`${this.fileOf(id)}.bak`, { force: true });
    });
  }

  /** A match closed: its last autosave is kept as its final state (`ClosedMatches`), its backup removed. */
  retire(id: string): Promise<void> {
    return this.enqueue(id, async () => {
      try {
        if (await exists(this.fileOf(id))) await this.closed.keep(this.fileOf(id), id);
      } catch (error) {
        // Keeping the final state is a courtesy: the match closes all the same.
        console.error(`[matches] could not keep the final state of the closed match ${id}:`, error);
      }
      await rm(this.fileOf(id), { force: true });
      await rm(`${this.fileOf(id)}.bak`, { force: true });
    });
  }

  /** Resolves when every pending write has landed (or failed). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.chains.values()]);
  }

  /** Loads the newest `limit` autosaves; never throws for a bad file. */
  async loadAll(limit: number = LIMITS.liveMatches): Promise<RestoredMatch[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return []; // no autosaves yet
    }
    const ids: { id: string; mtime: number }[] = [];
    for (const name of names.sort()) {
      if (name.endsWith('.tmp')) {
        await rm(join(this.dir, name), { force: true }); // an interrupted write; the real file is intact
        continue;
      }
      if (!name.endsWith('.json')) continue;
      const mtime = await stat(join(this.dir, name)).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      ids.push({ id: name.slice(0, -'.json'.length), mtime });
    }
    // Newest first, so the matches left closed over the limit are the oldest ones.
    ids.sort((a, b) => b.mtime - a.mtime || a.id.localeCompare(b.id));
    const restored: RestoredMatch[] = [];
    for (const { id } of ids) {
      if (restored.length >= limit) {
        this.notReopened.push({
          kind: 'autosave',
          id,
          file: this.health.relative(this.fileOf(id)),
          reason: `not reopened: ${limit} matches are open already, the most allowed at once; close one and restart`,
          outcome: 'kept',
          at: new Date().toISOString(),
        });
        continue;
      }
      const match = await this.loadOne(id);
      if (match) restored.push(match);
    }
    return restored;
  }

  private async loadOne(id: string): Promise<RestoredMatch | null> {
    const file = this.fileOf(id);
    try {
      return await this.read(file, id);
    } catch (error) {
      await this.quarantine(id, file, 'the autosave', error);
    }
    const backup = `${file}.bak`;
    if (!(await exists(backup))) return null;
    try {
      const match = await this.read(backup, id);
      await writeFileAtomic(file, JSON.stringify(await readJsonFile(backup), null, 1));
      await this.health.record({
        kind: 'autosave',
        id,
        file: this.health.relative(file),
        reason: `reopened from its previous autosave (${this.health.relative(backup)}); its last move may be lost`,
        outcome: 'restored',
      });
      return match;
    } catch (error) {
      await this.quarantine(id, backup, 'its backup', error);
      return null;
    }
  }

  private async quarantine(id: string, file: string, what: string, error: unknown): Promise<void> {
    try {
      const moved = await moveAside(file, join(this.dir, 'corrupt'));
      await this.health.record({
        kind: 'autosave',
        id,
        file: this.health.relative(file),
        reason: `${what} could not be loaded: ${describe(error)}`,
        outcome: 'quarantined',
        copy: this.health.relative(moved),
      });
    } catch (moveError) {
      await this.health.record({
        kind: 'autosave',
        id,
        file: this.health.relative(file),
        reason: `${what} could not be loaded (${describe(error)}) nor moved aside: ${describe(moveError)}`,
        outcome: 'kept',
      });
    }
  }

  private async read(file: string, id: string): Promise<RestoredMatch> {
    const data = await readJsonFile(file);
    const problems = this.checkEnvelope(data, { rootName: 'autosave' });
    if (problems.length > 0) throw new Error(`not a Boardwright autosave: ${problems.join('; ')}`);
    const envelope = data as AutosaveFile;
    if (envelope.id !== id) throw new Error(`it names the match "${envelope.id}" but is stored as "${id}"`);
    const checked = this.records.checkRecord(envelope.record, `The autosave of match ${id}`);
    const seats = RecordChecker.copySeats(envelope.seats);
    const expected = checked.game.seatCount(checked.record.config);
    if (seats.length !== expected) throw new Error(`it lists ${seats.length} seats for a game of ${expected}`);
    const updatedAt = (await stat(file)).mtime.toISOString();
    return { id, seats, createdAt: envelope.createdAt, updatedAt, checked };
  }

  private enqueue(id: string, task: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(task);
    this.chains.set(id, next);
    const forget = (): void => {
      if (this.chains.get(id) === next) this.chains.delete(id);
    };
    next.then(forget, forget);
    return next;
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const details = (error as { details?: unknown } | null)?.details;
  return Array.isArray(details) && details.length > 0 ? `${text} ${details.join('; ')}` : text;
}
