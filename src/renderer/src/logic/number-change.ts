/**
 * A watched number's change (Wounds, HP, madness, CP), as `ChangingNumber.vue` shows it beside the
 * number: how much, in words ("−2", "+1", with a true minus sign), and whether it is good news.
 */

/** How much the number moved; null when there is nothing to show (first value, no change, not a number). */
export function numberChange(was: number | undefined, now: number): number | null {
  if (was === undefined || !Number.isFinite(was) || !Number.isFinite(now) || was === now) return null;
  return now - was;
}

export function changeText(change: number): string {
  return change > 0 ? `+${change}` : `\u2212${-change}`;
}

/** Wounds and madness are bad as they rise (`good: 'down'`); HP and CP are good as they rise. */
export function changeTone(change: number, good: 'up' | 'down'): 'good' | 'bad' {
  return change > 0 === (good === 'up') ? 'good' : 'bad';
}
