/** How the gauntlet's figures read: percentages, intervals, counts. */
import type { SimWinRate } from '../../../../../shared/api';

export function pct(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}

/** "55.0% (11/20)", or "–" before any game. */
export function rateText(r: SimWinRate): string {
  return r.games === 0 ? '–' : `${pct(r.rate)} (${r.wins}/${r.games})`;
}

/** "95%: 34.2–74.2%": the Wilson interval. */
export function intervalText(r: SimWinRate): string {
  return r.games === 0 ? '' : `95%: ${pct(r.low).slice(0, -1)}–${pct(r.high)}`;
}

/** A whole-sentence reading of a win rate, for screen readers and titles. */
export function rateSentence(r: SimWinRate): string {
  return r.games === 0
    ? 'no games yet'
    : `won ${r.wins} of ${r.games}, ${pct(r.rate)}, 95% interval ${pct(r.low)} to ${pct(r.high)}`;
}

export function average(value: number | null): string {
  return value === null ? '–' : value.toFixed(1);
}
