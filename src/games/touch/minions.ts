/**
 * Minion counters on the board: placing them within the box's limit, displacing
 * them toward the Town Hall, round counters, and the Fights they start. "The end
 * result is that a Hero and a Minion Counter cannot be in the same space on the
 * board without having to immediately fight."
 */
import { nextTowardTownHall, SHADOWBROOK } from './board';
import { nextInt } from '../../engine';
import { elderDef, heroDef, villainDef } from './content';
import type { MinionDef } from './content-types';
import { rollD6 } from './dice';
import { killElder } from './elders';
import { startFight } from './fight';
import { skill } from './hero-stats';
import { moveShadow } from './shadow';
import { logLine, type TouchState } from './state';
import { hasRule } from './villain';

export function minionDef(state: TouchState, id: string): MinionDef {
  const def = villainDef(state.villain.villain).minions.find((m) => m.id === id);
  if (!def) throw new Error(`The ${state.villain.villain} has no Minion "${id}".`);
  return def;
}

export function isRound(def: MinionDef): boolean {
  return hasRule(def.passives, 'round-minion');
}

const spaceName = (space: number): string => SHADOWBROOK.spaces[space]!.name;

/**
 * Places a Minion counter. "If you are ever called to place a certain Minion and there
 * are no more counters for that Minion available, instead move the Shadow Track 1 step
 * closer to Darkness." A square counter displaces one already there; Heroes in a space
 * a counter ends in must fight it (queued, the newest placement first).
 */
export function placeMinion(state: TouchState, id: string, space: number): void {
  const def = minionDef(state, id);
  if (state.minions.filter((m) => m.minion === id).length >= def.counters) {
    moveShadow(state, 1, `No ${def.name} counter is left to place`);
    return;
  }
  if (isRound(def)) {
    // "limited to one per space of their own Minion type … remove all but one of them and move the Shadow Track 1 step"
    if (state.minions.some((m) => m.minion === id && m.space === space)) {
      moveShadow(state, 1, `${def.name} are already in ${spaceName(space)}`);
      return;
    }
    state.minions.push({ minion: id, space, round: true });
    logLine(state, `${def.name} appear in ${spaceName(space)}.`);
    return;
  }
  const moved = displaceFrom(state, space);
  state.minions.push({ minion: id, space, round: false });
  logLine(state, `${def.name} appear in ${spaceName(space)}.`);
  if (hasRule(def.passives, 'gargoyle')) gargoyleSwoops(state);
  // The stack runs the last pushed first: the newly placed Minion fights before the displaced ones.
  for (const at of moved.reverse()) state.tasks.push({ t: 'minion-fights', space: at });
  state.tasks.push({ t: 'minion-fights', space });
}

/**
 * "If a Minion ever moves or appears in a space that already has a Minion, the existing
 * Minion Counter will be displaced to the next adjacent space on the shortest route back
 * to the Town Hall. This may occasionally displace several Minions in a row … If a
 * Minion is already at the Town Hall and would be displaced, instead remove the Minion
 * Counter from the board and move the Shadow Track 1 step closer to Darkness."
 * Returns the spaces displaced counters ended in, nearest first.
 */
export function displaceFrom(state: TouchState, space: number): number[] {
  const existing = state.minions.find((m) => m.space === space && !m.round);
  if (!existing) return [];
  const name = minionDef(state, existing.minion).name;
  const next = nextTowardTownHall(SHADOWBROOK, space, () => rollD6(state.rng));
  if (next === null) {
    state.minions.splice(state.minions.indexOf(existing), 1);
    moveShadow(state, 1, `${name} are displaced from the Town Hall`);
    return [];
  }
  const further = displaceFrom(state, next);
  existing.space = next;
  logLine(state, `${name} are displaced to ${spaceName(next)}.`);
  return [next, ...further];
}

/** Heroes who are not KO'd in a space, highest Honor first; equal Honor in turn order from the First Player. */
export function heroesInSpace(state: TouchState, space: number): number[] {
  const n = state.heroes.length;
  const order = Array.from({ length: n }, (_, i) => (state.first + i) % n);
  return order
    .filter((i) => !state.heroes[i]!.ko && state.heroes[i]!.space === space)
    .sort((a, b) => skill(state, b, 'honor') - skill(state, a, 'honor'));
}

/**
 * "Any time a Minion appears or moves into a space with a Hero, that Hero must
 * immediately fight the Minion. If there is more than one Hero in the space, the Minion
 * will fight the Hero with the highest Honor Skill first (if there are more than one with
 * equal Honor, the First Player chooses who must fight)." The task stays under the Fight
 * (or the First Player's question) and checks again when it ends: another Hero left
 * there fights next.
 */
export function runMinionFights(state: TouchState, space: number): void {
  const counter = state.minions.find((m) => m.space === space && !m.round);
  const heroes = heroesInSpace(state, space);
  if (!counter || heroes.length === 0) return;
  state.tasks.push({ t: 'minion-fights', space });
  const honor = (i: number): number => skill(state, i, 'honor');
  const tied = heroes.filter((i) => honor(i) === honor(heroes[0]!));
  if (tied.length > 1) state.prompt = { kind: 'first-fights', hero: state.first, space, heroes: tied };
  else minionFight(state, space, heroes[0]!);
}

/** The Minion counter in `space` attacks this Hero. */
export function minionFight(state: TouchState, space: number, hero: number): void {
  const counter = state.minions.find((m) => m.space === space && !m.round)!;
  const def = minionDef(state, counter.minion);
  const ambush = counter.ambush === hero;
  delete counter.ambush;
  startFight(state, hero, {
    ...(ambush ? { ambush } : {}),
    name: def.name,
    fightDice: def.fightDice,
    health: def.health,
    fightWith: def.fightWith ?? 'combat',
    wounds: 0,
    space,
    victory: def.victory,
  });
  logLine(state, `${heroDef(state.heroes[hero]!.hero).name} faces ${def.name} in ${spaceName(space)}.`);
}

/**
 * The Gargoyle: "When placed, roll a D6: on a 1 a random Town Elder is carried off and
 * removed from the game." Carried off is killed (the Shadow Track moves 2), then gone for good.
 */
function gargoyleSwoops(state: TouchState): void {
  const roll = rollD6(state.rng);
  const living = state.elders.flatMap((e, i) => (e.status === 'town' ? [i] : []));
  if (roll !== 1 || living.length === 0) return;
  const elder = living[nextInt(state.rng, living.length)]!;
  logLine(state, `The Gargoyle carries off ${elderDef(state.elders[elder]!.elder).name}.`);
  killElder(state, elder);
  state.elders[elder]!.status = 'removed';
}
