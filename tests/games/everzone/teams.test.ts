/** Team Play and the 3-Player Variant. */
import { describe, expect, it } from 'vitest';
import type { EzState } from '../../../src/games/everzone/types';
import { makeEverzone } from '../../../src/games/everzone/make';
import { NO_ABILITIES } from '../../../src/games/everzone/no-abilities';
import type { AbilityHooks } from '../../../src/games/everzone/types';
import { FIXTURE_CONTENT } from './fixtures/content';
import { THREE_V_THREE, THREE_WAY, TWO_V_TWO, act, allDo, atMarshal, game, keys, subset, take } from './helpers';

/** Each seat marshals and reveals the given units (by definition id) at `location`. */
function revealed(config: typeof TWO_V_TWO, units: string[][], location = 'earth', targets?: number[]) {
  let state = atMarshal(config, location);
  const ids = units.map((defs, seat) => defs.map((def) => take(state, seat, def)));
  state = allDo(state, (seat) => subset('marshal', ids[seat]!));
  if (targets) state = allDo(state, (seat) => `target:${targets[seat]}`);
  state = allDo(state, (seat) => subset('reveal', ids[seat]!));
  return { state, ids };
}

/** Each seat asked in the activation step activates the units given for it. */
function activateAll(state: EzState, ids: number[][]): EzState {
  while (state.phase === 'activate') state = act(state, state.current, subset('activate', ids[state.current]!));
  return state;
}

function passAll(state: EzState): EzState {
  while (state.phase === 'declare') state = act(state, state.current, 'pass');
  return state;
}

describe('Team Play', () => {
  it('"Resource limits apply to each player not each team"; the team\'s units form one army', () => {
    const { state, ids } = revealed(TWO_V_TWO, [
      ['numan-titan'],
      ['slurr-trooper'],
      ['numan-titan'],
      ['uthron-trooper'],
    ]);
    let s = state;
    expect(s.current).toBe(0);
    s = act(s, 0, subset('activate', ids[0]!));
    s = act(s, 1, subset('activate', ids[1]!));
    // Seat 2 has its own 6 resources, untouched by its partner's titan.
    expect(keys(s, 2)).toContain(subset('activate', ids[2]!));
    s = act(s, 2, subset('activate', ids[2]!));
    s = act(s, 3, subset('activate', ids[3]!));
    const army = game.view(s, 'spectator').armies;
    expect(army.map((a) => [a.team, a.attack, a.defence])).toEqual([
      [0, 14, 12],
      [1, 4, 2],
    ]);
    s = passAll(s);
    // The team's army (attack 14) destroys the other (defence 2): 12 CP from a team of 40.
    expect(s.teams.map((t) => t.cp)).toEqual([40, 28]);
    // "Each player has their own personal Fallen and Retreated pile."
    expect(s.players[1]!.fallen).toEqual(ids[1]);
    expect(s.players[3]!.fallen).toEqual(ids[3]);
  });

  it('one surrender decision per team, by its first seat; the team takes half the opposing printed attack', () => {
    const { state, ids } = revealed(TWO_V_TWO, [
      ['numan-trooper'],
      ['slurr-titan'],
      ['numan-trooper'],
      ['uthron-walker'],
    ]);
    let s = activateAll(state, ids);
    s = passAll(s);
    // Team 1 (titan 7 + walker 4, range 3) broke team 0 (defence 2): 9 CP. Surrender is asked of seats 0 and 1 only.
    expect(s.teams[0]!.cp).toBe(31);
    expect(s.phase).toBe('surrender');
    expect(s.stage.queue).toEqual([0, 1]);
    s = act(s, 0, 'surrender');
    // floor((7 + 4) / 2) = 5 from the team's CP.
    expect(s.teams[0]).toMatchObject({ cp: 26, surrenders: 1 });
  });

  it('"You may only use skills and effects … on cards that you control": a partner\'s skills are not offered', () => {
    const hooks: AbilityHooks = {
      ...NO_ABILITIES,
      declarable: (state) =>
        state.players
          .flatMap((p) => p.active)
          .map((card) => ({ key: `skill:${card}`, type: 'use-skill', card, choice: {} })),
    };
    const withSkills = makeEverzone({ content: FIXTURE_CONTENT, hooks, contentHash: 'test' });
    const { state, ids } = revealed(TWO_V_TWO, [
      ['numan-trooper'],
      ['slurr-trooper'],
      ['numan-trooper'],
      ['uthron-trooper'],
    ]);
    const s = activateAll(state, ids);
    expect(s.phase).toBe('declare');
    expect(withSkills.legalActions(s, 0).map((a) => a.key)).toEqual(['pass', `skill:${ids[0]![0]}`]);
  });

  it("step 6 in 3v3: each of the team's three players makes one of its picks", () => {
    let s = game.setup({ ...THREE_V_THREE, locations: 'choose' }, 2);
    const order: number[] = [];
    while (s.phase === 'locations') {
      order.push(s.current);
      s = act(s, s.current, keys(s, s.current)[0]!);
    }
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('3-Player Variant', () => {
  it('target tokens are face down until all are placed, then revealed', () => {
    let state = atMarshal(THREE_WAY, 'earth');
    state = allDo(state, () => 'marshal:');
    expect(state.phase).toBe('target');
    expect(keys(state, 0)).toEqual(['target:1', 'target:2']);
    state = act(state, 0, 'target:2');
    expect(game.view(state, 1).players[0]!.target).toBeNull();
    expect(game.view(state, 0).players[0]!.target).toBe(2);
    state = act(act(state, 1, 'target:2'), 2, 'target:0');
    expect(game.view(state, 1).players[0]!.target).toBe(2);
  });

  it('two players with the same target merge and "share resources … as if they were one player"', () => {
    const { state, ids } = revealed(
      THREE_WAY,
      [['numan-titan'], ['slurr-trooper', 'slurr-walker'], ['uthron-titan']],
      'earth',
      [2, 2, 0],
    );
    expect(state.stage.sides).toEqual([[0, 1], [2]]);
    const s = act(state, 0, subset('activate', ids[0]!));
    // 5 of the allies' shared 6 are used: seat 1 may add the trooper (1), not the walker (3).
    const [trooper, walker] = ids[1]!;
    expect(game.parseAction(s, 1, subset('activate', [trooper!]))).not.toBeNull();
    expect(game.parseAction(s, 1, subset('activate', [walker!]))).toBeNull();
    expect(game.parseAction(s, 1, subset('activate', [trooper!, walker!]))).toBeNull();
  });

  it('"if he wins, the resulting damage to CP is dealt to EACH player"', () => {
    const { state, ids } = revealed(
      THREE_WAY,
      [['numan-trooper'], ['slurr-trooper'], ['uthron-leader', 'uthron-trooper']],
      'earth',
      [2, 2, 1],
    );
    let s = activateAll(state, ids);
    s = passAll(s);
    // Seat 2: attack 6, range 4 first; the allies' defence 1 + 1 = 2: each ally loses 4.
    expect(s.teams.map((t) => t.cp)).toEqual([16, 16, 20]);
  });

  it('all different targets: each army attacks its own target, in order of range', () => {
    const { state, ids } = revealed(
      THREE_WAY,
      [['numan-titan'], ['slurr-walker'], ['uthron-trooper']],
      'earth',
      [1, 2, 0],
    );
    expect(state.stage.sides).toEqual([[0], [1], [2]]);
    let s = activateAll(state, ids);
    s = passAll(s);
    // Range: walker 2 first (4 vs trooper's defence 1: seat 2 loses 3), then titan and trooper (range 1) together:
    // the titan (7) breaks the walker (4): seat 1 loses 3; seat 2's trooper had fallen, no attack.
    expect(s.teams.map((t) => t.cp)).toEqual([20, 17, 17]);
  });
});
