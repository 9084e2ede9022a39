/**
 * Win rates with Wilson score intervals. The Wilson interval stays inside
 * [0, 1] and keeps a sensible width at 0 or N wins out of N, where the plain
 * normal ("Wald") interval collapses to a point; batches of a few dozen games
 * are common, so that matters.
 */

/** The normal quantile for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval for `successes` out of `trials` (both whole, 0 ≤ successes ≤ trials). */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (!Number.isInteger(trials) || trials < 0) throw new RangeError(`trials must be a whole number ≥ 0, not ${trials}`);
  if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
    throw new RangeError(`successes must be a whole number from 0 to ${trials}, not ${successes}`);
  }
  // No games, no knowledge: the whole range.
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // Clamp the rounding noise at the ends (0/N and N/N give exactly 0 and 1).
  return {
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === trials ? 1 : Math.min(1, centre + half),
  };
}

/** How often a seat or team won, with its 95% interval. */
export interface WinRate extends Interval {
  wins: number;
  games: number;
  /** wins / games (0 when no games). */
  rate: number;
}

export function winRate(wins: number, games: number): WinRate {
  const { low, high } = wilsonInterval(wins, games);
  return { wins, games, rate: games === 0 ? 0 : wins / games, low, high };
}
