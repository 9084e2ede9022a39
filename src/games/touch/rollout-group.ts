/**
 * What the rollout policy knows about Showdowns fought together in Cooperative play,
 * where the Villain has its base Health once per Hero, heals a D6 each Mystery Phase,
 * and every Hero KO'd at once loses the game. Going in as soon as the Lair can be paid
 * (the Competitive habit) loses nearly every game (docs/rules/touch.md, "Balance"), so
 * the group waits until the Heroes who could fight are expected to deal the Villain's
 * remaining Health before they drop, or until the town is nearly lost; and in the
 * Showdown a Hero whom the next round would likely KO steps out while others can fight.
 * Expectations only: each Fight Die hits on a 5 or 6, a third of the time.
 */
import { SHADOWBROOK, spaceNumber } from './board';
import { FIGHT_TARGET } from './fight-round';
import { healthBoxes, skill } from './hero-stats';
import { modeOf, teamHeroes } from './modes';
import { heroAt, type TouchState } from './state';
import { villainCombat, villainHealth } from './villain';

const HIT_CHANCE = (7 - FIGHT_TARGET) / 6;
/** Steps from Darkness at which the group goes in whatever the odds: waiting loses for certain. */
const LAST_CHANCE_TRACK = 8;

export function cooperative(state: TouchState): boolean {
  return modeOf(state.config) === 'cooperative';
}

/** The Villain's Hits a Hero expects to take in one round. */
function villainHitsPerRound(state: TouchState): number {
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

/** Whether the group should take on the Villain now (always true outside Cooperative play). */
export function groupReady(state: TouchState, index: number): boolean {
  if (!cooperative(state) || state.track <= LAST_CHANCE_TRACK) return true;
  const remaining = villainHealth(state) - state.villain.wounds;
  const damage = teamHeroes(state, index).reduce((sum, i) => sum + expectedDamage(state, i), 0);
  return damage * 2 >= remaining;
}

/**
 * In a Cooperative Showdown: step out before a round that would likely KO this Hero while
 * others fight on (the Villain heals a D6 each Mystery Phase, so a Showdown left empty
 * loses what was dealt), or when this Hero's KO would leave every Hero KO'd at once.
 */
export function stepOutOfShowdown(state: TouchState, index: number): boolean {
  if (!cooperative(state)) return false;
  const hero = heroAt(state, index);
  const left = healthBoxes(state, index) - hero.wounds;
  if (left > villainHitsPerRound(state)) return false;
  const remaining = villainHealth(state) - state.villain.wounds;
  if (skill(state, index, 'combat') * HIT_CHANCE >= remaining) return false;
  const othersFighting = (state.showdown?.heroes ?? []).some((i) => i !== index && !heroAt(state, i).ko);
  const othersStanding = state.heroes.some((h, i) => i !== index && !h.ko);
  return othersFighting || !othersStanding;
}

/** What training costs at the Magistrate's Office (its content's option). */
const TRAINING_COST = 4;
const MAGISTRATE = spaceNumber(SHADOWBROOK, 'magistrates-office');

/** While the group is not ready, a Hero who can pay for it goes to train Combat; null otherwise. */
export function trainingSpace(state: TouchState, index: number): number | null {
  if (!cooperative(state) || groupReady(state, index)) return null;
  return heroAt(state, index).investigation >= TRAINING_COST ? MAGISTRATE : null;
}

/**
 * The Cooperative chart's offer to take Wounds instead of Darkness: taken only when the
 * Wounds can be shared without a KO (the rules share them onto the Heroes with the most
 * room), since every Hero KO'd at once loses the game.
 */
export function shieldWithoutKo(state: TouchState, wounds: number): boolean {
  let spare = 0;
  state.heroes.forEach((hero, i) => {
    if (!hero.ko) spare += healthBoxes(state, i) - hero.wounds - 1;
  });
  return spare >= wounds;
}
