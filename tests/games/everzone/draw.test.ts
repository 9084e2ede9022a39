/** 1/Draw Phase, the leader in hand, and Reshuffling Your Deck. */
import { describe, expect, it } from 'vitest';
import { ONE_V_ONE, act, game, keys } from './helpers';

const RANDOM = { ...ONE_V_ONE, locations: 'random' as const };

describe('1/Draw Phase', () => {
  it('"Each player draws cards from their deck until they have 10 cards" and the top location is revealed', () => {
    const state = game.setup(RANDOM, 3);
    expect(state.players.map((p) => p.hand.length)).toEqual([10, 10]);
    expect(state.location).not.toBeNull();
    expect(state.locationsPlayed).toBe(1);
    expect(game.toAct(state)).toEqual([0, 1]);
    expect(keys(state, 0)).toEqual(['keep', 'mulligan']);
  });

  it('the mulligan discards the whole hand and draws one card fewer, as many times as wished', () => {
    let state = game.setup(RANDOM, 3);
    const first = state.players[0]!.hand.slice();
    state = act(state, 0, 'mulligan');
    expect(state.players[0]!.hand).toHaveLength(9);
    expect(state.players[0]!.retreated).toEqual(first);
    state = act(state, 0, 'mulligan');
    expect(state.players[0]!.hand).toHaveLength(8);
    state = act(state, 0, 'mulligan');
    expect(state.players[0]!.hand).toHaveLength(7);
    // Still the mulligan: seat 1 has not decided yet, seat 0 may go on.
    expect(state.phase).toBe('mulligan');
    expect(game.toAct(state)).toEqual([0, 1]);
  });

  it('"Once all players have decided to keep their hand", the leader joins the hand as the eleventh card', () => {
    let state = game.setup(RANDOM, 3);
    state = act(state, 0, 'keep');
    expect(state.phase).toBe('mulligan');
    expect(game.toAct(state)).toEqual([1]);
    state = act(state, 1, 'keep');
    expect(state.phase).toBe('marshal');
    for (const p of state.players) {
      expect(p.hand).toHaveLength(11);
      expect(p.hand).toContain(p.leader);
      expect(p.leaderState).toBe('hand');
    }
  });

  it('a fallen leader does not come back ("unless they have been destroyed")', () => {
    let state = game.setup(RANDOM, 3);
    const p = state.players[0]!;
    p.leaderState = 'fallen';
    p.fallen.push(p.leader);
    state = act(act(state, 0, 'keep'), 1, 'keep');
    expect(state.players[0]!.hand).toHaveLength(10);
    expect(state.players[0]!.hand).not.toContain(state.players[0]!.leader);
  });

  it('Reshuffling Your Deck: an empty deck is rebuilt from the Retreated pile, never from the Fallen pile', () => {
    let state = game.setup(RANDOM, 3);
    const p = state.players[0]!;
    // Leave 2 cards in the deck; 30 in the Retreated pile; the rest fallen.
    p.retreated.push(...p.deck.splice(0, 30));
    p.fallen.push(...p.deck.splice(0, p.deck.length - 2));
    const fallen = p.fallen.slice();
    state = act(state, 0, 'mulligan');
    const after = state.players[0]!;
    expect(after.hand).toHaveLength(9);
    expect(after.fallen).toEqual(fallen);
    // 2 from the deck, then 7 from the shuffled Retreated pile (30 + the 10 just discarded).
    expect(after.deck.length + after.hand.length).toBe(2 + 40);
    expect(after.retreated).toEqual([]);
  });
});
