/** Plain-words helpers shared by the log, `describe` and prompt texts. */
import type { Effect, PromptDetail } from './types';

/** A short label for an effect: "peek 3", "steal a card"… */
export function effectLabel(effect: Effect): string {
  switch (effect.op) {
    case 'peek':
      return `peek ${effect.count}`;
    case 'skip':
      return 'end the turn without drawing';
    case 'steal':
      return 'steal a card';
    case 'shuffle':
      return 'shuffle the Draw Pile';
    case 'move-demon':
      return 'move a Demon';
    case 'disarm':
      return 'disarm an opponent';
    case 'give':
      return 'give a card to your ally';
    case 'recover-weapon':
      return 'recover a weapon';
    case 'draw-bottom':
      return 'draw from the bottom';
    case 'drain':
      return 'make an opponent discard';
  }
}

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Where a position in a pile of `size` cards (before inserting) puts a card. */
export function positionText(position: number, size: number): string {
  if (position === 0) return 'on top of the Draw Pile';
  if (position >= size) return 'at the bottom of the Draw Pile';
  return `${ordinal(position + 1)} from the top`;
}

/** The question a prompt asks, in words, given the seat names involved. */
export function promptText(detail: PromptDetail, actorName: string, targetName: string | undefined): string {
  switch (detail.purpose) {
    case 'steal-target':
      return `${actorName}: choose an opponent to steal a card from.`;
    case 'disarm-target':
      return `${actorName}: choose an opponent to disarm.`;
    case 'drain-target':
      return `${actorName}: choose an opponent who must discard a card.`;
    case 'disarm-weapon':
      return `${actorName}: choose which of ${targetName ?? 'the opponent'}'s weapons to discard.`;
    case 'drain-discard':
      return `${targetName ?? 'The opponent'}: choose a card from your hand to discard.`;
    case 'give-card':
      return `${actorName}: choose a card to give to your ally.`;
    case 'recover-weapon':
      return `${actorName}: choose a weapon to take back from the Discard Pile.`;
    case 'defeat-demon':
      return `${actorName} drew a Demon: choose the weapon that defeats it.`;
    case 'pick-demon':
      return `${actorName}: choose a face-up Demon to move.`;
    case 'move-demon':
      return `${actorName}: choose where the Demon goes in the Draw Pile.`;
    case 'place-demon':
      return `${actorName}: put the Demon back face up anywhere in the Draw Pile.`;
  }
}
