// @vitest-environment happy-dom
/**
 * The Evy editor's store against a fake library: opening, edits through the
 * model's history (strokes as one undo step, refusals in words, built-ins
 * read-only), autosave and the crash draft, jumping to a problem, and a
 * playtest that comes back to the editor as it was.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adventureToJson } from '../../src/content/evy-edit';
import { fakeLibrary, templateAdventure, type FakeLibrary } from './evy-editor-fake-api';

let fake: FakeLibrary;
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => fake.api }));
const { useEvyEditorStore } = await import('../../src/renderer/src/games/evy/editor/editor-store');
const { AUTOSAVE_DELAY_MS, DRAFT_DELAY_MS } = await import('../../src/renderer/src/games/evy/editor/adventure-keeping');
const { useScreenStore } = await import('../../src/renderer/src/stores/screen');
const { useErrorStore } = await import('../../src/renderer/src/stores/errors');

// Every test runs on fake timers: an edit schedules a draft and a save, and a real timer left
// from one test would fire in the next (or after the file's window is gone) on a busy machine.
beforeEach(() => {
  vi.useFakeTimers();
  setActivePinia(createPinia());
  fake = fakeLibrary();
  window.localStorage.clear();
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

const saves = () => fake.calls.filter((c) => c.method === 'library.save');

describe('Evy editor store', () => {
  it('opens an adventure from the library with its problems', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    expect(await store.open('u-1')).toBe(true);
    expect(store.doc?.title).toBe('Test adventure');
    expect(store.problems).toEqual([]);
    expect(store.saveStatus).toEqual({ state: 'saved' });
    expect(store.canUndo).toBe(false);
  });

  it('refuses to open what is not an adventure, saying so', async () => {
    fake.add('u-1', templateAdventure(), { type: 'evy-cards', name: 'Cards' });
    const store = useEvyEditorStore();
    expect(await store.open('u-1')).toBe(false);
    expect(useErrorStore().errors[0]?.message).toContain('“Cards” is not an Evy adventure');
  });

  it('a brush stroke is one undo step; redo brings it back', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    const before = store.doc;
    store.tool = 'floor';
    store.beginStroke();
    for (const q of [4, 5, 6]) store.useToolAt({ q, r: 0 });
    store.endStroke();
    expect(store.doc?.maps[0]?.tiles).toHaveLength(8);
    store.undo();
    expect(store.doc).toEqual(before);
    expect(store.canRedo).toBe(true);
    store.redo();
    expect(store.doc?.maps[0]?.tiles).toHaveLength(8);
  });

  it('problems follow the edits: a pit on the start is pinned to its hex', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    store.tool = 'pit';
    store.useToolAt({ q: 0, r: 0 });
    const pinned = store.problems.find((p) => p.hex?.q === 0 && p.hex.r === 0);
    expect(pinned?.map).toBe(0);
    expect(pinned?.message).toContain('hex (0, 0)');
    store.undo();
    expect(store.problems).toEqual([]);
  });

  it('during a stroke the problems and the draft wait for its end', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    store.tool = 'pit';
    store.beginStroke();
    store.useToolAt({ q: 0, r: 0 });
    expect(store.doc?.maps[0]?.tiles[0]?.kind).toBe('pit');
    expect(store.problems).toEqual([]);
    expect(window.localStorage.getItem('boardwright.evy-editor.draft.u-1')).toBeNull();
    store.endStroke();
    expect(store.problems.some((p) => p.hex?.q === 0 && p.hex.r === 0)).toBe(true);
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS);
    const draft = JSON.parse(window.localStorage.getItem('boardwright.evy-editor.draft.u-1') ?? '{}') as {
      text: string;
    };
    expect(draft.text).toContain('"kind": "pit"');
  });

  it('a refused edit is said in words and changes nothing', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    const before = store.doc;
    expect(store.edit({ type: 'remove-map', map: 0 })).toBe(false);
    expect(store.message).toBe('An adventure needs at least one map');
    expect(store.doc).toBe(before);
  });

  it('a built-in opens read-only: edits are refused with the way out', async () => {
    fake.add('builtin-evy-adventure-street', templateAdventure(), { builtIn: true, readOnly: true });
    const store = useEvyEditorStore();
    await store.open('builtin-evy-adventure-street');
    expect(store.saveStatus).toEqual({ state: 'read-only' });
    store.useToolAt({ q: 5, r: 5 });
    expect(store.message).toContain('duplicate it');
    expect(store.canUndo).toBe(false);
    // Duplicating makes a new library item with the same adventure, and opens it for editing.
    expect(await store.duplicateOpen()).toBe(true);
    expect(store.readOnly).toBe(false);
    expect(store.item?.id).toMatch(/^u-new-/);
    expect(store.doc?.maps).toEqual(templateAdventure().maps);
  });

  it('autosaves after a pause; a document with errors stays a local draft', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    store.edit({ type: 'set-meta', value: { title: 'Renamed' } });
    expect(saves()).toHaveLength(0);
    expect(store.saveStatus).toEqual({ state: 'pending' });
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS + AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(1);
    expect(fake.items.get('u-1')?.text).toContain('"title": "Renamed"');
    expect(store.saveStatus).toEqual({ state: 'saved' });

    store.edit({ type: 'paint', map: 0, hexes: [{ q: 2, r: 1 }], tool: { kind: 'wall' } });
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS + AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(1);
    expect(store.saveStatus.state).toBe('draft-only');
    expect(window.localStorage.getItem('boardwright.evy-editor.draft.u-1')).toContain('Renamed');
  });

  it('offers a draft newer than the library copy back after a crash, as one undoable edit', async () => {
    fake.add('u-1', templateAdventure());
    const draftDoc = { ...templateAdventure(), title: 'From the draft' };
    window.localStorage.setItem(
      'boardwright.evy-editor.draft.u-1',
      JSON.stringify({ itemId: 'u-1', savedAt: '2026-01-02T10:00:00.000Z', text: adventureToJson(draftDoc) }),
    );
    const store = useEvyEditorStore();
    await store.open('u-1');
    expect(store.recovery?.savedAt).toBe('2026-01-02T10:00:00.000Z');
    store.recover();
    expect(store.doc?.title).toBe('From the draft');
    expect(store.recovery).toBeNull();
    store.undo();
    expect(store.doc?.title).toBe('Test adventure');
  });

  it('an older draft is not offered', async () => {
    fake.add('u-1', templateAdventure());
    window.localStorage.setItem(
      'boardwright.evy-editor.draft.u-1',
      JSON.stringify({ itemId: 'u-1', savedAt: '2025-12-01T10:00:00.000Z', text: '{}' }),
    );
    const store = useEvyEditorStore();
    await store.open('u-1');
    expect(store.recovery).toBeNull();
  });

  it('a new adventure starts blank, its problems listed', async () => {
    const store = useEvyEditorStore();
    expect(await store.createBlank('Fresh')).toBe(true);
    expect(store.doc?.maps[0]?.tiles).toHaveLength(2);
    expect(store.problems.map((p) => p.message).join('\n')).toContain('there is no exit');
    expect(store.canUndo).toBe(false);
  });

  it('a problem clicked shows its map and asks the canvas to centre its hex', async () => {
    const doc = templateAdventure();
    fake.add('u-1', { ...doc, maps: [doc.maps[0]!, { ...doc.maps[0]!, name: 'Cellar' }] });
    const store = useEvyEditorStore();
    await store.open('u-1');
    store.tab = 'json';
    store.jumpTo({ map: 1, hex: { q: 2, r: 0 } });
    expect(store.tab).toBe('map');
    expect(store.activeMap).toBe(1);
    expect(store.focusHex).toEqual({ q: 2, r: 0 });
  });

  it('a playtest plays the draft itself and comes back to the editor as it was left', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    const screen = useScreenStore();
    await store.open('u-1');
    store.tool = 'exit';
    store.edit({ type: 'set-meta', value: { title: 'Trial' } });
    await store.playtest();
    const create = fake.calls.find((c) => c.method === 'match.create')?.req as {
      config: { custom: { title: string } };
    };
    expect(create.config.custom.title).toBe('Trial');
    // What was waiting was saved before the match started.
    expect(fake.items.get('u-1')?.text).toContain('"title": "Trial"');
    expect(screen.screen).toBe('match');
    expect(screen.matchReturn).toBe('evy:editor');

    await store.endPlaytest();
    expect(screen.screen).toBe('evy:editor');
    expect(fake.calls.some((c) => c.method === 'match.close')).toBe(true);
    expect(store.tool).toBe('exit');
    expect(store.doc?.title).toBe('Trial');
    expect(store.canUndo).toBe(true);
  });

  it('a draft with errors is not playtested: the message says to fix them', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    store.edit({ type: 'paint', map: 0, hexes: [{ q: 2, r: 1 }], tool: { kind: 'wall' } });
    await store.playtest();
    expect(store.message).toContain('Fix the error');
    expect(fake.calls.some((c) => c.method === 'match.create')).toBe(false);
  });
});
