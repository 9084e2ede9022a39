/**
 * Fixtures of the Evy editor's tests and benchmark. Large adventures: a map of `size` × `size`
 * hexes drawn as a rectangle (row r shifted by r/2), with walls in long lines that
 * leave gaps, a spawn pit every few rows, ten card tiles, a door and an exit in the
 * far corner — so every check has work to do.
 */
import { evyAdventureTemplate } from '../../src/content/templates/evy';
import type { EditOp } from '../../src/content/evy-edit';
import type { Adventure, Tile } from '../../src/games/evy/types';

/** The library's template adventure without its `$schema`: the small room the tests edit. */
export function templateAdventure(): Adventure {
  const { $schema: _schema, ...adventure } = evyAdventureTemplate() as Adventure & { $schema: string };
  return adventure;
}

/** A small seeded generator, so sequences of random edits are the same on every run. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The axial hex of a drawn rectangle's column and row. */
export const cell = (col: number, row: number): { q: number; r: number } => ({ q: col - Math.floor(row / 2), r: row });

/**
 * With `maps` above 1, that many such floors, each one's far corner a staircase to the
 * next (the exit is on the last), like a tall Tower; the cards lie on the last floor
 * only (the numbers run over the whole adventure).
 */
export function largeAdventure(size = 40, maps = 1): Adventure {
  const tiles: Tile[] = [];
  let card = 0;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const { q, r } = cell(col, row);
      // A wall every 8 columns, open every 6 rows, so the walk has to wind.
      if (col % 8 === 7 && row % 6 !== 3) continue;
      let kind: Tile['kind'] = 'floor';
      if (col % 8 === 4 && row % 10 === 5) kind = 'pit';
      const tile: Tile = { q, r, kind };
      if (col % 9 === 2 && row % 13 === 6 && card < 10) {
        tile.kind = 'card';
        tile.card = ++card;
      }
      if (col === size - 1 && row === size - 1) tile.kind = 'exit';
      if (col === size - 2 && row === size - 1) tile.kind = 'door';
      tiles.push(tile);
    }
  }
  return {
    id: 'large-map',
    title: 'A large map',
    order: 1,
    intro: 'A very large room, for measuring the editor.',
    cardCount: card,
    monsterName: 'monsters',
    maps: Array.from({ length: maps }, (_, m) => ({
      name: maps === 1 ? 'Hall' : `Floor ${m + 1}`,
      tiles: m === maps - 1 ? tiles : tiles.map((t): Tile => floorOf(t, m)),
      start: cell(0, 0),
    })),
    objective: [{ type: 'reach', tile: 'exit' }],
    rules: {},
  };
}

/** One edit of any kind, at random (hexes near the small maps; some change nothing, some are refused). */
export function randomEdit(doc: Adventure, rand: () => number): EditOp {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const map = Math.floor(rand() * doc.maps.length);
  const hex = () => ({ q: Math.floor(rand() * 10) - 2, r: Math.floor(rand() * 8) - 1 });
  const tools = ['wall', 'floor', 'pit', 'boss-pit', 'card', 'exit', 'door', 'locked-door', 'stairs'] as const;
  const ops: (() => EditOp)[] = [
    () => ({ type: 'paint', map, hexes: [hex(), hex()], tool: { kind: pick(tools) } as never }),
    () => ({ type: 'fill', map, from: hex(), tool: { kind: pick(tools) } as never }),
    () => ({ type: 'set-start', map, hex: hex() }),
    () => ({ type: 'set-item', map, hex: hex(), item: pick(['key', 'baby', null]) }),
    () => ({ type: 'set-waypoint', map, hex: hex(), letter: pick(['A', 'B', null]) }),
    () => ({ type: 'set-boss', map, hex: hex(), boss: pick([{ health: 4, name: 'the boss' }, null]) }),
    () => ({ type: 'set-monster', map, hex: hex(), present: rand() < 0.5 }),
    () => ({ type: 'move-tiles', map, hexes: [hex(), hex(), hex()], offset: { q: 1, r: -1 } }),
    () => ({ type: 'renumber-cards', setCount: rand() < 0.5 }),
    () => (doc.maps.length < 8 ? { type: 'add-map', index: map } : { type: 'remove-map', map }),
    () => (doc.maps.length > 1 ? { type: 'remove-map', map } : { type: 'add-map' }),
    () => ({ type: 'move-map', from: map, to: Math.floor(rand() * doc.maps.length) }),
    () => ({ type: 'objective-add', step: { type: 'collect', item: 'key' } }),
    () => ({ type: 'set-rules', value: pick([{}, { ghosts: true }, { elevator: { floors: 3 } }]) }),
    () => ({ type: 'set-meta', value: { title: pick(['A', 'B']), cardCount: pick([1, 2, 3]) } }),
  ];
  return pick(ops)();
}

/** A tile of floor `m` below the top: the exit becomes stairs up, card tiles plain floor. */
function floorOf(t: Tile, m: number): Tile {
  if (t.kind === 'exit') return { q: t.q, r: t.r, kind: 'stairs', stairsTo: m + 1 };
  if (t.kind === 'card') return { q: t.q, r: t.r, kind: 'floor' };
  return t;
}
