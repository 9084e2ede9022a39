/**
 * The chance of drawing at least k "successes" in a hand drawn without
 * replacement: the hypergeometric distribution, computed exactly with big
 * integers (a 50-card deck's binomials overflow nothing, but sums of products
 * of them lose digits in floating point), then turned into a number once.
 */

/** n choose k as an exact integer; 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const small = Math.min(k, n - k);
  let result = 1n;
  // Each partial product is itself a binomial, so the division is always exact.
  for (let i = 1; i <= small; i++) result = (result * BigInt(n - small + i)) / BigInt(i);
  return result;
}

export interface HypergeometricQuery {
  /** Cards in the deck the hand is drawn from. */
  population: number;
  /** Of them, the cards that count (e.g. units able to fight at a location). */
  successes: number;
  /** Cards drawn. */
  draws: number;
  /** At least this many of the counted cards in the hand. */
  atLeast: number;
}

/** An exact probability: `numerator / denominator`, and its value as a number. */
export interface ExactProbability {
  numerator: bigint;
  denominator: bigint;
  value: number;
}

/** P(X ≥ atLeast) for X ~ Hypergeometric(population, successes, draws). */
export function probabilityAtLeast(q: HypergeometricQuery): ExactProbability {
  const { population: N, successes: K, atLeast: k } = q;
  if (![N, K, q.draws, k].every((v) => Number.isInteger(v) && v >= 0) || K > N) {
    throw new RangeError(`probabilityAtLeast: impossible query ${JSON.stringify(q)}`);
  }
  // Drawing more cards than the deck holds draws the whole deck.
  const n = Math.min(q.draws, N);
  const denominator = choose(N, n);
  let numerator = 0n;
  for (let i = Math.max(k, 0); i <= Math.min(n, K); i++) numerator += choose(K, i) * choose(N - K, n - i);
  return { numerator, denominator, value: ratio(numerator, denominator) };
}

/** A big-integer fraction as a number, exact to double precision. */
function ratio(numerator: bigint, denominator: bigint): number {
  if (numerator === 0n) return 0;
  if (numerator === denominator) return 1;
  const SCALE = 10n ** 18n;
  return Number((numerator * SCALE) / denominator) / 1e18;
}
