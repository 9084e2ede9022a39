/** The theme switch's choice: kept in storage, System by default, resolved against the system setting. */
import { describe, expect, it } from 'vitest';
import {
  readThemeChoice,
  resolveTheme,
  storeThemeChoice,
  THEME_STORAGE_KEY,
} from '../../src/renderer/src/styles/theme-choice';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('theme choice', () => {
  it('follows the system only while the choice is System', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('remembers Light or Dark, and forgets the choice when set back to System', () => {
    const storage = memoryStorage();
    expect(readThemeChoice(storage)).toBe('system');
    storeThemeChoice('dark', storage);
    expect(readThemeChoice(storage)).toBe('dark');
    storeThemeChoice('system', storage);
    expect(storage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemeChoice(storage)).toBe('system');
  });

  it('reads an unknown stored value, or storage that throws, as System', () => {
    const storage = memoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice(storage)).toBe('system');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemeChoice(broken)).toBe('system');
  });
});
