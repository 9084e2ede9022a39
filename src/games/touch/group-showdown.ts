/**
 * Showdowns fought together (Cooperative play, and each team in the Team Game): "Any
 * other Heroes on the board may also pay the cost printed on the Lair Card to immediately
 * move to the Showdown location and join in"; "each Hero present gets to take their Fight
 * Round in order, beginning with the Hero that started the Showdown … the Villain gets its
 * full Combat attack against each and every Hero taking part"; "any Hero that wishes may
 * Escape between Fight Rounds. If there are no Heroes remaining (all have Escaped or been
 * KO'd), the Showdown immediately ends."
 *
 * The Hunting Party stays with the Hero who started the Showdown: "The Villain only
 * targets Town Elders in the Hunting Party when attacking the Hero they are assigned to".
 */
import { SHADOWBROOK, spaceNumber } from './board';
import { cardOf } from './cards';
import { heroDef } from './content';
import { alliedPlay, teamHeroes } from './modes';
import { endShowdown } from './showdown';
import { heroAt, logLine, type FightState, type Task, type TouchState } from './state';

/** After the Showdown starts: allies are asked to join, then the Hunting Party is chosen. */
export function beginJoining(state: TouchState): void {
  if (alliedPlay(state.config)) state.tasks.push({ t: 'joins', next: 1 });
  else state.prompt = { kind: 'party', hero: state.showdown!.hero };
}

/** Allies, in turn order from the starter's left, standing and able to pay the Lair card's cost. */
function mayJoin(state: TouchState, index: number): boolean {
  const showdown = state.showdown!;
  const hero = heroAt(state, index);
  return !hero.ko && !showdown.heroes.includes(index) && hero.investigation >= cardOf('lair', showdown.lair).cost;
}

export function runJoins(state: TouchState, task: Extract<Task, { t: 'joins' }>): void {
  const showdown = state.showdown;
  if (!showdown) return;
  const team = teamHeroes(state, showdown.hero);
  const start = team.indexOf(showdown.hero);
  for (let k = task.next; k < team.length; k++) {
    const index = team[(start + k) % team.length]!;
    if (!mayJoin(state, index)) continue;
    state.tasks.push({ t: 'joins', next: k + 1 });
    state.prompt = { kind: 'join', hero: index };
    return;
  }
  state.prompt = { kind: 'party', hero: showdown.hero };
}

export function answerJoin(state: TouchState, index: number, accept: boolean): void {
  const showdown = state.showdown!;
  if (!accept) return;
  const hero = heroAt(state, index);
  const lair = cardOf('lair', showdown.lair);
  hero.investigation -= lair.cost;
  hero.space = spaceNumber(SHADOWBROOK, lair.location);
  showdown.heroes.push(index);
  logLine(state, `${heroDef(hero.hero).name} pays ${lair.cost} and joins the Showdown.`);
}

/** The Hunting Party faces only the Hero who started the Showdown. */
export function partyFacing(state: TouchState, fight: FightState): { elder: number; wounds: number }[] {
  const showdown = state.showdown!;
  return fight.hero === showdown.hero ? showdown.party : [];
}

/** The next Hero present takes the next Fight Round. */
export function nextFighter(state: TouchState, fight: FightState): void {
  const heroes = state.showdown!.heroes;
  fight.hero = heroes[(heroes.indexOf(fight.hero) + 1) % heroes.length]!;
}

/** A Hero leaves by Escape or KO; the Showdown ends when nobody is left in it. */
export function leaveShowdown(state: TouchState, fight: FightState, index: number): void {
  const showdown = state.showdown!;
  if (showdown.heroes.length <= 1) return endShowdown(state, fight);
  nextFighter(state, fight);
  showdown.heroes = showdown.heroes.filter((h) => h !== index);
  logLine(state, `${heroDef(heroAt(state, index).hero).name} leaves the Showdown.`);
}
