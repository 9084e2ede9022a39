/**
 * "The first player to fight a Showdown with the Villain, AND defeat it, saves the town
 * of Shadowbrook and wins the game." If the Shadow Track reaches Darkness, the Villain
 * wins and every seat loses. In Cooperative play "the Heroes will either all win or all
 * lose as a group"; in the Team Game "The first Team to defeat the Villain in a Showdown
 * wins the game".
 */
import { teamOf } from './modes';
import { heroesBySeat } from './seats';
import type { TouchState } from './state';

export function isOver(state: TouchState): boolean {
  return state.phase === 'over';
}

export function outcome(state: TouchState): number[] {
  const seats = heroesBySeat(state.config);
  const winner = state.heroes.findIndex((hero) => hero.seat === state.winner);
  if (winner < 0) return seats.map(() => 0);
  const team = teamOf(state.config, winner);
  // A seat's Heroes are all on one team (config-check.ts).
  return seats.map((heroes) => (teamOf(state.config, heroes[0]!) === team ? 1 : 0));
}
