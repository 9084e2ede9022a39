/**
 * Seeded random maps for differential tests: a rectangle drawn as text for
 * `drawMap`, with walls, pits, doors, an item, card tiles, an exit and many monsters
 * placed on it, so monsters queue, step aside, compete for tiles and run out of tokens.
 */
import { createRng, nextFloat, nextInt, type RngState } from '../../../src/engine';
import type { Adventure } from '../../../src/games/evy/types';
import { adventureOf, drawMap } from './helpers';

export interface RandomMapShape {
  width: number;
  height: number;
  /** Share of the cells left without a tile. */
  walls: number;
  pits: number;
  monsters: number;
  ghosts?: boolean;
}

/** A free cell of the grid (not yet given a token), drawn uniformly. */
function freeCell(rng: RngState, grid: string[][]): [number, number] {
  for (;;) {
    const row = nextInt(rng, grid.length);
    const col = nextInt(rng, (grid[0] as string[]).length);
    if ((grid[row] as string[])[col] === '.') return [row, col];
  }
}

export function randomMap(seed: string, shape: RandomMapShape): Adventure {
  const rng = createRng(seed);
  const grid = Array.from({ length: shape.height }, () =>
    Array.from({ length: shape.width }, () => (nextFloat(rng) < shape.walls ? '#' : '.')),
  );
  const place = (token: string): void => {
    const [row, col] = freeCell(rng, grid);
    (grid[row] as string[])[col] = token;
  };
  place('@');
  place('E');
  place('D');
  place('D');
  place('i:key');
  for (let n = 1; n <= 3; n++) place(`c${n}`);
  for (let n = 0; n < shape.pits; n++) place('P');
  for (let n = 0; n < shape.monsters; n++) place('M');
  const rows = grid.map((row) => row.join('  '));
  return adventureOf(
    [drawMap('random', rows)],
    [
      { type: 'collect', item: 'key' },
      { type: 'reach', tile: 'exit' },
    ],
    { rules: shape.ghosts ? { ghosts: true } : {} },
  );
}
