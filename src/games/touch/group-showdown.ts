/**
 * Showdowns fought together (Cooperative play, and each team in the Team Game): "Any
 * other Heroes on the board may also pay the cost printed on the Lair Card to immediately
 * move to the Showdown location and join in"; "each Hero present gets to take their Fight
 * Round in order, beginning with the Hero that started the Showdown … the Villain gets its
 * full Combat attack against each and every Hero taking part"; "any Hero that wishes may
 * Escape between Fight Rounds. If there are no Heroes remaining (all have Escaped or been
 * KO'd), the Showdown immediately ends."
 *
 * The Hunting Party: "the final choice rests with the current First Player. You may only
 * bring along two Town Elders as normal … Each Town Elder in the Hunting Party must then
 * be assigned to a specific Hero (Limit 1 per Hero)"; "The Villain only targets Town
 * Elders in the Hunting Party when attacking the Hero they are assigned to". The
 * assignments and the Militia's are in `regroup.ts`.
 */
import { SHADOWBROOK, spaceNumber } from './board';
import { cardOf } from './cards';
import { heroDef } from './content';
import { alliedPlay, teamHeroes } from './modes';
import { endShowdown, PARTY_LIMIT } from './showdown';
import { heroAt, logLine, type FightState, type PartyMember, type Task, type TouchState } from './state';

/**
 * Who chooses the Hunting Party: the Hero who started the Showdown, or, fought together,
 * the First Player ("the final choice rests with the current First Player"); in the Team
 * Game, the team's Hero first in turn order from the First Player.
 */
export function partyChooser(state: TouchState): number {
  const showdown = state.showdown!;
  if (!alliedPlay(state.config)) return showdown.hero;
  const team = teamHeroes(state, showdown.hero);
  const n = state.heroes.length;
  for (let k = 0; k < n; k++) if (team.includes((state.first + k) % n)) return (state.first + k) % n;
  return showdown.hero;
}

/** Two Town Elders, and fought together no more than one per Hero present ("Limit 1 per Hero"). */
export function partyLimit(state: TouchState): number {
  const showdown = state.showdown!;
  return alliedPlay(state.config) ? Math.min(PARTY_LIMIT, showdown.heroes.length) : PARTY_LIMIT;
}

/** The first Hero present with no Elder assigned (alone: the Hero who started the Showdown); -1 if none. */
export function firstFreeHero(state: TouchState): number {
  const showdown = state.showdown!;
  if (!alliedPlay(state.config)) return showdown.hero;
  return showdown.heroes.find((h) => !showdown.party.some((p) => p.hero === h)) ?? -1;
}

/** After the Showdown starts: allies are asked to join, then the Hunting Party is chosen. */
export function beginJoining(state: TouchState): void {
  if (alliedPlay(state.config)) state.tasks.push({ t: 'joins', next: 1 });
  else state.prompt = { kind: 'party', hero: partyChooser(state) };
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
  state.prompt = { kind: 'party', hero: partyChooser(state) };
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

/** The Elders of the Hunting Party assigned to this Hero: the ones the Villain's first dice go at in its rounds. */
export function partyOf(state: TouchState, index: number): PartyMember[] {
  return state.showdown?.party.filter((p) => p.hero === index) ?? [];
}

export function partyFacing(state: TouchState, fight: FightState): PartyMember[] {
  return partyOf(state, fight.hero);
}

/**
 * The Militia of the Showdown's space serves the Hero it is assigned to when fought
 * together ("it must be assigned to a specific Hero"); alone, the Hero in the space.
 */
export function militiaServes(state: TouchState, index: number): boolean {
  const showdown = state.showdown;
  if (!showdown || !alliedPlay(state.config) || !showdown.heroes.includes(index)) return true;
  return showdown.militia === index;
}

/** The next Hero present takes the next Fight Round; back at the first, the Heroes regroup. */
export function nextFighter(state: TouchState, fight: FightState): void {
  const heroes = state.showdown!.heroes;
  const at = (heroes.indexOf(fight.hero) + 1) % heroes.length;
  fight.hero = heroes[at]!;
  if (at === 0 && alliedPlay(state.config)) state.tasks.push({ t: 'regroup' });
}

/** A Hero leaves by Escape or KO; the Showdown ends when nobody is left in it. */
export function leaveShowdown(state: TouchState, fight: FightState, index: number): void {
  const showdown = state.showdown!;
  if (showdown.heroes.length <= 1) return endShowdown(state, fight);
  nextFighter(state, fight);
  showdown.heroes = showdown.heroes.filter((h) => h !== index);
  // Its Elders and the Militia wait for the next regroup to be assigned again.
  for (const member of showdown.party) if (member.hero === index) member.hero = -1;
  if (showdown.militia === index) showdown.militia = null;
  logLine(state, `${heroDef(heroAt(state, index).hero).name} leaves the Showdown.`);
}
