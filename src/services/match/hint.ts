/**
 * "What would the AI do?" for a human seat: a search on that seat's view only
 * (never the true state), over every idle worker, answered with the top moves,
 * their share of the search's visits and their labels.
 */
import type { Seat } from '../../engine';
import type { HintResult } from '../../shared/api';
import type { AiPool } from '../pool/ai-pool';
import { searchPlan } from '../pool/search-plan';
import { seedFrom, versionOf, type LiveMatch } from './live-match';

/** The level whose rollout policy and depth a hint uses. */
export const HINT_LEVEL = 'hard';
/** How long a hint thinks unless asked otherwise. */
export const HINT_TIME_MS = 1000;
/** Alternatives shown. */
export const HINT_ALTERNATIVES = 5;

/** Hints are cancelled with their match's changes, separately from the AI seats' own work. */
export function hintTag(matchId: string): string {
  return `hint:${matchId}`;
}

export async function workOutHint(
  pool: AiPool,
  match: LiveMatch,
  seat: Seat,
  timeMs = HINT_TIME_MS,
): Promise<HintResult> {
  const { game, state } = match;
  const version = versionOf(match);
  const options = searchPlan(HINT_LEVEL, { timeMs });
  if (!options) throw new Error(`The hint level "${HINT_LEVEL}" is not a search level.`);
  const result = await pool.search({
    game: game.id,
    seat,
    view: game.view(state, seat),
    level: HINT_LEVEL,
    options,
    seed: seedFrom(`hint:${match.record.seed}:${version}:${seat}`),
    tag: hintTag(match.id),
  });
  // The seat's own legal moves follow from its view, so every key is one of them.
  const labels = new Map(game.legalActions(state, seat).map((a) => [a.key, game.describe(a, state)]));
  const visits = result.stats.reduce((sum, s) => sum + s.visits, 0);
  return {
    matchId: match.id,
    seat,
    version,
    iterations: result.iterations,
    alternatives: result.stats.slice(0, HINT_ALTERNATIVES).map((stat) => ({
      key: stat.key,
      label: labels.get(stat.key) ?? stat.key,
      share: visits > 0 ? stat.visits / visits : 0,
      value: stat.meanValue,
    })),
  };
}
