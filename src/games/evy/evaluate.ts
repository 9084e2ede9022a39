/**
 * A graded value of a position for search (Evy plays alone, so the outcome is 0 or 1
 * and search needs something finer): objective progress, closeness to the next goal,
 * HP, cards in hand, and monsters next to her.
 */
import type { Seat } from '../../engine';
import { distanceField, nextWaypointLetter } from './distance';
import { EXIT, STAIRS, isPit, isTile, type MapGeometry } from './geometry';
import { adventure, evyMap, posCell, posMap, type EvyState } from './state';

/** Cells of Evy's map where the next objective step is done (or the stairs leading on). */
export function goalCells(state: EvyState): number[] {
  const geo = evyMap(state);
  const step = adventure(state).objective[state.objectiveStep];
  const out: number[] = [];
  const ofKind = (kind: number): void => {
    for (let c = 0; c < geo.cells; c++) if (geo.kind[c] === kind) out.push(c);
  };
  switch (step?.type) {
    case 'reach':
      if (step.tile === 'start') out.push(geo.start);
      else ofKind(step.tile === 'exit' ? EXIT : STAIRS);
      break;
    case 'collect':
      for (const p of state.items)
        if (posMap(p) === state.map && geo.item[posCell(p)] === step.item) out.push(posCell(p));
      break;
    case 'waypoints': {
      const letter = nextWaypointLetter(state);
      const c = letter === null ? -1 : geo.waypoint.indexOf(letter);
      if (c >= 0) out.push(c);
      break;
    }
    case 'defeat-boss':
      for (const m of state.monsters) if (m.boss && m.map === state.map) out.push(m.cell);
      break;
    default:
      break;
  }
  if (out.length === 0) ofKind(STAIRS);
  return out;
}

const evyBlockedCache = new WeakMap<MapGeometry, Uint8Array>();

/** Cells Evy can never stand on (gaps and pits); monsters aside. */
export function evyBlocked(geo: MapGeometry): Uint8Array {
  let blocked = evyBlockedCache.get(geo);
  if (!blocked) {
    blocked = new Uint8Array(geo.cells);
    for (let c = 0; c < geo.cells; c++) if (!isTile(geo, c) || isPit(geo, c)) blocked[c] = 1;
    evyBlockedCache.set(geo, blocked);
  }
  return blocked;
}

const goalFieldCache = new WeakMap<MapGeometry, Map<string, Int32Array>>();

/**
 * Evy's walking distance to the nearest goal cell from every cell (-1: none reachable),
 * monsters and doors aside. Cached per map and goal set: search asks for it at every step.
 */
export function goalDistance(state: EvyState): Int32Array {
  const geo = evyMap(state);
  const goals = goalCells(state);
  let byGoals = goalFieldCache.get(geo);
  if (!byGoals) {
    byGoals = new Map();
    goalFieldCache.set(geo, byGoals);
  }
  const key = goals.join(',');
  let field = byGoals.get(key);
  if (!field) {
    field = goals.length ? distanceField(geo, evyBlocked(geo), goals) : new Int32Array(geo.cells).fill(-1);
    byGoals.set(key, field);
  }
  return field;
}

export function evaluate(state: EvyState, _seat: Seat): number {
  if (state.phase === 'over' || state.phase === 'keep' || state.result !== null) return state.result === 'won' ? 1 : 0;
  const adv = adventure(state);
  const geo = evyMap(state);
  const progress = state.objectiveStep / Math.max(1, adv.objective.length);
  let closeness: number;
  if (adv.objective[state.objectiveStep]?.type === 'survive-floors')
    closeness = state.floor / Math.max(1, state.floors + 1);
  else {
    const d = goalDistance(state)[state.evy] as number;
    closeness = d < 0 ? 0 : 1 / (1 + d / 3);
  }
  let threats = 0;
  for (const m of state.monsters) {
    if (m.map !== state.map) continue;
    for (let k = 0; k < 6; k++) if (geo.next[m.cell * 6 + k] === state.evy) threats++;
  }
  const hp = Math.min(state.hp, 10) / 10;
  const value =
    0.05 + 0.4 * progress + 0.25 * closeness + 0.2 * hp + (0.05 * Math.min(state.hand.length, 3)) / 3 - 0.03 * threats;
  return Math.min(0.99, Math.max(0.01, value));
}
