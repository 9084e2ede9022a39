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

/** How far along the objective is, in [0, 1]: steps done, plus part of the current one (floors climbed, boss hurt). */
function progressOf(state: EvyState): number {
  const adv = adventure(state);
  const steps = Math.max(1, adv.objective.length);
  const step = adv.objective[state.objectiveStep];
  let partial = adv.maps.length > 1 ? state.map / adv.maps.length : 0;
  if (step?.type === 'defeat-boss') {
    const boss = state.monsters.find((m) => m.boss);
    if (boss) partial = (partial + Math.max(0, 6 - boss.hp) / 6) / 2;
  } else if (step?.type === 'waypoints') partial = state.waypoint / Math.max(1, step.letters.length);
  return (state.objectiveStep + 0.8 * partial) / steps;
}

export function evaluate(state: EvyState, _seat: Seat): number {
  if (state.phase === 'over' || state.phase === 'keep' || state.result !== null) return state.result === 'won' ? 1 : 0;
  const adv = adventure(state);
  const geo = evyMap(state);
  let closeness: number;
  if (adv.objective[state.objectiveStep]?.type === 'survive-floors')
    closeness = state.floor / Math.max(1, state.floors + 1);
  else {
    const d = goalDistance(state)[state.evy] as number;
    closeness = d < 0 ? 0 : 1 / (1 + d / 4);
  }
  // Monsters next to Evy will most likely all attack in the next monster phase (7 actions on average).
  let threats = 0;
  for (const m of state.monsters) {
    if (m.map !== state.map) continue;
    for (let k = 0; k < 6; k++) if (geo.next[m.cell * 6 + k] === state.evy) threats++;
  }
  // Every HP and every card in hand can take one hit ("discard one of your cards … to prevent loss of HP").
  const life = Math.min(state.hp, 10) + state.hand.length;
  const safety = Math.min(1, Math.max(0, (life - threats + 1) / 12));
  const value =
    0.05 + 0.4 * progressOf(state) + 0.25 * closeness + 0.25 * safety + (0.04 * Math.min(state.hand.length, 3)) / 3;
  return Math.min(0.99, Math.max(0.01, value));
}
