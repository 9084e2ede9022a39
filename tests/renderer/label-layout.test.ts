/**
 * Board labels laid out by rule: a label takes its first free side, moves off a place
 * that is not its own, shrinks only when nothing fits, stays inside the board; and the
 * Touch map's names and cards of pieces never meet, even with pieces on every place.
 */
import { describe, expect, it } from 'vitest';
import { boxAt, intersects, outwardSide, placeLabels, type Box } from '../../src/renderer/src/logic/label-layout';
import type { SpacePieces } from '../../src/renderer/src/games/touch/touch-map';
import { MAP_SPACES } from '../../src/renderer/src/games/touch/touch-map';
import { layOutMap, MAP_OBSTACLES } from '../../src/renderer/src/games/touch/touch-map-labels';
import { estimateWidth } from '../../src/renderer/src/games/touch/touch-map-pieces';

const BOUNDS: Box = { x: 0, y: 0, width: 400, height: 400 };
const at = { x: 200, y: 200 };

function label(id: string, sides: ('e' | 'w' | 's' | 'n')[] = ['e']) {
  return { id, owner: id, at, gap: 10, width: 80, height: 20, sides };
}

function apart(boxes: Box[]): boolean {
  return boxes.every((a, i) => boxes.every((b, j) => i === j || !intersects(a, b)));
}

describe('placeLabels', () => {
  it('puts a label on its first side, a gap from its point', () => {
    expect(boxAt(at, 10, 'e', 80, 20)).toEqual({ x: 210, y: 190, width: 80, height: 20 });
    expect(boxAt(at, 10, 'n', 80, 20)).toEqual({ x: 160, y: 170, width: 80, height: 20 });
    const [placed] = placeLabels([label('a')], { obstacles: [], bounds: BOUNDS });
    expect(placed).toMatchObject({ side: 'e', scale: 1, clear: true });
  });

  it('gives a second label asking for the same side another one, so the two stay apart', () => {
    const placed = placeLabels([label('a'), label('b')], { obstacles: [], bounds: BOUNDS, pad: 4 });
    expect(placed[0]!.side).toBe('e');
    expect(placed[1]!.side).not.toBe('e');
    expect(apart(placed.map((p) => p.box))).toBe(true);
  });

  it("keeps off another place's drawing but not its own", () => {
    const drawing = { x: 205, y: 185, width: 40, height: 30 };
    const own = placeLabels([label('a')], { obstacles: [{ owner: 'a', box: drawing }], bounds: BOUNDS });
    expect(own[0]!.side).toBe('e');
    const other = placeLabels([label('a')], { obstacles: [{ owner: 'b', box: drawing }], bounds: BOUNDS });
    expect(other[0]!.side).not.toBe('e');
    expect(intersects(other[0]!.box, drawing)).toBe(false);
  });

  it('stays inside the board: a label at the right edge goes left', () => {
    const edge = { ...label('a'), at: { x: 380, y: 200 } };
    const [placed] = placeLabels([edge], { obstacles: [], bounds: BOUNDS });
    expect(placed!.side).toBe('w');
  });

  it('moves further out when its sides are taken, and shrinks when it is too big to fit', () => {
    // A ring of drawings close around the point leaves no side free at the gap.
    const ring = ['e', 'w', 'n', 's', 'ne', 'nw', 'se', 'sw'].map((side, i) => ({
      owner: `o${i}`,
      box: boxAt(at, 10, side as 'e', 80, 20),
    }));
    const further = placeLabels([label('a')], { obstacles: ring, bounds: BOUNDS, reach: [0, 40] });
    expect(further[0]).toMatchObject({ scale: 1, clear: true });
    // Too wide for the board at its size on any side: half its size fits.
    const shrunk = placeLabels([{ ...label('a'), width: 450 }], { obstacles: [], bounds: BOUNDS, scales: [1, 0.5] });
    expect(shrunk[0]).toMatchObject({ scale: 0.5, clear: true });
  });

  it('says when nothing was free', () => {
    const wall = { owner: 'wall', box: BOUNDS };
    const [placed] = placeLabels([label('a')], { obstacles: [wall], bounds: BOUNDS });
    expect(placed!.clear).toBe(false);
  });

  it('names the side facing away from the middle', () => {
    expect(outwardSide({ x: 0, y: 50 }, { x: 50, y: 50 })).toBe('w');
    expect(outwardSide({ x: 90, y: 10 }, { x: 50, y: 50 })).toBe('ne');
    expect(outwardSide({ x: 50, y: 50 }, { x: 50, y: 50 })).toBe('s');
  });
});

describe('the Touch map', () => {
  const none: SpacePieces = { heroes: [], minions: [], elders: [], militia: 0, clues: 0 };

  function allBoxes(layout: ReturnType<typeof layOutMap>): Box[] {
    return [...layout.names.map((n) => n.box), ...layout.cards.map((c) => c.box)];
  }

  it('sets every named place apart, clear of the other places', () => {
    const layout = layOutMap(
      MAP_SPACES.map(() => none),
      estimateWidth,
    );
    expect(layout.names).toHaveLength(13);
    expect(apart(allBoxes(layout))).toBe(true);
    for (const n of layout.names)
      for (const o of MAP_OBSTACLES) if (o.owner !== n.id) expect(intersects(n.box, o.box), n.id).toBe(false);
  });

  it('keeps names and cards apart with Heroes, Minions and markers on every Town space and Corner', () => {
    const crowd: SpacePieces = {
      heroes: [
        { hero: 0, name: 'Inspector Cooke', ko: false },
        { hero: 1, name: 'Karl', ko: true },
      ],
      minions: ['Wolves'],
      elders: [],
      militia: 1,
      clues: 2,
    };
    const busy = new Set(['town-hall', 'church', 'blacksmith', 'manor', 'olde-woods', 'road-3', 'marsh']);
    const layout = layOutMap(
      MAP_SPACES.map((s) => (busy.has(s.id) ? crowd : none)),
      estimateWidth,
    );
    expect(layout.cards).toHaveLength(busy.size);
    expect(apart(allBoxes(layout))).toBe(true);
  });
});
