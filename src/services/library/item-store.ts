/**
 * The user's library items on disk: `<dataDir>/library/<id>.json` holds the
 * item's text exactly as saved, `<id>.meta.json` its metadata; the trash is
 * `<dataDir>/library/trash/` with the same two files per item. A text alone is
 * written atomically (temp file, fsync, rename, the previous text kept as
 * `<id>.json.bak`); a change to several files (a new item, a move to or from the
 * trash, a pack install) is one `FileTransaction`, so a crash leaves the library
 * as before or as after. Metadata that is missing or damaged is rebuilt from the
 * item (its damaged copy kept in `library/damaged/`); an item whose type cannot
 * be told is moved there. Either way `library.health` lists it.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { HealthLog } from '../health/health-log';
import { FileTransaction, recoverTransactions } from '../storage/file-transaction';
import { copyAside, exists, MAX_DATA_FILE_BYTES, moveAside, readJsonFile, writeFileAtomic } from '../storage/files';
import { rebuildMeta, typeOfText } from './meta-repair';
import { parseMeta, type ItemMeta } from './meta';

export type Place = 'library' | 'trash';

export interface StoredItem {
  id: string;
  meta: ItemMeta;
  /** Last change of the text (for the trash: when it was deleted). */
  modifiedAt: string;
  size: number;
}

const USER_ID = /^u-[A-Za-z0-9_-]{1,40}$/;

export function isUserItemId(id: string): boolean {
  return USER_ID.test(id);
}

export class ItemStore {
  readonly dir: string;
  readonly trashDir: string;
  /** Where damaged files are kept (never read back). */
  readonly damagedDir: string;

  constructor(
    dataDir: string,
    private readonly health: HealthLog,
  ) {
    this.dir = join(dataDir, 'library');
    this.trashDir = join(this.dir, 'trash');
    this.damagedDir = join(this.dir, 'damaged');
  }

  newId(): string {
    return `u-${randomBytes(9).toString('base64url')}`;
  }

  /**
   * Finishes or drops the changes a crash interrupted, and removes temp files it left. Only at
   * start-up: then no write of ours is in flight.
   */
  async cleanUp(): Promise<void> {
    await recoverTransactions(this.dir, (m) => console.error(`[library] ${m}`));
    for (const dir of [this.dir, this.trashDir]) {
      for (const name of await listNames(dir)) {
        if (name.endsWith('.tmp')) await rm(join(dir, name), { force: true });
      }
    }
  }

  async list(place: Place): Promise<StoredItem[]> {
    const names = await listNames(this.folder(place));
    const items: StoredItem[] = [];
    for (const name of names) {
      if (!name.endsWith('.json') || name.endsWith('.meta.json')) continue;
      const id = name.slice(0, -'.json'.length);
      if (!isUserItemId(id)) continue;
      const item = await this.find(id, place);
      if (item) items.push(item);
    }
    return items;
  }

  /** The item, or undefined when there is none (or it cannot be used; then `library.health` lists it). */
  async find(id: string, place: Place): Promise<StoredItem | undefined> {
    if (!isUserItemId(id)) return undefined;
    const file = this.textFile(id, place);
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    const meta = await this.readMeta(id, place, info.mtime.toISOString());
    if (!meta) return undefined;
    return {
      id,
      meta,
      modifiedAt: meta.deletedAt && place === 'trash' ? meta.deletedAt : info.mtime.toISOString(),
      size: info.size,
    };
  }

  async readText(id: string, place: Place = 'library'): Promise<string> {
    const file = this.textFile(id, place);
    const info = await stat(file);
    if (info.size > MAX_DATA_FILE_BYTES) throw new Error(`${id}.json is ${info.size} bytes; too large to open.`);
    return readFile(file, 'utf8');
  }

  /** A new change spanning several files of the library; see `stageItem`. */
  transaction(): FileTransaction {
    return new FileTransaction(this.dir);
  }

  /** Adds the writing of an item's text and metadata to `tx` (a new item, or one replaced whole). */
  stageItem(tx: FileTransaction, id: string, place: Place, text: string, meta: ItemMeta): void {
    tx.write(this.relativeText(id, place), text);
    tx.write(this.relativeMeta(id, place), metaText(meta));
  }

  /** Writes a new item: its text and its metadata land together. */
  async create(id: string, text: string, meta: ItemMeta): Promise<void> {
    const tx = this.transaction();
    this.stageItem(tx, id, 'library', text, meta);
    await tx.commit();
  }

  async writeText(id: string, text: string): Promise<void> {
    await writeFileAtomic(this.textFile(id, 'library'), text, { keepBackup: true });
  }

  async writeMeta(id: string, place: Place, meta: ItemMeta): Promise<void> {
    await writeFileAtomic(this.metaFile(id, place), metaText(meta));
  }

  /** Moves an item between the library and the trash, text and metadata together. */
  async move(id: string, from: Place, to: Place, meta: ItemMeta): Promise<void> {
    const text = await this.readText(id, from);
    const tx = this.transaction();
    this.stageItem(tx, id, to, text, meta);
    tx.remove(this.relativeText(id, from));
    tx.remove(this.relativeMeta(id, from));
    tx.remove(`${this.relativeText(id, from)}.bak`);
    await tx.commit();
  }

  private folder(place: Place): string {
    return place === 'library' ? this.dir : this.trashDir;
  }

  private relativeText(id: string, place: Place): string {
    return place === 'library' ? `${id}.json` : `trash/${id}.json`;
  }

  private relativeMeta(id: string, place: Place): string {
    return place === 'library' ? `${id}.meta.json` : `trash/${id}.meta.json`;
  }

  private textFile(id: string, place: Place): string {
    return join(this.dir, this.relativeText(id, place));
  }

  private metaFile(id: string, place: Place): string {
    return join(this.dir, this.relativeMeta(id, place));
  }

  /** The item's metadata; missing or damaged, rebuilt from the item; undefined when even that fails. */
  private async readMeta(id: string, place: Place, mtime: string): Promise<ItemMeta | undefined> {
    const file = this.metaFile(id, place);
    let raw: unknown;
    let reason: string;
    if (!(await exists(file))) {
      reason = 'its metadata file is missing';
    } else {
      try {
        raw = await readJsonFile(file);
        return parseMeta(raw);
      } catch (error) {
        reason = (error as Error).message;
      }
    }
    return this.repairMeta(id, place, raw, reason, mtime);
  }

  private async repairMeta(
    id: string,
    place: Place,
    damaged: unknown,
    reason: string,
    mtime: string,
  ): Promise<ItemMeta | undefined> {
    const kind = place === 'library' ? 'library-item' : 'trash-item';
    const metaFile = this.metaFile(id, place);
    let text: string;
    try {
      text = await this.readText(id, place);
    } catch (error) {
      return this.quarantine(id, place, `${reason}, and the item cannot be read: ${(error as Error).message}`);
    }
    const type = typeOfText(text);
    if (!type) return this.quarantine(id, place, `${reason}, and nothing in the item says what kind of content it is`);
    const meta = rebuildMeta(type, damaged, mtime);
    const copy = (await exists(metaFile)) ? await copyAside(metaFile, this.damagedDir) : undefined;
    await this.writeMeta(id, place, meta);
    await this.health.record({
      kind,
      id,
      file: this.health.relative(metaFile),
      reason: `${reason}; rebuilt from the item`,
      outcome: 'rebuilt',
      ...(copy ? { copy: this.health.relative(copy) } : {}),
    });
    return meta;
  }

  /** Moves an item nothing can be made of out of the library, into `damaged/`. */
  private async quarantine(id: string, place: Place, reason: string): Promise<undefined> {
    const textFile = this.textFile(id, place);
    const copy = await moveAside(textFile, this.damagedDir);
    const metaFile = this.metaFile(id, place);
    if (await exists(metaFile)) await moveAside(metaFile, this.damagedDir);
    await this.health.record({
      kind: place === 'library' ? 'library-item' : 'trash-item',
      id,
      file: this.health.relative(textFile),
      reason,
      outcome: 'quarantined',
      copy: this.health.relative(copy),
    });
    return undefined;
  }
}

function metaText(meta: ItemMeta): string {
  return JSON.stringify(meta, null, 2) + '\n';
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}
