/** 4/Retreat Phase and Ending the Game. */
import { describe, expect, it } from 'vitest';
import type { EzState } from '../../../src/games/everzone/types';
import { ONE_V_ONE, act, allDo, atMarshal, game, keys, put, subset, take } from './helpers';

/** Plays on with the first listed action (never a surrender) until `stop` says so or the game ends. */
function playOn(state: EzState, stop: (s: EzState) => boolean = () => false): EzState {
  for (let i = 0; i < 5000 && !game.isOver(state) && !stop(state); i++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat).filter((a) => a.type !== 'surrender');
    state = act(state, seat, legal[0]!.key);
  }
  return state;
}

describe('4/Retreat Phase', () => {
  it('the leader is set aside; every surviving card, face-down ones and supports included, goes to the Retreated pile', () => {
    let state = atMarshal(ONE_V_ONE, 'earth');
    const leader = take(state, 0, 'numan-leader');
    const [walker, diver] = [take(state, 0, 'numan-walker'), take(state, 0, 'numan-diver')];
    const [shield, kept] = put(state, 0, 'numan-shield', 2, 'hand');
    state = allDo(state, (seat) => (seat === 0 ? subset('marshal', [leader, walker, diver]) : 'marshal:'));
    state = act(state, 0, subset('reveal', [leader, walker]));
    state = act(state, 0, subset('activate', [leader]));
    state = act(state, 0, `support:${shield}`);
    // Play out the battle (Earth: 2 turns); seat 1 has no units, so nothing of seat 0 falls.
    state = playOn(state, (s) => s.phase === 'retreat');
    expect(state.phase).toBe('retreat');
    const p = state.players[0]!;
    expect(p.leaderState).toBe('aside');
    expect(p.hand).toEqual([kept]);
    expect(p.retreated.slice().sort((a, b) => a - b)).toEqual([walker, diver, shield!].sort((a, b) => a - b));
    expect([...p.active, ...p.inactive, ...p.marshalled, ...p.supports]).toEqual([]);
    // "players may choose to discard any number of cards from their hand into the Retreated pile"
    expect(keys(state, 0)).toEqual(['discard:', subset('discard', [kept!])]);
    state = act(state, 0, subset('discard', [kept!]));
    expect(state.players[0]!.retreated).toContain(kept);
  });
});

describe('Ending the Game', () => {
  it('"The game ends on the last turn of the 9th Location card"; equal CP is a draw', () => {
    const state = playOn(game.setup(ONE_V_ONE, 5));
    expect(state.phase).toBe('over');
    expect(state.locationsPlayed).toBe(9);
    expect(state.locationDeck).toEqual([]);
    expect(state.teams.map((t) => t.cp)).toEqual([20, 20]);
    expect(game.outcome(state)).toEqual([0.5, 0.5]);
  });

  it('"The team with the most CP at the end of the game wins"', () => {
    let state = playOn(game.setup(ONE_V_ONE, 5), (s) => s.locationsPlayed === 9);
    expect(state.phase).not.toBe('over');
    state.teams[0]!.cp = 12;
    state = playOn(state);
    expect(state.stage.winners).toEqual([1]);
    expect(game.outcome(state)).toEqual([0, 1]);
  });

  it('"The game may also end prematurely if one team is reduced to 0 CP"', () => {
    let state = atMarshal({ ...ONE_V_ONE, cpPerPlayer: 10 }, 'earth');
    const titan = take(state, 1, 'slurr-titan');
    state = allDo(state, (seat) => (seat === 1 ? subset('marshal', [titan]) : 'marshal:'));
    state = act(state, 1, subset('reveal', [titan]));
    state.teams[0]!.cp = 7;
    state = act(state, 1, subset('activate', [titan]));
    state = playOn(state);
    expect(state.locationsPlayed).toBe(1);
    expect(state.teams[0]).toMatchObject({ cp: 0, out: true });
    expect(game.outcome(state)).toEqual([0, 1]);
  });
});
