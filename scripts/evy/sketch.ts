/**
 * Evy's maps as ASCII hex sketches, and their conversion into the adventure
 * JSON of `content/evy/adventures/`. A designer's tool: the JSON is the content.
 *
 * A sketch is one line per row of pointy-top hexes, tokens separated by spaces;
 * odd rows sit half a hex to the right (indent them for the eye). Row r, token c
 * is the hex q = c - floor(r / 2), r — the axial coordinates of `types.ts`.
 *
 *   #  wall (no tile)          .  floor            @  Evy's start (floor)
 *   P  monster spawn pit       B  boss pit (the map's boss starts on it)
 *   Z  floor with the map's boss on it              M  floor with a monster
 *   X  exit    D  door    L  locked door    S  stairs (leave the adventure)
 *   S2 stairs to map 2 (0-based)    7  card tile number 7    C  unnumbered card tile
 *   *W floor with waypoint letter W    a lower-case letter: the map's legend
 */
import type { Adventure, EvyMap, MonsterPlacement, Tile } from '../../src/games/evy/types';

export interface MapSketch {
  name: string;
  rows: string[];
  /** Lower-case tokens: what tile they are (e.g. `b: { kind: 'floor', item: 'baby' }`). */
  legend?: Record<string, Omit<Tile, 'q' | 'r'>>;
  /** The boss of `B` and `Z` tokens. */
  boss?: { health: number; name: string };
}

export interface AdventureSketch extends Omit<Adventure, 'maps'> {
  maps: MapSketch[];
}

export function mapFromSketch(sketch: MapSketch): EvyMap {
  const tiles: Tile[] = [];
  const monsters: MonsterPlacement[] = [];
  let start: { q: number; r: number } | null = null;
  sketch.rows.forEach((line, r) => {
    line
      .trim()
      .split(/\s+/)
      .forEach((token, c) => {
        const q = c - Math.floor(r / 2);
        const at = `${sketch.name}, row ${r + 1}, token ${c + 1} ("${token}")`;
        const tile = tileOf(token, sketch, at);
        if (tile === null) return;
        tiles.push({ q, r, ...tile });
        if (token === '@') {
          if (start) throw new Error(`${at}: a second start`);
          start = { q, r };
        }
        if (token === 'M') monsters.push({ q, r });
        if (token === 'B' || token === 'Z') {
          if (!sketch.boss) throw new Error(`${at}: a boss token on a map without a boss`);
          monsters.push({ q, r, boss: { ...sketch.boss } });
        }
      });
  });
  if (!start) throw new Error(`${sketch.name}: no start (@)`);
  return { name: sketch.name, tiles, start, ...(monsters.length > 0 ? { monsters } : {}) };
}

function tileOf(token: string, sketch: MapSketch, at: string): Omit<Tile, 'q' | 'r'> | null {
  const simple: Record<string, Omit<Tile, 'q' | 'r'> | null> = {
    '#': null,
    '.': { kind: 'floor' },
    '@': { kind: 'floor' },
    M: { kind: 'floor' },
    Z: { kind: 'floor' },
    P: { kind: 'pit' },
    B: { kind: 'boss-pit' },
    X: { kind: 'exit' },
    D: { kind: 'door' },
    L: { kind: 'locked-door' },
    S: { kind: 'stairs' },
    C: { kind: 'card' },
  };
  if (token in simple) return simple[token] ?? null;
  if (/^\d+$/.test(token)) return { kind: 'card', card: Number(token) };
  if (/^S\d$/.test(token)) return { kind: 'stairs', stairsTo: Number(token.slice(1)) };
  if (/^\*[A-Z]$/.test(token)) return { kind: 'floor', waypoint: token.slice(1) };
  const legend = sketch.legend?.[token];
  if (legend) return { ...legend };
  throw new Error(`${at}: unknown token`);
}

export function adventureFromSketch(sketch: AdventureSketch): Adventure {
  return { ...sketch, maps: sketch.maps.map(mapFromSketch) };
}
