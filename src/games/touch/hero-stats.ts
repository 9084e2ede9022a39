/**
 * What a Hero can do right now: Skills with Upgrade markers and every bonus, Health
 * boxes, and the passives that change movement, collecting, Wounds and re-rolls.
 * "A Hero may use ANY NUMBER of Items and Allies at the same time to add Skill
 * bonuses and card abilities."
 */
import { cardOf } from './cards';
import { elderDef, heroDef, townItemDef, TOUCH_CONTENT } from './content';
import { elderAllyPassives } from './elder-allies';
import { partyOf } from './group-showdown';
import type { Passive, Skill } from './effect-types';
import { ambushed, withoutAbilities } from './handicap';
import { heroAt, logLine, type Carried, type TouchState } from './state';

/** What a carried Item or Ally gives. */
export function carriedPassives(item: Carried): readonly Passive[] {
  if (item.deck === 'town') return townItemDef(TOUCH_CONTENT.townItems[item.card]!.id).passives;
  return cardOf(item.deck, item.card).passives ?? [];
}

/** Passives every Hero lives under: Mystery cards that Remain in Play, and living Evil Elders. */
export function tablePassives(state: TouchState): Passive[] {
  const mysteries = state.inPlay.flatMap((card) => cardOf('mystery', card).passives ?? []);
  const evil = state.elders.filter((e) => e.status === 'evil').flatMap((e) => elderDef(e.elder).evil.passives);
  return [...mysteries, ...evil];
}

/** The Lair's passives during a Showdown: for the Villain (the 'villain' word) and for the Hero (the rest). */
export function lairPassives(state: TouchState): Passive[] {
  return state.showdown ? cardOf('lair', state.showdown.lair).passives : [];
}

/**
 * In a Showdown, "you gain the special abilities of the Town Elders in your Hunting Party"
 * (fought together, "only … the Hero they are assigned to"), and the Lair's for its Hero.
 */
export function showdownPassives(state: TouchState, index: number): Passive[] {
  const showdown = state.showdown;
  if (!showdown || (showdown.step !== 'fight' && showdown.step !== 'party')) return [];
  const party = partyOf(state, index).flatMap(({ elder }) => {
    const e = state.elders[elder]!;
    const revealed = e.secrets.filter((s) => s.faceUp).flatMap((s) => cardOf('secret', s.card).passives);
    return [...elderDef(e.elder).ability.passives, ...revealed];
  });
  const lair = showdown.hero === index ? lairPassives(state).filter((p) => p.op !== 'villain') : [];
  return [...lair, ...party];
}

/** Everything that applies to this Hero: their sheet, what they carry, a Curse, Elders with them, the table, and a Showdown's extras. */
export function heroPassives(state: TouchState, index: number): Passive[] {
  const hero = heroAt(state, index);
  const sheet = withoutAbilities(state, index) ? [] : heroDef(hero.hero).abilities.flatMap((a) => a.passives);
  // Ambushed: "the Hero may not use any Items, Allies, or Abilities" (an Elder travelling with the Hero is an Ally).
  const ambush = ambushed(state, index);
  return [
    ...sheet,
    ...(ambush ? [] : hero.carried.flatMap(carriedPassives)),
    ...(hero.curse === null ? [] : cardOf('curse', hero.curse).passives),
    ...(ambush ? [] : elderAllyPassives(state, index)),
    ...tablePassives(state),
    ...showdownPassives(state, index),
  ];
}

/** A Skill with Upgrade markers and bonuses; never below 0. */
export function skill(state: TouchState, index: number, which: Skill): number {
  const hero = heroAt(state, index);
  const bonus = heroPassives(state, index).reduce(
    (sum, p) => (p.op === 'skill' && p.skill === which ? sum + p.amount : sum),
    0,
  );
  return Math.max(0, heroDef(hero.hero).skills[which] + hero.upgrades[which] + bonus);
}

/** "Some Items, Allies, and Event cards give the Hero additional Health Boxes. These are treated exactly as though they were part of the Hero's Character Sheet." */
export function healthBoxes(state: TouchState, index: number): number {
  const base = heroDef(heroAt(state, index).hero).health;
  return base + heroPassives(state, index).reduce((sum, p) => (p.op === 'health' ? sum + p.amount : sum), 0);
}

function sumOf(passives: readonly Passive[], op: 'move' | 'collect'): number {
  return passives.reduce((sum, p) => (p.op === op ? sum + p.amount : sum), 0);
}

export function moveBonus(state: TouchState, index: number): number {
  return sumOf(heroPassives(state, index), 'move');
}

export function collectBonus(state: TouchState, index: number): number {
  return sumOf(heroPassives(state, index), 'collect');
}

/**
 * The roll that prevents a Wound, or null. Several such cards do not stack: one roll
 * per Wound, against the best of them (docs/rules/touch.md, "Preventing Wounds").
 */
export function preventOn(passives: readonly Passive[]): number | null {
  const ons = passives.flatMap((p) => (p.op === 'prevent' ? [p.on] : []));
  return ons.length ? Math.min(...ons) : null;
}

/** Re-rolls per Fight Round or Skill Test; several cards add up. */
export function rerolls(passives: readonly Passive[], scope: 'fight' | 'test' | 'enemy'): number {
  return passives.reduce((sum, p) => (p.op === 'reroll' && p.scope === scope ? sum + p.count : sum), 0);
}

export function hasPassive(passives: readonly Passive[], op: Passive['op']): boolean {
  return passives.some((p) => p.op === op);
}

/** A Skill Upgrade marker: "permanent skill upgrades that Heroes can gain during the game". */
export function upgradeSkill(state: TouchState, index: number, which: Skill): void {
  const hero = heroAt(state, index);
  hero.upgrades[which]++;
  logLine(state, `${heroDef(hero.hero).name} gains a Skill Upgrade marker: +1 ${which}.`);
}
