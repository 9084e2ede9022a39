/**
 * The Evy editor's document model: every edit applied purely, each undone by its
 * inverse, brush strokes coalesced into one undo step, stairs that follow their maps.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  applyWithInverse,
  blankMap,
  EditHistory,
  EditRefused,
  editorState,
  shiftSelection,
  withDoc,
  type EditOp,
  type PaintTool,
} from '../../src/content/evy-edit';
import { EVY_ADVENTURES } from '../../src/games/evy/content';
import type { Adventure, Tile } from '../../src/games/evy/types';
import { lcg, randomEdit, templateAdventure } from './evy-edit-fixtures';

const template = templateAdventure;
const at = (doc: Adventure, q: number, r: number, map = 0): Tile | undefined =>
  doc.maps[map]!.tiles.find((t) => t.q === q && t.r === r);
/** A paint edit on map 0 at the hexes given as [q, r] pairs. */
const paintOp = (kind: PaintTool['kind'], ...hexes: [number, number][]): EditOp =>
  ({ type: 'paint', map: 0, hexes: hexes.map(([q, r]) => ({ q, r })), tool: { kind } }) as EditOp;
const frozen = <T>(value: T): T => {
  const freeze = (v: unknown): void => {
    if (v && typeof v === 'object') {
      Object.freeze(v);
      Object.values(v).forEach(freeze);
    }
  };
  freeze(value);
  return value;
};

describe('Evy editor: edits', () => {
  it('paint lays each tool, keeps labels where they make sense, and never changes the old document', () => {
    const doc = frozen(template());
    let next = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 5, r: 0 }], tool: { kind: 'exit' } });
    expect(at(next, 5, 0)).toEqual({ q: 5, r: 0, kind: 'exit' });
    expect(at(doc, 5, 0)).toBeUndefined();
    // Untouched maps and tiles are shared, not copied.
    expect(next.maps[0]!.tiles[0]).toBe(doc.maps[0]!.tiles[0]);
    next = applyEdit(next, { type: 'set-item', map: 0, hex: { q: 4, r: 0 }, item: 'key' });
    next = applyEdit(next, { type: 'paint', map: 0, hexes: [{ q: 4, r: 0 }], tool: { kind: 'door' } });
    expect(at(next, 4, 0)).toEqual({ q: 4, r: 0, kind: 'door', item: 'key' });
    next = applyEdit(next, { type: 'paint', map: 0, hexes: [{ q: 4, r: 0 }], tool: { kind: 'pit' } });
    expect(at(next, 4, 0)).toEqual({ q: 4, r: 0, kind: 'pit' });
    next = applyEdit(next, { type: 'paint', map: 0, hexes: [{ q: 4, r: 0 }], tool: { kind: 'wall' } });
    expect(at(next, 4, 0)).toBeUndefined();
    next = applyEdit(next, { type: 'paint', map: 0, hexes: [{ q: 4, r: 0 }], tool: { kind: 'stairs', stairsTo: 1 } });
    expect(at(next, 4, 0)).toEqual({ q: 4, r: 0, kind: 'stairs', stairsTo: 1 });
  });

  it('"Monsters can move over any tile except monster spawn pits or tiles with tokens": paint takes off monsters that can no longer stand', () => {
    let doc = template();
    doc = applyEdit(doc, { type: 'set-monster', map: 0, hex: { q: 2, r: 1 }, present: true });
    doc = applyEdit(doc, { type: 'set-boss', map: 0, hex: { q: 4, r: 1 }, boss: { health: 5, name: 'the cat' } });
    const painted = applyEdit(doc, paintOp('boss-pit', [2, 1], [4, 1]));
    // The boss stays on its boss pit; the normal monster cannot stand on a pit.
    expect(painted.maps[0]!.monsters).toEqual([{ q: 4, r: 1, boss: { health: 5, name: 'the cat' } }]);
    const doored = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 4, r: 1 }], tool: { kind: 'door' } });
    expect(doored.maps[0]!.monsters).toEqual([
      { q: 2, r: 1 },
      { q: 4, r: 1, boss: { health: 5, name: 'the cat' } },
    ]);
    const { inverse } = applyWithInverse(doc, {
      type: 'paint',
      map: 0,
      hexes: [{ q: 2, r: 1 }],
      tool: { kind: 'wall' },
    });
    expect(
      applyEdit(applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 2, r: 1 }], tool: { kind: 'wall' } }), inverse),
    ).toEqual(doc);
  });

  it('an edit that changes nothing returns the same document (the history records nothing)', () => {
    const doc = template();
    expect(applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 0, r: 0 }], tool: { kind: 'floor' } })).toBe(doc);
    expect(applyEdit(doc, { type: 'set-start', map: 0, hex: { q: 0, r: 1 } })).toBe(doc);
    expect(applyEdit(doc, { type: 'set-meta', value: { title: doc.title } })).toBe(doc);
    const history = new EditHistory(doc);
    history.do({ type: 'paint', map: 0, hexes: [{ q: 0, r: 0 }], tool: { kind: 'floor' } });
    expect(history.canUndo).toBe(false);
  });

  it('new card tiles take the smallest free number over all maps; none in the elevator', () => {
    let doc = template(); // cards 1 and 2 are used
    doc = applyEdit(doc, {
      type: 'paint',
      map: 0,
      hexes: [
        { q: 2, r: 1 },
        { q: 3, r: 1 },
      ],
      tool: { kind: 'card' },
    });
    expect([at(doc, 2, 1)!.card, at(doc, 3, 1)!.card]).toEqual([3, 4]);
    // Repainting a card tile keeps its number.
    doc = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 2, r: 1 }], tool: { kind: 'card' } });
    expect(at(doc, 2, 1)!.card).toBe(3);
    const lift = applyEdit(doc, { type: 'set-rules', value: { elevator: { floors: 3 } } });
    const painted = applyEdit(lift, { type: 'paint', map: 0, hexes: [{ q: 4, r: 1 }], tool: { kind: 'card' } });
    expect(at(painted, 4, 1)).toEqual({ q: 4, r: 1, kind: 'card' });
  });

  it('fill spreads over the connected hexes alike to the one clicked, walls within the drawn bounds', () => {
    const doc = template();
    // The floor region reached from (0,0) without crossing other kinds: every floor tile.
    const filled = applyEdit(doc, { type: 'fill', map: 0, from: { q: 0, r: 0 }, tool: { kind: 'door' } });
    const kinds = (d: Adventure) => d.maps[0]!.tiles.map((t) => `${t.q},${t.r}:${t.kind}`).sort();
    expect(filled.maps[0]!.tiles.filter((t) => t.kind === 'door')).toHaveLength(11);
    expect(at(filled, 1, 0)!.kind).toBe('card');
    expect(at(filled, 3, 0)!.kind).toBe('pit');
    // Walls: a hole inside the box as drawn is filled; a hex outside the box is left alone.
    const holed = applyEdit(doc, paintOp('wall', [1, 1], [2, 1]));
    const walls = applyEdit(holed, { type: 'fill', map: 0, from: { q: 2, r: 1 }, tool: { kind: 'exit' } });
    expect(kinds(walls).filter((k) => !kinds(holed).includes(k))).toEqual(['1,1:exit', '2,1:exit']);
    expect(applyEdit(doc, { type: 'fill', map: 0, from: { q: 5, r: 1 }, tool: { kind: 'floor' } })).toBe(doc);
    // Explicit bounds let a fill reach beyond the tiles drawn so far: 2q + r up to 12 on rows 0..2.
    const wide = applyEdit(doc, {
      type: 'fill',
      map: 0,
      from: { q: 5, r: 1 },
      tool: { kind: 'floor' },
      bounds: { minR: 0, maxR: 2, minX2: -1, maxX2: 12 },
    });
    // (-1, 1) is inside the bounds too, but on the far side of the tiles: not connected.
    expect(kinds(wide).filter((k) => !kinds(doc).includes(k))).toEqual([
      '4,2:floor',
      '5,0:floor',
      '5,1:floor',
      '5,2:floor',
      '6,0:floor',
    ]);
  });

  it('move-tiles carries tiles, the start and monsters; what is left becomes wall', () => {
    let doc = template();
    doc = applyEdit(doc, { type: 'set-monster', map: 0, hex: { q: 1, r: 1 }, present: true });
    const moved = applyEdit(doc, {
      type: 'move-tiles',
      map: 0,
      hexes: [
        { q: 0, r: 1 },
        { q: 1, r: 1 },
      ],
      offset: { q: 0, r: 3 },
    });
    expect(moved.maps[0]!.start).toEqual({ q: 0, r: 4 });
    expect(moved.maps[0]!.monsters).toEqual([{ q: 1, r: 4 }]);
    expect(at(moved, 0, 1)).toBeUndefined();
    expect(at(moved, 0, 4)).toEqual({ q: 0, r: 4, kind: 'floor' });
    expect(moved.maps[0]!.tiles).toHaveLength(doc.maps[0]!.tiles.length);
  });

  it('a selection moved onto itself lands whole: tiles shift along a row without losing any', () => {
    const doc = template();
    // Row 1 is five floor tiles (0..4, 1); move the first three one step east.
    const row = [0, 1, 2].map((q) => ({ q, r: 1 }));
    const moved = applyEdit(doc, { type: 'move-tiles', map: 0, hexes: row, offset: { q: 1, r: 0 } });
    expect(at(moved, 0, 1)).toBeUndefined();
    expect([1, 2, 3, 4].map((q) => at(moved, q, 1)?.kind)).toEqual(['floor', 'floor', 'floor', 'floor']);
    expect(moved.maps[0]!.tiles).toHaveLength(doc.maps[0]!.tiles.length - 1);
    // Evy's start (0, 1) was in the selection: it moved too.
    expect(moved.maps[0]!.start).toEqual({ q: 1, r: 1 });
  });

  it('a fill with the card tool numbers each new card tile', () => {
    const doc = applyEdit(template(), paintOp('wall', [1, 1], [2, 1]));
    const filled = applyEdit(doc, { type: 'fill', map: 0, from: { q: 1, r: 1 }, tool: { kind: 'card' } });
    expect([at(filled, 1, 1)!.card, at(filled, 2, 1)!.card].sort()).toEqual([3, 4]);
  });

  it('renumber-cards numbers card tiles 1..n in reading order, map by map, and can set the count', () => {
    let doc = template();
    doc = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: -1, r: 2 }], tool: { kind: 'card', card: 9 } });
    doc = applyEdit(doc, { type: 'add-map' });
    doc = applyEdit(doc, { type: 'paint', map: 1, hexes: [{ q: 1, r: 0 }], tool: { kind: 'card', card: 1 } });
    const renumbered = applyEdit(doc, { type: 'renumber-cards', setCount: true });
    const cards = renumbered.maps.flatMap((m, i) =>
      m.tiles.filter((t) => t.kind === 'card').map((t) => `${i}:${t.q},${t.r}=${t.card}`),
    );
    expect(cards.sort()).toEqual(['0:-1,2=2', '0:1,0=1', '0:2,2=3', '1:1,0=4']);
    expect(renumbered.cardCount).toBe(4);
    const { inverse } = applyWithInverse(doc, { type: 'renumber-cards', setCount: true });
    expect(applyEdit(renumbered, inverse)).toEqual(doc);
  });

  describe('maps: add, remove, reorder — stairs targets follow', () => {
    const threeMaps = (): Adventure => {
      let doc = template();
      doc = applyEdit(doc, { type: 'add-map', value: { ...blankMap('Cellar') } });
      doc = applyEdit(doc, { type: 'add-map', value: { ...blankMap('Attic') } });
      doc = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 4, r: 0 }], tool: { kind: 'stairs', stairsTo: 2 } });
      return applyEdit(doc, { type: 'paint', map: 2, hexes: [{ q: 1, r: 0 }], tool: { kind: 'stairs', stairsTo: 1 } });
    };

    it('moving a map renumbers every staircase that leads to a moved map', () => {
      const doc = applyEdit(threeMaps(), { type: 'move-map', from: 2, to: 0 });
      expect(doc.maps.map((m) => m.name)).toEqual(['Attic', 'The room', 'Cellar']);
      expect(at(doc, 4, 0, 1)!.stairsTo).toBe(0);
      expect(at(doc, 1, 0, 0)!.stairsTo).toBe(2);
    });

    it('inserting shifts later targets; removing drops the target of stairs into the removed map', () => {
      const inserted = applyEdit(threeMaps(), { type: 'add-map', index: 1 });
      expect(at(inserted, 4, 0, 0)!.stairsTo).toBe(3);
      expect(at(inserted, 1, 0, 3)!.stairsTo).toBe(2);
      const removed = applyEdit(threeMaps(), { type: 'remove-map', map: 1 });
      expect(removed.maps.map((m) => m.name)).toEqual(['The room', 'Attic']);
      expect(at(removed, 4, 0, 0)!.stairsTo).toBe(1);
      expect(at(removed, 1, 0, 1)).toEqual({ q: 1, r: 0, kind: 'stairs' });
    });

    it('edits that cannot be made are refused in words, and change nothing', () => {
      const doc = template();
      expect(() => applyEdit(doc, { type: 'remove-map', map: 0 })).toThrow(
        new EditRefused('An adventure needs at least one map'),
      );
      expect(() => applyEdit(doc, { type: 'paint', map: 3, hexes: [], tool: { kind: 'floor' } })).toThrow(
        'There is no map 4 (the adventure has 1)',
      );
      let full = doc;
      for (let i = 1; i < 8; i++) full = applyEdit(full, { type: 'add-map' });
      expect(() => applyEdit(full, { type: 'add-map' })).toThrow('An adventure has at most 8 maps');
      const history = new EditHistory(doc);
      expect(() => history.do({ type: 'objective-remove', index: 4 })).toThrow(
        'The objective has no step 5 (it has 1)',
      );
      expect(history.doc).toBe(doc);
      expect(history.canUndo).toBe(false);
    });
  });

  it('objective steps: add, change, move, remove', () => {
    let doc = template();
    doc = applyEdit(doc, { type: 'objective-add', index: 0, step: { type: 'collect', item: 'key' } });
    doc = applyEdit(doc, { type: 'objective-add', step: { type: 'defeat-boss' } });
    doc = applyEdit(doc, { type: 'objective-set', index: 1, step: { type: 'reach', tile: 'start' } });
    doc = applyEdit(doc, { type: 'objective-move', from: 2, to: 0 });
    expect(doc.objective.map((s) => s.type)).toEqual(['defeat-boss', 'collect', 'reach']);
    doc = applyEdit(doc, { type: 'objective-remove', index: 0 });
    expect(doc.objective).toEqual([
      { type: 'collect', item: 'key' },
      { type: 'reach', tile: 'start' },
    ]);
  });
});

describe('Evy editor: state around the document', () => {
  it('after an edit removes the map shown, the last map is shown; a moved selection follows its tiles', () => {
    let state = editorState(applyEdit(template(), { type: 'add-map' }));
    state = { ...state, activeMap: 1 };
    state = withDoc(state, applyEdit(state.doc, { type: 'remove-map', map: 1 }));
    expect(state.activeMap).toBe(0);
    expect(shiftSelection([{ q: 1, r: 1 }], { q: 2, r: -1 })).toEqual([{ q: 3, r: 0 }]);
  });
});

describe('Evy editor: undo and redo', () => {
  it('every edit is undone by its inverse (300 random edits on the Street)', () => {
    const rand = lcg(7);
    let doc = structuredClone(EVY_ADVENTURES.find((a) => a.id === 'street')!);
    for (let i = 0; i < 300; i++) {
      const op = randomEdit(doc, rand);
      const before = structuredClone(doc);
      const { doc: after, inverse } = applyWithInverse(doc, op);
      expect(applyEdit(after, inverse), `${i}: ${op.type}`).toEqual(before);
      expect(doc, 'the old document is untouched').toEqual(before);
      doc = after;
    }
  });

  it('undo all, then redo all, gives back each document in turn', () => {
    const rand = lcg(11);
    const start = template();
    const history = new EditHistory(start);
    const seen: Adventure[] = [start];
    for (let i = 0; i < 120; i++) {
      const before = history.doc;
      history.do(randomEdit(history.doc, rand));
      if (history.doc !== before) seen.push(history.doc);
    }
    for (let i = seen.length - 2; i >= 0; i--) {
      expect(history.undo()).toBe(true);
      expect(history.doc).toEqual(seen[i]);
    }
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe(false);
    for (let i = 1; i < seen.length; i++) {
      expect(history.redo()).toBe(true);
      expect(history.doc).toEqual(seen[i]);
    }
    expect(history.canRedo).toBe(false);
  });

  it('any edits grouped as strokes: each undo goes back to the document before its stroke', () => {
    const rand = lcg(5);
    const history = new EditHistory(structuredClone(EVY_ADVENTURES.find((a) => a.id === 'tower')!));
    const before: Adventure[] = [];
    for (let stroke = 0; stroke < 40; stroke++) {
      const start = history.doc;
      for (let dab = 0; dab < 1 + Math.floor(rand() * 5); dab++) {
        try {
          history.do(randomEdit(history.doc, rand), { stroke });
        } catch (error) {
          if (!(error instanceof EditRefused)) throw error;
        }
      }
      history.endStroke();
      if (history.doc !== start) before.push(start);
    }
    for (let i = before.length - 1; i >= 0; i--) {
      history.undo();
      expect(history.doc, `stroke ${i}`).toEqual(before[i]);
    }
    expect(history.canUndo).toBe(false);
  });

  it('a brush stroke is one step: one undo takes back every dab; a new edit clears redo', () => {
    const start = template();
    const history = new EditHistory(start);
    for (let q = 0; q < 6; q++) {
      history.do({ type: 'paint', map: 0, hexes: [{ q, r: 3 }], tool: { kind: 'floor' } }, { stroke: 1 });
    }
    history.endStroke();
    history.do({ type: 'paint', map: 0, hexes: [{ q: 0, r: 4 }], tool: { kind: 'floor' } }, { stroke: 1 });
    expect(history.doc.maps[0]!.tiles).toHaveLength(start.maps[0]!.tiles.length + 7);
    history.undo();
    expect(history.doc.maps[0]!.tiles).toHaveLength(start.maps[0]!.tiles.length + 6);
    history.undo();
    expect(history.doc).toEqual(start);
    expect(history.canRedo).toBe(true);
    history.do({ type: 'set-meta', value: { title: 'Another' } });
    expect(history.canRedo).toBe(false);
  });

  it('a stroke stores one inverse per map, not one per dab', () => {
    const history = new EditHistory(template());
    for (let q = 0; q < 50; q++) {
      history.do({ type: 'paint', map: 0, hexes: [{ q, r: 5 }], tool: { kind: 'floor' } }, { stroke: 'drag' });
    }
    const steps = (history as unknown as { undoSteps: { inverses: unknown[] }[] }).undoSteps;
    expect(steps).toHaveLength(1);
    expect(steps[0]!.inverses).toHaveLength(1);
  });

  it('typing in the JSON tab as one stroke: every accepted text replaces the document, one undo restores the first', () => {
    const start = template();
    const history = new EditHistory(start);
    for (const title of ['T', 'Ti', 'Tit', 'Title']) {
      history.do({ type: 'replace', value: { ...history.doc, title } }, { stroke: 'json' });
    }
    const steps = (history as unknown as { undoSteps: { inverses: unknown[] }[] }).undoSteps;
    expect(steps).toHaveLength(1);
    expect(steps[0]!.inverses).toHaveLength(1);
    history.undo();
    expect(history.doc).toBe(start);
    history.redo();
    expect(history.doc.title).toBe('Title');
  });

  it('the history keeps at most its limit of steps, forgetting the oldest', () => {
    const start = template();
    const history = new EditHistory(start, { limit: 3 });
    for (const title of ['A', 'B', 'C', 'D', 'E']) history.do({ type: 'set-meta', value: { title } });
    let undone = 0;
    while (history.undo()) undone++;
    expect(undone).toBe(3);
    expect(history.doc.title).toBe('B');
  });

  it('reset starts over with another document and no history', () => {
    const history = new EditHistory(template());
    history.do({ type: 'set-meta', value: { title: 'Changed' } });
    const other = structuredClone(EVY_ADVENTURES[0]!);
    history.reset(other);
    expect(history.doc).toBe(other);
    expect(history.canUndo || history.canRedo).toBe(false);
  });
});
