/** The end of the game: "last team standing wins". */
import type { QueenState } from './state';

export function isOver(state: QueenState): boolean {
  return state.phase === 'over';
}

/** 1 for every seat of the winning team (dead or alive), 0 for the others. */
export function outcome(state: QueenState): number[] {
  return state.seats.map((s) => (state.winnerTeam !== null && s.team === state.winnerTeam ? 1 : 0));
}
