/**
 * Hunting for Clues (an optional rule): "when a Hero wants to Collect Investigation from
 * their space as an Action, they must make a Skill Test to do so. The Hero must make a
 * Spirit or Cunning 5+ Test (Hero's choice). For each successful roll of 5 or 6, that Hero
 * may collect 1 Investigation from their space." The choice is a `choose` prompt, the Test
 * an ordinary Skill Test (its Event window included), each success the `collect-here` word.
 */
import type { Skill } from './effect-types';
import { optionOn } from './modes';
import type { TouchState } from './state';

const HUNT_TARGET = 5;

export function huntingForClues(state: TouchState): boolean {
  return optionOn(state.config, 'huntingForClues');
}

/** Asks the Hero which Skill to hunt with. */
export function startHunt(state: TouchState, hero: number): void {
  const option = (skill: Skill, label: string) => ({
    label,
    cost: 0,
    effects: [
      {
        op: 'test' as const,
        skills: [skill],
        target: HUNT_TARGET,
        perSuccess: [{ op: 'collect-here' as const, amount: 1 }],
      },
    ],
  });
  state.prompt = {
    kind: 'choose',
    hero,
    options: [option('spirit', 'Spirit 5+ Test to collect'), option('cunning', 'Cunning 5+ Test to collect')],
  };
}
