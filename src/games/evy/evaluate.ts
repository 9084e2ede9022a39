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

/** A goal's distance field and its largest finite distance (the far end of the map, for closeness). */
interface GoalField {
  dist: Int32Array;
  far: number;
}

const goalFieldCache = new WeakMap<MapGeometry, Map<string, GoalField>>();

function goalField(state: EvyState): GoalField {
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
    const dist = goals.length ? distanceField(geo, evyBlocked(geo), goals) : new Int32Array(geo.cells).fill(-1);
    let far = 1;
    for (let i = 0; i < dist.length; i++) if ((dist[i] as number) > far) far = dist[i] as number;
    field = { dist, far };
    byGoals.set(key, field);
  }
  return field;
}

/**
 * Evy's walking distance to the nearest goal cell from every cell (-1: none reachable),
 * monsters and doors aside. Cached per map and goal set: search asks for it at every step.
 */
export function goalDistance(state: EvyState): Int32Array {
  return goalField(state).dist;
}

/** Closeness to the nearest goal cell in [0, 1]: 1 on it, falling by the same amount per step (0 at the far end of the map). */
function closeness(state: EvyState): number {
  const { dist, far } = goalField(state);
  const d = dist[state.evy] as number;
  return d < 0 ? 0 : 1 - d / far;
}

/**
 * How far along the objective is, in [0, 1]: the steps done, plus how far into the current
 * one (walking closeness, waypoints read, floors climbed, damage on the boss). Finishing a
 * step never lowers it, however far the next goal is: a one-ply search must not shy away
 * from picking up the baby because the exit is far.
 */
export function progressOf(state: EvyState): number {
  const adv = adventure(state);
  const steps = Math.max(1, adv.objective.length);
  const step = adv.objective[state.objectiveStep];
  const near = closeness(state);
  let within = near;
  switch (step?.type) {
    case 'waypoints':
      within = (state.waypoint + near) / Math.max(1, step.letters.length + 1);
      break;
    case 'survive-floors': {
      // The floor Evy's turn ends on: ending the turn early must not look like progress.
      const evyActing = state.phase === 'evy' || state.phase === 'card' || state.phase === 'hand-limit';
      within = (state.floor - (evyActing ? 0 : 1)) / Math.max(1, state.floors);
      break;
    }
    case 'defeat-boss': {
      const boss = state.monsters.find((m) => m.boss);
      const hurt = boss ? Math.max(0, 6 - boss.hp) / 6 : 1;
      // Reaching the boss's floor counts for half, hurting the boss for the rest.
      const floors = adv.maps.length;
      within = boss && boss.map !== state.map ? (0.5 * (state.map + near)) / floors : 0.5 + 0.2 * near + 0.3 * hurt;
      break;
    }
    default:
      break;
  }
  return (state.objectiveStep + 0.9 * Math.min(1, within)) / steps;
}

export function evaluate(state: EvyState, _seat: Seat): number {
  if (state.phase === 'over' || state.phase === 'keep' || state.result !== null) return state.result === 'won' ? 1 : 0;
  const geo = evyMap(state);
  // Monsters next to Evy will most likely all attack in the next monster phase (7 actions on average).
  let threats = 0;
  for (const m of state.monsters) {
    if (m.map !== state.map) continue;
    for (let k = 0; k < 6; k++) if (geo.next[m.cell * 6 + k] === state.evy) threats++;
  }
  // Every HP and every card in hand can take one hit ("discard one of your cards … to prevent loss of HP").
  const life = Math.min(state.hp, 10) + state.hand.length;
  const safety = Math.min(1, Math.max(0, (life - threats + 1) / 12));
  // Weights tuned with the one-ply greedy bot over the campaign: with more weight on safety
  // Evy waits for the monsters instead of walking on, and they never stop coming.
  const value = 0.05 + 0.6 * progressOf(state) + 0.1 * safety + (0.04 * Math.min(state.hand.length, 3)) / 3;
  return Math.min(0.99, Math.max(0.01, value));
}
