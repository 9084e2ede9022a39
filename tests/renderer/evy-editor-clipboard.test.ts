// @vitest-environment happy-dom
/**
 * The Evy editor's finish: the card count follows the card tiles, a tool that
 * cannot act says why, a click selects, copy and paste of a selection (one undo
 * step, with new card numbers), what a paste or a move replaces in words, and
 * an id of its own for every adventure the editor makes.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateAdventure } from '../../src/content/evy-edit';
import type { Adventure } from '../../src/games/evy/types';
import { fakeLibrary, templateAdventure, type FakeLibrary } from './evy-editor-fake-api';

let fake: FakeLibrary;
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => fake.api }));
const { useEvyEditorStore } = await import('../../src/renderer/src/games/evy/editor/editor-store');
const { useEditorClipboardStore } = await import('../../src/renderer/src/games/evy/editor/clipboard-store');
const { uniqueAdventureId } = await import('../../src/renderer/src/games/evy/editor/blank-adventure');
const { replacedTiles, replacedWords, shifted } = await import('../../src/renderer/src/games/evy/editor/clipboard');

beforeEach(() => {
  setActivePinia(createPinia());
  fake = fakeLibrary();
  window.localStorage.clear();
});

async function opened() {
  fake.add('u-1', templateAdventure());
  const store = useEvyEditorStore();
  await store.open('u-1');
  return { store, clipboard: useEditorClipboardStore() };
}

const cardNumbers = (doc: Adventure | null) =>
  (doc?.maps[0]?.tiles ?? []).flatMap((t) => (t.card === undefined ? [] : [t.card])).sort((a, b) => a - b);

describe('Evy editor: the card count follows the card tiles', () => {
  it('painting card tiles raises the count, erasing one lowers it, and one undo takes back both', async () => {
    const { store } = await opened();
    store.tool = 'card';
    store.useToolAt({ q: 0, r: 1 });
    store.useToolAt({ q: 1, r: 1 });
    expect(cardNumbers(store.doc)).toEqual([1, 2, 3]);
    expect(store.doc?.cardCount).toBe(3);
    expect(validateAdventure(store.doc!).filter((p) => p.message.includes('card'))).toEqual([]);
    store.undo();
    expect(store.doc?.cardCount).toBe(2);
    store.tool = 'wall';
    store.useToolAt({ q: 0, r: 1 });
    expect(store.doc?.cardCount).toBe(1);
  });

  it('the last card tile erased leaves the count at 1, so the problems list still asks for a card', async () => {
    const { store } = await opened();
    store.tool = 'wall';
    store.useToolAt({ q: 1, r: 0 });
    expect(store.doc?.cardCount).toBe(1);
    expect(store.problems.some((p) => p.message.includes('no tile holds card 1'))).toBe(true);
  });
});

describe('Evy editor: a tool used where it cannot act says why', () => {
  it.each([
    ['monster', { q: 3, r: 0 }, 'every pit gets its own at set-up'],
    ['monster', { q: 9, r: 9 }, 'A monster cannot start on a wall'],
    ['start', { q: 3, r: 0 }, 'Evy cannot start on a spawn pit'],
    ['item', { q: 3, r: 0 }, 'An item cannot lie on a spawn pit'],
  ] as const)('%s at %o: "%s", and the map is unchanged', async (tool, hex, words) => {
    const { store } = await opened();
    const before = store.doc;
    store.tool = tool;
    store.useToolAt(hex);
    expect(store.message).toContain(words);
    expect(store.doc).toBe(before);
  });

  it('an item with no name typed says to type one first', async () => {
    const { store } = await opened();
    store.tool = 'item';
    store.toolOptions = { ...store.toolOptions, item: '  ' };
    store.useToolAt({ q: 2, r: 0 });
    expect(store.message).toContain('Type the item’s name');
  });
});

describe('Evy editor: select by click, copy and paste', () => {
  it('a click selects one tile, Shift+click adds or takes out, a click on a wall clears', async () => {
    const { store, clipboard } = await opened();
    clipboard.selectAt({ q: 0, r: 0 }, false);
    clipboard.selectAt({ q: 1, r: 0 }, true);
    expect(store.selection).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ]);
    clipboard.selectAt({ q: 0, r: 0 }, true);
    expect(store.selection).toEqual([{ q: 1, r: 0 }]);
    clipboard.selectAt({ q: 7, r: 7 }, false);
    expect(store.selection).toEqual([]);
  });

  it('copy then paste lays the tiles where aimed with new card numbers; one undo takes the paste back', async () => {
    const { store, clipboard } = await opened();
    store.selection = [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 1 },
    ];
    expect(clipboard.copy()).toBe(true);
    const before = store.doc;
    expect(clipboard.paste({ q: 0, r: 3 })).toBe(true);
    const tiles = store.doc!.maps[0]!.tiles;
    const at = (q: number, r: number) => tiles.find((t) => t.q === q && t.r === r);
    expect(at(0, 3)?.kind).toBe('floor');
    expect(at(1, 3)).toMatchObject({ kind: 'card', card: 2 });
    expect(at(2, 4)?.kind).toBe('exit');
    expect(store.doc?.cardCount).toBe(2);
    expect(store.selection).toEqual([
      { q: 0, r: 3 },
      { q: 1, r: 3 },
      { q: 2, r: 4 },
    ]);
    expect(clipboard.note).toBe('Pasted 3 tiles.');
    store.undo();
    expect(store.doc).toEqual(before);
  });

  it('a paste over tiles says what it replaced, and nothing of the old tiles stays under the new', async () => {
    const { store, clipboard } = await opened();
    store.edit({ type: 'set-item', map: 0, hex: { q: 2, r: 0 }, item: 'key' });
    store.selection = [{ q: 0, r: 0 }];
    clipboard.copy();
    clipboard.paste({ q: 2, r: 0 });
    expect(store.doc!.maps[0]!.tiles.find((t) => t.q === 2 && t.r === 0)).toEqual({ q: 2, r: 0, kind: 'floor' });
    expect(clipboard.note).toBe('Pasted 1 tile over 1 tile (1 floor). Ctrl+Z takes it back.');
  });

  it('copying with nothing selected, or pasting with nothing copied, says so', async () => {
    const { store, clipboard } = await opened();
    expect(clipboard.paste({ q: 0, r: 3 })).toBe(false);
    expect(store.message).toContain('Nothing to paste');
    expect(clipboard.copy()).toBe(false);
    expect(store.message).toContain('Nothing to copy');
  });

  it('what a move would replace: tiles it lands on that are not moving themselves', () => {
    const map = templateAdventure().maps[0]!;
    const selection = [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ];
    const replaced = replacedTiles(map, shifted(selection, { q: 1, r: 0 }), selection);
    expect(replaced.map((t) => t.kind)).toEqual(['floor']);
    expect(replacedWords(replacedTiles(map, shifted(selection, { q: 2, r: 0 }), selection))).toBe(
      '2 tiles (1 floor, 1 pit)',
    );
  });
});

describe('Evy editor: every adventure it makes has an id of its own', () => {
  it('ids come from the title and the library item: same title, different ids; always schema-valid', () => {
    const a = uniqueAdventureId('My adventure', 'u-abc123');
    const b = uniqueAdventureId('My adventure', 'u-abd999');
    expect(a).toBe('my-adventure-abc123');
    expect(a).not.toBe(b);
    const long = uniqueAdventureId('A very long title that goes on and on — with dashes!', 'u-Zx_9-QQ');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(uniqueAdventureId('!!!', 'u-1')).toBe('adventure-1');
  });

  it('a new blank adventure and a copy of a built-in get new ids, different from each other', async () => {
    const store = useEvyEditorStore();
    await store.createBlank('Night walk');
    const blankId = store.doc?.id;
    await store.createBlank('Night walk');
    expect(store.doc?.id).not.toBe(blankId);
    await store.openAsCopy({ ...templateAdventure(), id: 'downstairs' }, 'Downstairs (copy)');
    expect(store.doc?.id).not.toBe('downstairs');
    expect(store.doc?.id).toMatch(/^test-adventure-new-\d+$/);
  });
});
