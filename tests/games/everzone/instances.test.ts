/**
 * Card instances are shared by every copy of a state and never changed in place: a
 * change of controller gives the state that made it a list of its own. The rules'
 * table of definitions follows the list it was made for.
 */
import { describe, expect, it } from 'vitest';
import { setController } from '../../../src/games/everzone/instances';
import { makeRules } from '../../../src/games/everzone/rules-context';
import { NO_ABILITIES } from '../../../src/games/everzone/no-abilities';
import { FIXTURE_CONTENT } from './fixtures/content';
import { ONE_V_ONE, game } from './helpers';

describe('card instances', () => {
  it('are shared by copies, frozen, and a change of controller copies the list for that state alone', () => {
    const original = game.setup(ONE_V_ONE, 3);
    const copy = game.clone!(original);
    expect(copy.cards).toBe(original.cards);
    const card = original.players[1]!.deck[0]!;
    expect(() => {
      (original.cards[card] as { controller: number }).controller = 0;
    }).toThrow(TypeError);
    setController(copy, card, 0);
    expect(copy.cards[card]!.controller).toBe(0);
    expect(original.cards[card]!.controller).toBe(1);
    expect(copy.cards).not.toBe(original.cards);
    // Every other instance is still the same object.
    expect(copy.cards.filter((c, i) => c !== original.cards[i]).map((c) => c.id)).toEqual([card]);
  });

  it('keep their list when the controller does not change', () => {
    const state = game.setup(ONE_V_ONE, 4);
    const list = state.cards;
    setController(state, state.players[0]!.hand[0]!, 0);
    expect(state.cards).toBe(list);
  });
});

describe('the definitions table', () => {
  it('gives each instance its card, and follows a list that grew', () => {
    const rules = makeRules(FIXTURE_CONTENT, NO_ABILITIES);
    const state = game.setup(ONE_V_ONE, 5);
    const table = rules.defsOf(state.cards);
    expect(table.map((def) => def.id)).toEqual(state.cards.map((c) => c.def));
    expect(rules.defsOf(game.clone!(state).cards)).toBe(table);
    const extra = FIXTURE_CONTENT.cards.find((c) => c.type === 'support')!;
    state.cards.push({ id: state.cards.length, def: extra.id, owner: 0, controller: 0 });
    expect(rules.defsOf(state.cards).at(-1)).toBe(extra);
  });
});
