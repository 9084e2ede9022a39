/** Evy's measures read her HP, hand, objective progress and the monsters on the board. */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';

describe('evy measures', () => {
  it('reads HP, cards in hand, objective steps and monsters', () => {
    const state = evy.setup(evy.defaultConfig(), 5);
    state.hp = 2;
    state.objectiveStep = 1;
    expect(evy.measures!(state, 0)).toEqual([
      { term: 'HP', value: 2, better: 'more' },
      { term: 'cards in hand', value: state.hand.length, better: 'more' },
      { term: 'objective steps done', value: 1, better: 'more' },
      { term: 'Monsters on the board', value: state.monsters.length, better: 'less' },
    ]);
  });
});
