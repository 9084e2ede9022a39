/**
 * Closed matches: a match closed by hand (or to make room) leaves its last autosave in
 * `<dataDir>/matches/closed/<id>.json`, so its address can still open its final state, read-only,
 * in the replay viewer. Only the newest `LIMITS.closedMatchesKept` are kept; older ones are removed
 * as new ones close. A kept file is checked like an autosave before its record is handed out.
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameRecord } from '../../engine';
import { LIMITS } from '../../shared/limits';
import type { RecordChecker } from '../saves/record-check';
import { exists, readJsonFile } from '../storage/files';

/** Ids are the services' own match ids; anything else names no file here. */
const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class ClosedMatches {
  readonly dir: string;

  constructor(
    matchesDir: string,
    private readonly records: RecordChecker,
  ) {
    this.dir = join(matchesDir, 'closed');
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
