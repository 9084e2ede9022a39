/**
 * Walking on Evy's maps, for the content checks: which tiles Evy can stand on,
 * map by map from its start, and which maps she gets to by stairs (she arrives
 * on that map's start). Pits and boss pits are never walked on ("Neither Evy nor
 * monsters of any kind may ever walk onto any spawn pit"); doors, items, cards,
 * exits and stairs are. The editor, which never mutates a map but replaces it,
 * passes a cache keyed by map object and so re-walks only the map an edit changed;
 * other callers (which may change a map in place) walk afresh.
 */
import { HEX_DELTAS } from '../../games/evy/geometry';
import type { Adventure, EvyMap, Hex, MonsterPlacement, Tile, TileKind } from '../../games/evy/types';

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;

/** A number per hex for the walking tables (coordinates are bounded far below ±512). */
export const hexCode = (q: number, r: number): number => (q + 512) * 1024 + (r + 512);

export function neighbours(h: Hex): Hex[] {
  return HEX_DELTAS.map(([dq, dr]) => ({ q: h.q + dq, r: h.r + dr }));
}

export function walkable(tile: Tile): boolean {
  return tile.kind !== 'pit' && tile.kind !== 'boss-pit';
}

/**
 * Where a monster placed at the start may stand: a boss on any tile Evy could walk on
 * or its boss pit; a normal monster on a tile monsters can enter (no pit, no closed
 * door, no item). Nothing stands in a wall.
 */
export function monsterCanStand(monster: MonsterPlacement, tile: Tile | undefined): boolean {
  if (!tile) return false;
  if (monster.boss) return walkable(tile) || tile.kind === 'boss-pit';
  return walkable(tile) && tile.kind !== 'door' && tile.kind !== 'locked-door' && tile.item === undefined;
}

/** Each kind of tile as a designer says it, with its article. */
export const TILE_WORDS: Record<TileKind, string> = {
  floor: 'a floor tile',
  pit: 'a spawn pit',
  'boss-pit': 'a boss pit',
  card: 'a card tile',
  exit: 'an exit',
  door: 'a door',
  'locked-door': 'a locked door',
  stairs: 'a staircase',
};

/** "Map 1 'Hall'": maps counted from 1, as the designer sees them, with their name. */
export function mapLabel(map: number, name: string | undefined): string {
  return name === undefined ? `Map ${map + 1}` : `Map ${map + 1} '${name}'`;
}

/** "Map 1 'Hall', hex (3, -2)": how a problem names a place. */
export function place(adventure: Adventure, map: number, h: Hex): string {
  return `${mapLabel(map, adventure.maps[map]?.name)}, hex (${h.q}, ${h.r})`;
}

/** Each map's tiles by "q,r" (the first tile listed wins when a hex is listed twice). */
export function tilesByHex(adventure: Adventure): Map<string, Tile>[] {
  return adventure.maps.map((m) => {
    const byHex = new Map<string, Tile>();
    for (const t of m.tiles) if (!byHex.has(hexKey(t))) byHex.set(hexKey(t), t);
    return byHex;
  });
}

/** One map walked from its own start: the tiles Evy can stand on, by `hexCode`. */
export interface MapWalk {
  tiles: Map<number, Tile>;
  reached: Set<number>;
  /** Stairs to another map among the tiles reached. */
  stairs: Tile[];
}

/** Walks kept by map object: only for documents whose maps are never changed in place. */
export type WalkCache = WeakMap<EvyMap, MapWalk>;

/**
 * The tiles Evy can walk to from the map's start. Stairs to another map are left at
 * once ("Reach a staircase? On to the next floor!"), so she never walks on past them.
 */
export function walkMap(map: EvyMap, index: number, cache?: WalkCache): MapWalk {
  const cached = cache?.get(map);
  if (cached) return cached;
  const tiles = new Map<number, Tile>();
  for (const t of map.tiles) {
    const code = hexCode(t.q, t.r);
    if (!tiles.has(code)) tiles.set(code, t);
  }
  const reached = new Set<number>();
  const stairs: Tile[] = [];
  const queue: Hex[] = [];
  const visit = (code: number): void => {
    const tile = tiles.get(code);
    if (!tile || !walkable(tile) || reached.has(code)) return;
    reached.add(code);
    queue.push(tile);
  };
  // Evy stands on her start even when it is wrongly drawn (a pit, a wall): that is
  // reported once, and the rest of the map is still judged from where she stands.
  reached.add(hexCode(map.start.q, map.start.r));
  queue.push(map.start);
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i] as Hex;
    const tile = tiles.get(hexCode(hex.q, hex.r));
    if (tile?.kind === 'stairs' && tile.stairsTo !== undefined && tile.stairsTo !== index) {
      stairs.push(tile);
      continue;
    }
    for (const [dq, dr] of HEX_DELTAS) visit(hexCode(hex.q + dq, hex.r + dr));
  }
  const walk = { tiles, reached, stairs };
  cache?.set(map, walk);
  return walk;
}

/**
 * Where Evy can go in the whole adventure: the maps she gets to (the first from the
 * start, the others by stairs she can walk to) and each map's walk.
 */
export interface AdventureWalk {
  entered: boolean[];
  maps: MapWalk[];
  /** Evy can stand on this hex of this map. */
  reaches(map: number, h: Hex): boolean;
}

export function walkAdventure(adventure: Adventure, cache?: WalkCache): AdventureWalk {
  const maps = adventure.maps.map((m, i) => walkMap(m, i, cache));
  const entered = adventure.maps.map(() => false);
  const queue: number[] = [];
  const enter = (m: number): void => {
    if (m < 0 || m >= entered.length || entered[m]) return;
    entered[m] = true;
    queue.push(m);
  };
  if (adventure.maps.length > 0) enter(0);
  for (let i = 0; i < queue.length; i++) {
    const m = queue[i] as number;
    const walk = maps[m] as MapWalk;
    for (const tile of walk.stairs) enter(tile.stairsTo as number);
  }
  return {
    entered,
    maps,
    reaches: (m, h) => entered[m] === true && (maps[m]?.reached.has(hexCode(h.q, h.r)) ?? false),
  };
}

/**
 * Walking distance from the first map's start to every tile Evy can reach, per map
 * ("m:q,r" → steps), for the adventure build script's summaries. Taking stairs
 * costs the step onto them; arriving is free.
 */
export function walkingDistances(adventure: Adventure): Map<string, number> {
  const tiles = tilesByHex(adventure);
  const distance = new Map<string, number>();
  const first = adventure.maps[0];
  if (!first) return distance;
  const queue: { map: number; hex: Hex; d: number }[] = [];
  const visit = (map: number, hex: Hex, d: number): void => {
    const key = `${map}:${hexKey(hex)}`;
    const tile = tiles[map]?.get(hexKey(hex));
    if (!tile || !walkable(tile) || distance.has(key)) return;
    distance.set(key, d);
    queue.push({ map, hex, d });
  };
  visit(0, first.start, 0);
  for (let i = 0; i < queue.length; i++) {
    const { map, hex, d } = queue[i] as { map: number; hex: Hex; d: number };
    const tile = tiles[map]?.get(hexKey(hex)) as Tile;
    const target = tile.kind === 'stairs' && tile.stairsTo !== undefined ? adventure.maps[tile.stairsTo] : undefined;
    if (target && tile.stairsTo !== map) visit(tile.stairsTo as number, target.start, d);
    else for (const n of neighbours(hex)) visit(map, n, d + 1);
  }
  return distance;
}
