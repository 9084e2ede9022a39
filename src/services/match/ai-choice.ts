/**
 * What the AI chose, applied: a failed or illegal choice never stalls a match; it is
 * reported to the player and replaced by the first legal action.
 */
import { tryApply, type ApplyResult, type Seat } from '../../engine';
import type { ApiEvent } from '../../shared/api';
import { seatLabel, type LiveMatch } from './live-match';

/** Applies the AI's choice; a failed or illegal one is reported and replaced by the first legal action. */
export function applyAiChoice(
  match: LiveMatch,
  seat: Seat,
  choice: { key: string } | { failure: string },
  emit: (event: ApiEvent) => void,
): Extract<ApplyResult<unknown>, { ok: true }> {
  const { game, state } = match;
  let problem: string;
  if ('key' in choice) {
    const result = tryApply(game, state, seat, { key: choice.key });
    if (result.ok) return result;
    problem = `chose "${choice.key}", which is not allowed (${result.error.message})`;
  } else {
    problem = `could not choose a move (${choice.failure})`;
  }
  emit({
    type: 'match.error',
    matchId: match.id,
    message: `The AI for ${seatLabel(match, seat)} ${problem}; it plays its first legal move instead.`,
  });
  const first = game.legalActions(state, seat)[0];
  const fallback = first ? tryApply(game, state, seat, first) : null;
  if (!fallback?.ok) throw new Error(`seat ${seat} must act but has no legal action that applies`);
  return fallback;
}
