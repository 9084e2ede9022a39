/** Win rates of a batch so far, per seat and per team, each with its Wilson 95% interval. */
import type { SimGameResult, SimSummary } from '../../shared/api';
import type { SimPlan } from './plan';
import { winRate } from './stats';

export function summarizeBatch(
  plan: Pick<SimPlan, 'seats' | 'labels' | 'teams' | 'games'>,
  results: readonly SimGameResult[],
): SimSummary {
  const finished = results.filter((r) => r.outcome !== null);
  const games = finished.length;
  const wonBy = (seats: number[]): number =>
    finished.filter((r) => r.winnerSeats.some((s) => seats.includes(s))).length;
  const teamIds = [...new Set(plan.teams)].sort((a, b) => a - b);
  return {
    total: plan.games,
    finished: games,
    failed: results.length - games,
    // A one-seat game is won or lost, never drawn.
    draws: plan.seats.length > 1 ? finished.filter((r) => r.winnerSeats.length === 0).length : 0,
    seats: plan.seats.map((level, seat) => ({
      seat,
      label: plan.labels[seat] ?? `Seat ${seat + 1}`,
      level,
      ...winRate(wonBy([seat]), games),
    })),
    teams: teamIds.map((team) => {
      const seats = plan.teams.flatMap((t, seat) => (t === team ? [seat] : []));
      return {
        team,
        seats,
        label: seats.map((s) => plan.labels[s] ?? `Seat ${s + 1}`).join(' & '),
        ...winRate(wonBy(seats), games),
      };
    }),
  };
}

/**
 * Seats with the best score; none when every seat scored the same (a draw). A one-seat game
 * is won when its seat scored 1, the top of the [0, 1] outcome range.
 */
export function winnersOf(outcome: readonly number[]): number[] {
  if (outcome.length === 1) return outcome[0] === 1 ? [0] : [];
  const best = Math.max(...outcome);
  const worst = Math.min(...outcome);
  if (best === worst) return [];
  return outcome.flatMap((score, seat) => (score === best ? [seat] : []));
}
