/**
 * Where the replay viewer stands and where each control takes it. Step `s` shows the
 * position after the first `s` moves: step 0 is the setup, move `i` (0-based) leads to
 * step `i + 1`. A turn is a run of one seat's moves; `turnStarts` ends with the length.
 */
import type { KeyLike } from '../../logic/typing-target';

/** The position in words, so it is never told by a highlight alone. */
export function positionText(step: number, length: number): string {
  if (step === 0) return `Setup (move 0 of ${length})`;
  return `Move ${step} of ${length}`;
}

export function clampStep(step: number, length: number): number {
  return Math.min(Math.max(0, Math.trunc(step)), length);
}

/** The start of the next turn after `step`, or the end. */
export function nextTurnStep(turnStarts: readonly number[], step: number, length: number): number {
  return turnStarts.find((start) => start > step) ?? length;
}

/** The start of the turn before the one `step` is in (or of this turn when `step` is inside it). */
export function previousTurnStep(turnStarts: readonly number[], step: number): number {
  let found = 0;
  for (const start of turnStarts) if (start < step) found = start;
  return found;
}

/** The step showing the position right after move `moveIndex` (0-based). */
export function stepAfterMove(moveIndex: number): number {
  return moveIndex + 1;
}

/** The move that led to `step`, or null at the setup. */
export function moveShownAt(step: number): number | null {
  return step === 0 ? null : step - 1;
}

export type ReplayCommand = 'back' | 'forward' | 'turn-back' | 'turn-forward' | 'first' | 'last' | 'play-pause';

/** ←/→ one move, Shift+←/→ one turn, Home/End, Space plays or pauses; anything else is null. */
export function replayCommandFor(event: KeyLike): ReplayCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return event.shiftKey ? 'turn-back' : 'back';
    case 'ArrowRight':
      return event.shiftKey ? 'turn-forward' : 'forward';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case ' ':
      return 'play-pause';
    default:
      return null;
  }
}

/** The step a command leads to from `step`; `play-pause` does not move. */
export function stepFor(
  command: Exclude<ReplayCommand, 'play-pause'>,
  step: number,
  length: number,
  turnStarts: readonly number[],
): number {
  switch (command) {
    case 'back':
      return clampStep(step - 1, length);
    case 'forward':
      return clampStep(step + 1, length);
    case 'turn-back':
      return previousTurnStep(turnStarts, step);
    case 'turn-forward':
      return nextTurnStep(turnStarts, step, length);
    case 'first':
      return 0;
    case 'last':
      return length;
  }
}

/** Playback speeds: the pause between two moves. */
export const PLAY_SPEEDS = [
  { label: 'Slow (a move every 2 s)', ms: 2000 },
  { label: 'Normal (a move a second)', ms: 1000 },
  { label: 'Fast (two moves a second)', ms: 500 },
  { label: 'Very fast (five moves a second)', ms: 200 },
] as const;
