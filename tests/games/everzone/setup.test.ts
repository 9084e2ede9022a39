/** Setup, Deciding the Length of a Match, Selecting Races and Decks, and the location deck. */
import { describe, expect, it } from 'vitest';
import { ONE_V_ONE, THREE_WAY, TWO_V_TWO, act, game, keys } from './helpers';
import type { EverzoneConfig } from '../../../src/games/everzone/types';

describe('Setup', () => {
  it('Deciding the Length of a Match: each player 10–30 CP; a team has the sum ("a team has 40 CP")', () => {
    expect(game.setup(ONE_V_ONE, 1).teams.map((t) => t.cp)).toEqual([20, 20]);
    expect(game.setup(TWO_V_TWO, 1).teams.map((t) => t.cp)).toEqual([40, 40]);
    expect(() => game.setup({ ...ONE_V_ONE, cpPerPlayer: 9 }, 1)).toThrow(/10 to 30, not 9/);
    expect(() => game.setup({ ...ONE_V_ONE, cpPerPlayer: 31 }, 1)).toThrow(/10 to 30/);
  });

  it('Game Modes: 1v1, 2v2 and 3v3 teams are seat % 2; 1v1v1 every player alone', () => {
    expect(game.seatTeams(TWO_V_TWO)).toEqual([0, 1, 0, 1]);
    expect(game.seatTeams(THREE_WAY)).toEqual([0, 1, 2]);
    expect(() => game.seatCount({ ...TWO_V_TWO, decks: ['numan-a', 'slurr-a'] })).toThrow(/needs 4 decks/);
  });

  it('3-Player Variant: "each player should play a single different race than the others"', () => {
    const same: EverzoneConfig = { ...THREE_WAY, decks: ['numan-a', 'numan-b', 'slurr-a'] };
    expect(() => game.setup(same, 1)).toThrow(/different race/);
  });

  it('Selecting Races and Decks: one race per deck, at least 50 cards', () => {
    const small = {
      id: 'x',
      name: 'Tiny',
      race: 'numan' as const,
      leader: 'numan-leader',
      cards: [{ card: 'numan-trooper', count: 20 }],
      locations: [],
    };
    expect(() => game.setup({ ...ONE_V_ONE, decks: [small, 'slurr-a'] }, 1)).toThrow(/at least 50 cards, this one 21/);
    const mixed = {
      ...small,
      cards: [
        { card: 'numan-trooper', count: 20 },
        { card: 'slurr-trooper', count: 20 },
        { card: 'numan-shield', count: 15 },
      ],
    };
    expect(() => game.setup({ ...ONE_V_ONE, decks: [mixed, 'slurr-a'] }, 1)).toThrow(
      /slurr-trooper is slurr, the deck is numan/,
    );
  });

  it('"Limit of card\'s copies allowed in the deck" counts every entry of a card: two entries cannot pass the limit', () => {
    const split = {
      id: 'x',
      name: 'Split',
      race: 'numan' as const,
      leader: 'numan-leader',
      cards: [
        { card: 'numan-trooper', count: 20 },
        { card: 'numan-trooper', count: 20 },
        { card: 'numan-shield', count: 15 },
      ],
      locations: [],
    };
    expect(() => game.setup({ ...ONE_V_ONE, decks: [split, 'slurr-a'] }, 1)).toThrow(
      /at most 20 copies of numan-trooper, not 40/,
    );
  });

  it('step 5: a Prime Earth, a Prime Sea and a Prime Space start the location deck; the rest is the pool', () => {
    const state = game.setup(ONE_V_ONE, 1);
    expect(state.phase).toBe('locations');
    expect(state.locationDeck.slice().sort()).toEqual(['prime-earth', 'prime-sea', 'prime-space']);
    // numan-a brings prime-earth, prime-sea, prime-space, earth, space; slurr-a prime-earth, prime-sea, sea, earth, space.
    expect(state.stage.pool).toEqual(['earth', 'earth', 'prime-earth', 'prime-sea', 'sea', 'space', 'space']);
  });

  it('step 6: teams pick 3 locations each, one at a time, bringing the deck to 9; picks are not shown', () => {
    let state = game.setup(ONE_V_ONE, 1);
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(state.current);
      const seat = state.current;
      expect(game.toAct(state)).toEqual([seat]);
      state = act(state, seat, keys(state, seat)[0] as string);
    }
    expect(order).toEqual([0, 1, 0, 1, 0, 1]);
    expect(state.locationsPlayed).toBe(1);
    expect(state.locationDeck.length + 1).toBe(9);
    // The log says a location was added, never which one.
    const picks = state.log.filter((l) => l.text.includes('adds a location'));
    expect(picks).toHaveLength(6);
    expect(picks.every((l) => !/earth|sea|space/i.test(l.text))).toBe(true);
    // The order of the location deck is hidden; what is left in it is public (the pool lies face up).
    const view = game.view(state, 1);
    expect(view.locationDeckContents).toEqual(state.locationDeck.slice().sort());
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.locationDeck));
  });

  it("step 6 in teams: the team's players take turns at its picks", () => {
    let state = game.setup(TWO_V_TWO, 1);
    const order: number[] = [];
    while (state.phase === 'locations') {
      order.push(state.current);
      state = act(state, state.current, keys(state, state.current)[0] as string);
    }
    expect(order).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('3-Player Variant set-up: two locations per player, so the deck still holds 9', () => {
    let state = game.setup(THREE_WAY, 1);
    let picks = 0;
    while (state.phase === 'locations') {
      state = act(state, state.current, keys(state, state.current)[0] as string);
      picks++;
    }
    expect(picks).toBe(6);
    expect(state.locationDeck.length + 1).toBe(9);
  });

  it('step 6, first game: "6 Locations are randomly chosen from the pool"', () => {
    const state = game.setup({ ...ONE_V_ONE, locations: 'random' }, 7);
    expect(state.phase).toBe('mulligan');
    expect(state.locationDeck.length + 1).toBe(9);
    expect(state.stage.pool).toHaveLength(1);
  });

  it('Card Types — Unit Leader: the leader is set in front of the player, not in the Forces deck', () => {
    const state = game.setup(ONE_V_ONE, 1);
    for (const p of state.players) {
      expect(p.leaderState).toBe('aside');
      expect(p.deck).not.toContain(p.leader);
      expect(state.cards[p.leader]?.def).toMatch(/-leader$/);
      expect(p.deck).toHaveLength(50);
    }
  });
});
