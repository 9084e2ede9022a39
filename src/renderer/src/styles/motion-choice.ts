/**
 * How fast the table moves: the player's choice (Off, Normal or Fast, from the **Speed** select
 * in the header; unset means "as the system asks") resolved against `prefers-reduced-motion`, and
 * written as `data-motion` on the root element, where the motion tokens (tokens/scale.css) take
 * their durations from it. A player who asks the system for reduced motion gets Off until they
 * choose otherwise here.
 */
export type MotionChoice = 'system' | 'off' | 'normal' | 'fast';
export type Motion = 'off' | 'normal' | 'fast';

export const MOTION_CHOICES: readonly MotionChoice[] = ['system', 'off', 'normal', 'fast'];
export const MOTION_STORAGE_KEY = 'boardwright.motion';
const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

export function isMotionChoice(value: unknown): value is MotionChoice {
  return typeof value === 'string' && (MOTION_CHOICES as readonly string[]).includes(value);
}

export function resolveMotion(choice: MotionChoice, systemReducesMotion: boolean): Motion {
  if (choice === 'system') return systemReducesMotion ? 'off' : 'normal';
  return choice;
}

/** The stored choice; System when none is stored, it is unreadable, or storage is off. */
export function readMotionChoice(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): MotionChoice {
  try {
    const stored = storage?.getItem(MOTION_STORAGE_KEY);
    return isMotionChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function storeMotionChoice(
  choice: MotionChoice,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (choice === 'system') storage?.removeItem(MOTION_STORAGE_KEY);
    else storage?.setItem(MOTION_STORAGE_KEY, choice);
  } catch {
    // Storage may be off: the choice then lasts until the page reloads.
  }
}

export function systemReducesMotion(): boolean {
  return globalThis.matchMedia?.(REDUCE_QUERY).matches ?? false;
}

export function applyMotion(motion: Motion, root: HTMLElement = document.documentElement): void {
  root.dataset.motion = motion;
}

/** Follows the system setting (the choice System reads it); returns the function that stops it. */
export function watchSystemMotion(onChange: (reduce: boolean) => void): () => void {
  const query = globalThis.matchMedia?.(REDUCE_QUERY);
  if (!query) return () => {};
  const listener = (event: MediaQueryListEvent): void => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * A motion token's length now, in ms (`--motion-base` → 250 at Normal, 0 when Off): what a
 * script-driven animation (the Web Animations API) lasts, so it follows the setting as CSS does.
 */
export function motionMs(token: 'fast' | 'base' | 'slow', root: Element = document.documentElement): number {
  const raw = getComputedStyle(root).getPropertyValue(`--motion-${token}`).trim();
  const value = Number.parseFloat(raw);
  if (!Number.isFinite(value)) return 0;
  return raw.endsWith('ms') ? value : value * 1000;
}
