/**
 * The Library screen's state: the listed items and the trash, filters,
 * the selection, the item open in the JSON editor, recent items and a pack
 * waiting for the user to confirm its import. Every change goes through the
 * services (`library.*`, `packs.*`); nothing here decides what is valid.
 * (`useLibraryStore` is the home screen's games, matches and saves.)
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref } from 'vue';
import type { JsonSchema } from '../../../engine';
import type {
  ContentType,
  HealthEntry,
  LibraryItemInfo,
  LibraryItemType,
  PackConflictChoice,
  PackExportManifest,
  PackPreview,
} from '../../../shared/api';
import { getApi } from '../api/bridge';
import { base64ToBytes, readPackFile } from '../components/library/pack-bytes';
import {
  forgetRecentItems,
  readRecentItems,
  rememberRecentItem,
  renameRecentItem,
  type RecentItem,
} from '../components/library/recent-items';
import { useDownload } from '../composables/use-download';
import { useErrorStore } from './errors';

export interface LibraryFilters {
  /** A game id, or '' for every game. */
  game: string;
  /** A type, or '' for every type. */
  type: LibraryItemType | '';
  query: string;
}

export interface OpenItem {
  info: LibraryItemInfo;
  /** The text in the editor. */
  text: string;
  /** The text as stored; differs from `text` while there are unsaved changes. */
  savedText: string;
  schema: JsonSchema | null;
}

export interface PendingImport {
  fileName: string;
  base64: string;
  preview: PackPreview;
}

export const PACK_MIME = 'application/zip';

/** Content items can be edited and packed; saved matches are listed but live in `saves.*`. */
export function isContentItem(info: LibraryItemInfo): info is LibraryItemInfo & { type: ContentType } {
  return info.type !== 'save';
}

export const useContentLibraryStore = defineStore('contentLibrary', () => {
  const errors = useErrorStore();
  const items = ref<LibraryItemInfo[]>([]);
  const trash = ref<LibraryItemInfo[]>([]);
  /** Files the services could not read, and what became of each (`library.health`). */
  const health = ref<HealthEntry[]>([]);
  const loaded = ref(false);
  const filters = ref<LibraryFilters>({ game: '', type: '', query: '' });
  const selected = ref<string[]>([]);
  const open = ref<OpenItem | null>(null);
  const saving = ref(false);
  const recent = ref<RecentItem[]>(readRecentItems(window.localStorage));
  const pendingImport = ref<PendingImport | null>(null);
  const schemas = new Map<ContentType, JsonSchema>();

  const dirty = computed(() => open.value !== null && open.value.text !== open.value.savedText);
  const selectedItems = computed(() => items.value.filter((item) => selected.value.includes(item.id)));

  function listRequest(): { game?: string; type?: LibraryItemType; query?: string } {
    const { game, type, query } = filters.value;
    return {
      ...(game ? { game } : {}),
      ...(type ? { type } : {}),
      ...(query.trim() ? { query: query.trim() } : {}),
    };
  }

  /** Refetches the list (with the filters) and the trash; the selection keeps only listed items. */
  async function refresh(): Promise<void> {
    const api = getApi();
    await Promise.all([
      errors.guard(async () => {
        items.value = await api.call('library.list', listRequest());
        selected.value = selected.value.filter((id) => items.value.some((item) => item.id === id));
      }, 'Could not list the library'),
      errors.guard(async () => (trash.value = await api.call('library.trash', {})), 'Could not list the trash'),
    ]);
    // After the listing, which is when damaged metadata is found and repaired.
    await errors.guard(
      async () => (health.value = (await api.call('library.health', {})).entries),
      'Could not check the library for damaged files',
    );
    loaded.value = true;
  }

  function toggleSelected(id: string, on: boolean): void {
    selected.value = on ? [...new Set([...selected.value, id])] : selected.value.filter((s) => s !== id);
  }

  async function schemaOf(type: ContentType): Promise<JsonSchema> {
    const known = schemas.get(type);
    if (known) return known;
    const schema = await getApi().call('library.schema', { type });
    schemas.set(type, schema);
    return schema;
  }

  /** Loads an item into the editor; false (with the reason in the banner) when it cannot be opened. */
  async function openItem(id: string): Promise<boolean> {
    const name = items.value.find((item) => item.id === id)?.name ?? recent.value.find((r) => r.id === id)?.name;
    const loadedItem = await errors.guard(
      async () => {
        const { info, text } = await getApi().call('library.get', { id });
        // Never made reactive: it is read-only, large, and Monaco posts it to a worker.
        const schema = isContentItem(info) ? markRaw(await schemaOf(info.type)) : null;
        return { info, text, savedText: text, schema } satisfies OpenItem;
      },
      `Could not open ${name ? `“${name}”` : 'the item'}`,
    );
    if (!loadedItem) {
      recent.value = forgetRecentItems(window.localStorage, [id]);
      return false;
    }
    open.value = loadedItem;
    recent.value = rememberRecentItem(window.localStorage, loadedItem.info);
    return true;
  }

  function closeItem(): void {
    open.value = null;
  }

  /** Saves the open item's text; the services refuse text with errors (the editor shows them). */
  async function saveOpen(text: string): Promise<boolean> {
    const current = open.value;
    if (!current || saving.value) return false;
    saving.value = true;
    try {
      const result = await errors.guard(
        () => getApi().call('library.save', { id: current.info.id, text }),
        `Could not save “${current.info.name}”`,
      );
      if (!result) return false;
      // The user may have typed on while saving: only what was sent is now saved.
      if (open.value?.info.id === current.info.id) {
        open.value = { ...open.value, info: result.info, savedText: text };
      }
      await refresh();
      return true;
    } finally {
      saving.value = false;
    }
  }

  async function create(type: ContentType, name: string): Promise<LibraryItemInfo | undefined> {
    const info = await errors.guard(
      () => getApi().call('library.create', { type, name }),
      `Could not create “${name}”`,
    );
    if (info) await refresh();
    return info;
  }

  async function duplicate(item: LibraryItemInfo, name?: string): Promise<LibraryItemInfo | undefined> {
    const info = await errors.guard(
      () => getApi().call('library.duplicate', { id: item.id, ...(name ? { name } : {}) }),
      `Could not duplicate “${item.name}”`,
    );
    if (info) await refresh();
    return info;
  }

  async function rename(item: LibraryItemInfo, name: string): Promise<LibraryItemInfo | undefined> {
    const info = await errors.guard(
      () => getApi().call('library.rename', { id: item.id, name }),
      `Could not rename “${item.name}”`,
    );
    if (!info) return undefined;
    recent.value = renameRecentItem(window.localStorage, info.id, info.name);
    if (open.value?.info.id === info.id) open.value = { ...open.value, info };
    await refresh();
    return info;
  }

  /** Moves the items to the trash, one by one; stops at the first refusal. */
  async function moveToTrash(toDelete: readonly LibraryItemInfo[]): Promise<void> {
    const removed: string[] = [];
    for (const item of toDelete) {
      const done = await errors.guard(
        () => getApi().call('library.delete', { id: item.id }),
        `Could not delete “${item.name}”`,
      );
      if (!done) break;
      removed.push(item.id);
    }
    recent.value = forgetRecentItems(window.localStorage, removed);
    if (open.value && removed.includes(open.value.info.id)) open.value = null;
    selected.value = selected.value.filter((id) => !removed.includes(id));
    await refresh();
  }

  async function restore(item: LibraryItemInfo): Promise<LibraryItemInfo | undefined> {
    const info = await errors.guard(
      () => getApi().call('library.restore', { id: item.id }),
      `Could not restore “${item.name}”`,
    );
    if (info) await refresh();
    return info;
  }

  /** Builds a pack of the items and offers it as a download; true when it was offered. */
  async function exportPack(ids: readonly string[], manifest: PackExportManifest): Promise<boolean> {
    const pack = await errors.guard(
      () => getApi().call('packs.export', { ids: [...ids], manifest }),
      `Could not export the pack “${manifest.name}”`,
    );
    if (!pack) return false;
    const bytes = await errors.guard(async () => base64ToBytes(pack.base64), 'Could not export the pack');
    if (!bytes) return false;
    useDownload().downloadBytes(pack.fileName, bytes, PACK_MIME);
    return true;
  }

  /** Reads a picked pack and asks the services what installing it would do; the preview waits in `pendingImport`. */
  async function previewPack(file: File): Promise<boolean> {
    const context = `Could not open the pack “${file.name}”`;
    const base64 = await errors.guard(() => readPackFile(file), context);
    if (base64 === undefined) return false;
    const preview = await errors.guard(() => getApi().call('packs.preview', { base64 }), context);
    if (!preview) return false;
    pendingImport.value = { fileName: file.name, base64, preview };
    return true;
  }

  /**
   * Installs the previewed pack; returns the installed items. `onConflict`: for items edited since
   * they were installed, or installed by another author's pack, keep both (the default) or replace them.
   */
  async function installPack(onConflict: PackConflictChoice = 'keep-both'): Promise<LibraryItemInfo[] | undefined> {
    const pending = pendingImport.value;
    if (!pending) return undefined;
    const request = onConflict === 'replace' ? { base64: pending.base64, onConflict } : { base64: pending.base64 };
    const installed = await errors.guard(
      () => getApi().call('packs.install', request),
      `Could not install the pack “${pending.preview.manifest.name}”`,
    );
    pendingImport.value = null;
    if (installed) await refresh();
    return installed;
  }

  function cancelImport(): void {
    pendingImport.value = null;
  }

  return {
    items,
    trash,
    health,
    loaded,
    filters,
    selected,
    selectedItems,
    open,
    dirty,
    saving,
    recent,
    pendingImport,
    refresh,
    toggleSelected,
    openItem,
    closeItem,
    saveOpen,
    create,
    duplicate,
    rename,
    moveToTrash,
    restore,
    exportPack,
    previewPack,
    installPack,
    cancelImport,
  };
});
