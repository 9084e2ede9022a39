/**
 * Messages between the services and an AI worker process. A worker receives
 * the view of the seat it plays, never the true state.
 */
import type { SearchResult } from '../../ai';
import type { Seat } from '../../engine';
import type { AiLevel } from '../../shared/api';

/**
 * The budget and policy of one search share, as it crosses to a worker (no
 * clock: the worker supplies its own `performance.now`). Made from a level by
 * `searchPlan` in search-plan.ts.
 */
export interface WorkerSearchOptions {
  /** Playouts; with `timeMs` too, whichever runs out first. */
  iterations?: number;
  timeMs?: number;
  rollout: 'random' | 'heuristic';
  depth: number;
  exploration?: number;
  /** Record what each root move is expected to change (hints only). */
  explain?: boolean;
}

export type SearchRequest = {
  type: 'search';
  requestId: number;
  game: string;
  seat: Seat;
  /** The view of `seat` only. */
  view: unknown;
  /** The level asked for (for messages); `options` say what to run. */
  level?: AiLevel;
  options: WorkerSearchOptions;
  seed: number;
  /**
   * Root parallelism: each share of one decision searches with its own seed,
   * derived from `seed` and this offset (0 keeps `seed` itself, so a single
   * share is exactly `ismcts(…, { seed })`).
   */
  seedOffset: number;
};

export type WorkerRequest =
  | { type: 'decide'; requestId: number; game: string; seat: Seat; view: unknown; level: AiLevel; seed: number }
  | SearchRequest
  | { type: 'cancel'; requestId: number };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'decided'; requestId: number; key: string }
  /** A running search's root statistics so far (about five times a second). */
  | { type: 'progress'; requestId: number; result: SearchResult }
  | { type: 'searched'; requestId: number; result: SearchResult }
  /** A search stopped by `cancel` before its budget ran out. */
  | { type: 'cancelled'; requestId: number }
  | { type: 'failed'; requestId: number; message: string };
