/** Recent library items kept in localStorage: order, cap, and damaged or unavailable storage. */
import { describe, expect, it } from 'vitest';
import {
  forgetRecentItems,
  MAX_RECENT_ITEMS,
  readRecentItems,
  RECENT_ITEMS_KEY,
  rememberRecentItem,
  renameRecentItem,
} from '../../src/renderer/src/components/library/recent-items';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENT_ITEMS_KEY, initial]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: () => data.get(RECENT_ITEMS_KEY),
  };
}

describe('recent items', () => {
  it('puts the last opened first, once, and keeps at most the cap', () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_RECENT_ITEMS + 3; i++) rememberRecentItem(storage, { id: `u-${i}`, name: `Item ${i}` });
    rememberRecentItem(storage, { id: 'u-5', name: 'Item 5' });
    const ids = readRecentItems(storage).map((r) => r.id);
    expect(ids).toHaveLength(MAX_RECENT_ITEMS);
    expect(ids[0]).toBe('u-5');
    expect(ids.filter((id) => id === 'u-5')).toHaveLength(1);
    expect(ids[1]).toBe(`u-${MAX_RECENT_ITEMS + 2}`);
  });

  it('keeps only ids and names, never more of an item', () => {
    const storage = memoryStorage();
    const info = { id: 'u-1', name: 'Mine', game: 'queen', size: 10 };
    rememberRecentItem(storage, info);
    expect(JSON.parse(storage.raw() ?? '')).toEqual([{ id: 'u-1', name: 'Mine' }]);
  });

  it('forgets deleted items and follows renames', () => {
    const storage = memoryStorage();
    rememberRecentItem(storage, { id: 'u-1', name: 'One' });
    rememberRecentItem(storage, { id: 'u-2', name: 'Two' });
    renameRecentItem(storage, 'u-1', 'First');
    expect(forgetRecentItems(storage, ['u-2'])).toEqual([{ id: 'u-1', name: 'First' }]);
  });

  it('drops damaged storage and damaged entries instead of trusting them', () => {
    expect(readRecentItems(memoryStorage('{not json'))).toEqual([]);
    expect(readRecentItems(memoryStorage('{"id":"u-1"}'))).toEqual([]);
    const mixed = JSON.stringify([{ id: 'u-1', name: 'Fine' }, { id: 3 }, null, { id: '', name: 'x' }, 'u-2']);
    expect(readRecentItems(memoryStorage(mixed))).toEqual([{ id: 'u-1', name: 'Fine' }]);
  });

  it('still answers when storage refuses to be written (private windows, full storage)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberRecentItem(refusing, { id: 'u-1', name: 'One' })).toEqual([{ id: 'u-1', name: 'One' }]);
  });
});
