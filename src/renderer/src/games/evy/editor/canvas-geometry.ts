/**
 * The editor canvas's geometry beyond the board's (`games/evy/evy-geometry.ts`):
 * page point → hex, the viewport (an SVG viewBox that zooms and pans), the grid of
 * empty hexes a designer can paint on, and the hexes inside a selection rectangle.
 */
import type { EvyMap, Hex } from '../../../../../games/evy/types';
import { fitViewBox, hexCenter, HEX_SIZE } from '../evy-geometry';

const SQRT3 = Math.sqrt(3);

/** The hex whose centre is nearest to an SVG point (cube rounding of the fractional axial hex). */
export function hexAtPoint(x: number, y: number): Hex {
  const fq = ((SQRT3 / 3) * x - y / 3) / HEX_SIZE;
  const fr = ((2 / 3) * y) / HEX_SIZE;
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // `+ 0` turns a -0 into 0, so keys read "0,1" and never "-0,1".
  return { q: q + 0, r: r + 0 };
}

export interface Viewport {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const MIN_ZOOM_WIDTH = HEX_SIZE * 6;
export const MAX_ZOOM_WIDTH = HEX_SIZE * 200;

/** The viewport zoomed by `factor` (>1 zooms in) keeping the point (px, py) where it is. */
export function zoomAt(v: Viewport, factor: number, px: number, py: number): Viewport {
  const w = Math.min(MAX_ZOOM_WIDTH, Math.max(MIN_ZOOM_WIDTH, v.w / factor));
  const scale = w / v.w;
  const h = v.h * scale;
  return { x: px - (px - v.x) * scale, y: py - (py - v.y) * scale, w, h };
}

/** The viewport moved so that `hex` is in its middle, same zoom. */
export function centreOn(v: Viewport, hex: Hex): Viewport {
  const { x, y } = hexCenter(hex);
  return { ...v, x: x - v.w / 2, y: y - v.h / 2 };
}

/** A viewport showing every tile of the map with a margin, at the given aspect ratio (w / h). */
export function fitMap(map: EvyMap, aspect: number): Viewport {
  // The board's own fitting box, widened to the canvas's shape around its middle.
  const [x, y, bw, bh] = fitViewBox(map.tiles.length > 0 ? map.tiles : [map.start], HEX_SIZE * 2)
    .split(' ')
    .map(Number) as [number, number, number, number];
  let w = Math.max(bw, MIN_ZOOM_WIDTH);
  let h = bh;
  if (w / h < aspect) w = h * aspect;
  else h = w / aspect;
  return { x: x + bw / 2 - w / 2, y: y + bh / 2 - h / 2, w, h };
}

/**
 * The empty hexes drawn around and between the tiles, for painting on walls: every hex
 * of the drawn bounding box grown by `margin` rows and hexes each side (a 40×40 map gets ~2,700).
 */
export function gridHexes(map: EvyMap, margin = 6): Hex[] {
  const hexes = map.tiles.length > 0 ? map.tiles : [map.start];
  let minR = Infinity;
  let maxR = -Infinity;
  let minX2 = Infinity;
  let maxX2 = -Infinity;
  for (const h of hexes) {
    minR = Math.min(minR, h.r);
    maxR = Math.max(maxR, h.r);
    minX2 = Math.min(minX2, 2 * h.q + h.r);
    maxX2 = Math.max(maxX2, 2 * h.q + h.r);
  }
  const grid: Hex[] = [];
  for (let r = minR - margin; r <= maxR + margin; r++) {
    // Columns as drawn: 2q + r runs over one parity per row; widen by `margin` hexes each side.
    const from = Math.ceil((minX2 - 2 * margin - r) / 2);
    const to = Math.floor((maxX2 + 2 * margin - r) / 2);
    for (let q = from; q <= to; q++) grid.push({ q, r });
  }
  return grid;
}

/** The hexes among `candidates` whose centres lie in the rectangle spanned by two SVG points. */
export function hexesInRect(
  candidates: readonly Hex[],
  a: { x: number; y: number },
  b: { x: number; y: number },
): Hex[] {
  const minX = Math.min(a.x, b.x);
  const maxX = Math.max(a.x, b.x);
  const minY = Math.min(a.y, b.y);
  const maxY = Math.max(a.y, b.y);
  return candidates
    .filter((h) => {
      const { x, y } = hexCenter(h);
      return x >= minX && x <= maxX && y >= minY && y <= maxY;
    })
    .map((h) => ({ q: h.q, r: h.r }));
}

/**
 * The hexes on the straight line from `a` to `b`, both included: a fast brush
 * stroke reports hexes far apart, and the hexes between them are painted too.
 */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.q + a.r - b.q - b.r));
  if (n === 0) return [{ q: a.q, r: a.r }];
  const from = hexCenter(a);
  const to = hexCenter(b);
  const line: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    // A tiny nudge keeps points exactly on an edge from flipping between the two hexes.
    const t = i / n;
    line.push(hexAtPoint(from.x + (to.x - from.x) * t + 1e-6, from.y + (to.y - from.y) * t + 1e-6));
  }
  return line;
}

/** The outlines of many hexes as one SVG path (slightly inset, like the tiles). */
export function gridPath(hexes: readonly Hex[], scale = 0.97): string {
  const corners: { dx: number; dy: number }[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 30);
    corners.push({ dx: HEX_SIZE * scale * Math.cos(angle), dy: HEX_SIZE * scale * Math.sin(angle) });
  }
  const parts: string[] = [];
  for (const hex of hexes) {
    const { x, y } = hexCenter(hex);
    parts.push(`M${corners.map((c) => `${(x + c.dx).toFixed(1)},${(y + c.dy).toFixed(1)}`).join('L')}Z`);
  }
  return parts.join('');
}

/**
 * The keyboard cursor's next hex for an arrow key. Left and right stay in the row;
 * up and down zig-zag between the two hexes above (below), so that pressing up then
 * down comes back and a column of presses stays in one drawn column.
 */
export function cursorStep(hex: Hex, key: string): Hex | null {
  const even = ((hex.r % 2) + 2) % 2 === 0;
  switch (key) {
    case 'ArrowLeft':
      return { q: hex.q - 1, r: hex.r };
    case 'ArrowRight':
      return { q: hex.q + 1, r: hex.r };
    case 'ArrowUp':
      return even ? { q: hex.q + 1, r: hex.r - 1 } : { q: hex.q, r: hex.r - 1 };
    case 'ArrowDown':
      return even ? { q: hex.q, r: hex.r + 1 } : { q: hex.q - 1, r: hex.r + 1 };
    default:
      return null;
  }
}

/** Where Evy lost in the difficulty meter's runs, for one map: "q,r" → runs lost there. */
export interface HeatOverlay {
  map: number;
  counts: Record<string, number>;
  max: number;
}

/** The overlay's cells on a map: each hex with its count and a strength from 0 to 1. */
export function heatCells(heat: HeatOverlay | null, map: number): { hex: Hex; count: number; strength: number }[] {
  if (!heat || heat.map !== map || heat.max <= 0) return [];
  return Object.entries(heat.counts).flatMap(([key, count]) => {
    const [q, r] = key.split(',').map(Number);
    if (!Number.isInteger(q) || !Number.isInteger(r) || count <= 0) return [];
    return [{ hex: { q: q as number, r: r as number }, count, strength: Math.min(1, count / heat.max) }];
  });
}
