/** The end of the war: one score per seat; teams that share a win (a draw) share the point. */
import type { EzState } from './types';

export function isOver(state: EzState): boolean {
  return state.phase === 'over';
}

export function outcome(state: EzState): number[] {
  const winners = state.stage.winners ?? [];
  const share = winners.length > 0 ? 1 / winners.length : 0;
  return state.players.map((p) => (winners.includes(p.team) ? share : 0));
}
