/**
 * Minions that act at the start of the Mystery Phase: "Any Minions that move at the
 * 'Start of the Mystery Phase' are always moved before anything else occurs."
 *
 * The Barghest Hound "moves up to 2 spaces at the start of the Mystery Phase to reach the
 * nearest Hero … will move over any intervening Minion to reach the Hero. Only if the
 * Barghest Hound moves 2 spaces toward a Hero and ends in the space with another Minion
 * will the Hound displace it." "The Barghest Hounds will move one at a time (the order is
 * chosen by the current First Player). The Hero will have to fight the first Hound that
 * moves before the second Hound gets to go."
 *
 * The Rats Nest "At the start of each Mystery Phase, places Rats in the next space on its
 * shortest route to the Town Hall" (a Nest in the Town Hall places them there).
 */
import { breadthFirst, nextTowardTownHall, SHADOWBROOK } from './board';
import { villainDef } from './content';
import { rollD6 } from './dice';
import { displaceFrom, isRound, minionDef, placeMinion } from './minions';
import { logLine, type MinionCounter, type TouchState } from './state';
import { hasRule } from './villain';

export const HOUND_STEPS = 2;

const hasMinionRule = (state: TouchState, m: MinionCounter, rule: string): boolean =>
  hasRule(minionDef(state, m.minion).passives, rule);

/** Hounds on the board that have not moved yet in this Mystery Phase. */
export function houndsToMove(state: TouchState): MinionCounter[] {
  return state.minions.filter((m) => !m.round && !m.moved && hasMinionRule(state, m, 'barghest-hound'));
}

/**
 * One Hound's move toward the nearest Hero standing (ties: the first in turn order from
 * the First Player), along a shortest route (the lowest-numbered step where routes part).
 */
export function moveHound(state: TouchState, hound: MinionCounter): void {
  hound.moved = true;
  const n = state.heroes.length;
  const targets = Array.from({ length: n }, (_, k) => (state.first + k) % n).filter((i) => !state.heroes[i]!.ko);
  const fromHound = breadthFirst(SHADOWBROOK.adjacent, hound.space);
  const reachable = targets.filter((i) => fromHound[state.heroes[i]!.space]! >= 0);
  if (reachable.length === 0) return;
  const target = reachable.reduce((best, i) =>
    fromHound[state.heroes[i]!.space]! < fromHound[state.heroes[best]!.space]! ? i : best,
  );
  const toHero = breadthFirst(SHADOWBROOK.adjacent, state.heroes[target]!.space);
  let at = hound.space;
  for (let step = 0; step < HOUND_STEPS && toHero[at]! > 0; step++)
    at = SHADOWBROOK.adjacent[at]!.find((s) => toHero[s] === toHero[at]! - 1)!;
  if (at === hound.space) return;
  const name = minionDef(state, hound.minion).name;
  const moved = displaceFrom(state, at);
  hound.space = at;
  logLine(state, `${name} moves to ${SHADOWBROOK.spaces[at]!.name}.`);
  for (const space of moved.reverse()) state.tasks.push({ t: 'minion-fights', space });
  state.tasks.push({ t: 'minion-fights', space: at });
}

/** The moves of this Mystery Phase are over: Hounds may move again in the next one. */
export function houndsRested(state: TouchState): void {
  for (const m of state.minions) delete m.moved;
}

/** The Rats Nests on the board. */
export function ratNests(state: TouchState): MinionCounter[] {
  return state.minions.filter((m) => !m.round && hasMinionRule(state, m, 'rat-nest'));
}

/** A Rats Nest in `space` places the Villain's round Minion one step toward the Town Hall (none if it is gone). */
export function ratNestSpawn(state: TouchState, space: number): void {
  const rats = villainDef(state.villain.villain).minions.find(isRound)?.id;
  if (!rats || !ratNests(state).some((nest) => nest.space === space)) return;
  const next = nextTowardTownHall(SHADOWBROOK, space, () => rollD6(state.rng)) ?? space;
  placeMinion(state, rats, next);
}
