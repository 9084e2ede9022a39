/**
 * Copy and paste of a selection, and what a move or a paste would replace. A
 * copy keeps the selected tiles with what is on them (item, letter, monster,
 * boss), relative to its first hex in reading order; a paste is one batch of
 * the model's own edits, so one undo takes it back whole. Pasted card tiles get
 * new numbers (the model's painter hands out the smallest unused one).
 */
import { readingOrder, type EditOp, type PaintTool } from '../../../../../content/evy-edit';
import type { EvyMap, Hex, MonsterPlacement, Tile } from '../../../../../games/evy/types';
import { hexKey } from '../evy-geometry';

export interface Clip {
  /** Tiles relative to the clip's anchor (its first hex in reading order). */
  tiles: Tile[];
  monsters: MonsterPlacement[];
  /** Where the anchor was on its map: a paste with nowhere aimed goes beside it. */
  from: Hex;
}

function relative<T extends Hex>(thing: T, anchor: Hex): T {
  return { ...thing, q: thing.q - anchor.q, r: thing.r - anchor.r };
}

/** The selected tiles of `map` (walls in the selection are left out), or null when none is a tile. */
export function copyTiles(map: EvyMap, hexes: readonly Hex[]): Clip | null {
  const wanted = new Set(hexes.map(hexKey));
  const tiles = map.tiles.filter((t) => wanted.has(hexKey(t))).sort(readingOrder);
  const anchor = tiles[0];
  if (!anchor) return null;
  return {
    tiles: tiles.map((t) => relative(t, anchor)),
    monsters: (map.monsters ?? []).filter((m) => wanted.has(hexKey(m))).map((m) => relative(m, anchor)),
    from: { q: anchor.q, r: anchor.r },
  };
}

/** Tiles of `map` that content landing on `targets` would replace (those not in `except`). */
export function replacedTiles(map: EvyMap, targets: readonly Hex[], except: readonly Hex[] = []): Tile[] {
  const landing = new Set(targets.map(hexKey));
  const leaving = new Set(except.map(hexKey));
  return map.tiles.filter((t) => landing.has(hexKey(t)) && !leaving.has(hexKey(t)));
}

/** The hexes a selection lands on when moved by `offset`. */
export function shifted(hexes: readonly Hex[], offset: Hex): Hex[] {
  return hexes.map((h) => ({ q: h.q + offset.q, r: h.r + offset.r }));
}

function paintToolOf(tile: Tile): PaintTool {
  if (tile.kind === 'stairs')
    return tile.stairsTo === undefined ? { kind: 'stairs' } : { kind: 'stairs', stairsTo: tile.stairsTo };
  return { kind: tile.kind };
}

/**
 * The edits that paste `clip` with its anchor at `at` on map `map`: what is there is
 * cleared first (so nothing of the old tile stays under the new one), then each tile
 * is painted and its item, letter and monsters put back. Returns the pasted hexes too.
 */
export function pasteEdit(clip: Clip, map: number, at: Hex): { op: EditOp; hexes: Hex[] } {
  const place = <T extends Hex>(thing: T): T => ({ ...thing, q: thing.q + at.q, r: thing.r + at.r });
  const tiles = clip.tiles.map(place);
  const hexes = tiles.map((t) => ({ q: t.q, r: t.r }));
  const ops: EditOp[] = [{ type: 'paint', map, hexes, tool: { kind: 'wall' } }];
  for (const tile of tiles) {
    const hex = { q: tile.q, r: tile.r };
    ops.push({ type: 'paint', map, hexes: [hex], tool: paintToolOf(tile) });
    if (tile.item !== undefined) ops.push({ type: 'set-item', map, hex, item: tile.item });
    if (tile.waypoint !== undefined) ops.push({ type: 'set-waypoint', map, hex, letter: tile.waypoint });
  }
  for (const m of clip.monsters.map(place)) {
    const hex = { q: m.q, r: m.r };
    ops.push(
      m.boss ? { type: 'set-boss', map, hex, boss: { ...m.boss } } : { type: 'set-monster', map, hex, present: true },
    );
  }
  return { op: { type: 'batch', ops }, hexes };
}

/** "2 tiles (an exit, a card tile)": what a move or paste would replace, for the designer to see. */
export function replacedWords(tiles: readonly Tile[]): string {
  const kinds = new Map<string, number>();
  for (const t of tiles) kinds.set(t.kind, (kinds.get(t.kind) ?? 0) + 1);
  const parts = [...kinds].map(([kind, n]) => `${n} ${kind.replace('-', ' ')}${n === 1 ? '' : 's'}`);
  return `${tiles.length} tile${tiles.length === 1 ? '' : 's'} (${parts.join(', ')})`;
}
