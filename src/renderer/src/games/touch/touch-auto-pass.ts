/**
 * Passing Event windows without being asked: the player's choice, kept per browser. The
 * client sends the same `pass` action a click would, so the services see no difference.
 * "Always, except on my turn" still passes on one's own turn when nothing in hand can be
 * played there: asking then offers no choice at all.
 */
import type { TouchView } from '../../../../games/touch/view';
import type { LegalAction } from '../../../../shared/api';
import { playableEvents, windowAsksSeat } from './touch-window';

export type AutoPass = 'never' | 'nothing-playable' | 'not-my-turn';

export const AUTO_PASS_DEFAULT: AutoPass = 'nothing-playable';

export const AUTO_PASS_CHOICES: readonly { value: AutoPass; label: string }[] = [
  { value: 'never', label: 'Never: always ask me' },
  { value: 'nothing-playable', label: 'When I hold nothing playable' },
  { value: 'not-my-turn', label: 'Always, except on my own turn' },
];

const STORAGE_KEY = 'boardwright.touch.autoPass';

export function readAutoPass(storage: Storage | undefined): AutoPass {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return AUTO_PASS_CHOICES.find((c) => c.value === stored)?.value ?? AUTO_PASS_DEFAULT;
  } catch {
    return AUTO_PASS_DEFAULT;
  }
}

export function writeAutoPass(storage: Storage | undefined, value: AutoPass): void {
  try {
    storage?.setItem(STORAGE_KEY, value);
  } catch {
    // Only the remembered choice is lost.
  }
}

/** Whether it is the turn of this seat's Hero (the Mystery Phase is nobody's turn). */
function ownTurn(view: TouchView, seat: number): boolean {
  return view.phase === 'turn' && view.heroes[view.turn.hero]?.seat === seat;
}

/** Whether this seat passes the window asking it now without being shown it. */
export function autoPasses(setting: AutoPass, view: TouchView, legal: readonly LegalAction[], seat: number): boolean {
  if (setting === 'never' || !windowAsksSeat(view, legal)) return false;
  const nothingPlayable = playableEvents(legal).length === 0;
  if (setting === 'nothing-playable') return nothingPlayable;
  return nothingPlayable || !ownTurn(view, seat);
}
