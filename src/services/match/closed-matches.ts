/**
 * Closed matches: a match closed by hand (or to make room) leaves its last autosave in
 * `<dataDir>/matches/closed/<id>.json`, so its address can still open its final state, read-only,
 * in the replay viewer. Only the newest `LIMITS.closedMatchesKept` are kept; older ones are removed
 * as new ones close. A kept file is checked like an autosave before its record is handed out.
 * They are also listed (`list`), for the home screen's Recent games.
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameRecord } from '../../engine';
import { compileChecker, createAjv, type Checker } from '../../content/ajv';
import { SAVED_SEAT_SCHEMA } from '../../content/save-schema';
import type { SeatSpec } from '../../shared/api';
import { LIMITS } from '../../shared/limits';
import { RecordChecker, type CheckedRecord } from '../saves/record-check';
import { exists, readJsonFile } from '../storage/files';

/** Ids are the services' own match ids; anything else names no file here. */
const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a listing needs of a kept file beyond its record (which `checkRecord` checks). */
const KEPT_SCHEMA = {
  type: 'object',
  required: ['seats', 'createdAt', 'record'],
  properties: {
    seats: { type: 'array', minItems: 1, maxItems: 16, items: SAVED_SEAT_SCHEMA },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    record: { type: 'object' },
  },
};

/** A closed match as kept: who played, when it started, when it closed, and its final state. */
export interface ClosedMatch {
  id: string;
  seats: SeatSpec[];
  createdAt: string;
  /** When it was last played: its last autosave, kept as it was when the match closed. */
  lastPlayedAt: string;
  checked: CheckedRecord;
}

export class ClosedMatches {
  readonly dir: string;
  private readonly checkKept: Checker;
  /** Listed files by id, with the modification time they were read at: each is replayed once. */
  private readonly listed = new Map<string, { mtime: number; match: ClosedMatch | null }>();

  constructor(
    matchesDir: string,
    private readonly records: RecordChecker,
  ) {
    this.dir = join(matchesDir, 'closed');
    this.checkKept = compileChecker(createAjv(), KEPT_SCHEMA);
  }

  /** Every kept closed match that still reads, last played first; a file that does not read is left out. */
  async list(): Promise<ClosedMatch[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.json'));
    } catch {
      return []; // nothing closed yet
    }
    const ids = new Set(names.map((name) => name.slice(0, -'.json'.length)).filter((id) => MATCH_ID.test(id)));
    for (const id of this.listed.keys()) if (!ids.has(id)) this.listed.delete(id);
    const found: ClosedMatch[] = [];
    for (const id of ids) {
      const match = await this.listOne(id);
      if (match) found.push(match);
    }
    return found.sort((a, b) => b.lastPlayedAt.localeCompare(a.lastPlayedAt) || a.id.localeCompare(b.id));
  }

  private async listOne(id: string): Promise<ClosedMatch | null> {
    const file = join(this.dir, `${id}.json`);
    let modified: Date;
    try {
      modified = (await stat(file)).mtime;
    } catch {
      return null; // pruned meanwhile
    }
    const cached = this.listed.get(id);
    if (cached?.mtime === modified.getTime()) return cached.match;
    let match: ClosedMatch | null = null;
    try {
      const data = (await readJsonFile(file)) as { seats: SeatSpec[]; createdAt: string; record: unknown };
      if (this.checkKept(data, { rootName: 'closed match' }).length > 0) throw new Error('not a kept match');
      const checked = this.records.checkRecord(data.record, `The final state of the closed match ${id}`);
      if (data.seats.length !== checked.game.seatCount(checked.record.config)) throw new Error('seats do not fit');
      const seats = RecordChecker.copySeats(data.seats);
      match = { id, seats, createdAt: data.createdAt, lastPlayedAt: modified.toISOString(), checked };
    } catch {
      // A kept final state is a courtesy: one that does not read is simply not listed.
    }
    this.listed.set(id, { mtime: modified.getTime(), match });
    return match;
  }

  /** Moves a closed match's autosave here, then forgets the oldest beyond the limit. */
  async keep(autosave: string, id: string): Promise<void> {
    if (!MATCH_ID.test(id)) return;
    await mkdir(this.dir, { recursive: true });
    await rename(autosave, join(this.dir, `${id}.json`));
    await this.prune();
  }

  /** The final record of a closed match, or null when it is not kept (never closed here, or forgotten). */
  async record(id: string): Promise<GameRecord | null> {
    if (!MATCH_ID.test(id)) return null;
    const file = join(this.dir, `${id}.json`);
    if (!(await exists(file))) return null;
    const data = (await readJsonFile(file)) as { record?: unknown } | null;
    const checked = this.records.checkRecord(data?.record, `The final state of the closed match ${id}`);
    return checked.record;
  }

  private async prune(): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.json'));
    if (names.length <= LIMITS.closedMatchesKept) return;
    const dated = await Promise.all(
      names.map(async (name) => ({
        name,
        mtime: await stat(join(this.dir, name)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      })),
    );
    dated.sort((a, b) => b.mtime - a.mtime || a.name.localeCompare(b.name));
    for (const { name } of dated.slice(LIMITS.closedMatchesKept)) await rm(join(this.dir, name), { force: true });
  }
}
