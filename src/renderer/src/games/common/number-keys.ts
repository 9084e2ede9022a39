/**
 * A table's number keys: a number key moves to the choice with that number
 * (an answer's place in the list, a card's own number) and Enter,
 * as on any focused button, confirms it. Keys typed into a field, and every key
 * while a dialog is open, are left to the page.
 */
import { isTypingTarget } from '../../logic/typing-target';

export interface KeyLike {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The number a key stands for, 1 to 9 from the top row or the keypad; null for any other key. */
export function numberKey(e: KeyLike): number | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(e.code);
  return match ? Number(match[1]) : null;
}

/** Whether a key press belongs to a field or an open dialog rather than to the table. */
export function belongsToPage(target: EventTarget | null, modalOpen: boolean): boolean {
  return modalOpen || isTypingTarget(target);
}
