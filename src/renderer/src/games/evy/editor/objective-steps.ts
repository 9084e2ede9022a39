/** The objective's steps in words, and a fresh step of each type, for the objective list. */
import type { ObjectiveStep } from '../../../../../games/evy/types';

export type StepType = ObjectiveStep['type'];

export const STEP_TYPES: readonly { type: StepType; label: string }[] = [
  { type: 'reach', label: 'Reach a tile' },
  { type: 'collect', label: 'Collect an item' },
  { type: 'waypoints', label: 'Visit letters in order' },
  { type: 'defeat-boss', label: 'Defeat the boss' },
  { type: 'survive-floors', label: 'Survive elevator floors' },
];

/** A new step of a type, keeping the text the designer wrote for the old one. */
export function freshStep(type: StepType, text?: string): ObjectiveStep {
  const extra = text ? { text } : {};
  switch (type) {
    case 'reach':
      return { type, tile: 'exit', ...extra };
    case 'collect':
      return { type, item: 'key', ...extra };
    case 'waypoints':
      return { type, letters: ['A', 'B'], ...extra };
    case 'defeat-boss':
      return { type, ...extra };
    case 'survive-floors':
      return { type, floors: 3, ...extra };
  }
}

/** "A, B, C" → ['A', 'B', 'C']: capital letters only, in the order typed. */
export function parseLetters(text: string): string[] {
  return [...text.toUpperCase()].filter((c) => c >= 'A' && c <= 'Z');
}
