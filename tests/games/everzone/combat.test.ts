/**
 * 2/Marshal Phase and 3/Combat Phase: reveal, activation and deactivation, forming an
 * army, and the clash. Fixture units (cost / attack / defence / range, terrains):
 * trooper 1/2/1/1 earth, diver 2/2/3/2 sea, flyer 2/3/2/3 space, walker 3/4/4/2 earth+sea,
 * titan 5/7/6/1 anywhere, leader 3/4/4/3 anywhere. Earth gives 6 then 8 resources.
 */
import { describe, expect, it } from 'vitest';
import type { EzState } from '../../../src/games/everzone/types';
import { ONE_V_ONE, act, allDo, atMarshal, game, keys, put, subset, take } from './helpers';

/** Both seats marshal and reveal exactly these units at `location`; returns the state at activation. */
function revealed(units: [string[], string[]], location = 'earth'): { state: EzState; ids: number[][] } {
  let state = atMarshal(ONE_V_ONE, location);
  const ids = units.map((defs, seat) => defs.map((def) => take(state, seat, def)));
  state = allDo(state, (seat) => subset('marshal', ids[seat]!));
  state = allDo(state, (seat) => subset('reveal', ids[seat]!));
  return { state, ids };
}

/** Activates the given units for each seat in turn, then both pass: the clash runs. */
function activateAndClash(state: EzState, active: number[][]): EzState {
  while (state.phase === 'activate') state = act(state, state.current, subset('activate', active[state.current]!));
  while (state.phase === 'declare') state = act(state, state.current, 'pass');
  return state;
}

describe('2/Marshal Phase', () => {
  it('cards go face down together once every player has chosen; until then the choice is hidden', () => {
    let state = atMarshal(ONE_V_ONE, 'earth');
    const [trooper] = put(state, 0, 'numan-trooper', 1, 'hand');
    const [diver] = put(state, 0, 'numan-diver', 1, 'hand');
    // "Players may place whichever Units they wish, even if the said Units cannot fight in that Location":
    // this subset is not in the menu, and is accepted by its key.
    const key = subset('marshal', [trooper!, diver!]);
    expect(keys(state, 0)).not.toContain(key);
    state = act(state, 0, key);
    expect(state.players[0]!.marshalled).toEqual([]);
    const other = game.view(state, 1).players[0]!;
    expect(other.committed).toBe(true);
    expect(other.pending).toBeNull();
    expect(other.hand.every((c) => c === null)).toBe(true);
    expect(game.view(state, 0).players[0]!.pending).toEqual([trooper, diver].sort((a, b) => a! - b!));
    state = act(state, 1, 'marshal:');
    expect(state.players[0]!.marshalled.sort()).toEqual([trooper, diver].sort());
    expect(game.view(state, 1).players[0]!.marshalled).toEqual([null, null]);
    expect(
      game
        .view(state, 0)
        .players[0]!.marshalled.map((c) => c?.def)
        .sort(),
    ).toEqual(['numan-diver', 'numan-trooper']);
  });

  it('a key naming a card the seat does not hold is refused', () => {
    const state = atMarshal(ONE_V_ONE, 'earth');
    const theirs = state.players[1]!.hand[0]!;
    expect(game.parseAction(state, 0, `marshal:${theirs}`)).toBeNull();
    expect(game.parseAction(state, 0, 'marshal:5,3')).toBeNull();
  });
});

describe('3/Combat Phase — Reveal and Activation', () => {
  it('"If any cards that cannot be activated in the current Location are played, they are also deactivated"', () => {
    const { state, ids } = revealed([['numan-trooper', 'numan-diver', 'numan-leader'], ['slurr-trooper']]);
    expect(state.phase).toBe('activate');
    const [trooper, diver, leader] = ids[0]!;
    expect(state.players[0]!.inactive.sort()).toEqual([trooper, diver, leader].sort());
    // The diver (sea only) is never offered on Earth and its key is refused; the leader fights anywhere.
    expect(keys(state, 0).some((k) => k.split(/[:,]/).includes(String(diver)))).toBe(false);
    expect(game.parseAction(state, 0, subset('activate', [trooper!, diver!]))).toBeNull();
    expect(game.parseAction(state, 0, subset('activate', [trooper!, leader!]))).not.toBeNull();
  });

  it('"the total resources of all the activated Units of each PLAYER must not exceed" the turn\'s limit', () => {
    const { state, ids } = revealed([['numan-titan', 'numan-walker', 'numan-trooper'], ['slurr-trooper']]);
    const [titan, walker, trooper] = ids[0]!;
    // Earth, turn 1: 6 resources. Titan 5 + trooper 1 fits; titan + walker (8) does not.
    expect(game.parseAction(state, 0, subset('activate', [titan!, trooper!]))).not.toBeNull();
    expect(game.parseAction(state, 0, subset('activate', [titan!, walker!]))).toBeNull();
    const after = act(state, 0, subset('activate', [titan!]));
    expect(after.players[0]!.active).toEqual([titan]);
    expect(after.players[0]!.inactive.sort()).toEqual([walker, trooper].sort());
  });
});

describe('3/Combat Phase — Clash', () => {
  it('"If there is a tie, both armies simultaneously attack each other"', () => {
    // Both: walker + trooper = attack 6, defence 5, range 3.
    const { state, ids } = revealed([
      ['numan-walker', 'numan-trooper'],
      ['slurr-walker', 'slurr-trooper'],
    ]);
    const after = activateAndClash(state, ids);
    expect(after.teams.map((t) => t.cp)).toEqual([19, 19]);
    expect(after.players.map((p) => p.fallen.length)).toEqual([2, 2]);
  });

  it('attack equal to defence destroys the army ("matches or exceeds"), for a difference of 0 CP', () => {
    // Seat 0: titan, attack 7 defence 6 range 1. Seat 1: walker + trooper, attack 6 range 3, attacks first.
    const { state, ids } = revealed([['numan-titan'], ['slurr-walker', 'slurr-trooper']]);
    const after = activateAndClash(state, ids);
    expect(after.players[0]!.fallen).toEqual(ids[0]);
    expect(after.teams.map((t) => t.cp)).toEqual([20, 20]);
    // "If there are no Units left, there is no attack": seat 1's army stands.
    expect(after.players[1]!.active.sort()).toEqual(ids[1]!.slice().sort());
  });

  it('the defender must activate deactivated units that fit, then attacks if it still has units', () => {
    const { state, ids } = revealed([
      ['numan-titan', 'numan-walker'],
      ['slurr-walker', 'slurr-trooper'],
    ]);
    const [titan, walker] = ids[0]!;
    // Seat 0 keeps only the titan active (5 of 6); the walker (3) stays sideways.
    let s = act(state, 0, subset('activate', [titan!]));
    s = act(s, 1, subset('activate', ids[1]!));
    s = act(act(s, 0, 'pass'), 1, 'pass');
    // Seat 1 (range 3) destroys the titan (6 ≥ 6); seat 0 now has 6 free resources: the walker must come in.
    expect(s.phase).toBe('activate');
    expect(s.stage.activation).toBe('forced');
    expect(keys(s, 0)).toEqual([subset('activate', [walker!])]);
    expect(game.parseAction(s, 0, 'activate:')).toBeNull();
    s = act(s, 0, subset('activate', [walker!]));
    // The walker attacks: 4 against defence 5, the attack fails; the turn ends (surrender is asked).
    expect(s.teams.map((t) => t.cp)).toEqual([20, 20]);
    expect(s.players[0]!.active).toEqual([walker]);
    expect(s.phase).toBe('surrender');
  });

  it("a destroyed army's units go to the Fallen pile and the difference is dealt to CP", () => {
    // Seat 0: leader (4/4/3) + trooper (2/1/1): attack 6, range 4 > seat 1 trooper (range 1, defence 1).
    const { state, ids } = revealed([['numan-leader', 'numan-trooper'], ['slurr-trooper']]);
    const after = activateAndClash(state, ids);
    expect(after.teams[1]!.cp).toBe(20 - (6 - 1));
    expect(after.players[1]!.fallen).toEqual(ids[1]);
  });
});

describe('3/Combat Phase — Surrendering', () => {
  it('the surrendering side takes half the unmodified attack of the opposing army, rounded down', () => {
    // Seat 0 keeps its diver sideways; seat 1's titan (attack 7) strikes an empty army.
    const { state, ids } = revealed([['numan-diver'], ['slurr-titan']]);
    let s = activateAndClash(state, [[], ids[1]!]);
    // Seat 0 had nothing active: the titan's 7 went through undefended.
    expect(s.teams[0]!.cp).toBe(13);
    expect(s.phase).toBe('surrender');
    expect(s.current).toBe(0);
    s = act(s, 0, 'surrender');
    // floor(7 / 2) = 3, and the battle ends: "move straight to the Retreat Phase" (hands are
    // empty here, so no discards are asked and the next battle's draw follows).
    expect(s.teams[0]!.cp).toBe(10);
    expect(s.teams[0]!.surrenders).toBe(1);
    expect(s.locationsPlayed).toBe(2);
    expect(s.phase).toBe('mulligan');
  });

  it('"If a side surrenders more than twice in the game, they lose immediately"', () => {
    const { state, ids } = revealed([['numan-trooper'], ['slurr-trooper']]);
    let s = activateAndClash(state, ids);
    s.teams[0]!.surrenders = 2;
    s = act(s, s.current, s.current === 0 ? 'surrender' : 'fight-on');
    if (s.phase !== 'over') s = act(s, 0, 'surrender');
    expect(s.phase).toBe('over');
    expect(game.outcome(s)).toEqual([0, 1]);
  });
});
