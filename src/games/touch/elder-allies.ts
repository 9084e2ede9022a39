/**
 * Town Elders out in the town with the Heroes. On the Hunt: "places the Town Elder's
 * marker on the board, giving bonuses to Heroes in its space and moving whenever the
 * Shadow Track crosses into a new Stage". Hero of the People: "allows the Town Elder to
 * join forces with a Hero, traveling with them and granting that Hero the Elder's
 * Special Ability" — until the Elder dies, turns Evil or joins a Hunting Party.
 */
import { SHADOWBROOK, spaceNumber } from './board';
import { cardOf, randomLocation } from './cards';
import { elderDef, heroDef } from './content';
import type { Passive } from './effect-types';
import { heroAt, logLine, type TouchState } from './state';
import { hasRule } from './villain';

/** What On the Hunt gives a Hero in the marker's space: "+1 Combat and +1 Spirit". */
const HUNT_BONUS: readonly Passive[] = [
  { op: 'skill', skill: 'combat', amount: 1 },
  { op: 'skill', skill: 'spirit', amount: 1 },
];

/** A Secret just turned face up: On the Hunt places the Elder's marker; Hero of the People joins the Hero who revealed it. */
export function secretRevealed(state: TouchState, elder: number, card: number, hero: number | null): void {
  const passives = cardOf('secret', card).passives;
  const e = state.elders[elder]!;
  if (e.status !== 'town') return;
  const name = elderDef(e.elder).name;
  if (hasRule(passives, 'on-the-hunt')) huntFrom(state, elder);
  if (hasRule(passives, 'hero-of-the-people') && hero !== null) {
    e.with = hero;
    logLine(state, `${name} joins ${heroDef(heroAt(state, hero).hero).name} as a Hero of the People.`);
  }
}

/** The marker goes to a Random Location (stays put when no Lair card can be drawn). */
function huntFrom(state: TouchState, elder: number): void {
  const id = randomLocation(state);
  if (id === null) return;
  const e = state.elders[elder]!;
  e.hunting = spaceNumber(SHADOWBROOK, id);
  logLine(state, `${elderDef(e.elder).name} is On the Hunt in ${SHADOWBROOK.spaces[e.hunting]!.name}.`);
}

/** "moving whenever the Shadow Track crosses into a new Stage": once for each Stage entered. */
export function huntersMove(state: TouchState, stagesEntered: number): void {
  for (let k = 0; k < stagesEntered; k++)
    state.elders.forEach((e, i) => {
      if (e.hunting !== null && e.status === 'town') huntFrom(state, i);
    });
}

/** The Elder leaves the town's streets: dead, Evil, removed, or gone into a Hunting Party (companions only). */
export function elderLeaves(state: TouchState, elder: number, party = false): void {
  const e = state.elders[elder]!;
  e.with = null;
  if (!party) e.hunting = null;
}

/** What Elders out in the town give this Hero: companions' Special Abilities and On the Hunt in their space. */
export function elderAllyPassives(state: TouchState, index: number): Passive[] {
  const hero = heroAt(state, index);
  return state.elders.flatMap((e) => {
    if (e.status !== 'town') return [];
    const companion = e.with === index ? elderDef(e.elder).ability.passives : [];
    const hunt = e.hunting === hero.space ? HUNT_BONUS : [];
    return [...companion, ...hunt];
  });
}
