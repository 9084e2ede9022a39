/** The search fast path (clone, step, forSearch, determinizer) gives the same games as apply. */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, stateHash } from '../../../src/engine';
import type { EzState } from '../../../src/games/everzone/types';
import { THREE_WAY, TWO_V_TWO, game } from './helpers';

describe('search fast path', () => {
  it('clone + step in place reaches the same states as apply; forSearch keeps no log', () => {
    for (const config of [TWO_V_TWO, THREE_WAY]) {
      const chooser = createRng('path');
      let applied = game.setup(config, 9);
      const stepped = game.clone!(applied);
      const searched = game.forSearch!(applied);
      for (let i = 0; i < 400 && !game.isOver(applied); i++) {
        const seats = game.toAct(applied);
        const seat = seats[nextInt(chooser, seats.length)]!;
        const legal = game.legalActions(applied, seat);
        const action = legal[nextInt(chooser, legal.length)]!;
        applied = game.apply(applied, seat, action);
        game.step!(stepped, seat, action);
        game.step!(searched, seat, action);
      }
      expect(stateHash(stepped)).toBe(stateHash(applied));
      expect(searched.log).toEqual([]);
      expect(stateHash({ ...searched, log: [] })).toBe(stateHash({ ...applied, log: [] }));
    }
  });

  it('determinizer deals the same state as determinize for the same generator, and none with a log for search', () => {
    let state: EzState = game.setup(TWO_V_TWO, 9);
    const chooser = createRng('deal');
    for (let i = 0; i < 60; i++) {
      const seat = game.toAct(state)[0]!;
      const legal = game.legalActions(state, seat);
      state = game.apply(state, seat, legal[nextInt(chooser, legal.length)]!);
    }
    const view = game.view(state, 1);
    const deal = game.determinizer!(view, 1);
    expect(stateHash(deal(createRng('a')))).toBe(stateHash(game.determinize(view, 1, createRng('a'))));
    expect(game.determinizer!(view, 1, true)(createRng('a')).log).toEqual([]);
  });
});
