/**
 * What Evy's player watches, for hints that say why a move is good: her HP, the cards in
 * her hand (each one is a life and a tool), the objective steps done, and the monsters
 * still on the board.
 */
import type { Measure, Seat } from '../../engine';
import type { EvyState } from './state';

export function evyMeasures(state: EvyState, _seat: Seat): Measure[] {
  return [
    { term: 'HP', value: state.hp, better: 'more' },
    { term: 'cards in hand', value: state.hand.length, better: 'more' },
    { term: 'objective steps done', value: state.objectiveStep, better: 'more' },
    { term: 'Monsters on the board', value: state.monsters.length, better: 'less' },
  ];
}
