/** An adventure's objective steps in words: the board's list, the goal line and the end of the game say them alike. */
import type { ObjectiveStep } from './types';

export function objectiveStepText(step: ObjectiveStep): string {
  if (step.text) return step.text;
  switch (step.type) {
    case 'reach':
      return step.tile === 'start' ? 'Go back to the start' : `Reach the ${step.tile}`;
    case 'collect':
      return `Pick up the ${step.item}`;
    case 'waypoints':
      return `Visit the books in order: ${step.letters.join(' ')}`;
    case 'defeat-boss':
      return 'Defeat the boss';
    case 'survive-floors':
      return `Ride the elevator up ${step.floors} floors`;
  }
}
