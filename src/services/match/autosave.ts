/**
 * Autosaves: every live match is written after every action to
 * `<dataDir>/matches/<id>.json`, atomically, the previous version kept as
 * `.bak`. At start-up each file is replayed; a file that does not load is
 * moved to `matches/corrupt/` (and its `.bak` used instead when that loads),
 * never stopping the start-up.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameRecord } from '../../engine';
import { compileChecker, createAjv, type Checker } from '../../content/ajv';
import { SAVED_SEAT_SCHEMA } from '../../content/save-schema';
import type { SeatSpec } from '../../shared/api';
import { RecordChecker, type CheckedRecord } from '../saves/record-check';
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
  private readonly checkEnvelope: Checker;
  /** Per match, the chain of pending writes and removals, so they land in order. */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(
    dataDir: string,
    private readonly records: RecordChecker,
    private readonly log: (message: string) => void = (m) => console.error(`[autosave] ${m}`),
  ) {
    this.dir = join(dataDir, 'matches');
    this.checkEnvelope = compileChecker(createAjv(), AUTOSAVE_SCHEMA);
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

  /** Resolves when every pending write has landed (or failed). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.chains.values()]);
  }

  /** Loads every autosave; never throws for a bad file. */
  async loadAll(): Promise<RestoredMatch[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return []; // no autosaves yet
    }
    const restored: RestoredMatch[] = [];
    for (const name of names.sort()) {
      if (name.endsWith('.tmp')) {
        await rm(join(this.dir, name), { force: true }); // an interrupted write; the real file is intact
        continue;
      }
      if (!name.endsWith('.json')) continue;
      const match = await this.loadOne(name.slice(0, -'.json'.length));
      if (match) restored.push(match);
    }
    return restored;
  }

  private async loadOne(id: string): Promise<RestoredMatch | null> {
    const file = this.fileOf(id);
    try {
      return await this.read(file, id);
    } catch (error) {
      await this.quarantine(file, 'The autosave', error);
    }
    const backup = `${file}.bak`;
    if (!(await exists(backup))) return null;
    try {
      const match = await this.read(backup, id);
      await writeFileAtomic(file, JSON.stringify(await readJsonFile(backup), null, 1));
      this.log(`Restored match ${id} from its previous autosave (${backup}); its last move may be lost.`);
      return match;
    } catch (error) {
      await this.quarantine(backup, 'Its backup', error);
      return null;
    }
  }

  private async quarantine(file: string, what: string, error: unknown): Promise<void> {
    try {
      const moved = await moveAside(file, join(this.dir, 'corrupt'));
      this.log(`${what} ${file} could not be loaded and was moved to ${moved}: ${describe(error)}`);
    } catch (moveError) {
      this.log(`${what} ${file} could not be loaded (${describe(error)}) nor moved aside: ${describe(moveError)}`);
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
