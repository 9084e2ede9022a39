/**
 * END OF GAME effects that leave a player a choice are questions to that player's
 * seat (the Lantern holder for the 2-player Lovecraft), asked in the step and order
 * the effect resolves in; the game is over only once every step has run.
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { act, arrange, endNow, expectOver, FOUR, keys, TWO } from './helpers';

const QUIET = { blue: 'sleeper-in-the-trench', green: 'the-rootmother', red: 'the-hollow-star' } as const;

describe('manor end-of-game questions', () => {
  it('the Medium\'s "give up to 3 of your madness tokens to the next player clockwise" asks her seat how many', () => {
    const state = endNow(
      arrange(FOUR, {
        lantern: 0,
        roles: ['skeptic', 'medium', 'antiquarian', 'heir'],
        madness: [0, 3, 0, 1],
        faces: QUIET,
      }),
      'clock',
    );
    expect(manor.isOver(state)).toBe(false);
    expect(manor.toAct(state)).toEqual([1]);
    expect(keys(state)).toEqual(['amount:0', 'amount:1', 'amount:2', 'amount:3']);
    expect(manor.describe(manor.legalActions(state, 1)[2]!, state)).toBe('Give 2 madness tokens to Player 3');
    // Everyone sees how the game ended while its steps run.
    expect(manor.view(state, 3).ending?.reason).toBe('clock');
    expect(state.result).toBeNull();
    const kept = act(state, 'amount:0');
    expectOver(kept);
    expect(kept.players.map((p) => p.madness)).toEqual([0, 3, 0, 1]);
    // With 3 tokens she is the maddest and devoured; giving 2 makes seat 2 one of the maddest instead of her.
    expect(kept.result?.devoured).toEqual([1]);
    const given = act(state, 'amount:2');
    expect(given.players.map((p) => p.madness)).toEqual([0, 1, 2, 1]);
    expect(given.result?.devoured).toEqual([2]);
  });

  it('a player with no madness token to give is asked nothing', () => {
    const state = endNow(
      arrange(FOUR, { lantern: 0, roles: ['skeptic', 'medium', 'antiquarian', 'heir'], madness: [0, 0, 2, 1] }),
      'clock',
    );
    expectOver(state);
  });

  it('questions come in the order the roles resolve: the step, then from the Lantern clockwise', () => {
    // Lantern at seat 1: the Night Watchman (seat 1) sheds her token before the Medium (seat 0) is asked.
    let state = arrange(FOUR, {
      lantern: 1,
      roles: ['medium', 'night-watchman', 'antiquarian', 'heir'],
      madness: [2, 1, 0, 0],
      faces: QUIET,
    });
    state = endNow(state, 'clock');
    expect(state.players[1]?.madness).toBe(0);
    expect(manor.toAct(state)).toEqual([0]);
    state = act(state, 'amount:2');
    expectOver(state);
    expect(state.players.map((p) => p.madness)).toEqual([0, 2, 0, 0]);
  });

  it('2 players: "If an ability targeting Lovecraft requires Lovecraft to make a choice it is made by the player in possession of the Lantern"', () => {
    const state = arrange(TWO, { lantern: 1, madness: [0, 0, 2] });
    // A role that asks, dealt to Lovecraft for the test; his role resolves after both players'.
    state.players[2]!.role = 'medium';
    const asked = endNow(state, 'clock');
    expect(asked.prompt?.player).toBe(2);
    expect(manor.toAct(asked)).toEqual([1]);
    expectOver(act(asked, 'amount:1', 1));
  });
});
