/**
 * "The first player to fight a Showdown with the Villain, AND defeat it, saves the town
 * of Shadowbrook and wins the game." If the Shadow Track reaches Darkness, the Villain
 * wins and every seat loses.
 */
import type { TouchState } from './state';

export function isOver(state: TouchState): boolean {
  return state.phase === 'over';
}

export function outcome(state: TouchState): number[] {
  return state.heroes.map((hero) => (state.winner === hero.seat ? 1 : 0));
}
