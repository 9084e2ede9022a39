/**
 * Spawning ("Spawning monsters"; FAQ "I've used up all the monster tokens"): a new
 * monster on every empty pit; with fewer tokens left than empty pits, the pits
 * closest to Evy (walking distance, then cell order) are filled first.
 */
import { distanceBeside } from './distance';
import { hexDistance, type MapGeometry } from './geometry';
import { monsterField } from './monster-field';
import { mapsOf, monsterAt, tokensLeft, type EvyState } from './state';
import type { MonsterEvent } from './types';

export function spawnOnEmptyPits(state: EvyState, map: number, events: MonsterEvent[] | null): void {
  const geo = mapsOf(state)[map] as MapGeometry;
  let tokens = tokensLeft(state);
  if (tokens <= 0) return;
  const empty: number[] = [];
  for (const cell of geo.pits) if (monsterAt(state, map, cell) === undefined) empty.push(cell);
  if (empty.length === 0) return;
  if (empty.length > tokens) {
    // Closest to Evy; on a map Evy is not on, closest to where she will arrive (its start).
    const target = map === state.map ? state.evy : geo.start;
    const { dist } = monsterField(state, map, target);
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
    events?.push({ type: 'spawn', monster: id, at: { q: geo.q[cell] as number, r: geo.r[cell] as number }, map });
  }
}
