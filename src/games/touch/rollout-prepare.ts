/**
 * When the rollout policy's Hero is ready for the Showdown, and how it gets ready, in
 * every style of play. Going in as soon as the Lair can be paid loses most Showdowns: a
 * Hero fresh from the Corners has the Combat of their sheet, and each lost Showdown costs
 * the Lair again while the town turns Elders Evil. So the Hero (or the team) waits until
 * it is expected to deal what the Villain and its Evil Elders have left before it drops,
 * or until the town is nearly lost, and meanwhile trains Combat at the Magistrate's
 * Office. Measured against Greedy in 2-Hero races (docs/AI.md, "A Touch of Evil"), this
 * took the policy's wins from 44% to 51% of 800 games; sending it to the Blacksmith for
 * Weapons as well won 48%, so it does not go there.
 * Expectations only: each Fight Die hits on a 5 or 6, a third of the time.
 */
import { SHADOWBROOK, spaceNumber } from './board';
import { FIGHT_TARGET } from './fight-round';
import { healthBoxes, skill } from './hero-stats';
import { teamHeroes } from './modes';
import { heroAt, type TouchState } from './state';
import { villainCombat, villainHealth } from './villain';

export const HIT_CHANCE = (7 - FIGHT_TARGET) / 6;
/** Steps from Darkness at which the Hero goes in whatever the odds: waiting loses for certain. */
const LAST_CHANCE_TRACK = 8;
/** Expected damage times this must cover what the Villain has left: the dice swing widely. */
const READY_MARGIN = 2;

/** What training costs at the Magistrate's Office (its content's option). */
const TRAINING_COST = 4;
const MAGISTRATE = spaceNumber(SHADOWBROOK, 'magistrates-office');

/** The Villain's Hits a Hero expects to take in one round. */
export function villainHitsPerRound(state: TouchState): number {
  return Math.max(0.5, villainCombat(state) * HIT_CHANCE);
}

/** The Hits a Hero expects to deal before the Villain's dice fill their Health boxes. */
function expectedDamage(state: TouchState, index: number): number {
  const hero = heroAt(state, index);
  if (hero.ko) return 0;
  const left = healthBoxes(state, index) - hero.wounds;
  const rounds = Math.max(1, Math.ceil(left / villainHitsPerRound(state)));
  return skill(state, index, 'combat') * HIT_CHANCE * rounds;
}

/** Whether the Hero's team should take on the Villain now. */
export function groupReady(state: TouchState, index: number): boolean {
  if (state.track <= LAST_CHANCE_TRACK) return true;
  // "If the Villain is about to take its last Wound … the Wounds will always be placed on the Evil Elders" first.
  const evilElders = state.elders.filter((e) => e.status === 'evil').length;
  const remaining = villainHealth(state) - state.villain.wounds + evilElders;
  const damage = teamHeroes(state, index).reduce((sum, i) => sum + expectedDamage(state, i), 0);
  return damage * READY_MARGIN >= remaining;
}

/** While the team is not ready, a Hero who can pay for it goes to train Combat; null otherwise. */
export function preparationSpace(state: TouchState, index: number): number | null {
  if (groupReady(state, index)) return null;
  return heroAt(state, index).investigation >= TRAINING_COST ? MAGISTRATE : null;
}
