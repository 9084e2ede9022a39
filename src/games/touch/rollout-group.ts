/**
 * What the rollout policy knows about Showdowns fought together in Cooperative play,
 * where the Villain has its base Health once per Hero, heals a D6 each Mystery Phase,
 * and every Hero KO'd at once loses the game: in the Showdown a Hero whom the next round
 * would likely KO steps out while others can fight, and the chart's Wounds are taken
 * only when no Hero drops.
 */
import { healthBoxes, skill } from './hero-stats';
import { modeOf } from './modes';
import { heroAt, type TouchState } from './state';
import { villainHealth } from './villain';
import { villainHitsPerRound, HIT_CHANCE } from './rollout-prepare';

export function cooperative(state: TouchState): boolean {
  return modeOf(state.config) === 'cooperative';
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
