/**
 * The home screen's Recent games: what was played lately, so a finished match can be found
 * again and not only through its old address. Open matches come from the match service (those
 * resumed from autosave at start-up too), closed ones from their kept final states.
 *
 * Every match in progress is listed whatever the limit: the list is also the way to continue
 * them, and one left out would look lost. Finished and closed matches fill the rest.
 */
import type { MatchSummary, RecentMatch } from '../../shared/api';
import type { ClosedMatch } from './closed-matches';
import { summarize } from './live-match';

/** How many matches the list holds when the caller does not say. */
export const RECENT_MATCHES = 10;

/** The summary of a closed match, as it was when it was last played. */
export function closedSummary(closed: ClosedMatch): MatchSummary {
  const { checked } = closed;
  return summarize({
    id: closed.id,
    game: checked.game,
    seats: closed.seats,
    record: checked.record,
    state: checked.state,
    createdAt: closed.createdAt,
    updatedAt: closed.lastPlayedAt,
    closed: true,
    driving: null,
  });
}

/** `open` and `closed` merged, last played first: every match in progress, the others up to `limit` in all. */
export function recentMatches(
  open: readonly MatchSummary[],
  closed: readonly ClosedMatch[],
  limit: number = RECENT_MATCHES,
): RecentMatch[] {
  const openIds = new Set(open.map((match) => match.id));
  const all: RecentMatch[] = [
    ...open.map((match) => ({ ...match, open: true })),
    ...closed.filter((match) => !openIds.has(match.id)).map((match) => ({ ...closedSummary(match), open: false })),
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  const inProgress = all.filter((match) => match.open && !match.over).length;
  let others = Math.max(0, limit - inProgress);
  return all.filter((match) => {
    if (match.open && !match.over) return true;
    return others-- > 0;
  });
}
