/**
 * A game review: each decision of one seat, judged by a search run on the view that
 * seat had then (never the true state), so a move is measured against what its player
 * could have known. Values are the search's estimated chance of winning, in [0, 1].
 */
import type { Seat } from '../engine';
import type { AiLevel } from './api';

/** What a review is asked for: one seat, a search level, and a budget that makes it reproducible. */
export interface ReviewRequest {
  seat: Seat;
  /** A search level: its rollout policy and depth, and its iteration budget unless `iterations` is given. */
  level: AiLevel;
  iterations?: number;
  /** Same record, seat, level, iterations and seed: the same review. */
  seed: number;
}

/** One move the search weighed at a decision. */
export interface ReviewAlternative {
  key: string;
  label: string;
  /** Estimated chance of winning after this move. */
  value: number;
  /** How often the search tried it (its confidence in `value`). */
  visits: number;
}

export interface ReviewedMove {
  /** Index of the move in the record's actions. */
  actionIndex: number;
  key: string;
  label: string;
  /** Estimated chance of winning before the move, playing the search's best. */
  before: number;
  /** Estimated chance of winning after the move chosen. */
  after: number;
  /** `before - after`, never below 0: how much the move chosen gave away against the best. */
  loss: number;
  /** The search's best move and its top alternatives, best first. */
  best: string;
  alternatives: ReviewAlternative[];
  /** False when the search never tried the move chosen (a choice outside its menu): `after` is then the next estimate. */
  searched: boolean;
  /** The only legal move: nothing to weigh. */
  forced: boolean;
}

export interface GameReview extends ReviewRequest {
  game: string;
  /** The search budget each decision had. */
  iterations: number;
  /** Hash of the record reviewed: a review belongs to exactly one record. */
  recordHash: string;
  moves: ReviewedMove[];
  /** Action indices of the moves that lost the most, most first (only moves that lost a noticeable amount). */
  worst: number[];
  /** The estimated chance of winning through the game: before each decision, then the result if the game ended. */
  series: { actionIndex: number; value: number }[];
  /** The seat's result when the record reaches the end of the game. */
  outcome: number | null;
}

/** A review's progress: decisions judged of all. */
export interface ReviewProgress {
  done: number;
  total: number;
}
