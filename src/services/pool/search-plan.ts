/**
 * What a search level means for one decision: the rollout policy and depth of
 * the level, and a budget — the level's thinking time in play (root-parallel,
 * not reproducible), or a fixed number of playouts where results must be
 * reproducible from a seed (batch simulations, tests). In play a game may also cap
 * the playouts (`Game.aiPlayoutCaps`).
 */
import { isBotLevel, levelSpec } from '../../ai';
import type { AiLevel } from '../../shared/api';
import type { WorkerSearchOptions } from './protocol';

export interface BudgetChoice {
  /** Use the level's iteration budget instead of its thinking time. */
  reproducible?: boolean;
  /** Playouts per decision, replacing the level's budget (implies reproducible). */
  iterations?: number;
  /** Thinking time per decision in ms, replacing the level's. */
  timeMs?: number;
  /**
   * The game's ceiling on playouts per decision at this level in play (`playoutCapAt`): the
   * search stops at its time or at this count, whichever comes first.
   */
  playoutCap?: number;
}

/** The search options for `level`, or null when the level is not a search level (random, greedy, unknown). */
export function searchPlan(level: AiLevel, choice: BudgetChoice = {}): WorkerSearchOptions | null {
  if (!isBotLevel(level)) return null;
  const spec = levelSpec(level);
  if (spec.kind !== 'ismcts') return null;
  const policy = { rollout: spec.rollout, depth: spec.depth };
  if (choice.iterations !== undefined) return { ...policy, iterations: choice.iterations };
  if (choice.reproducible) return { ...policy, iterations: spec.iterations };
  const timed = { ...policy, timeMs: choice.timeMs ?? spec.timeMs };
  return choice.playoutCap === undefined ? timed : { ...timed, iterations: choice.playoutCap };
}

/** True for the levels that search (and so can show progress and be split over workers). */
export function isSearchLevel(level: AiLevel): boolean {
  return searchPlan(level) !== null;
}
