/**
 * Walking distance to Evy, as the monsters measure it ("Walls and ghosts": "you
 * measure the walking distance around walls"). Monsters may not enter pits or tiles
 * holding a token or marker (closed doors, items, the waypoint token); ghosts also
 * walk through the gaps inside the map's bounding box. Other monsters do not count
 * as obstacles for the *distance* (they move away); only for the tile a monster steps to.
 * The monsters' fields themselves are made and cached in `monster-field.ts`.
 */
import type { MapGeometry } from './geometry';
import { adventure, type EvyState } from './state';

/** The letter the waypoint token stands on now, or null once all are visited (or none). */
export function nextWaypointLetter(state: EvyState): string | null {
  for (const step of adventure(state).objective) {
    if (step.type === 'waypoints') return step.letters[state.waypoint] ?? null;
  }
  return null;
}

/** The cell holding the waypoint token on a map, or -1. */
export function waypointCell(state: EvyState, geo: MapGeometry): number {
  const letter = nextWaypointLetter(state);
  if (letter === null) return -1;
  return geo.waypoint.indexOf(letter);
}

/**
 * Steps from every cell to the nearest of `targets` over cells that are not blocked
 * (-1: no way). The targets themselves are always reachable (Evy's tile, a goal).
 */
export function distanceField(geo: MapGeometry, blocked: Uint8Array, targets: number | readonly number[]): Int32Array {
  const dist = new Int32Array(geo.cells).fill(-1);
  const queue = new Int32Array(geo.cells);
  let head = 0;
  let tail = 0;
  for (const t of typeof targets === 'number' ? [targets] : targets) {
    if (dist[t] === 0) continue;
    dist[t] = 0;
    queue[tail++] = t;
  }
  while (head < tail) {
    const c = queue[head++] as number;
    const d = (dist[c] as number) + 1;
    for (let k = 0; k < 6; k++) {
      const n = geo.next[c * 6 + k] as number;
      if (n < 0 || blocked[n] || (dist[n] as number) >= 0) continue;
      dist[n] = d;
      queue[tail++] = n;
    }
  }
  return dist;
}

/**
 * Walking distance of a cell that is itself blocked (a pit): one more than its
 * nearest walkable neighbour; -1 when none is reachable.
 */
export function distanceBeside(geo: MapGeometry, dist: Int32Array, cell: number): number {
  let best = -1;
  for (let k = 0; k < 6; k++) {
    const n = geo.next[cell * 6 + k] as number;
    if (n < 0) continue;
    const d = dist[n] as number;
    if (d >= 0 && (best < 0 || d + 1 < best)) best = d + 1;
  }
  return best;
}
