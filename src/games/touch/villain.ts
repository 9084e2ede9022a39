/**
 * The Villain's numbers and abilities as they stand: base Combat and Health, the
 * Basic Ability alone in the Basic Game, Feeds on Fear's Stage bonus, living Evil
 * Elders' bonuses ("All of these bonuses to the Villain remain in effect as long as
 * the Evil Elder is alive") and Mystery cards in play.
 */
import { cardOf } from './cards';
import { elderDef, villainDef, TOUCH_CONTENT } from './content';
import type { Passive } from './effect-types';
import type { TouchState } from './state';
import { cooperativeTrack, healthMultiplier } from './modes';
import { stageIndex } from './track';

/** The Villain's own abilities in play: "Only use the first ability on the Villain's Record Sheet" in the Basic Game. */
export function villainAbilityPassives(state: TouchState): Passive[] {
  const abilities = villainDef(state.villain.villain).abilities;
  return (state.config.basic ? abilities.filter((a) => a.basic) : abilities).flatMap((a) => a.passives);
}

export function hasRule(passives: readonly Passive[], name: string): boolean {
  return passives.some((p) => p.op === 'rule' && p.name === name);
}

function bonus(state: TouchState, which: 'combat' | 'health', extra: readonly Passive[]): number {
  const def = villainDef(state.villain.villain);
  let total = which === 'combat' ? state.villain.combat : state.villain.health;
  if (def.stages && hasRule(villainAbilityPassives(state), 'feeds-on-fear'))
    total += def.stages[stageIndex(TOUCH_CONTENT.track, state.track)]![which];
  for (const elder of state.elders) if (elder.status === 'evil') total += elderDef(elder.elder).evil[which];
  const passives = [...state.inPlay.flatMap((c) => cardOf('mystery', c).passives ?? []), ...extra];
  for (const p of passives) if (p.op === 'villain') total += p[which] ?? 0;
  return total + cooperativeBonus(state, which);
}

/**
 * The Cooperative Shadow Track: "When the Shadow Track Marker moves onto one of these spots,
 * the Villain immediately gains the bonus shown on the symbol (either +2 Wounds or +1
 * Combat) … If the Shadow Track Marker is moved back … remove that bonus". The symbols
 * are "always at the start of a new Stage", so a bonus holds while the marker is at or
 * past its Stage's first space.
 */
function cooperativeBonus(state: TouchState, which: 'combat' | 'health'): number {
  if (!cooperativeTrack(state.config)) return 0;
  const amount = which === 'combat' ? COOPERATIVE_COMBAT : COOPERATIVE_HEALTH;
  return (
    TOUCH_CONTENT.track.stages.filter((s) => s.cooperativeBonus === which && state.track <= s.high).length * amount
  );
}

const COOPERATIVE_COMBAT = 1;
const COOPERATIVE_HEALTH = 2;

/** Fight Dice the Villain rolls; `extra` holds passives of the moment (a Lair's, in a Showdown). */
export function villainCombat(state: TouchState, extra: readonly Passive[] = []): number {
  return Math.max(0, villainDef(state.villain.villain).combat + bonus(state, 'combat', extra));
}

/** "ONLY the base Health of the Villain is multiplied in this way. Any bonus Health … will simply add to the total." */
export function villainHealth(state: TouchState, extra: readonly Passive[] = []): number {
  const base = villainDef(state.villain.villain).health * healthMultiplier(state.config);
  return Math.max(1, base + bonus(state, 'health', extra));
}
