/**
 * The budget and policy of one search, and the checks that refuse nonsense
 * before any work starts (a budget of 0, NaN or a week would otherwise hang a
 * worker or return a move nobody thought about).
 */

export type RolloutKind = 'random' | 'heuristic';

/**
 * How the tree treats seats that choose at once (the game lists several in `toAct`):
 * 'decoupled' (the default) gives each its own statistics at one node, so no seat's
 * choice depends on another's hidden one; 'sequential' walks them one after another as
 * if each saw the cards placed before it (kept only to measure the difference).
 */
export type SimultaneousKind = 'decoupled' | 'sequential';

export interface SearchOptions {
  /** Same seed + same iteration budget = same result. */
  seed: number;
  /** Stop after this many iterations (deterministic for seed + iterations). */
  iterations?: number;
  /** Or after this many milliseconds by `now` (ai code may not read clocks itself). */
  timeMs?: number;
  /** Required with `timeMs`; a worker passes `performance.now`. */
  now?: () => number;
  /** Rollout moves: the game's `rolloutPolicy` ('heuristic', random without one) or uniform random. */
  rollout: RolloutKind;
  /** Rollout cut-off in plies after leaving the tree; then the state is scored with `evaluate`. */
  depth: number;
  /** UCT exploration constant (values are in [0, 1]). */
  exploration?: number;
  /** Simultaneous steps: 'decoupled' unless given. */
  simultaneous?: SimultaneousKind;
  /**
   * Also record what each root move is expected to change in the game's `measures`, for a
   * hint that says why (`move-measures.ts`); off for ordinary moves, which then pay nothing.
   */
  explain?: boolean;
}

export const DEFAULT_EXPLORATION = 0.7;
/** Far beyond any sensible move (Expert thinks ~10^5 iterations); catches typos such as 1e12. */
export const MAX_ITERATIONS = 50_000_000;
/** Ten minutes: a bot that thinks longer than that is a mistake, not a level. */
export const MAX_TIME_MS = 600_000;
export const MAX_DEPTH = 10_000;
export const MAX_EXPLORATION = 100;

/** Throws a RangeError that says which option is wrong and what would be right. */
export function checkSearchOptions(options: SearchOptions): void {
  const problem = searchOptionsProblem(options);
  if (problem) throw new RangeError(`Search options: ${problem}`);
}

function searchOptionsProblem(o: SearchOptions): string | null {
  if (!o || typeof o !== 'object') return 'they are missing.';
  if (typeof o.seed !== 'number' || !Number.isFinite(o.seed))
    return `the seed must be a finite number, not ${show(o.seed)}.`;
  if (o.iterations === undefined && o.timeMs === undefined) {
    return 'give a budget: "iterations" (a count) or "timeMs" (milliseconds), or both.';
  }
  if (o.iterations !== undefined && !isWholeIn(o.iterations, 1, MAX_ITERATIONS)) {
    return `"iterations" must be a whole number from 1 to ${MAX_ITERATIONS.toLocaleString('en')}, not ${show(o.iterations)}.`;
  }
  if (o.timeMs !== undefined) {
    if (typeof o.timeMs !== 'number' || !(o.timeMs > 0 && o.timeMs <= MAX_TIME_MS)) {
      return `"timeMs" must be more than 0 and at most ${MAX_TIME_MS} (ten minutes), not ${show(o.timeMs)}.`;
    }
    if (typeof o.now !== 'function') return 'a time budget ("timeMs") needs a clock ("now"), e.g. performance.now.';
  }
  if (o.rollout !== 'random' && o.rollout !== 'heuristic') {
    return `"rollout" must be "random" or "heuristic", not ${show(o.rollout)}.`;
  }
  if (!isWholeIn(o.depth, 0, MAX_DEPTH))
    return `"depth" must be a whole number from 0 to ${MAX_DEPTH}, not ${show(o.depth)}.`;
  if (o.exploration !== undefined) {
    if (typeof o.exploration !== 'number' || !(o.exploration >= 0 && o.exploration <= MAX_EXPLORATION)) {
      return `"exploration" must be a number from 0 to ${MAX_EXPLORATION}, not ${show(o.exploration)}.`;
    }
  }
  if (o.simultaneous !== undefined && o.simultaneous !== 'decoupled' && o.simultaneous !== 'sequential') {
    return `"simultaneous" must be "decoupled" or "sequential", not ${show(o.simultaneous)}.`;
  }
  if (o.explain !== undefined && typeof o.explain !== 'boolean') {
    return `"explain" must be true or false, not ${show(o.explain)}.`;
  }
  return null;
}

function isWholeIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function show(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number') return String(value);
  return value === undefined ? 'missing' : typeof value;
}
