/**
 * The content library: built-in content (read-only, from `content/`), the
 * user's items (`ItemStore`), and saved matches listed read-only as type
 * `save`. Every text saved is checked (schema + semantic checks) and refused
 * while it has errors. Operations run one at a time, so a rename never races
 * a save of the same item. What cannot be read is noted in the `HealthLog`.
 */
import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JsonSchema } from '../../engine';
import { checkContentText } from '../../content/check-text';
import { builtInsOf, type BuiltInItem } from '../../content/content-type-def';
import { CONTENT_TYPES, contentType, type ContentTypeDef } from '../../content/content-types';
import type { ApiRequest, ContentProblem, ContentType, LibraryItemInfo, LibraryItemType } from '../../shared/api';
import { boundProblems } from '../../shared/bounded-errors';
import { badRequest, notFound, ServiceError } from '../errors';
import { HealthLog } from '../health/health-log';
import type { SaveLibrary } from '../saves/save-library';
import { MAX_DATA_FILE_BYTES } from '../storage/files';
import { isUserItemId, ItemStore, type StoredItem } from './item-store';
import type { ItemMeta } from './meta';
import { nodeContentValidators } from './validators';

/** A refused content text: `bad-request`, the problems both as lines and as pointers for editor markers. */
export class ContentRefused extends ServiceError {
  constructor(
    message: string,
    readonly problems: ContentProblem[],
  ) {
    super(
      'bad-request',
      message,
      problems.map((p) => `${p.path || '(top level)'}: ${p.message}`),
    );
  }

  override toBody() {
    return { ...super.toBody(), problems: this.problems.map((p) => ({ ...p })) };
  }
}

/** The built-in item `id` and its type, if the app ships one by that id. */
function findBuiltIn(id: string): { def: ContentTypeDef; item: BuiltInItem } | null {
  for (const def of CONTENT_TYPES) {
    const item = builtInsOf(def).find((i) => i.id === id);
    if (item) return { def, item };
  }
  return null;
}

/** The text of a built-in: its JSON as shipped, two-space indented. */
export function builtInText(item: BuiltInItem): string {
  return JSON.stringify(item.data, null, 2) + '\n';
}

/** A readable content item's type and text, for duplication and packs. */
export interface ContentItem {
  info: LibraryItemInfo;
  type: ContentType;
  text: string;
}

export class LibraryService {
  readonly store: ItemStore;
  private queue: Promise<unknown> = Promise.resolve();
  /** Built-ins are the same for the whole run; their time is the app's start. */
  private readonly startedAt = new Date().toISOString();

  constructor(
    dataDir: string,
    private readonly saves?: SaveLibrary,
    readonly health: HealthLog = new HealthLog(dataDir),
  ) {
    this.store = new ItemStore(dataDir, health);
  }

  async start(): Promise<void> {
    await this.store.cleanUp();
  }

  /** Runs `work` after every operation queued before it. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async list(req: ApiRequest<'library.list'>): Promise<LibraryItemInfo[]> {
    const all: LibraryItemInfo[] = [
      ...CONTENT_TYPES.flatMap((def) => builtInsOf(def).map((item) => this.builtInInfo(def, item))),
      ...(await this.store.list('library')).map(userInfo),
      ...(await this.saveInfos()),
    ];
    const query = req.query?.trim().toLocaleLowerCase();
    return all
      .filter((i) => (req.game === undefined || i.game === req.game) && (req.type === undefined || i.type === req.type))
      .filter((i) => !query || i.name.toLocaleLowerCase().includes(query))
      .sort(
        (a, b) =>
          Number(b.builtIn) - Number(a.builtIn) || b.modifiedAt.localeCompare(a.modifiedAt) || a.id.localeCompare(b.id),
      );
  }

  async get(id: string): Promise<{ info: LibraryItemInfo; text: string }> {
    const builtIn = findBuiltIn(id);
    if (builtIn) return { info: this.builtInInfo(builtIn.def, builtIn.item), text: builtInText(builtIn.item) };
    if (isUserItemId(id)) {
      const item = await this.requireItem(id);
      return { info: userInfo(item), text: await this.store.readText(id) };
    }
    const save = (await this.saveInfos()).find((s) => s.id === id);
    if (!save || !this.saves) throw missing(id);
    return { info: save, text: await readFile(join(this.saves.dir, `${id}.json`), 'utf8') };
  }

  /** A content item (built-in or the user's) with its type; saves are refused. */
  async getContent(id: string): Promise<ContentItem> {
    const { info, text } = await this.get(id);
    if (info.type === 'save') {
      throw badRequest(`"${info.name}" is a saved match; only content (cards, characters…) can be used here.`);
    }
    return { info, type: info.type, text };
  }

  create(req: ApiRequest<'library.create'>): Promise<LibraryItemInfo> {
    const def = contentType(req.type);
    return this.addItem(req.type, req.name.trim(), JSON.stringify(def.template(), null, 2) + '\n');
  }

  /** Adds an item with the given text (checked by the caller) and returns its info. */
  addItem(type: ContentType, name: string, text: string): Promise<LibraryItemInfo> {
    return this.exclusive(async () => {
      const id = this.store.newId();
      await this.store.create(id, text, { formatVersion: 1, type, name, createdAt: new Date().toISOString() });
      return this.info(id);
    });
  }

  /** The info of one of the user's items. */
  async info(id: string): Promise<LibraryItemInfo> {
    return userInfo(await this.requireItem(id));
  }

  /** The problems of a text, at most `LIMITS.reportedProblems` of them (the rest counted in one). */
  check(type: ContentType, text: string): ContentProblem[] {
    return boundProblems(checkContentText(type, text, nodeContentValidators()).problems);
  }

  save(req: ApiRequest<'library.save'>): Promise<{ info: LibraryItemInfo; problems: ContentProblem[] }> {
    return this.exclusive(async () => {
      const item = await this.requireWritable(req.id);
      const checked = checkContentText(item.meta.type, req.text, nodeContentValidators());
      const savesDespite = contentType(item.meta.type).savesDespite;
      const blocking = checked.problems.filter((p) => p.severity === 'error' && !savesDespite?.(p));
      if (blocking.length > 0) {
        const errors = blocking.length;
        throw new ContentRefused(
          `"${item.meta.name}" was not saved: it has ${errors} ${errors === 1 ? 'error' : 'errors'}.`,
          checked.problems,
        );
      }
      await this.store.writeText(req.id, req.text);
      return { info: userInfo(await this.requireItem(req.id)), problems: checked.problems };
    });
  }

  async duplicate(req: ApiRequest<'library.duplicate'>): Promise<LibraryItemInfo> {
    const source = await this.getContent(req.id);
    const name = req.name?.trim() || copyName(source.info.name);
    return this.addItem(source.type, name, source.text);
  }

  rename(req: ApiRequest<'library.rename'>): Promise<LibraryItemInfo> {
    return this.exclusive(async () => {
      const item = await this.requireWritable(req.id);
      await this.store.writeMeta(req.id, 'library', { ...item.meta, name: req.name.trim() });
      return userInfo(await this.requireItem(req.id));
    });
  }

  delete(id: string): Promise<{ deleted: true }> {
    return this.exclusive(async () => {
      const item = await this.requireWritable(id);
      await this.store.move(id, 'library', 'trash', { ...item.meta, deletedAt: new Date().toISOString() });
      return { deleted: true };
    });
  }

  async trash(): Promise<LibraryItemInfo[]> {
    const items = (await this.store.list('trash')).map(userInfo);
    return items.sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || a.id.localeCompare(b.id));
  }

  restore(id: string): Promise<LibraryItemInfo> {
    return this.exclusive(async () => {
      const item = await this.store.find(id, 'trash');
      if (!item) throw notFound(`There is no item "${id}" in the trash.`);
      const meta: ItemMeta = { ...item.meta };
      delete meta.deletedAt;
      await this.store.move(id, 'trash', 'library', meta);
      return userInfo(await this.requireItem(id));
    });
  }

  schema(type: ContentType): JsonSchema {
    return structuredClone(contentType(type).schema) as JsonSchema;
  }

  /** The user's items (not the trash), with their metadata; for pack installs. */
  items(): Promise<StoredItem[]> {
    return this.store.list('library');
  }

  private builtInInfo(def: ContentTypeDef, item: BuiltInItem): LibraryItemInfo {
    return {
      id: item.id,
      name: item.name,
      game: def.game,
      type: def.type,
      builtIn: true,
      readOnly: true,
      modifiedAt: this.startedAt,
      size: new TextEncoder().encode(builtInText(item)).length,
    };
  }

  private async saveInfos(): Promise<LibraryItemInfo[]> {
    if (!this.saves) return [];
    const infos: LibraryItemInfo[] = [];
    for (const save of await this.saves.list()) {
      let size: number;
      try {
        size = (await stat(join(this.saves.dir, `${save.id}.json`))).size;
      } catch {
        continue; // deleted meanwhile
      }
      if (size > MAX_DATA_FILE_BYTES) continue;
      const type: LibraryItemType = 'save';
      infos.push({
        id: save.id,
        name: save.name,
        game: save.game,
        type,
        builtIn: false,
        readOnly: true,
        modifiedAt: save.savedAt,
        size,
      });
    }
    return infos;
  }

  private async requireItem(id: string): Promise<StoredItem> {
    const item = await this.store.find(id, 'library');
    if (!item) throw missing(id);
    return item;
  }

  /** The user's item `id`; built-ins and saves are refused as read-only. */
  private async requireWritable(id: string): Promise<StoredItem> {
    if (findBuiltIn(id)) {
      throw new ServiceError('forbidden', 'Built-in content is read-only. Duplicate it to make your own version.');
    }
    if (!isUserItemId(id)) {
      const isSave = (await this.saveInfos()).some((s) => s.id === id);
      if (isSave)
        throw new ServiceError(
          'forbidden',
          'Saved matches are read-only in the library; manage them from the home screen.',
        );
      throw missing(id);
    }
    return this.requireItem(id);
  }
}

function userInfo(item: StoredItem): LibraryItemInfo {
  return {
    id: item.id,
    name: item.meta.name,
    game: contentType(item.meta.type).game,
    type: item.meta.type,
    builtIn: false,
    readOnly: false,
    modifiedAt: item.modifiedAt,
    size: item.size,
  };
}

function copyName(name: string): string {
  const copy = `${name} (copy)`;
  return copy.length <= 80 ? copy : `${name.slice(0, 73)} (copy)`;
}

function missing(id: string): ServiceError {
  return notFound(`There is no library item "${id}". It may have been deleted.`);
}
