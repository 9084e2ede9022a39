/**
 * The save library: named saves in `<dataDir>/saves/<id>.json`, each a
 * `SaveFile` (the record plus who sat where), written atomically. Loading or
 * importing a save replays it into a new live match; files are never trusted,
 * even our own, since people copy and edit them. A save that does not load
 * stays where it is and is listed by `library.health` with the reason.
 */
import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiRequest, HealthEntry, MatchSummary, SaveFile, SaveInfo } from '../../shared/api';
import { notFound, ServiceError } from '../errors';
import type { HealthLog } from '../health/health-log';
import type { MatchService } from '../match/match-service';
import { clip } from '../../shared/bounded-errors';
import { readJsonFile, writeFileAtomic } from '../storage/files';
import type { CheckedRecord, RecordChecker } from './record-check';

interface CachedInfo {
  /** mtime and size of the file the info was read from; a change means read again. */
  stamp: string;
  info: SaveInfo | null;
  /** Why the file does not load, when it does not. */
  problem?: HealthEntry;
}

export class SaveLibrary {
  readonly dir: string;
  private readonly cache = new Map<string, CachedInfo>();

  constructor(
    dataDir: string,
    private readonly records: RecordChecker,
    private readonly matches: MatchService,
    private readonly health: HealthLog,
  ) {
    this.dir = join(dataDir, 'saves');
    health.addSource(() => this.unreadable());
  }

  /** The saves that do not load, as they are now. */
  private async unreadable(): Promise<HealthEntry[]> {
    await this.list();
    return [...this.cache.values()].flatMap((c) => (c.problem ? [{ ...c.problem }] : []));
  }

  async save(req: ApiRequest<'saves.save'>): Promise<SaveInfo> {
    const match = this.matches.require(req.matchId);
    const file: SaveFile = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: req.name,
      savedAt: new Date().toISOString(),
      seats: match.seats.map((s) => ({ ...s })),
      record: structuredClone(match.record),
    };
    const id = `s-${randomBytes(9).toString('base64url')}`;
    await writeFileAtomic(this.fileOf(id), JSON.stringify(file, null, 1));
    return infoOf(id, file, { game: match.game, record: match.record, state: match.state, hash: '' });
  }

  /** Every readable save, newest first. Unreadable files are skipped (and listed by `library.health`). */
  async list(): Promise<SaveInfo[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const infos: SaveInfo[] = [];
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const info = await this.cachedInfo(name.slice(0, -'.json'.length));
      if (info) infos.push(info);
    }
    return infos.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
  }

  /** Starts the saved match, or goes back to it when it is open already as saved (no copy). */
  async load(saveId: string): Promise<MatchSummary> {
    const { save, checked } = await this.read(saveId);
    return this.matches.openMatchOf(save.seats, checked.record) ?? this.matches.start(save.seats, checked);
  }

  async import(data: unknown): Promise<MatchSummary> {
    this.matches.requireRoom(); // before the replay, which is the costly part
    const { save, checked } = this.records.checkSave(data, 'This save');
    return this.matches.openMatchOf(save.seats, checked.record) ?? this.matches.start(save.seats, checked);
  }

  async delete(saveId: string): Promise<{ deleted: true }> {
    const file = this.fileOf(saveId);
    try {
      await rm(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing(saveId);
      throw error;
    }
    this.cache.delete(saveId);
    return { deleted: true };
  }

  private fileOf(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  /** A save's file contents, unchecked (the caller checks them: a replay viewer shows even saves that no longer replay). */
  async contents(saveId: string): Promise<unknown> {
    try {
      return await readJsonFile(this.fileOf(saveId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing(saveId);
      throw new ServiceError('invalid-record', `The save "${saveId}" cannot be read: ${(error as Error).message}`);
    }
  }

  private async read(saveId: string): Promise<{ save: SaveFile; checked: CheckedRecord }> {
    return this.records.checkSave(await this.contents(saveId), `The save "${saveId}"`);
  }

  private async cachedInfo(id: string): Promise<SaveInfo | null> {
    let stamp: string;
    try {
      const s = await stat(this.fileOf(id));
      stamp = `${s.mtimeMs}:${s.size}`;
    } catch {
      return null; // deleted while listing
    }
    const cached = this.cache.get(id);
    if (cached?.stamp === stamp) return cached.info;
    let info: SaveInfo | null = null;
    let problem: HealthEntry | undefined;
    try {
      const { save, checked } = await this.read(id);
      info = infoOf(id, save, checked);
    } catch (error) {
      const details = error instanceof ServiceError && error.details ? ` ${error.details.slice(0, 3).join('; ')}` : '';
      const file = this.health.relative(this.fileOf(id));
      const reason = `${(error as Error).message}${details}`;
      console.error(`[saves] not listing ${file}: ${reason}`);
      problem = { kind: 'save', id, file, reason: clip(reason), outcome: 'kept', at: new Date().toISOString() };
    }
    this.cache.set(id, { stamp, info, ...(problem ? { problem } : {}) });
    return info;
  }
}

function infoOf(id: string, save: SaveFile, checked: CheckedRecord): SaveInfo {
  return {
    id,
    name: save.name,
    game: checked.game.id,
    gameName: checked.game.name,
    savedAt: save.savedAt,
    version: checked.record.actions.length,
    over: checked.game.isOver(checked.state),
  };
}

function missing(saveId: string): ServiceError {
  return notFound(`There is no save with the id "${saveId}". It may have been deleted.`);
}
