/**
 * Evy's keyboard: six keys for the six directions (a hexagon around J, the
 * numeric keypad, and the arrows for east and west), A to attack, R to roll,
 * Enter to end the turn, Z or Ctrl+Z to undo, digits for prompt answers.
 * `A` and `Z` take attack and undo, so the direction keys sit under the right hand.
 */
import type { Direction } from '../../../../games/evy/types';

export type KeyCommand =
  | { type: 'direction'; dir: Direction }
  | { type: 'attack' }
  | { type: 'roll' }
  | { type: 'end-turn' }
  | { type: 'undo' }
  | { type: 'digit'; n: number }
  | { type: 'cancel' }
  | { type: 'help' };

/** Physical keys (`KeyboardEvent.code`), so they work on any layout's letters. */
const DIRECTION_CODES: Record<string, Direction> = {
  KeyU: 'NW',
  KeyI: 'NE',
  KeyH: 'W',
  KeyK: 'E',
  KeyN: 'SW',
  KeyM: 'SE',
  Numpad7: 'NW',
  Numpad9: 'NE',
  Numpad4: 'W',
  Numpad6: 'E',
  Numpad1: 'SW',
  Numpad3: 'SE',
  ArrowLeft: 'W',
  ArrowRight: 'E',
  Home: 'NW',
  PageUp: 'NE',
  End: 'SW',
  PageDown: 'SE',
};

/** For the help popover: each direction and its keys. */
export const DIRECTION_KEYS: readonly { dir: Direction; name: string; keys: string }[] = [
  { dir: 'NW', name: 'up-left', keys: 'U · keypad 7 · Home' },
  { dir: 'NE', name: 'up-right', keys: 'I · keypad 9 · Page Up' },
  { dir: 'W', name: 'left', keys: 'H · keypad 4 · ←' },
  { dir: 'E', name: 'right', keys: 'K · keypad 6 · →' },
  { dir: 'SW', name: 'down-left', keys: 'N · keypad 1 · End' },
  { dir: 'SE', name: 'down-right', keys: 'M · keypad 3 · Page Down' },
];

export interface KeyLike {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export function keyCommand(e: KeyLike): KeyCommand | null {
  if (e.altKey) return null;
  if ((e.ctrlKey || e.metaKey) && e.code === 'KeyZ') return { type: 'undo' };
  if (e.ctrlKey || e.metaKey) return null;
  const dir = DIRECTION_CODES[e.code];
  if (dir) return { type: 'direction', dir };
  if (/^Digit[1-9]$/.test(e.code)) return { type: 'digit', n: Number(e.code.slice(5)) };
  switch (e.code) {
    case 'KeyA':
      return { type: 'attack' };
    case 'KeyR':
      return { type: 'roll' };
    case 'KeyZ':
      return { type: 'undo' };
    case 'Enter':
    case 'NumpadEnter':
      return { type: 'end-turn' };
    case 'Escape':
      return { type: 'cancel' };
    default:
      return e.key === '?' ? { type: 'help' } : null;
  }
}

/**
 * Keys typed into a field, Enter/Space on a focused button, and every key while a dialog is open
 * (save, close the match) are the page's, not the board's.
 */
export function belongsToPage(target: EventTarget | null, e: KeyLike): boolean {
  if (typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]')) return true;
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  if (el.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]'))
    return true;
  return (e.key === 'Enter' || e.key === ' ') && !!el.closest('button, a[href]');
}
