/**
 * Regrouping in a Showdown fought together: "Each Town Elder in the Hunting Party must
 * then be assigned to a specific Hero (Limit 1 per Hero) … if there is a Militia Counter
 * in the space, it must be assigned to a specific Hero in the same way, and may not be
 * assigned to a Hero that already has a Town Elder assigned." "At the start of each
 * Showdown Fight Round (including the first), Heroes present may regroup by … switching
 * the assignment of Town Elders/Militia in the Hunting Party."
 *
 * "Heroes present may regroup by exchanging Items and Allies as well as switching the
 * assignment": the First Player, who leads the regroup, also hands cards between them.
 *
 * A Showdown Fight Round fought together is every present Hero's round in turn, so the
 * Heroes regroup before the first Hero's. The First Player (who chose the party) decides.
 * Elders start with the first Heroes in fight order; an Elder whose Hero left is given to
 * a Hero without one, or goes back to Town when every Hero present has one.
 */
import type { TouchAction } from './actions';
import { heroDef, elderDef } from './content';
import { firstFreeHero, partyChooser } from './group-showdown';
import { sendBack } from './showdown';
import { giveItem } from './exchange';
import { heroAt, logLine, type TouchState } from './state';

const hasElder = (state: TouchState, hero: number): boolean => state.showdown!.party.some((p) => p.hero === hero);

function showdownSpace(state: TouchState): number {
  return heroAt(state, state.showdown!.hero).space;
}

/** The Militia goes to a Hero with no Elder (the first in fight order) when it has none or its Hero has one. */
function settleMilitia(state: TouchState): void {
  const showdown = state.showdown!;
  if (state.militia[showdownSpace(state)]! === 0) {
    showdown.militia = null;
    return;
  }
  const current = showdown.militia ?? null;
  if (current !== null && showdown.heroes.includes(current) && !hasElder(state, current)) return;
  showdown.militia = showdown.heroes.find((h) => !hasElder(state, h)) ?? null;
}

/** Before a round of Fight Rounds: unassigned Elders are placed, then the First Player may switch. */
export function runRegroup(state: TouchState): void {
  const showdown = state.showdown;
  if (!showdown) return;
  for (const member of [...showdown.party]) {
    if (member.hero >= 0) continue;
    member.hero = firstFreeHero(state);
    if (member.hero < 0) sendBack(state, member.elder);
  }
  settleMilitia(state);
  if (regroupActions(state).length > 1) state.prompt = { kind: 'regroup', hero: partyChooser(state) };
}

/** Each Elder to another Hero present (two Elders swap), the Militia to a Hero with no Elder, or done. */
export function regroupActions(state: TouchState): TouchAction[] {
  const showdown = state.showdown!;
  const out: TouchAction[] = [];
  const id = (hero: number): string => heroAt(state, hero).hero;
  for (const member of showdown.party)
    for (const hero of showdown.heroes)
      if (hero !== member.hero)
        out.push({
          key: `assign:${state.elders[member.elder]!.elder}:${id(hero)}`,
          type: 'assign',
          elder: member.elder,
          hero,
        });
  if (state.militia[showdownSpace(state)]! > 0)
    for (const hero of showdown.heroes)
      if (hero !== showdown.militia && !hasElder(state, hero))
        out.push({ key: `assign:militia:${id(hero)}`, type: 'assign', elder: -1, hero });
  for (const from of showdown.heroes)
    heroAt(state, from).carried.forEach((_, position) => {
      for (const to of showdown.heroes)
        if (to !== from)
          out.push({ key: `hand:${id(from)}:${position}:${id(to)}`, type: 'hand', from, position, hero: to });
    });
  out.push({ key: 'assign:done', type: 'assign', elder: -1, hero: -1 });
  return out;
}

/** Applies one switch or exchange and asks again; `hero` -1 ends the regroup. */
export function answerRegroup(state: TouchState, action: TouchAction): void {
  const showdown = state.showdown!;
  if (action.type === 'hand') {
    giveItem(state, action.from, action.position, action.hero);
    state.tasks.push({ t: 'regroup' }); // after the receiver keeps to the carrying limit
    return;
  }
  if (action.type !== 'assign' || action.hero < 0) return;
  const { elder, hero } = action;
  const name = heroDef(heroAt(state, hero).hero).name;
  if (elder < 0) {
    showdown.militia = hero;
    logLine(state, `The Militia stands with ${name}.`);
  } else {
    const member = showdown.party.find((p) => p.elder === elder)!;
    const other = showdown.party.find((p) => p.hero === hero);
    if (other) other.hero = member.hero;
    member.hero = hero;
    logLine(state, `${elderDef(state.elders[elder]!.elder).name} stands with ${name}.`);
    settleMilitia(state);
  }
  state.tasks.push({ t: 'regroup' });
}
