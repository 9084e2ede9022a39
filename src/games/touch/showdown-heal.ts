/**
 * Healing in a Showdown. "There is also an opportunity between each Showdown Fight Round
 * for the Hero to play cards that may not be used 'during a Fight Round' (such as most
 * Healing)"; Lord Hanbrook, the one Elder a single Wound does not kill: "You can also
 * Heal Lord Hanbrook between Showdown Fight Rounds using anything that would Heal the
 * Hero", and "If Lord Hanbrook takes a single Wound in a Showdown and then returns to
 * Town … He Heals the Wound" (his Wounds are kept only in the Hunting Party).
 *
 * Between rounds the Hero may also take the Heal Action ("Heal (remove) any number of
 * Wounds they have on them at a cost of 3 Investigation each"), for itself or for a
 * wounded Elder with it. A healing card, with such an Elder wounded, asks whom it heals:
 * the Elder first, the rest of a number of Wounds going to the Hero.
 */
import type { TouchAction } from './actions';
import { elderDef, heroDef } from './content';
import { partyOf } from './group-showdown';
import { HEAL_COST } from './legal';
import { heroAt, logLine, type PartyMember, type TouchState } from './state';
import { plural } from '../../engine';

/** The wounded Elders of the Hunting Party assigned to this Hero, while a Showdown is being fought. */
function woundedWith(state: TouchState, index: number): PartyMember[] {
  if (state.showdown?.step !== 'fight') return [];
  return partyOf(state, index).filter((p) => p.wounds > 0);
}

/** A heal effect: with a wounded Elder at the Hero's side, the Hero's player is asked whom it heals. */
export function askHealWhom(state: TouchState, index: number, amount: number | 'all'): boolean {
  const wounded = woundedWith(state, index);
  if (wounded.length === 0) return false;
  state.prompt = { kind: 'heal-whom', hero: index, elder: wounded[0]!.elder, amount };
  return true;
}

export function healWhomActions(state: TouchState, elder: number): TouchAction[] {
  return [
    { key: 'heal-whom:hero', type: 'heal-whom', elder: -1 },
    { key: `heal-whom:${state.elders[elder]!.elder}`, type: 'heal-whom', elder },
  ];
}

export function healHero(state: TouchState, index: number, amount: number | 'all'): void {
  const hero = heroAt(state, index);
  const healed = amount === 'all' ? hero.wounds : Math.min(hero.wounds, amount);
  hero.wounds -= healed;
  if (healed) logLine(state, `${heroDef(hero.hero).name} heals ${plural(healed, 'Wound')}.`);
}

function healElder(state: TouchState, elder: number, amount: number | 'all'): number {
  const member = state.showdown!.party.find((p) => p.elder === elder)!;
  const healed = amount === 'all' ? member.wounds : Math.min(member.wounds, amount);
  member.wounds -= healed;
  if (healed) logLine(state, `${elderDef(state.elders[elder]!.elder).name} heals ${plural(healed, 'Wound')}.`);
  return healed;
}

/** The healing goes to the Elder (-1: the Hero); what a number of Wounds leaves over heals the Hero. */
export function answerHealWhom(state: TouchState, index: number, elder: number, amount: number | 'all'): void {
  if (elder < 0) return healHero(state, index, amount);
  const healed = healElder(state, elder, amount);
  if (amount !== 'all' && amount > healed) healHero(state, index, amount - healed);
}

/** The Heal Action between Showdown Fight Rounds: the Hero's Wounds, or one of a wounded Elder with it. */
export function healActions(state: TouchState, index: number): TouchAction[] {
  const hero = heroAt(state, index);
  const out: TouchAction[] = [];
  for (let n = 1; n <= Math.min(hero.wounds, Math.floor(hero.investigation / HEAL_COST)); n++)
    out.push({ key: `heal:${n}`, type: 'heal', amount: n });
  if (hero.investigation >= HEAL_COST)
    for (const { elder } of woundedWith(state, index))
      out.push({ key: `heal-elder:${state.elders[elder]!.elder}`, type: 'heal-elder', elder });
  return out;
}

/** Pays for the Heal Action taken between rounds: `elder` -1 heals the Hero's `amount` Wounds. */
export function payToHeal(state: TouchState, index: number, elder: number, amount: number): void {
  const hero = heroAt(state, index);
  hero.investigation -= HEAL_COST * amount;
  logLine(state, `${heroDef(hero.hero).name} pays ${HEAL_COST * amount} Investigation to Heal.`);
  if (elder < 0) healHero(state, index, amount);
  else healElder(state, elder, amount);
}
