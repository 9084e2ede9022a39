/**
 * Walking on Evy's maps, for the content checks: which tiles Evy can stand on
 * and how far each is from the start, counting stairs that lead to another map
 * (Evy arrives on that map's start). Pits and boss pits are never walked on
 * ("Neither Evy nor monsters of any kind may ever walk onto any spawn pit");
 * doors, items, cards, exits and stairs are.
 */
import type { Adventure, Hex, Tile } from '../../games/evy/types';

const DELTAS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;

export function neighbours(h: Hex): Hex[] {
  return DELTAS.map(([dq, dr]) => ({ q: h.q + dq, r: h.r + dr }));
}

export function walkable(tile: Tile): boolean {
  return tile.kind !== 'pit' && tile.kind !== 'boss-pit';
}

/** "map 1, hex (3, -2)": how a problem names a place (maps counted from 1, as the designer sees them). */
export function place(map: number, h: Hex): string {
  return `map ${map + 1}, hex (${h.q}, ${h.r})`;
}

/** Each map's tiles by "q,r" (the first tile listed wins when a hex is listed twice). */
export function tilesByHex(adventure: Adventure): Map<string, Tile>[] {
  return adventure.maps.map((m) => {
    const byHex = new Map<string, Tile>();
    for (const t of m.tiles) if (!byHex.has(hexKey(t))) byHex.set(hexKey(t), t);
    return byHex;
  });
}

/**
 * Walking distance from the first map's start to every tile Evy can reach, per map
 * ("m:q,r" → steps). Taking stairs costs the step onto them; arriving is free.
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
    // "Reach a staircase? On to the next floor!": stairs to another map are left at once.
    if (target && tile.stairsTo !== map) visit(tile.stairsTo as number, target.start, d);
    else for (const n of neighbours(hex)) visit(map, n, d + 1);
  }
  return distance;
}
