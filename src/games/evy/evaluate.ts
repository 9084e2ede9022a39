/**
 * A graded value of a position for search (Evy plays alone, so the outcome is 0 or 1
 * and search needs something finer): objective progress, closeness to the next goal,
 * HP, cards in hand, and monsters next to her.
 */
import type { Seat } from '../../engine';
import { nextWaypointLetter } from './distance';
import { EXIT, STAIRS, isPit, isTile, type MapGeometry } from './geometry';
import { fieldThroughMonsters, goalRoute, type GoalRoute } from './goal-route';
import { adventure, evyMap, mapsOf, posCell, posMap, type EvyState } from './state';

/** Cells of map `geo` where the current objective step is done. */
function goalCellsOn(state: EvyState, geo: MapGeometry): number[] {
  const step = adventure(state).objective[state.objectiveStep];
  const out: number[] = [];
  const ofKind = (kind: number): void => {
    for (let c = 0; c < geo.cells; c++) if (geo.kind[c] === kind) out.push(c);
  };
  switch (step?.type) {
    case 'reach':
      // "Exit through the start tile": the adventure's start, on its first map.
      if (step.tile === 'start') {
        if (geo.index === 0) out.push(geo.start);
      } else ofKind(step.tile === 'exit' ? EXIT : STAIRS);
      break;
    case 'collect':
      for (const p of state.items)
        if (posMap(p) === geo.index && geo.item[posCell(p)] === step.item) out.push(posCell(p));
      break;
    case 'waypoints': {
      const letter = nextWaypointLetter(state);
      const c = letter === null ? -1 : geo.waypoint.indexOf(letter);
      if (c >= 0) out.push(c);
      break;
    }
    case 'defeat-boss':
      for (const m of state.monsters) if (m.boss && m.map === geo.index) out.push(m.cell);
      break;
    default:
      break;
  }
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

const routeBySignature = new WeakMap<readonly MapGeometry[], Map<number, GoalRoute>>();

/**
 * A number that changes whenever the goal cells may (the step; items taken; the next
 * letter; where the boss stands; Evy's map, whose stairs stand in when there is no goal),
 * so the route is looked up without gathering the goal cells at every evaluation.
 */
function goalSignature(state: EvyState): number {
  let boss = 0;
  for (const m of state.monsters) if (m.boss) boss = m.map * 100_000 + m.cell + 1;
  // Each part within its own range: fewer than 64 maps and letters, 256 items, a boss below 2,000,000.
  const step = ((state.objectiveStep * 64 + state.map) * 64 + state.waypoint) * 256 + state.items.length;
  return step * 2_000_000 + boss;
}

/**
 * The walking route to the current objective step over every map (`goal-route.ts`).
 * With no goal cell anywhere (the elevator), the stairs of Evy's map stand in.
 */
function routeOf(state: EvyState): GoalRoute {
  const maps = mapsOf(state);
  let bySignature = routeBySignature.get(maps);
  if (!bySignature) {
    bySignature = new Map();
    routeBySignature.set(maps, bySignature);
  }
  const signature = goalSignature(state);
  const known = bySignature.get(signature);
  if (known) return known;
  const goals = maps.map((geo) => goalCellsOn(state, geo));
  if (goals.every((cells) => cells.length === 0)) {
    const geo = evyMap(state);
    const stairs: number[] = [];
    for (let c = 0; c < geo.cells; c++) if (geo.kind[c] === STAIRS) stairs.push(c);
    goals[state.map] = stairs;
  }
  const route = goalRoute(maps, goals, evyBlocked);
  bySignature.set(signature, route);
  return route;
}

/**
 * Evy's walking distance to finishing the current objective step from every cell of her
 * map (-1: no way), over the stairs when the goal is on another map; monsters and doors
 * aside. Cached per adventure and goal set: search asks for it at every step.
 */
export function goalDistance(state: EvyState): Int32Array {
  return routeOf(state).dist[state.map] as Int32Array;
}

/** Extra steps a monster in the way is worth: about a turn to fight it (one attack, two moves). */
const MONSTER_TOLL = 3;

/**
 * The last field made, with what it was made from: Evy's steps and a rollout's moves ask
 * again and again while the monsters stand still, and then it is reused as it is.
 */
const lastField = {
  route: null as GoalRoute | null,
  map: -1,
  monsters: new Int32Array(32),
  count: -1,
  field: new Int32Array(0) as Int32Array,
  occupied: new Uint8Array(0),
};

/** Whether the monsters on Evy's map are where they were for the last field (and copies them there if not). */
function sameMonsters(state: EvyState): boolean {
  let count = 0;
  let same = true;
  for (const m of state.monsters) {
    if (m.map !== state.map) continue;
    if (count >= lastField.monsters.length) {
      const grown = new Int32Array(lastField.monsters.length * 2);
      grown.set(lastField.monsters);
      lastField.monsters = grown;
    }
    if (lastField.monsters[count] !== m.cell) same = false;
    lastField.monsters[count++] = m.cell;
  }
  if (count !== lastField.count) same = false;
  lastField.count = count;
  return same;
}

/**
 * Evy's map's distances to finishing the step with the monsters in the way counted
 * (`MONSTER_TOLL` each), from the route's sources. A shared buffer: read it at once.
 */
export function distanceAroundMonsters(state: EvyState): Int32Array {
  const route = routeOf(state);
  const unchanged = sameMonsters(state);
  if (unchanged && lastField.route === route && lastField.map === state.map) return lastField.field;
  const geo = evyMap(state);
  if (lastField.occupied.length < geo.cells) lastField.occupied = new Uint8Array(geo.cells);
  const occupied = lastField.occupied;
  occupied.fill(0, 0, geo.cells);
  for (let i = 0; i < lastField.count; i++) occupied[lastField.monsters[i] as number] = 1;
  const sources = route.sources[state.map] as Map<number, number>;
  lastField.field = fieldThroughMonsters(geo, evyBlocked(geo), sources, occupied, MONSTER_TOLL, route.dist.length);
  lastField.route = route;
  lastField.map = state.map;
  return lastField.field;
}

/**
 * Closeness to finishing the step in [0, 1]: 1 there, falling by the same amount per step
 * (0 at the farthest cell of any map). On Evy's map the monsters in the way count
 * (`MONSTER_TOLL` each), so a way blocked by a stream of monsters stops looking short.
 */
function closeness(state: EvyState): number {
  const far = routeOf(state).far;
  const d = distanceAroundMonsters(state)[state.evy] as number;
  return d < 0 ? 0 : Math.max(0, 1 - d / far);
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
