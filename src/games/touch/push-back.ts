/**
 * Ghost Soldiers "can push back Heroes they overwhelm in a Fight": "A Hero who takes a
 * Wound from them is pushed back one space toward the edge of the board." Toward the edge
 * is one step farther from the Town Hall; where two spaces are, the Hero's player picks.
 * Being pushed out of the Minion's space ends the Fight as an Escape would (the counter
 * stays and heals), but the turn goes on: it is not an Escape. A Hero at the edge, with
 * nowhere farther to go, stays and fights on.
 */
import { SHADOWBROOK } from './board';
import { heroDef } from './content';
import { endFight } from './fight';
import { minionDef } from './minions';
import { heroAt, logLine, type FightState, type TouchState } from './state';
import { hasRule } from './villain';

/** Whether the enemy of this Fight is a counter that pushes back. */
export function pushesBack(state: TouchState, fight: FightState): boolean {
  if (fight.enemy.space === undefined) return false;
  const counter = state.minions.find((m) => m.space === fight.enemy.space && !m.round);
  return counter !== undefined && hasRule(minionDef(state, counter.minion).passives, 'push-back');
}

export function pushBackSpaces(state: TouchState, index: number): number[] {
  const here = heroAt(state, index).space;
  return SHADOWBROOK.adjacent[here]!.filter((s) => SHADOWBROOK.distance[s]! > SHADOWBROOK.distance[here]!);
}

/** After a round that wounded the Hero: pushed at once, or the player asked where. */
export function startPushBack(state: TouchState, fight: FightState): void {
  const spaces = pushBackSpaces(state, fight.hero);
  if (spaces.length === 1) pushBack(state, fight, spaces[0]!);
  else if (spaces.length > 1) state.prompt = { kind: 'push-back', hero: fight.hero, spaces };
}

export function pushBack(state: TouchState, fight: FightState, to: number): void {
  const hero = heroAt(state, fight.hero);
  const from = hero.space;
  endFight(state, fight);
  hero.space = to;
  logLine(state, `${fight.enemy.name} push ${heroDef(hero.hero).name} back to ${SHADOWBROOK.spaces[to]!.name}.`);
  state.tasks.push({ t: 'minion-fights', space: from });
  state.tasks.push({ t: 'minion-fights', space: to });
}
