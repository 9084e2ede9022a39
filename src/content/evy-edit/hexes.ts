/** Hex helpers of the editor: keys, neighbours, reading order, the drawn bounding box. */
import type { EvyMap, Hex, Tile } from '../../games/evy/types';
import type { FillBounds } from './types';

export { hexCode, hexKey, neighbours } from '../checks/evy-maps';

/** Reading order: row by row from the top, left to right as drawn (the centre is at 2q + r). */
export function readingOrder(a: Hex, b: Hex): number {
  return a.r - b.r || 2 * a.q + a.r - (2 * b.q + b.r);
}

/** The map's bounding box as drawn; null for a map without tiles. */
export function drawnBounds(map: EvyMap): FillBounds | null {
  if (map.tiles.length === 0) return null;
  const bounds = { minR: Infinity, maxR: -Infinity, minX2: Infinity, maxX2: -Infinity };
  for (const t of map.tiles) {
    bounds.minR = Math.min(bounds.minR, t.r);
    bounds.maxR = Math.max(bounds.maxR, t.r);
    bounds.minX2 = Math.min(bounds.minX2, 2 * t.q + t.r);
    bounds.maxX2 = Math.max(bounds.maxX2, 2 * t.q + t.r);
  }
  return bounds;
}

export function inBounds(h: Hex, b: FillBounds): boolean {
  const x2 = 2 * h.q + h.r;
  return h.r >= b.minR && h.r <= b.maxR && x2 >= b.minX2 && x2 <= b.maxX2;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Two tiles alike in every field (tiles are small flat objects). */
export function sameTile(a: Tile | undefined, b: Tile | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.q === b.q &&
    a.r === b.r &&
    a.kind === b.kind &&
    a.card === b.card &&
    a.item === b.item &&
    a.waypoint === b.waypoint &&
    a.stairsTo === b.stairsTo
  );
}
