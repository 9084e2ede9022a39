/**
 * Reviews one seat's play in a record: at each of that seat's decisions the pool
 * searches the view the seat had then (the search determinizes from the view, as
 * the AI always does, so the judge knows no more than the player did), and the
 * move chosen is measured against the search's best.
 *
 * Reproducible: every decision is one search share with a fixed iteration budget
 * and a seed derived from the review's seed and the decision's place, so the same
 * request gives the same review whatever the number of workers.
 */
import { ReplayTimeline, stateHash, type AnyGame, type GameRecord, type Seat } from '../../engine';
import type { SearchResult } from '../../ai';
import type {
  GameReview,
  ReviewAlternative,
  ReviewedMove,
  ReviewProgress,
  ReviewRequest,
} from '../../shared/review-types';
import { seedFrom } from '../match/live-match';
import { AiCancelledError, type AiPool } from '../pool/ai-pool';
import { searchPlan } from '../pool/search-plan';
import { badRequest, invalidRecord } from '../errors';

/** Alternatives kept per decision. */
export const REVIEW_ALTERNATIVES = 3;
/** Worst moves listed. */
export const WORST_MOVES = 5;
/** A move that gives away less than this chance of winning is not called a mistake (search noise). */
export const MISTAKE_MIN_LOSS = 0.1;
/**
 * The search's exploration constant in a review: wider than in play (0.7), because a
 * review needs a trustworthy value for the move chosen as well as for the best, and a
 * search that plays spends almost nothing on moves it has judged poor.
 */
export const REVIEW_EXPLORATION = 1.4;

export interface ReviewHooks {
  /** Groups the review's searches so `pool.cancel(tag)` stops them all. */
  tag: string;
  /** Checked before each search: a review cancelled between two searches stops there. */
  cancelled?(): boolean;
  onProgress?(progress: ReviewProgress): void;
}

/** The seed of the search at action `index` of a review seeded `seed`. */
export function reviewDecisionSeed(seed: number, index: number): number {
  return seedFrom(`review:${seed}:${index}`);
}

/** Reviews `request.seat`'s decisions; rejects with AiCancelledError when the tag is cancelled. */
export async function reviewRecord(
  pool: AiPool,
  game: AnyGame,
  record: GameRecord,
  request: ReviewRequest,
  hooks: ReviewHooks,
): Promise<GameReview> {
  const { seat, level, seed } = request;
  const plan = searchPlan(level, { iterations: request.iterations, reproducible: true });
  const options = plan && { ...plan, exploration: REVIEW_EXPLORATION };
  if (!options?.iterations) throw badRequest(`A review needs a search level (easy to expert), not "${level}".`);
  const seats = game.seatCount(record.config);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
    throw badRequest(`This ${game.name} game has seats 0 to ${seats - 1}; there is no seat ${String(seat)}.`);
  }
  const opened = ReplayTimeline.open(game, record);
  if (!opened.ok) throw invalidRecord(`This record cannot be reviewed: ${opened.reason}`);
  const timeline = opened.timeline;
  const decisions = record.actions.flatMap((a, i) => (a.seat === seat ? [i] : []));
  const results = new Map<number, SearchResult>();
  let done = 0;
  hooks.onProgress?.({ done, total: decisions.length });
  // One lane per worker, each taking the next decision: the pool stays full without a queue of hundreds.
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < decisions.length) {
      if (hooks.cancelled?.()) throw new AiCancelledError('The review was cancelled.');
      const index = decisions[next++] as number;
      const view = game.view(timeline.stateAt(index), seat);
      const result = await pool.search({
        game: game.id,
        seat,
        view,
        level,
        options,
        seed: reviewDecisionSeed(seed, index),
        tag: hooks.tag,
        background: true,
        shares: 1,
      });
      results.set(index, result);
      hooks.onProgress?.({ done: ++done, total: decisions.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(pool.size, decisions.length) }, lane));

  const end = timeline.stateAt(timeline.length);
  const outcome = game.isOver(end) ? (game.outcome(end)[seat] as number) : null;
  const moves = judgeMoves(game, timeline, seat, decisions, results, outcome);
  return {
    game: game.id,
    seat,
    level,
    iterations: options.iterations,
    seed,
    recordHash: stateHash(record),
    moves,
    worst: worstMoves(moves),
    series: [
      ...moves.map((m) => ({ actionIndex: m.actionIndex, value: m.before })),
      ...(outcome === null ? [] : [{ actionIndex: record.actions.length, value: outcome }]),
    ],
    outcome,
  };
}

function judgeMoves(
  game: AnyGame,
  timeline: ReplayTimeline<unknown>,
  seat: Seat,
  decisions: number[],
  results: Map<number, SearchResult>,
  outcome: number | null,
): ReviewedMove[] {
  const befores = decisions.map((index) => bestValue(results.get(index) as SearchResult));
  return decisions.map((index, d) => {
    const state = timeline.stateAt(index);
    const result = results.get(index) as SearchResult;
    const key = timeline.record.actions[index]!.key;
    const labels = new Map(game.legalActions(state, seat).map((a) => [a.key, game.describe(a, state)]));
    const labelOf = (k: string): string => labels.get(k) ?? describeKey(game, state, seat, k);
    const chosen = result.stats.find((s) => s.key === key);
    // A move the search never weighed is judged by the next estimate the seat gets (or the result).
    const after = chosen ? chosen.meanValue : (befores[d + 1] ?? outcome ?? befores[d]!);
    const before = Math.max(befores[d] as number, after);
    const alternatives: ReviewAlternative[] = rankedByValue(result)
      .slice(0, REVIEW_ALTERNATIVES)
      .map((s) => ({ key: s.key, label: labelOf(s.key), value: s.meanValue, visits: s.visits }));
    return {
      actionIndex: index,
      key,
      label: labelOf(key),
      before,
      after,
      loss: before - after,
      best: alternatives[0]?.key ?? key,
      alternatives,
      searched: chosen !== undefined,
      forced: labels.size === 1,
    };
  });
}

/**
 * The moves the search tried enough to trust, best value first. A move visited only
 * a few times has a mean made of a few playouts; ranking by value alone would crown
 * a lucky one, so moves with under a tenth of the most visits rank after the rest.
 */
function rankedByValue(result: SearchResult): SearchResult['stats'] {
  const most = Math.max(...result.stats.map((s) => s.visits));
  const trusted = (s: { visits: number }): number => (s.visits * 10 >= most ? 1 : 0);
  return result.stats.slice().sort((a, b) => trusted(b) - trusted(a) || b.meanValue - a.meanValue);
}

function bestValue(result: SearchResult): number {
  return rankedByValue(result)[0]?.meanValue ?? 0.5;
}

function describeKey(game: AnyGame, state: unknown, seat: Seat, key: string): string {
  const action = game.parseAction?.(state, seat, key);
  return action ? game.describe(action, state) : key;
}

function worstMoves(moves: ReviewedMove[]): number[] {
  return moves
    .filter((m) => !m.forced && m.loss >= MISTAKE_MIN_LOSS)
    .sort((a, b) => b.loss - a.loss || a.actionIndex - b.actionIndex)
    .slice(0, WORST_MOVES)
    .map((m) => m.actionIndex);
}
