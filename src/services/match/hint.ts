/**
 * "What would the AI do?" for a human seat: a search on that seat's view only
 * (never the true state), over every idle worker, answered with the top moves,
 * their share of the search's visits, their labels, and why: the search is asked
 * to explain itself, so each move comes with what it is expected to change in the
 * numbers the game's players watch (`Game.measures`, `hint-expects.ts`).
 *
 * A hint has a budget: a search still out well after its thinking time (queued
 * behind busy workers, or a worker that stopped answering) is cancelled and asked
 * once more; if that one is late too, the player is told so in words. A hint is
 * never left thinking for ever.
 */
import type { SearchResult } from '../../ai';
import type { Seat } from '../../engine';
import type { HintResult } from '../../shared/api';
import { ServiceError } from '../errors';
import { choiceExpects, otherExpects } from './hint-expects';
import type { AiPool, SearchAsk } from '../pool/ai-pool';
import { searchPlan } from '../pool/search-plan';
import { seedFrom, versionOf, type LiveMatch } from './live-match';

/** The level whose rollout policy and depth a hint uses. */
export const HINT_LEVEL = 'hard';
/** How long a hint thinks unless asked otherwise. */
export const HINT_TIME_MS = 1000;
/** Alternatives shown. */
export const HINT_ALTERNATIVES = 5;

/** How many times a late search is asked, the first time included. */
export const HINT_ATTEMPTS = 2;
/** Time allowed beyond the thinking time: a worker's start and the answer's way back. */
export const HINT_GRACE_MS = 4000;

/** A one-shot timer the hint waits on; a test passes its own, so no test waits on a clock. */
export interface HintTimer {
  after(ms: number): { elapsed: Promise<void>; clear(): void };
}

export const REAL_TIMER: HintTimer = {
  after(ms) {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const elapsed = new Promise<void>((done) => (handle = setTimeout(done, ms)));
    return { elapsed, clear: () => clearTimeout(handle) };
  },
};

export const HINT_TOO_SLOW =
  'The AI took too long to work out a hint (the computer may be busy with other work); ask again in a moment.';

/** Hints are cancelled with their match's changes, separately from the AI seats' own work. */
export function hintTag(matchId: string): string {
  return `hint:${matchId}`;
}

type HintPool = Pick<AiPool, 'search' | 'cancel'>;

/** The search's result, or null when it was still out after `limitMs` (it is then cancelled). */
async function searchWithin(pool: HintPool, ask: SearchAsk, limitMs: number, timer: HintTimer) {
  const search = pool.search(ask);
  const clock = timer.after(limitMs);
  try {
    const result = await Promise.race([search, clock.elapsed.then(() => null)]);
    if (result === null) {
      // Late: its answer no longer matters, nor the cancellation it rejects with.
      search.catch(() => undefined);
      pool.cancel(ask.tag ?? '');
    }
    return result;
  } finally {
    clock.clear();
  }
}

export async function workOutHint(
  pool: HintPool,
  match: LiveMatch,
  seat: Seat,
  timeMs = HINT_TIME_MS,
  timer: HintTimer = REAL_TIMER,
): Promise<HintResult> {
  const { game, state } = match;
  const version = versionOf(match);
  const plan = searchPlan(HINT_LEVEL, { timeMs });
  if (!plan) throw new Error(`The hint level "${HINT_LEVEL}" is not a search level.`);
  const options = { ...plan, explain: true };
  const ask: SearchAsk = {
    game: game.id,
    seat,
    view: game.view(state, seat),
    level: HINT_LEVEL,
    options,
    seed: seedFrom(`hint:${match.record.seed}:${version}:${seat}`),
    tag: hintTag(match.id),
  };
  let result: SearchResult | null = null;
  for (let attempt = 0; attempt < HINT_ATTEMPTS && result === null; attempt++) {
    result = await searchWithin(pool, ask, timeMs + HINT_GRACE_MS, timer);
  }
  if (result === null) throw new ServiceError('cancelled', HINT_TOO_SLOW);
  // The seat's own legal moves follow from its view, so every key is one of them.
  const labels = new Map(game.legalActions(state, seat).map((a) => [a.key, game.describe(a, state)]));
  const visits = result.stats.reduce((sum, s) => sum + s.visits, 0);
  const choice = result.stats[0]?.expects;
  return {
    matchId: match.id,
    seat,
    version,
    iterations: result.iterations,
    alternatives: result.stats.slice(0, HINT_ALTERNATIVES).map((stat, rank) => ({
      key: stat.key,
      label: labels.get(stat.key) ?? stat.key,
      share: visits > 0 ? stat.visits / visits : 0,
      value: stat.meanValue,
      expects: rank === 0 ? choiceExpects(stat.expects) : otherExpects(stat.expects, choice),
    })),
  };
}
