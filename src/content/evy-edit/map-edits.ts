/**
 * Edits of one map's hexes: paint, fill, start, items, waypoints, bosses and
 * monsters, moving a selection. Each returns the same map object when nothing
 * changes (the history then records no step), and otherwise a new map sharing
 * every untouched tile.
 */
import type { Adventure, EvyMap, Hex, MonsterPlacement, Tile } from '../../games/evy/types';
import { drawnBounds, hexCode, hexKey, inBounds, neighbours, sameHex, sameTile } from './hexes';
import { monsterCanStand } from '../checks/evy-maps';
import type { FillBounds, PaintTool } from './types';

/**
 * Hands out card numbers for new card tiles: the smallest not used anywhere in the
 * adventure. The adventure is read only when a number is first asked for.
 */
export class CardNumbers {
  private used: Set<number> | null = null;
  constructor(private readonly doc: Adventure) {}
  next(): number {
    if (!this.used) {
      this.used = new Set();
      for (const map of this.doc.maps) for (const t of map.tiles) if (t.card !== undefined) this.used.add(t.card);
    }
    let n = 1;
    while (this.used.has(n)) n++;
    this.used.add(n);
    return n;
  }
}

/** The tile a tool lays on a hex, keeping what still makes sense of the old one; null is a wall. */
export function paintedTile(
  old: Tile | undefined,
  hex: Hex,
  tool: PaintTool,
  numbers: CardNumbers,
  elevator: boolean,
): Tile | null {
  if (tool.kind === 'wall') return null;
  const tile: Tile = { q: hex.q, r: hex.r, kind: tool.kind };
  // Pits hold nothing: nobody ever steps on them to pick up an item or visit a letter.
  if (tool.kind !== 'pit' && tool.kind !== 'boss-pit') {
    if (old?.item !== undefined) tile.item = old.item;
    if (old?.waypoint !== undefined) tile.waypoint = old.waypoint;
  }
  if (tool.kind === 'card' && !elevator) {
    tile.card = tool.card ?? (old?.kind === 'card' && old.card !== undefined ? old.card : numbers.next());
  }
  if (tool.kind === 'stairs' && tool.stairsTo !== undefined) tile.stairsTo = tool.stairsTo;
  return tile;
}

/**
 * The map with the given hexes set (a tile, or null for a wall). Tiles keep their
 * place in the list; new ones go at the end. A monster placed on a changed hex that
 * it can no longer stand on (now a wall, a pit, a door, an item) is taken off.
 */
export function setTiles(map: EvyMap, changes: Map<number, Tile | null>): EvyMap {
  let changed = false;
  const tiles: Tile[] = [];
  const placed = new Set<number>();
  for (const tile of map.tiles) {
    const key = hexCode(tile.q, tile.r);
    if (!changes.has(key)) {
      tiles.push(tile);
      continue;
    }
    placed.add(key);
    const next = changes.get(key) ?? null;
    if (next && sameTile(next, tile)) tiles.push(tile);
    else {
      changed = true;
      if (next) tiles.push(next);
    }
  }
  for (const [key, tile] of changes) {
    if (tile && !placed.has(key)) {
      tiles.push(tile);
      changed = true;
    }
  }
  if (!changed) return map;
  const monsters = map.monsters?.filter((m) => {
    const code = hexCode(m.q, m.r);
    return !changes.has(code) || monsterCanStand(m, changes.get(code) ?? undefined);
  });
  return withMonsters({ ...map, tiles }, monsters);
}

function withMonsters(map: EvyMap, monsters: MonsterPlacement[] | undefined): EvyMap {
  const next = { ...map };
  if (monsters && monsters.length > 0) next.monsters = monsters;
  else delete next.monsters;
  return next;
}

function tileAt(map: EvyMap, hex: Hex): Tile | undefined {
  return map.tiles.find((t) => sameHex(t, hex));
}

export function paint(doc: Adventure, map: EvyMap, hexes: Hex[], tool: PaintTool): EvyMap {
  const numbers = new CardNumbers(doc);
  const wanted = new Set(hexes.map((h) => hexCode(h.q, h.r)));
  const old = new Map<number, Tile>();
  for (const t of map.tiles) {
    const code = hexCode(t.q, t.r);
    if (wanted.has(code) && !old.has(code)) old.set(code, t);
  }
  const changes = new Map<number, Tile | null>();
  for (const hex of hexes) {
    const code = hexCode(hex.q, hex.r);
    if (changes.has(code)) continue;
    changes.set(code, paintedTile(old.get(code), hex, tool, numbers, doc.rules.elevator !== undefined));
  }
  return setTiles(map, changes);
}

/** What a fill compares: the tile's kind, or "wall". */
function regionKind(tile: Tile | undefined): string {
  return tile ? tile.kind : 'wall';
}

/**
 * Flood fill from `from` over the connected hexes alike to it, inside `bounds`
 * (default: the map's drawn bounding box, so filling a wall never runs off forever).
 */
export function fill(doc: Adventure, map: EvyMap, from: Hex, tool: PaintTool, bounds?: FillBounds): EvyMap {
  const box = bounds ?? drawnBounds(map);
  if (!box || !inBounds(from, box)) return map;
  const byHex = new Map<number, Tile>();
  for (const t of map.tiles) if (!byHex.has(hexCode(t.q, t.r))) byHex.set(hexCode(t.q, t.r), t);
  const kind = regionKind(byHex.get(hexCode(from.q, from.r)));
  const region: Hex[] = [];
  const seen = new Set([hexCode(from.q, from.r)]);
  const queue: Hex[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i] as Hex;
    region.push(hex);
    for (const n of neighbours(hex)) {
      const key = hexCode(n.q, n.r);
      if (seen.has(key) || !inBounds(n, box) || regionKind(byHex.get(key)) !== kind) continue;
      seen.add(key);
      queue.push(n);
    }
  }
  return paint(doc, map, region, tool);
}

export function setStart(map: EvyMap, hex: Hex): EvyMap {
  return sameHex(map.start, hex) ? map : { ...map, start: { q: hex.q, r: hex.r } };
}

/** Puts a label (item or waypoint) on a tile; a wall gets a floor tile to carry it. */
export function setLabel(map: EvyMap, hex: Hex, field: 'item' | 'waypoint', value: string | null): EvyMap {
  const old = tileAt(map, hex);
  if (!old && value === null) return map;
  const tile: Tile = old ? { ...old } : { q: hex.q, r: hex.r, kind: 'floor' };
  if (value === null) delete tile[field];
  else tile[field] = value;
  return setTiles(map, new Map([[hexCode(hex.q, hex.r), tile]]));
}

export function setBoss(map: EvyMap, hex: Hex, boss: { health: number; name: string } | null): EvyMap {
  const others = (map.monsters ?? []).filter((m) => !sameHex(m, hex));
  const placed: MonsterPlacement[] = boss ? [{ q: hex.q, r: hex.r, boss: { ...boss } }] : [];
  const before = map.monsters?.find((m) => sameHex(m, hex));
  if (!before && !boss) return map;
  return withMonsters(map, [...others, ...placed]);
}

export function setMonster(map: EvyMap, hex: Hex, present: boolean): EvyMap {
  const before = map.monsters?.find((m) => sameHex(m, hex));
  if (present ? before && !before.boss : !before) return map;
  const others = (map.monsters ?? []).filter((m) => !sameHex(m, hex));
  return withMonsters(map, present ? [...others, { q: hex.q, r: hex.r }] : others);
}

/**
 * Moves the tiles at `hexes` by `offset`, with the start and the monsters on them.
 * Tiles and monsters where they land are replaced; the hexes left become walls.
 */
export function moveTiles(map: EvyMap, hexes: Hex[], offset: Hex): EvyMap {
  if (hexes.length === 0 || (offset.q === 0 && offset.r === 0)) return map;
  const moving = new Set(hexes.map(hexKey));
  const shift = (h: Hex): Hex => ({ q: h.q + offset.q, r: h.r + offset.r });
  const landing = new Set(hexes.map((h) => hexKey(shift(h))));
  const tiles: Tile[] = [];
  const moved: Tile[] = [];
  for (const tile of map.tiles) {
    if (moving.has(hexKey(tile))) moved.push({ ...tile, ...shift(tile) });
    else if (!landing.has(hexKey(tile))) tiles.push(tile);
  }
  const monsters: MonsterPlacement[] = [];
  for (const m of map.monsters ?? []) {
    if (moving.has(hexKey(m))) monsters.push({ ...m, ...shift(m) });
    else if (!landing.has(hexKey(m))) monsters.push(m);
  }
  const start = moving.has(hexKey(map.start)) ? shift(map.start) : map.start;
  return withMonsters({ ...map, tiles: [...tiles, ...moved], start }, monsters);
}
