/** The end of an adventure: won when the objective is done, lost when Evy is attacked with nothing left. */
import type { EvyState } from './state';

export function isOver(state: EvyState): boolean {
  return state.phase === 'over';
}

export function outcome(state: EvyState): number[] {
  return [state.result === 'won' ? 1 : 0];
}
