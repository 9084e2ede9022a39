/**
 * Hex geometry of Evy's maps, precomputed once per map: every hex of the map's
 * bounding box is a *cell* (numbered row by row), tiles or not, because ghosts walk
 * through walls, and walls are the gaps between tiles. The rules work on cell
 * numbers and these tables, never on "q,r" strings, so a move costs a few array reads.
 */
import type { Adventure, Direction, EvyMap, Hex, TileKind } from './types';

/** The fixed direction order the contract names: E, SE, SW, W, NW, NE. */
export const DIRECTIONS: readonly Direction[] = ['E', 'SE', 'SW', 'W', 'NW', 'NE'];
/** Axial (dq, dr) of each direction, in the order of `DIRECTIONS`; content checks may walk maps with it too. */
export const HEX_DELTAS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

/** Cell kinds; GAP is a wall (no tile). */
export const GAP = 0;
export const KIND_CODES: Record<TileKind, number> = {
  floor: 1,
  pit: 2,
  'boss-pit': 3,
  card: 4,
  exit: 5,
  door: 6,
  'locked-door': 7,
  stairs: 8,
};
export const PIT = KIND_CODES.pit;
export const BOSS_PIT = KIND_CODES['boss-pit'];
export const CARD = KIND_CODES.card;
export const EXIT = KIND_CODES.exit;
export const DOOR = KIND_CODES.door;
export const LOCKED_DOOR = KIND_CODES['locked-door'];
export const STAIRS = KIND_CODES.stairs;

export interface MapGeometry {
  index: number;
  cells: number;
  q: Int32Array;
  r: Int32Array;
  kind: Uint8Array;
  /** Neighbour cell per direction (cell * 6 + direction), -1 outside the bounding box. */
  next: Int32Array;
  /** Card number of a numbered card tile, 0 otherwise (the elevator's tiles are unnumbered). */
  cardNumber: Int32Array;
  item: (string | undefined)[];
  waypoint: (string | undefined)[];
  stairsTo: Int32Array;
  start: number;
  /** Pits and the boss pit, in cell order: where monsters spawn. */
  pits: number[];
  byHex: Map<string, number>;
  /**
   * The cell of a hex by arithmetic rather than a string key (the hot paths look hexes
   * up at every step): `cellByHex[(r - minR) * spanQ + (q - minQ)]`, -1 for a hex of the
   * q-r rectangle that is not in the bounding box.
   */
  minQ: number;
  minR: number;
  spanQ: number;
  cellByHex: Int32Array;
}

export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

export function directionIndex(d: Direction): number {
  return DIRECTIONS.indexOf(d);
}

function hexLookup(qs: number[], rs: number[]): Pick<MapGeometry, 'minQ' | 'minR' | 'spanQ' | 'cellByHex'> {
  let minQ = Infinity;
  let maxQ = -Infinity;
  let minR = Infinity;
  let maxR = -Infinity;
  for (let c = 0; c < qs.length; c++) {
    minQ = Math.min(minQ, qs[c] as number);
    maxQ = Math.max(maxQ, qs[c] as number);
    minR = Math.min(minR, rs[c] as number);
    maxR = Math.max(maxR, rs[c] as number);
  }
  const spanQ = maxQ - minQ + 1;
  const cellByHex = new Int32Array(spanQ * (maxR - minR + 1)).fill(-1);
  for (let c = 0; c < qs.length; c++) cellByHex[((rs[c] as number) - minR) * spanQ + ((qs[c] as number) - minQ)] = c;
  return { minQ, minR, spanQ, cellByHex };
}

function buildMap(map: EvyMap, index: number): MapGeometry {
  // The bounding box as it is drawn (pointy-top: a hex's centre is at x = q + r/2),
  // so "missing hexes inside the map" are exactly the gaps one sees between tiles.
  let minR = Infinity;
  let maxR = -Infinity;
  let minX2 = Infinity;
  let maxX2 = -Infinity;
  for (const t of map.tiles) {
    minR = Math.min(minR, t.r);
    maxR = Math.max(maxR, t.r);
    minX2 = Math.min(minX2, 2 * t.q + t.r);
    maxX2 = Math.max(maxX2, 2 * t.q + t.r);
  }
  const qs: number[] = [];
  const rs: number[] = [];
  const byHex = new Map<string, number>();
  for (let r = minR; r <= maxR; r++) {
    for (let x2 = minX2; x2 <= maxX2; x2++) {
      if ((((x2 - r) % 2) + 2) % 2 !== 0) continue;
      const q = (x2 - r) / 2;
      byHex.set(`${q},${r}`, qs.length);
      qs.push(q);
      rs.push(r);
    }
  }
  const cells = qs.length;
  const geo: MapGeometry = {
    index,
    cells,
    q: Int32Array.from(qs),
    r: Int32Array.from(rs),
    kind: new Uint8Array(cells),
    next: new Int32Array(cells * 6).fill(-1),
    cardNumber: new Int32Array(cells),
    item: new Array<string | undefined>(cells).fill(undefined),
    waypoint: new Array<string | undefined>(cells).fill(undefined),
    stairsTo: new Int32Array(cells).fill(-1),
    start: -1,
    pits: [],
    byHex,
    ...hexLookup(qs, rs),
  };
  for (const t of map.tiles) {
    const c = byHex.get(hexKey(t)) as number;
    geo.kind[c] = KIND_CODES[t.kind];
    if (t.card !== undefined) geo.cardNumber[c] = t.card;
    geo.item[c] = t.item;
    geo.waypoint[c] = t.waypoint;
    if (t.stairsTo !== undefined) geo.stairsTo[c] = t.stairsTo;
    if (t.kind === 'pit' || t.kind === 'boss-pit') geo.pits.push(c);
  }
  geo.pits.sort((a, b) => a - b);
  for (let c = 0; c < cells; c++) {
    for (let d = 0; d < 6; d++) {
      const [dq, dr] = HEX_DELTAS[d] as readonly [number, number];
      const n = byHex.get(`${(geo.q[c] as number) + dq},${(geo.r[c] as number) + dr}`);
      if (n !== undefined) geo.next[c * 6 + d] = n;
    }
  }
  const start = byHex.get(hexKey(map.start));
  if (start === undefined || geo.kind[start] === GAP) {
    throw new RangeError(`Map "${map.name}": the start ${hexKey(map.start)} is not a tile of the map.`);
  }
  geo.start = start;
  return geo;
}

const cache = new WeakMap<Adventure, MapGeometry[]>();

/** The geometry of every map of an adventure (cached per adventure object). */
export function geometry(adventure: Adventure): MapGeometry[] {
  let maps = cache.get(adventure);
  if (!maps) {
    maps = adventure.maps.map(buildMap);
    cache.set(adventure, maps);
  }
  return maps;
}

export function hexOf(geo: MapGeometry, cell: number): Hex {
  return { q: geo.q[cell] as number, r: geo.r[cell] as number };
}

/** The cell of a hex, or -1 when the hex is outside the map's bounding box. */
export function cellOf(geo: MapGeometry, h: Hex): number {
  return cellAtHex(geo, h.q, h.r);
}

/** `cellOf` for a hex given as numbers. */
export function cellAtHex(geo: MapGeometry, q: number, r: number): number {
  const dq = q - geo.minQ;
  const dr = r - geo.minR;
  if (dq < 0 || dq >= geo.spanQ || dr < 0) return -1;
  // Past the last row, or a fractional hex, reads undefined.
  return geo.cellByHex[dr * geo.spanQ + dq] ?? -1;
}

export function neighbour(geo: MapGeometry, cell: number, direction: number): number {
  return geo.next[cell * 6 + direction] as number;
}

export function isTile(geo: MapGeometry, cell: number): boolean {
  return cell >= 0 && geo.kind[cell] !== GAP;
}

export function isPit(geo: MapGeometry, cell: number): boolean {
  const k = geo.kind[cell];
  return k === PIT || k === BOSS_PIT;
}

export function areAdjacent(geo: MapGeometry, a: number, b: number): boolean {
  return directionBetween(geo, a, b) >= 0;
}

/** The direction index from a cell to its neighbour (-1 when they are not neighbours). */
export function directionBetween(geo: MapGeometry, from: number, to: number): number {
  for (let d = 0; d < 6; d++) if (geo.next[from * 6 + d] === to) return d;
  return -1;
}

/** Straight-line hex distance (for tie-breaks where walking distance is undefined). */
export function hexDistance(geo: MapGeometry, a: number, b: number): number {
  const dq = (geo.q[a] as number) - (geo.q[b] as number);
  const dr = (geo.r[a] as number) - (geo.r[b] as number);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
