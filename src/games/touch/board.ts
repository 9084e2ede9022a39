/**
 * The board as a graph: spaces numbered in file order, adjacency, distances to
 * the Town Hall and the shortest routes toward it. "Sometimes a card or rule will
 * call for the 'shortest route to the Town Hall'. To determine this, count the
 * number of spaces between the target and the Town Hall space along any possible
 * movement paths." Everything here is computed once from the content.
 */
import { TOUCH_CONTENT } from './content';
import type { BoardDef, SpaceDef } from './content-types';

export const TOWN_HALL_ID = 'town-hall';

export interface Board {
  spaces: readonly SpaceDef[];
  /** Space number by id. */
  index: ReadonlyMap<string, number>;
  /** Adjacent space numbers of each space, ascending. */
  adjacent: readonly (readonly number[])[];
  townHall: number;
  /** Steps from each space to the Town Hall (-1: unreachable). */
  distance: readonly number[];
  /** Neighbours one step closer to the Town Hall: one for every space but a tie (the Fields), none at the Town Hall. */
  towardTownHall: readonly (readonly number[])[];
  /** How many different shortest routes lead from each space to the Town Hall. */
  routeCount: readonly number[];
}

export function buildBoard(def: BoardDef): Board {
  const index = new Map(def.spaces.map((s, i) => [s.id, i]));
  const adjacentSets = def.spaces.map(() => new Set<number>());
  for (const [a, b] of def.paths) {
    const i = index.get(a ?? '');
    const j = index.get(b ?? '');
    if (i === undefined || j === undefined || i === j) continue; // the content check reports these
    adjacentSets[i]!.add(j);
    adjacentSets[j]!.add(i);
  }
  const adjacent = adjacentSets.map((set) => [...set].sort((x, y) => x - y));
  const townHall = index.get(TOWN_HALL_ID) ?? -1;
  const distance = breadthFirst(adjacent, townHall);
  const towardTownHall = adjacent.map((next, i) =>
    distance[i]! > 0 ? next.filter((j) => distance[j] === distance[i]! - 1) : [],
  );
  const routeCount = countRoutes(distance, towardTownHall);
  return { spaces: def.spaces, index, adjacent, townHall, distance, towardTownHall, routeCount };
}

/** Steps from `from` to every space (-1: unreachable). */
export function breadthFirst(adjacent: readonly (readonly number[])[], from: number): number[] {
  const distance = adjacent.map(() => -1);
  if (from < 0) return distance;
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head]!;
    for (const next of adjacent[here]!) {
      if (distance[next] !== -1) continue;
      distance[next] = distance[here]! + 1;
      queue.push(next);
    }
  }
  return distance;
}

/** Shortest routes per space: the Town Hall has one; every other space adds up those of its steps toward it. */
function countRoutes(distance: readonly number[], toward: readonly (readonly number[])[]): number[] {
  const order = distance.map((d, i) => [d, i] as const).sort((a, b) => a[0] - b[0]);
  const count = distance.map(() => 0);
  for (const [d, i] of order) {
    if (d < 0) continue;
    count[i] = d === 0 ? 1 : toward[i]!.reduce((sum, j) => sum + count[j]!, 0);
  }
  return count;
}

export function spaceNumber(board: Board, id: string): number {
  const n = board.index.get(id);
  if (n === undefined) throw new Error(`No space "${id}" on the board.`);
  return n;
}

/**
 * The next space on the shortest route to the Town Hall. "The only space on the
 * board with two such equal distance routes back to the Town Hall is the Fields
 * space … roll a D6 and use these numbered arrows to determine which direction to
 * go." `die` is asked only at such a space. At the Town Hall there is no next space.
 */
export function nextTowardTownHall(board: Board, space: number, die: () => number): number | null {
  const toward = board.towardTownHall[space]!;
  if (toward.length === 0) return null;
  if (toward.length === 1) return toward[0]!;
  const tie = board.spaces[space]!.tie;
  if (!tie) throw new Error(`${board.spaces[space]!.name} has two routes to the Town Hall but no arrows.`);
  const roll = die();
  const arrow = tie.find((a) => roll >= a.min && roll <= a.max);
  if (!arrow) throw new Error(`No arrow at ${board.spaces[space]!.name} for a roll of ${roll}.`);
  return spaceNumber(board, arrow.toward);
}

export function spacesOfKind(board: Board, kind: SpaceDef['kind']): number[] {
  return board.spaces.flatMap((s, i) => (s.kind === kind ? [i] : []));
}

/** The board of the built-in content. */
export const SHADOWBROOK: Board = buildBoard(TOUCH_CONTENT.board);
