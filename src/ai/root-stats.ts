/**
 * What a search answers: the root's actions with their visits and values, and the
 * move to play. Where the searching seat chooses at the same time as others (a
 * simultaneous step), a fixed answer is a pure strategy an opponent could learn, so
 * the move is drawn from the visit shares instead (a mixed strategy), seeded so the
 * same search always draws the same move.
 */
import { createRng, nextFloat } from '../engine';
import { mergeMeasureChanges, type MeasureChange } from './move-measures';

export interface RootStat {
  key: string;
  visits: number;
  /** Mean value for the searching seat, in [0, 1]. */
  meanValue: number;
  /** Only from a search asked to explain itself: the mean change of each of the game's measures after this move. */
  expects?: MeasureChange[];
}

export interface SearchResult {
  iterations: number;
  /** Sorted by visits, most first. */
  stats: RootStat[];
  /** The move to play: the most visited action, or one drawn from the visit shares when `mixed`. */
  best: string;
  /** The searching seat chose at the same time as other seats, so `best` was drawn, not the most visited. */
  mixed?: boolean;
}

/**
 * Actions with fewer visits than this share of the most visited one are left out of a
 * mixed draw: the bandit visits a clearly worse action now and then only to keep
 * checking it, and those visits are not part of the strategy.
 */
export const MIXED_SHARE_FLOOR = 0.25;

/**
 * So are actions whose mean value is this many standard errors below the most visited
 * one's: at an equilibrium every action played earns the same, so one clearly worse
 * was visited on the way there, not kept by the strategy. (A value in [0, 1] has a
 * standard deviation of at most 1/2.)
 */
export const MIXED_VALUE_ERRORS = 2;

/**
 * Root parallelism: searches of the same question with different seeds, merged
 * by summing visits per action and weighting each mean by its visits.
 */
export function mergeRootStats(results: readonly SearchResult[]): SearchResult {
  if (results.length === 0) throw new RangeError('mergeRootStats needs at least one search result.');
  const merged = new Map<string, { visits: number; weighted: number; means: number[]; parts: RootStat[] }>();
  let iterations = 0;
  for (const result of results) {
    iterations += result.iterations;
    for (const stat of result.stats) {
      const entry = merged.get(stat.key) ?? { visits: 0, weighted: 0, means: [], parts: [] };
      entry.visits += stat.visits;
      entry.weighted += stat.visits * stat.meanValue;
      entry.means.push(stat.meanValue);
      entry.parts.push(stat);
      merged.set(stat.key, entry);
    }
  }
  const stats: RootStat[] = [...merged].map(([key, e]) => {
    const expects = mergeMeasureChanges(e.parts);
    return {
      key,
      visits: e.visits,
      // Unvisited everywhere: no weights, so the plain mean of what was reported.
      meanValue: e.visits > 0 ? e.weighted / e.visits : e.means.reduce((a, b) => a + b, 0) / e.means.length,
      ...(expects ? { expects } : {}),
    };
  });
  // The searches' own draws seed the merged draw: the same results always merge to the same move.
  const mixed = results.some((r) => r.mixed === true);
  return finishResult(iterations, stats, mixed ? `merged:${results.map((r) => r.best).join(',')}` : undefined);
}

/**
 * Sorts by visits, then value, then key (so equal inputs always give the same order) and
 * names the move: the most visited, or, given a `mixedSeed`, one drawn from the visit shares.
 */
export function finishResult(iterations: number, stats: RootStat[], mixedSeed?: string): SearchResult {
  stats.sort(
    (a, b) => b.visits - a.visits || b.meanValue - a.meanValue || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const first = stats[0];
  if (!first) throw new Error('The search has no move to offer (no iteration reached the first decision).');
  if (mixedSeed === undefined) return { iterations, stats, best: first.key };
  return { iterations, stats, best: drawByVisits(stats, mixedSeed), mixed: true };
}

/** One action, with probability proportional to its visits, among those neither rarely visited nor clearly worse. */
function drawByVisits(sorted: readonly RootStat[], seed: string): string {
  const top = sorted[0] as RootStat;
  const floor = top.visits * MIXED_SHARE_FLOOR;
  const kept = sorted.filter(
    (s) =>
      s.visits > 0 &&
      s.visits >= floor &&
      s.meanValue >= top.meanValue - MIXED_VALUE_ERRORS * (0.5 / Math.sqrt(s.visits)),
  );
  if (kept.length === 0) return (sorted[0] as RootStat).key;
  const total = kept.reduce((sum, s) => sum + s.visits, 0);
  let point = nextFloat(createRng(`mixed:${seed}`)) * total;
  for (const stat of kept) {
    point -= stat.visits;
    if (point < 0) return stat.key;
  }
  return (kept[kept.length - 1] as RootStat).key;
}
