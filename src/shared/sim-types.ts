/**
 * AI search for the API: a hint for a human seat, and batches of
 * seeded bot-vs-bot games with their win rates. Imported by `api.ts`
 * (methods `ai.hint`, `sim.*`; events `sim.progress` / `sim.done`).
 */
import type { Seat } from '../engine';
import type { AiLevel } from './api';

/** One move the hint considers, with the share of the search's visits it got. */
/** What the search expects a move to change in one of the numbers the game's players watch. */
export interface HintExpectation {
  /** The game's own word ("Investigation", "madness", "CP"). */
  term: string;
  /** Mean change over the search's playouts after the move, by the point where it judges them. */
  change: number;
  /** Which way is good for the asking seat. */
  better: 'more' | 'less';
  /** On a move other than the AI's choice: the choice's change in the same term, to compare. */
  versus?: number;
}

export interface HintAlternative {
  key: string;
  label: string;
  /** Fraction of all root visits, in [0, 1]; the alternatives are sorted by it, highest first. */
  share: number;
  /** Mean value the search found for the move, in [0, 1] (1 = a sure win for the asking seat). */
  value: number;
  /**
   * Why, in the game's terms: for the AI's choice, the biggest expected changes; for the others,
   * where they differ most from the choice. At most three, biggest first; empty for a game
   * without measures or where nothing changes noticeably.
   */
  expects: HintExpectation[];
}

/** What the AI would do for a human seat, worked out from that seat's view only. */
export interface HintResult {
  matchId: string;
  seat: Seat;
  /** The match version the hint is for; a later move makes it obsolete. */
  version: number;
  /** Playouts the search ran, over every worker. */
  iterations: number;
  /** The top alternatives, best first (at most five). */
  alternatives: HintAlternative[];
}

/** A batch of bot-vs-bot games: each game's seed is derived from `seed` and the game's index. */
export interface SimSpec {
  game: string;
  config: unknown;
  /** The bot (AI level) of each seat. */
  seats: AiLevel[];
  games: number;
  seed: number;
  /** Games played at the same time (default: one per AI worker). */
  jobs?: number;
  /** Playouts per decision for the search levels (default: each level's own iteration budget). */
  iterations?: number;
}

/** One finished (or failed) game of a batch. */
export interface SimGameResult {
  index: number;
  seed: number;
  /** One score per seat, or null when the game failed. */
  outcome: number[] | null;
  /** Seats with the best score; empty for a failed game or a draw. */
  winnerSeats: Seat[];
  actions: number;
  /** Hash of the final state (replaying the game reproduces it). */
  hash: string | null;
  /** Why the game could not be finished. */
  error?: string;
  /** Whether the game's record is kept, so `replay.open { batchId, index }` opens it (absent: not kept). */
  recordKept?: boolean;
}

export interface SimWinRate {
  wins: number;
  /** Finished games (failed games are not counted). */
  games: number;
  rate: number;
  /** Wilson 95% interval. */
  low: number;
  high: number;
}

export interface SimSummary {
  total: number;
  finished: number;
  failed: number;
  draws: number;
  seats: (SimWinRate & { seat: Seat; label: string; level: AiLevel })[];
  teams: (SimWinRate & { team: number; seats: Seat[]; label: string })[];
}

export type SimState = 'running' | 'done' | 'cancelled' | 'failed';

export interface SimStatus {
  simId: string;
  spec: SimSpec;
  gameName: string;
  state: SimState;
  /** Games finished or failed so far. */
  done: number;
  summary: SimSummary;
  /** The latest results (at most 200), in the order they finished; each also came as a `sim.progress` event. */
  results: SimGameResult[];
  /** Why the batch stopped, when it failed. */
  error?: string;
}
