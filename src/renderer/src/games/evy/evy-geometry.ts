/**
 * Drawing pointy-top axial hexes (src/games/evy/types.ts): where a hex's centre
 * is on the page, its outline, and the box that fits a whole map. Geometry only:
 * which hexes matter is always read from the view and the legal actions. The
 * directions and the hex key are the game's own (src/games/evy/geometry.ts).
 */
import { DIRECTIONS, HEX_DELTAS, hexKey } from '../../../../games/evy/geometry';
import type { Direction, Hex } from '../../../../games/evy/types';

export { hexKey };

const SQRT3 = Math.sqrt(3);

/** Centre-to-corner radius of one hex in SVG units. */
export const HEX_SIZE = 30;

/** The axial offset one step in `dir` makes. */
function delta(dir: Direction): readonly [number, number] {
  return HEX_DELTAS[DIRECTIONS.indexOf(dir)] as readonly [number, number];
}

export function neighbour(hex: Hex, dir: Direction): Hex {
  const [dq, dr] = delta(dir);
  return { q: hex.q + dq, r: hex.r + dr };
}

/** The direction from `from` to an adjacent `to`, or null when they are not neighbours. */
export function directionTo(from: Hex, to: Hex): Direction | null {
  return DIRECTIONS.find((dir) => sameHex(neighbour(from, dir), to)) ?? null;
}

export function sameHex(a: Hex | undefined | null, b: Hex | undefined | null): boolean {
  return !!a && !!b && a.q === b.q && a.r === b.r;
}

export function hexCenter(hex: Hex): { x: number; y: number } {
  return { x: HEX_SIZE * SQRT3 * (hex.q + hex.r / 2), y: HEX_SIZE * 1.5 * hex.r };
}

/** The six corners as an SVG `points` list, `scale` < 1 for an inset outline. */
export function hexPoints(hex: Hex, scale = 1): string {
  const { x, y } = hexCenter(hex);
  const corners: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 30);
    const cx = x + HEX_SIZE * scale * Math.cos(angle);
    const cy = y + HEX_SIZE * scale * Math.sin(angle);
    corners.push(`${cx.toFixed(2)},${cy.toFixed(2)}`);
  }
  return corners.join(' ');
}

/** A `viewBox` that holds every hex with a margin, so the map zooms to fit its box. */
export function fitViewBox(hexes: readonly Hex[], margin = 8): string {
  if (hexes.length === 0) return '0 0 100 100';
  const halfW = (HEX_SIZE * SQRT3) / 2;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const hex of hexes) {
    const { x, y } = hexCenter(hex);
    minX = Math.min(minX, x - halfW);
    maxX = Math.max(maxX, x + halfW);
    minY = Math.min(minY, y - HEX_SIZE);
    maxY = Math.max(maxY, y + HEX_SIZE);
  }
  const w = maxX - minX + 2 * margin;
  const h = maxY - minY + 2 * margin;
  return `${(minX - margin).toFixed(1)} ${(minY - margin).toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`;
}
