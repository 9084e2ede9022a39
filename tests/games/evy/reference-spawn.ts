/**
 * The walking distance and the spawning of the reference monster phase
 * (`reference-monster-phase.ts`): a fresh blocked map and distance field per call,
 * pits sorted by a closure. Test-only.
 */
import { GAP, hexDistance, isPit, type MapGeometry } from '../../../src/games/evy/geometry';
import { nextWaypointLetter } from '../../../src/games/evy/distance';
import {
  evyMap,
  isGhost,
  mapsOf,
  monsterAt,
  posCell,
  posMap,
  tokensLeft,
  type EvyState,
} from '../../../src/games/evy/state';
import type { MonsterEvent } from '../../../src/games/evy/types';

/** 1 for every cell a monster of this adventure can never enter right now (monsters aside). */
function monsterBlocked(state: EvyState, map: number): Uint8Array {
  const geo = mapsOf(state)[map] as MapGeometry;
  const ghost = isGhost(state);
  const blocked = new Uint8Array(geo.cells);
  for (let c = 0; c < geo.cells; c++) {
    if ((geo.kind[c] === GAP && !ghost) || isPit(geo, c)) blocked[c] = 1;
  }
  for (const list of [state.doors, state.items]) {
    for (const p of list) if (posMap(p) === map) blocked[posCell(p)] = 1;
  }
  const letter = nextWaypointLetter(state);
  const token = letter === null ? -1 : geo.waypoint.indexOf(letter);
  if (token >= 0) blocked[token] = 1;
  return blocked;
}

/** Steps from every cell to the target over cells that are not blocked (-1: no way). */
function distanceField(geo: MapGeometry, blocked: Uint8Array, target: number): Int32Array {
  const dist = new Int32Array(geo.cells).fill(-1);
  dist[target] = 0;
  const queue = [target];
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head] as number;
    for (let k = 0; k < 6; k++) {
      const n = geo.next[c * 6 + k] as number;
      if (n < 0 || blocked[n] || (dist[n] as number) >= 0) continue;
      dist[n] = (dist[c] as number) + 1;
      queue.push(n);
    }
  }
  return dist;
}

export function distanceToEvy(state: EvyState): Int32Array {
  return distanceField(evyMap(state), monsterBlocked(state, state.map), state.evy);
}

export function monsterDistance(geo: MapGeometry, dist: Int32Array, cell: number): number {
  const d = dist[cell] as number;
  return d >= 0 ? d : distanceBeside(geo, dist, cell);
}

function distanceBeside(geo: MapGeometry, dist: Int32Array, cell: number): number {
  let best = -1;
  for (let k = 0; k < 6; k++) {
    const n = geo.next[cell * 6 + k] as number;
    if (n < 0) continue;
    const d = dist[n] as number;
    if (d >= 0 && (best < 0 || d + 1 < best)) best = d + 1;
  }
  return best;
}

export function spawnOnEmptyPits(state: EvyState, map: number, events: MonsterEvent[]): void {
  const geo = mapsOf(state)[map] as MapGeometry;
  const empty = geo.pits.filter((cell) => monsterAt(state, map, cell) === undefined);
  let tokens = tokensLeft(state);
  if (empty.length === 0 || tokens <= 0) return;
  if (empty.length > tokens) {
    const target = map === state.map ? state.evy : geo.start;
    const dist = distanceField(geo, monsterBlocked(state, map), target);
    const far = (cell: number): number => {
      const d = distanceBeside(geo, dist, cell);
      return d < 0 ? 10_000 + hexDistance(geo, cell, target) : d;
    };
    empty.sort((a, b) => far(a) - far(b) || a - b);
  }
  for (const cell of empty) {
    if (tokens <= 0) break;
    const id = state.nextMonsterId++;
    state.monsters.push({ id, map, cell, hp: 1, boss: false });
    tokens--;
    events.push({ type: 'spawn', monster: id, at: { q: geo.q[cell] as number, r: geo.r[cell] as number }, map });
  }
}
