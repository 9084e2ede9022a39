/**
 * The Evy editor's pure parts: page points to hexes and back, the viewport's zoom,
 * the paintable grid, rectangle selection and stroke lines; each tool's edit; the
 * key table; crash drafts; and autosave's states in words.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEdit, blankMap, type Adventure } from '../../src/content/evy-edit';
import { hexCenter } from '../../src/renderer/src/games/evy/evy-geometry';
import {
  centreOn,
  cursorStep,
  fitMap,
  heatCells,
  gridHexes,
  hexAtPoint,
  hexesInRect,
  hexLine,
  zoomAt,
} from '../../src/renderer/src/games/evy/editor/canvas-geometry';
import {
  DEFAULT_TOOL_OPTIONS,
  editForHex,
  nextLetter,
  toolForKey,
  TOOLS,
  type ToolOptions,
} from '../../src/renderer/src/games/evy/editor/tools';
import { editorKeyAction, KEY_HELP } from '../../src/renderer/src/games/evy/editor/editor-keys';
import type { KeyLike } from '../../src/renderer/src/logic/typing-target';
import { draftToRecover, forgetDraft, readDraft, writeDraft } from '../../src/renderer/src/logic/drafts';
import { Autosave, saveStatusText, type SaveStatus } from '../../src/renderer/src/games/evy/editor/autosave';
import { blankAdventure } from '../../src/renderer/src/games/evy/editor/blank-adventure';
import { freshStep, parseLetters } from '../../src/renderer/src/games/evy/editor/objective-steps';

const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
const areNeighbours = (a: { q: number; r: number }, b: { q: number; r: number }) => {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) === 1;
};

describe('canvas geometry', () => {
  it('finds the hex under a point: every centre, and points a little off it', () => {
    for (let q = -12; q <= 12; q++) {
      for (let r = -12; r <= 12; r++) {
        const { x, y } = hexCenter({ q, r });
        expect(hexAtPoint(x, y)).toEqual({ q, r });
        expect(hexAtPoint(x + 9, y - 9)).toEqual({ q, r });
      }
    }
  });

  it('zooms about the pointer: the point under it stays put, and zoom is bounded', () => {
    const v = { x: 0, y: 0, w: 800, h: 500 };
    const z = zoomAt(v, 2, 200, 100);
    expect(z.w).toBe(400);
    expect(near((200 - v.x) / v.w, (200 - z.x) / z.w)).toBe(true);
    expect(near((100 - v.y) / v.h, (100 - z.y) / z.h)).toBe(true);
    expect(zoomAt(v, 1000, 0, 0).w).toBeGreaterThan(100);
    expect(zoomAt(v, 0.0001, 0, 0).w).toBeLessThan(10_000);
  });

  it('fits the whole map at the canvas shape', () => {
    const map = {
      ...blankMap('m'),
      tiles: [
        { q: 0, r: 0, kind: 'floor' as const },
        { q: 9, r: 6, kind: 'exit' as const },
      ],
    };
    for (const aspect of [0.5, 1.6, 3]) {
      const v = fitMap(map, aspect);
      expect(near(v.w / v.h, aspect)).toBe(true);
      for (const t of map.tiles) {
        const c = hexCenter(t);
        expect(c.x > v.x && c.x < v.x + v.w && c.y > v.y && c.y < v.y + v.h).toBe(true);
      }
    }
  });

  it('centres a hex and keeps the zoom', () => {
    const v = centreOn({ x: 0, y: 0, w: 300, h: 200 }, { q: 4, r: 2 });
    const c = hexCenter({ q: 4, r: 2 });
    expect(v.w).toBe(300);
    expect(near(v.x + v.w / 2, c.x) && near(v.y + v.h / 2, c.y)).toBe(true);
  });

  it('draws a grid over every tile and the margin round it, each hex once', () => {
    const map = {
      ...blankMap('m'),
      tiles: [
        { q: 0, r: 0, kind: 'floor' as const },
        { q: 3, r: 2, kind: 'exit' as const },
      ],
    };
    const grid = gridHexes(map, 2);
    const keys = new Set(grid.map((h) => `${h.q},${h.r}`));
    expect(keys.size).toBe(grid.length);
    for (const t of map.tiles) expect(keys.has(`${t.q},${t.r}`)).toBe(true);
    expect(keys.has('0,-2')).toBe(true);
    expect(keys.has('0,-3')).toBe(false);
    expect(keys.has('3,4')).toBe(true);
  });

  it('a 40×40 map gets a grid of a few thousand cells, not more', () => {
    const tiles = [];
    for (let r = 0; r < 40; r++)
      for (let c = 0; c < 40; c++) tiles.push({ q: c - Math.floor(r / 2), r, kind: 'floor' as const });
    const grid = gridHexes({ name: 'big', tiles, start: { q: 0, r: 0 } });
    expect(grid.length).toBeGreaterThan(1600);
    expect(grid.length).toBeLessThan(3200);
  });

  it('selects the hexes whose centres are in the rectangle, dragged either way', () => {
    const hexes = [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 5, r: 0 },
    ];
    const a = hexCenter({ q: 0, r: 0 });
    const b = hexCenter({ q: 1, r: 0 });
    expect(hexesInRect(hexes, { x: b.x + 1, y: b.y + 1 }, { x: a.x - 1, y: a.y - 1 })).toEqual(hexes.slice(0, 2));
  });

  it('the keyboard cursor: left/right in the row, up then down comes back, a column stays a column', () => {
    for (const start of [
      { q: 0, r: 0 },
      { q: 2, r: -3 },
      { q: -1, r: 5 },
    ]) {
      expect(cursorStep(cursorStep(start, 'ArrowUp')!, 'ArrowDown')).toEqual(start);
      expect(cursorStep(cursorStep(start, 'ArrowDown')!, 'ArrowUp')).toEqual(start);
      expect(cursorStep(start, 'ArrowRight')).toEqual({ q: start.q + 1, r: start.r });
      const up = cursorStep(start, 'ArrowUp')!;
      expect(areNeighbours(start, up)).toBe(true);
      const twoUp = cursorStep(up, 'ArrowUp')!;
      expect(near(hexCenter(twoUp).x, hexCenter(start).x)).toBe(true);
    }
    expect(cursorStep({ q: 0, r: 0 }, 'Enter')).toBeNull();
  });

  it("the meter's heat: cells of the map shown only, strength by the most-lost hex", () => {
    const heat = { map: 1, counts: { '2,-1': 4, '0,0': 1, bad: 3 }, max: 4 };
    expect(heatCells(heat, 0)).toEqual([]);
    expect(heatCells(null, 1)).toEqual([]);
    expect(heatCells(heat, 1)).toEqual([
      { hex: { q: 2, r: -1 }, count: 4, strength: 1 },
      { hex: { q: 0, r: 0 }, count: 1, strength: 0.25 },
    ]);
  });

  it('fills the gaps of a fast stroke with a line of neighbouring hexes', () => {
    const line = hexLine({ q: 0, r: 0 }, { q: 4, r: -2 });
    expect(line[0]).toEqual({ q: 0, r: 0 });
    expect(line[line.length - 1]).toEqual({ q: 4, r: -2 });
    for (let i = 1; i < line.length; i++) expect(areNeighbours(line[i - 1]!, line[i]!)).toBe(true);
    expect(hexLine({ q: 2, r: 2 }, { q: 2, r: 2 })).toEqual([{ q: 2, r: 2 }]);
  });
});

describe('tools', () => {
  const doc: Adventure = blankAdventure('Test', 'u-test');
  const opts = (o: Partial<ToolOptions> = {}): ToolOptions => ({ ...DEFAULT_TOOL_OPTIONS, ...o });
  const at = { q: 3, r: 1 };
  const tileAfter = (tool: Parameters<typeof editForHex>[3], o: Partial<ToolOptions> = {}, d = doc) => {
    const op = editForHex(d, 0, at, tool, opts(o));
    if (!op) return null;
    return applyEdit(d, op).maps[0]!.tiles.find((t) => t.q === at.q && t.r === at.r) ?? 'wall';
  };

  it('each paint tool lays its kind of tile', () => {
    for (const kind of ['floor', 'pit', 'exit', 'door', 'locked-door'] as const) {
      expect(tileAfter(kind)).toMatchObject({ kind });
    }
    expect(tileAfter('card')).toMatchObject({ kind: 'card', card: 1 });
    expect(tileAfter('stairs', { stairsTo: 0 })).toMatchObject({ kind: 'stairs', stairsTo: 0 });
    expect(tileAfter('stairs')).not.toHaveProperty('stairsTo');
    expect(tileAfter('wall', {}, applyEdit(doc, editForHex(doc, 0, at, 'floor', opts())!))).toBe('wall');
  });

  it('a boss pit comes with a boss like the adventure\u2019s others (else health 6)', () => {
    const op = editForHex(doc, 0, at, 'boss-pit', opts())!;
    const next = applyEdit(doc, op);
    expect(next.maps[0]!.monsters).toEqual([{ q: 3, r: 1, boss: { health: 6, name: 'the boss' } }]);
    const again = applyEdit(next, editForHex(next, 0, { q: 4, r: 1 }, 'boss-pit', opts())!);
    expect(again.maps[0]!.monsters?.[1]?.boss).toEqual({ health: 6, name: 'the boss' });
  });

  it("Evy's start on a wall lays a floor under her; on a tile it only moves", () => {
    const next = applyEdit(doc, editForHex(doc, 0, at, 'start', opts())!);
    expect(next.maps[0]!.start).toEqual(at);
    expect(next.maps[0]!.tiles.some((t) => t.q === 3 && t.r === 1 && t.kind === 'floor')).toBe(true);
    const onTile = editForHex(doc, 0, { q: 1, r: 0 }, 'start', opts());
    expect(onTile).toEqual({ type: 'set-start', map: 0, hex: { q: 1, r: 0 } });
  });

  it('items and letters take the palette\u2019s text; empty text removes them', () => {
    expect(tileAfter('item', { item: ' baby ' })).toMatchObject({ item: 'baby' });
    expect(editForHex(doc, 0, at, 'item', opts({ item: '' }))).toMatchObject({ item: null });
    expect(tileAfter('waypoint', { letter: 'c' })).toMatchObject({ waypoint: 'C' });
    expect(editForHex(doc, 0, at, 'waypoint', opts({ letter: ' ' }))).toMatchObject({ letter: null });
  });

  it('the monster tool puts a monster at the start there, and a second click takes it away', () => {
    const once = applyEdit(doc, editForHex(doc, 0, { q: 1, r: 0 }, 'monster', opts())!);
    expect(once.maps[0]!.monsters).toEqual([{ q: 1, r: 0 }]);
    const twice = applyEdit(once, editForHex(once, 0, { q: 1, r: 0 }, 'monster', opts())!);
    expect(twice.maps[0]!.monsters).toBeUndefined();
  });

  it('fill mode floods with the tools that fill, and the select tool edits nothing', () => {
    expect(editForHex(doc, 0, at, 'floor', opts({ fill: true }))).toMatchObject({ type: 'fill', from: at });
    expect(editForHex(doc, 0, at, 'card', opts({ fill: true }))).toMatchObject({ type: 'paint' });
    expect(editForHex(doc, 0, at, 'select', opts())).toBeNull();
  });

  it('every tool has its own key, and letters come in order', () => {
    expect(new Set(TOOLS.map((t) => t.key)).size).toBe(TOOLS.length);
    for (const t of TOOLS) expect(toolForKey(t.key.toLowerCase())).toBe(t.id);
    expect(toolForKey('q')).toBeNull();
    expect(nextLetter('a')).toBe('B');
    expect(nextLetter('Z')).toBe('Z');
  });
});

describe('keys', () => {
  const press = (key: string, mods: Partial<KeyLike> = {}) =>
    editorKeyAction({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

  it('undo is Ctrl+Z; redo is Ctrl+Shift+Z or Ctrl+Y (Cmd on a Mac)', () => {
    expect(press('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(press('y', { ctrlKey: true })).toEqual({ type: 'redo' });
    expect(press('z', { metaKey: true })).toEqual({ type: 'undo' });
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
  });

  it('letters pick tools; the other keys do what the help says', () => {
    expect(press('x')).toEqual({ type: 'tool', tool: 'exit' });
    expect(press('g')).toEqual({ type: 'toggle-fill' });
    expect(press('n')).toEqual({ type: 'renumber' });
    expect(press('Delete')).toEqual({ type: 'erase-selection' });
    expect(press('+')).toMatchObject({ type: 'zoom' });
    expect(press('0')).toEqual({ type: 'fit' });
    expect(press('?')).toEqual({ type: 'help' });
    expect(press('s', { ctrlKey: true })).toBeNull();
    for (const t of TOOLS) expect(KEY_HELP.some((row) => row.keys === t.key)).toBe(true);
  });
});

describe('crash drafts', () => {
  const storage = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };

  const PREFIX = 'test.editor.draft.';

  it('are written, read back per item, and forgotten', () => {
    const s = storage();
    writeDraft(s, { itemId: 'u-1', savedAt: '2026-01-01T10:00:00.000Z', text: 'A' }, PREFIX);
    expect(readDraft(s, 'u-1', PREFIX)?.text).toBe('A');
    expect(readDraft(s, 'u-2', PREFIX)).toBeNull();
    forgetDraft(s, 'u-1', PREFIX);
    expect(readDraft(s, 'u-1', PREFIX)).toBeNull();
  });

  it("each editor's prefix keeps its drafts apart", () => {
    const s = storage();
    writeDraft(s, { itemId: 'u-1', savedAt: '2026-01-01T10:00:00.000Z', text: 'A' }, PREFIX);
    expect(readDraft(s, 'u-1', 'test.other.draft.')).toBeNull();
    forgetDraft(s, 'u-1', 'test.other.draft.');
    expect(readDraft(s, 'u-1', PREFIX)?.text).toBe('A');
  });

  it('a broken stored draft reads as none', () => {
    const s = storage();
    s.setItem(`${PREFIX}u-1`, '{not json');
    expect(readDraft(s, 'u-1', PREFIX)).toBeNull();
  });

  it('are offered back only when newer than the library copy and different from it', () => {
    const draft = { itemId: 'u-1', savedAt: '2026-01-01T10:00:00.000Z', text: 'draft' };
    expect(draftToRecover(draft, { text: 'saved', modifiedAt: '2026-01-01T09:00:00.000Z' })).toBe(draft);
    expect(draftToRecover(draft, { text: 'saved', modifiedAt: '2026-01-01T11:00:00.000Z' })).toBeNull();
    expect(draftToRecover(draft, { text: 'draft', modifiedAt: '2026-01-01T09:00:00.000Z' })).toBeNull();
    expect(draftToRecover(null, { text: 'saved', modifiedAt: '2026-01-01T09:00:00.000Z' })).toBeNull();
  });
});

describe('autosave', () => {
  afterEach(() => vi.useRealTimers());

  function setUp(errors = 0, fail = false) {
    vi.useFakeTimers();
    const saved: string[] = [];
    const states: SaveStatus[] = [];
    const autosave = new Autosave({
      delayMs: 500,
      errorCount: () => errors,
      status: (s) => states.push(s),
      save: async (text) => {
        if (fail) throw new Error('the disk is full');
        saved.push(text);
      },
    });
    return { autosave, saved, states };
  }

  it('saves the latest text once, after the pause', async () => {
    const { autosave, saved, states } = setUp();
    autosave.markSaved('v0');
    autosave.schedule('v1');
    autosave.schedule('v2');
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(saved).toEqual(['v2']);
    expect(states.at(-1)).toEqual({ state: 'saved' });
  });

  it('going back to the saved text needs no save', async () => {
    const { autosave, saved, states } = setUp();
    autosave.markSaved('v0');
    autosave.schedule('v1');
    autosave.schedule('v0');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual([]);
    expect(states.at(-1)).toEqual({ state: 'saved' });
  });

  it('a document with errors stays a local draft, and says why', async () => {
    const { autosave, saved, states } = setUp(2);
    autosave.schedule('bad');
    await autosave.flush();
    expect(saved).toEqual([]);
    const last = states.at(-1)!;
    expect(last.state).toBe('draft-only');
    expect(saveStatusText(last)).toContain('2 errors');
  });

  it('a refused save says what went wrong', async () => {
    const { autosave, states } = setUp(0, true);
    autosave.schedule('v1');
    await autosave.flush();
    expect(saveStatusText(states.at(-1)!)).toBe('Not saved: the disk is full');
  });
});

describe('objective steps', () => {
  it('a new step of each type is valid for its type and keeps the text', () => {
    expect(freshStep('collect', 'Find it')).toEqual({ type: 'collect', item: 'key', text: 'Find it' });
    expect(freshStep('survive-floors')).toEqual({ type: 'survive-floors', floors: 3 });
    expect(parseLetters('a, b;c 1')).toEqual(['A', 'B', 'C']);
  });
});
