/**
 * The library items opened last, newest first, kept in localStorage so they
 * survive a reload. Only ids and names are kept (never content); an entry that
 * is damaged or of an old shape is dropped rather than trusted.
 */

export interface RecentItem {
  id: string;
  name: string;
}

export const RECENT_ITEMS_KEY = 'boardwright.library.recent';
export const MAX_RECENT_ITEMS = 8;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isRecentItem(value: unknown): value is RecentItem {
  if (value === null || typeof value !== 'object') return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 && typeof name === 'string' && name.length <= 200;
}

export function readRecentItems(storage: Storage): RecentItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RECENT_ITEMS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isRecentItem).slice(0, MAX_RECENT_ITEMS);
}

function write(storage: Storage, items: RecentItem[]): RecentItem[] {
  try {
    storage.setItem(RECENT_ITEMS_KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled (private windows): the list just lasts for this page.
  }
  return items;
}

/** Puts `item` first (once), keeping at most MAX_RECENT_ITEMS. */
export function rememberRecentItem(storage: Storage, item: RecentItem): RecentItem[] {
  const rest = readRecentItems(storage).filter((r) => r.id !== item.id);
  return write(storage, [{ id: item.id, name: item.name }, ...rest].slice(0, MAX_RECENT_ITEMS));
}

/** Drops items that no longer exist (deleted, or gone with a fresh data folder). */
export function forgetRecentItems(storage: Storage, ids: readonly string[]): RecentItem[] {
  return write(
    storage,
    readRecentItems(storage).filter((r) => !ids.includes(r.id)),
  );
}

/** Updates the remembered name after a rename. */
export function renameRecentItem(storage: Storage, id: string, name: string): RecentItem[] {
  return write(
    storage,
    readRecentItems(storage).map((r) => (r.id === id ? { id, name } : r)),
  );
}
