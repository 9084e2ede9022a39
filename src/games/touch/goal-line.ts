/**
 * A Touch of Evil's goal in one line, per mode, and how near the end is: the Shadow Track
 * (Darkness at 0 means the Villain wins) and the Villain's Wounds against its Health.
 * Everything it reads is public in every view.
 */
import type { GoalLineText } from '../../engine';
import { villainDef } from './content';
import { levelOf, modeOf } from './modes';
import type { TouchState } from './state';
import { DARKNESS } from './track';
import { villainHealth } from './villain';
import type { TouchView } from './view';

/** The Villain's Health as the rules count it: the view holds every public part of the state they read. */
export function villainHealthOf(view: TouchView): number {
  return villainHealth(view as unknown as TouchState);
}

/** "the Werewolf", "the Vampire": the Villain as a sentence names it, whether or not its card says "The". */
export function theVillain(view: Pick<TouchView, 'villain'>): string {
  const name = villainDef(view.villain.villain).name;
  return `the ${name.replace(/^The /, '')}`;
}

function goalOf(view: TouchView, name: string): string {
  const before = `before the Shadow Track reaches ${DARKNESS}`;
  switch (modeOf(view.config)) {
    case 'cooperative':
      return `Together, hunt ${name} to its Lair and defeat it ${before}; all Heroes KO'd at once also loses`;
    case 'team':
      return `Be the first Team to defeat ${name} in a Showdown at its Lair, ${before}`;
    case 'lone-hero':
      return `Hunt ${name} to its Lair and defeat it ${before}${levelOf(view.config) === 'apocalypse' ? "; KO'd 3 times loses" : ''}`;
    default:
      return `Be the first Hero to defeat ${name} in a Showdown at its Lair; at ${DARKNESS} on the Shadow Track ${name} wins`;
  }
}

export function touchGoalLine(view: TouchView): GoalLineText {
  const name = villainDef(view.villain.villain).name;
  const status = [
    `Shadow Track at ${view.track}`,
    `${name} ${view.villain.wounds} of ${villainHealthOf(view)} Wounds`,
    `round ${view.round}`,
  ];
  if (modeOf(view.config) === 'lone-hero' && levelOf(view.config) === 'apocalypse') {
    const kos = Math.max(0, ...view.heroes.map((h) => h.kos ?? 0));
    status.push(`KO'd ${kos} of 3`);
  }
  return { goal: goalOf(view, theVillain(view)), status: status.join(' · ') };
}
