/**
 * How many steps Evy still has to walk to finish the current objective step, from
 * every cell of every map: the AI's sense of direction. On a map without a goal the
 * way leads over the stairs whose far side is nearest to one, so climbing stairs is
 * progress, and stairs that lead away (back down) look as far as they are. Any map
 * a designer draws gets this from its tiles alone: nothing here knows the built-in
 * adventures. Fields are made once per adventure and set of goal cells, then cached.
 */
import { STAIRS, type MapGeometry } from './geometry';

/** Per map, the walking distance from each cell to the goal (-1: no way), and the largest finite one. */
export interface GoalRoute {
  dist: Int32Array[];
  far: number;
  /** Per map, where the walk starts: goal cells at 0, stairs tiles at what is left beyond them. */
  sources: Map<number, number>[];
}

const routeCache = new WeakMap<readonly MapGeometry[], Map<string, GoalRoute>>();

/** A stairs tile that takes Evy to another map as soon as she stands on it. */
function leadsAway(geo: MapGeometry, cell: number, maps: number): boolean {
  const to = geo.stairsTo[cell] as number;
  return geo.kind[cell] === STAIRS && to >= 0 && to !== geo.index && to < maps;
}

/**
 * Distances over the walkable cells from sources that each start at their own cost
 * (a goal at 0, a stairs tile at the distance left beyond it). Stairs that lead away
 * get a distance only as sources: Evy cannot walk through them, she is taken elsewhere.
 * Label-correcting (a cell may be lowered again), as the sources' costs differ.
 */
function walk(geo: MapGeometry, blocked: Uint8Array, sources: Map<number, number>, maps: number): Int32Array {
  const dist = new Int32Array(geo.cells).fill(-1);
  const queue: number[] = [];
  for (const [cell, cost] of sources) {
    dist[cell] = cost;
    queue.push(cell);
  }
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head] as number;
    const d = (dist[c] as number) + 1;
    for (let k = 0; k < 6; k++) {
      const n = geo.next[c * 6 + k] as number;
      if (n < 0 || blocked[n] || leadsAway(geo, n, maps)) continue;
      const old = dist[n] as number;
      if (old >= 0 && old <= d) continue;
      dist[n] = d;
      queue.push(n);
    }
  }
  return dist;
}

/**
 * The route to `goals` (cells per map index) over all `maps`; `blockedOf` gives the
 * cells Evy can never stand on. Rounds repeat until no map's distances change: a
 * stairs tile costs what is left from the start of the map it leads to.
 */
export function goalRoute(
  maps: readonly MapGeometry[],
  goals: readonly (readonly number[])[],
  blockedOf: (geo: MapGeometry) => Uint8Array,
): GoalRoute {
  const key = goals.map((cells) => cells.join(',')).join('|');
  let byGoals = routeCache.get(maps);
  if (!byGoals) {
    byGoals = new Map();
    routeCache.set(maps, byGoals);
  }
  const known = byGoals.get(key);
  if (known) return known;
  let dist: Int32Array[] = maps.map((geo) => new Int32Array(geo.cells).fill(-1));
  let sourcesOf: Map<number, number>[] = [];
  for (let round = 0; round <= maps.length; round++) {
    let changed = false;
    sourcesOf = [];
    dist = maps.map((geo, m) => {
      const sources = new Map<number, number>();
      sourcesOf.push(sources);
      for (const c of goals[m] ?? []) sources.set(c, 0);
      for (let c = 0; c < geo.cells; c++) {
        if (!leadsAway(geo, c, maps.length) || sources.has(c)) continue;
        const to = geo.stairsTo[c] as number;
        const beyond = (dist[to] as Int32Array)[(maps[to] as MapGeometry).start] as number;
        if (beyond >= 0) sources.set(c, beyond);
      }
      const next = walk(geo, blockedOf(geo), sources, maps.length);
      const before = dist[m] as Int32Array;
      for (let i = 0; i < next.length && !changed; i++) if (next[i] !== before[i]) changed = true;
      return next;
    });
    if (!changed) break;
  }
  let far = 1;
  for (const field of dist)
    for (let i = 0; i < field.length; i++) if ((field[i] as number) > far) far = field[i] as number;
  const route = { dist, far, sources: sourcesOf };
  byGoals.set(key, route);
  return route;
}

let scratch = new Int32Array(0);
/** Bucket queue: entries at distance d wait in `buckets[d % buckets.length]`. */
const buckets: number[][] = [];
const closedCache = new WeakMap<MapGeometry, Uint8Array>();

/** Cells a walk cannot pass through: never stood on, or stairs that take Evy away. */
function closedCells(geo: MapGeometry, blocked: Uint8Array, maps: number): Uint8Array {
  let closed = closedCache.get(geo);
  if (!closed) {
    closed = new Uint8Array(geo.cells);
    for (let c = 0; c < geo.cells; c++) if (blocked[c] || leadsAway(geo, c, maps)) closed[c] = 1;
    closedCache.set(geo, closed);
  }
  return closed;
}

/** The route's sources of one map as cells and costs, cheapest first (made once per route). */
const sortedCache = new WeakMap<ReadonlyMap<number, number>, { cells: Int32Array; costs: Int32Array }>();
function sortedSources(sources: ReadonlyMap<number, number>): { cells: Int32Array; costs: Int32Array } {
  let sorted = sortedCache.get(sources);
  if (!sorted) {
    const pairs = [...sources].sort((a, b) => a[1] - b[1]);
    sorted = { cells: Int32Array.from(pairs, (p) => p[0]), costs: Int32Array.from(pairs, (p) => p[1]) };
    sortedCache.set(sources, sorted);
  }
  return sorted;
}

/**
 * The walking distances to the end of the route on one map when every cell a monster
 * stands on costs `toll` more steps (it has to be fought or walked round): a corridor
 * full of monsters then looks as long as it is to get through, and the way round wins
 * when it is shorter. `occupied` marks the monsters' cells; -1: no way. A bucket queue
 * (steps cost 1 or 1 + toll) settles each cell once. The field is a shared buffer,
 * valid until the next call.
 */
export function fieldThroughMonsters(
  geo: MapGeometry,
  blocked: Uint8Array,
  sources: ReadonlyMap<number, number>,
  occupied: Uint8Array,
  toll: number,
  maps: number,
): Int32Array {
  if (scratch.length < geo.cells) scratch = new Int32Array(geo.cells);
  const dist = scratch;
  dist.fill(-1, 0, geo.cells);
  const closed = closedCells(geo, blocked, maps);
  const { cells, costs } = sortedSources(sources);
  const width = toll + 2;
  while (buckets.length < width) buckets.push([]);
  let waiting = 0;
  let next = 0;
  let d = costs[0] ?? 0;
  while (next < cells.length || waiting > 0) {
    // Sources join when the sweep reaches their cost (stairs cost what is left beyond them).
    while (next < cells.length && costs[next] === d) {
      const cell = cells[next++] as number;
      const at = d + (occupied[cell] ? toll : 0);
      if ((dist[cell] as number) < 0 || at < (dist[cell] as number)) {
        dist[cell] = at;
        (buckets[at % width] as number[]).push(cell);
        waiting++;
      }
    }
    const bucket = buckets[d % width] as number[];
    for (let i = 0; i < bucket.length; i++) {
      const c = bucket[i] as number;
      waiting--;
      if (dist[c] !== d) continue; // lowered since it was queued
      for (let k = 0; k < 6; k++) {
        const n = geo.next[c * 6 + k] as number;
        if (n < 0 || closed[n]) continue;
        const through = d + 1 + (occupied[n] ? toll : 0);
        const old = dist[n] as number;
        if (old >= 0 && old <= through) continue;
        dist[n] = through;
        (buckets[through % width] as number[]).push(n);
        waiting++;
      }
    }
    bucket.length = 0;
    d = waiting === 0 && next < cells.length ? (costs[next] as number) : d + 1;
  }
  return dist;
}
