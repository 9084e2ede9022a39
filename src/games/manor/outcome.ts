/** The end of the game as scores: a win is 1, a shared win is split, and "all players lose" is 0 for all. */
import { seatCount, type ManorState } from './state';

export function isOver(state: ManorState): boolean {
  return state.phase === 'over';
}

/** One score per seat. Lovecraft and the Cultist are not seats: when Lovecraft wins, both seats score 0. */
export function outcome(state: ManorState): number[] {
  const winners = state.result?.winners ?? [];
  const scores: number[] = [];
  for (let seat = 0; seat < seatCount(state); seat++) scores.push(winners.includes(seat) ? 1 / winners.length : 0);
  return scores;
}
