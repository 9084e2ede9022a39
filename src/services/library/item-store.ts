/**
 * The user's library items on disk: `<dataDir>/library/<id>.json` holds the
 * item's text exactly as saved, `<id>.meta.json` its metadata; the trash is
 * `<dataDir>/library/trash/` with the same two files per item. Every write is
 * atomic (temp file, fsync, rename), the previous text kept as `<id>.json.bak`,
 * so a crash leaves either the old or the new version, never a torn file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOfDocument } from '../../content/content-types';
import { MAX_DATA_FILE_BYTES, readJsonFile, writeFileAtomic } from '../storage/files';
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

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'library');
    this.trashDir = join(this.dir, 'trash');
  }

  newId(): string {
    return `u-${randomBytes(9).toString('base64url')}`;
  }

  /** Removes temp files a crash left behind. Only at start-up: then no write of ours is in flight. */
  async cleanUp(): Promise<void> {
    for (const dir of [this.dir, this.trashDir]) {
      for (const name of await listNames(dir)) {
        if (name.endsWith('.tmp')) await rm(join(dir, name), { force: true });
      }
    }
  }

  async list(place: Place): Promise<StoredItem[]> {
    const dir = this.folder(place);
    const names = await listNames(dir);
    const items: StoredItem[] = [];
    for (const name of names) {
      if (!name.endsWith('.json') || name.endsWith('.meta.json')) continue;
      const id = name.slice(0, -'.json'.length);
      if (!isUserItemId(id)) continue;
      const item = await this.find(id, place, names.includes(`${id}.meta.json`));
      if (item) items.push(item);
    }
    return items;
  }

  /** The item, or undefined when there is none (or it cannot be read; that is reported on stderr). */
  async find(id: string, place: Place, hasMeta = true): Promise<StoredItem | undefined> {
    if (!isUserItemId(id)) return undefined;
    const file = this.textFile(id, place);
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    let meta: ItemMeta;
    try {
      meta = hasMeta ? parseMeta(await readJsonFile(this.metaFile(id, place))) : await this.recoverMeta(id, place);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') meta = await this.recoverMeta(id, place);
      else {
        console.error(`[library] skipping ${file}: ${(error as Error).message}`);
        return undefined;
      }
    }
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

  /** Writes a new item: the text first, then its metadata (an item without metadata is recovered on listing). */
  async create(id: string, text: string, meta: ItemMeta): Promise<void> {
    await writeFileAtomic(this.textFile(id, 'library'), text);
    await this.writeMeta(id, 'library', meta);
  }

  async writeText(id: string, text: string): Promise<void> {
    await writeFileAtomic(this.textFile(id, 'library'), text, { keepBackup: true });
  }

  async writeMeta(id: string, place: Place, meta: ItemMeta): Promise<void> {
    await writeFileAtomic(this.metaFile(id, place), JSON.stringify(meta, null, 2) + '\n');
  }

  /** Moves an item between the library and the trash: metadata written at the target first, then the text moved. */
  async move(id: string, from: Place, to: Place, meta: ItemMeta): Promise<void> {
    await mkdir(this.folder(to), { recursive: true });
    await this.writeMeta(id, to, meta);
    await rename(this.textFile(id, from), this.textFile(id, to));
    await rm(this.metaFile(id, from), { force: true });
    await rm(`${this.textFile(id, from)}.bak`, { force: true });
  }

  private folder(place: Place): string {
    return place === 'library' ? this.dir : this.trashDir;
  }

  private textFile(id: string, place: Place): string {
    return join(this.folder(place), `${id}.json`);
  }

  private metaFile(id: string, place: Place): string {
    return join(this.folder(place), `${id}.meta.json`);
  }

  /**
   * An item whose metadata is missing (a crash between writing the text and the
   * metadata, or a file copied in by hand): its type from its `"$schema"`.
   */
  private async recoverMeta(id: string, place: Place): Promise<ItemMeta> {
    const declared = contentTypeOfDocument(await readJsonFile(this.textFile(id, place)));
    if (!declared) throw new Error('it has no metadata, and no "$schema" that names its content type');
    const meta: ItemMeta = {
      formatVersion: 1,
      type: declared.type,
      name: `Recovered ${declared.title}`,
      createdAt: new Date().toISOString(),
    };
    await this.writeMeta(id, place, meta);
    return meta;
  }
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}
