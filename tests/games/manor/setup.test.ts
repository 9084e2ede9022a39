/** Setup of the standard, 2-player and solo games (SETUP; 2 PLAYER RULES, SETUP; SOLO RULES, SETUP). */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { CLOCK_IDS, INSTANCES, MANOR_CONTENT, godDef, keyOf, rolesFor } from '../../../src/games/manor/content';
import { pileSizes } from '../../../src/games/manor/deck';
import type { ManorConfig } from '../../../src/games/manor/types';
import { allPlaces, FIVE, FOUR, SIX, SOLO, THREE, TWO } from './helpers';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('manor setup: the standard game', () => {
  it('"If playing with five or more players, place the Vault extension board": 4 rooms, 5 at five and six', () => {
    expect(manor.setup(THREE, 1).rooms).toHaveLength(4);
    expect(manor.setup(FOUR, 1).rooms).toHaveLength(4);
    expect(manor.setup(FIVE, 1).rooms).toHaveLength(5);
    expect(manor.setup(SIX, 1).rooms).toHaveLength(5);
  });

  it('"Choose one elder god of each color from those appropriate for the player count … Add 1 awakening token to each."', () => {
    for (const config of [THREE, FOUR, FIVE, SIX]) {
      for (const seed of SEEDS) {
        const state = manor.setup(config, seed);
        expect(state.gods.map((g) => g.colour)).toEqual(['blue', 'green', 'red']);
        for (const god of state.gods) {
          const def = godDef(god.face);
          expect(def.colour).toBe(god.colour);
          expect(def.minPlayers <= config.players && config.players <= def.maxPlayers).toBe(true);
          expect(god.tokens).toBe(1);
        }
      }
    }
  });

  it('"Shuffle the two Clocks into one pile … place each of those piles on top of the pile with the Clocks": both Clocks in the bottom quarter', () => {
    expect(pileSizes(62)).toEqual([16, 16, 15, 15]);
    for (const seed of SEEDS) {
      const state = manor.setup(FOUR, seed);
      // 62 relics, 4 dealt to the rooms: the bottom pile is 15 relics and the 2 Clocks.
      expect(state.deck).toHaveLength(62 - 4 + 2);
      expect(state.clockPile).toBe(17);
      const bottom = state.deck.slice(-17);
      for (const clock of CLOCK_IDS) expect(bottom).toContain(clock);
    }
  });

  it('"Place 1 relic card in each room … add one card to the Vault", which gets a madness token ("Whenever a relic is added to the Vault from the deck")', () => {
    const four = manor.setup(FOUR, 3);
    expect(four.rooms.every((id) => id !== null && INSTANCES[id]?.kind === 'relic')).toBe(true);
    expect(four.roomMadness).toEqual([0, 0, 0, 0]);
    const five = manor.setup(FIVE, 3);
    expect(five.rooms.every((id) => id !== null && INSTANCES[id]?.kind === 'relic')).toBe(true);
    expect(five.roomMadness).toEqual([0, 0, 0, 0, 1]);
  });

  it('"give 2 madness tokens to the First Player and the player to their left. Give all other players 1 madness token."', () => {
    for (const seed of SEEDS) {
      const state = manor.setup(FOUR, seed);
      const lantern = state.lantern;
      state.players.forEach((p, seat) => {
        const expected = seat === lantern || seat === (lantern + 1) % 4 ? 2 : 1;
        expect(p.madness).toBe(expected);
      });
    }
    // "Randomly determine the First Player": every seat gets the Lantern for some seed.
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => manor.setup(FOUR, seed).lantern));
    expect(firsts.size).toBe(4);
  });

  it('"Give each player a Skeleton Key as the first card of their cache."', () => {
    const state = manor.setup(SIX, 2);
    state.players.forEach((p, seat) => expect(p.cache).toEqual([keyOf(seat)]));
    expect(INSTANCES[keyOf(0)]?.kind).toBe('key');
  });

  it('"Create a role deck … appropriate for the number of players … randomly distribute one role card to each player"', () => {
    for (const config of [THREE, FOUR, FIVE, SIX]) {
      for (const seed of SEEDS) {
        const roles = manor.setup(config, seed).players.map((p) => p.role);
        expect(new Set(roles).size).toBe(config.players);
        for (const role of roles) expect(rolesFor(config.players)).toContain(role);
      }
    }
  });

  it('every card is in exactly one place, and the same seed gives the same setup', () => {
    for (const config of [THREE, FIVE]) {
      const state = manor.setup(config, 9);
      const places = allPlaces(state);
      expect(new Set(places).size).toBe(places.length);
      expect(places.filter((id) => INSTANCES[id]?.kind !== 'key')).toHaveLength(64);
      expect(manor.setup(config, 9)).toEqual(state);
    }
  });

  it('refuses player counts the game does not have, in words', () => {
    expect(() => manor.setup({ players: 7 } as unknown as ManorConfig, 1)).toThrow(/1 to 6 players/);
    expect(() => manor.setup({ players: 1, level: 13 }, 1)).toThrow(/solo level/);
  });
});

describe('manor setup: the 2-player game', () => {
  it('"Randomly select 1 of the 4 Lovecraft Role cards and place it facedown": Lovecraft is a third player whose role no seat knows', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const state = manor.setup(TWO, seed);
      expect(state.players).toHaveLength(3);
      const lovecraft = state.players[2]!;
      expect(lovecraft.kind).toBe('lovecraft');
      expect(MANOR_CONTENT.lovecraft.map((r) => r.id)).toContain(lovecraft.role);
      seen.add(lovecraft.role);
      for (const seat of [0, 1]) expect(manor.view(state, seat).players[2]?.role).toBeNull();
    }
    expect(seen.size).toBe(4);
  });

  it('"Give that player the Lantern and 2 Madness tokens and give the second player 1 madness token. Lovecraft starts the game with 0 Madness tokens."', () => {
    for (const seed of SEEDS) {
      const state = manor.setup(TWO, seed);
      expect(state.players[state.lantern]?.madness).toBe(2);
      expect(state.players[1 - state.lantern]?.madness).toBe(1);
      expect(state.players[2]?.madness).toBe(0);
      // Lovecraft has no Skeleton Key: the rules list his whole setup.
      expect(state.players[2]?.cache).toEqual([]);
    }
  });

  it('"Select an elder god of each color compatible with the 2 player game"', () => {
    for (const seed of SEEDS) {
      for (const god of manor.setup(TWO, seed).gods) {
        const def = godDef(god.face);
        expect(def.minPlayers <= 2 && 2 <= def.maxPlayers).toBe(true);
      }
    }
  });
});

describe('manor setup: the solo game', () => {
  const LEVELS: [number, string][] = [
    [1, 'Rookie'],
    [2, 'Investigator'],
    [3, 'Heroic'],
    [4, 'Legendary'],
    [5, 'Asylum'],
    [6, 'Doomed'],
  ];

  for (const [level, name] of LEVELS) {
    it(`${name}: "Gain ${3 * level} Madness tokens. Lovecraft starts with ${level} relic${level > 1 ? 's' : ''} facedown in their cache."`, () => {
      const state = manor.setup({ players: 1, level }, level);
      expect(state.players[0]?.madness).toBe(3 * level);
      expect(state.players[2]?.cache).toHaveLength(level);
      expect(state.players[2]?.hidden).toEqual(state.players[2]?.cache);
      expect(manor.view(state, 0).players[2]?.cache).toEqual(new Array(level).fill(null));
      expect(state.log[0]?.text).toContain(name);
    });
  }

  it('"Doomed too easy? Try adding more madness and relics at a ratio of 3 Madness tokens to 1 relic."', () => {
    const state = manor.setup({ players: 1, level: 9 }, 1);
    expect(state.players[0]?.madness).toBe(27);
    expect(state.players[2]?.cache).toHaveLength(9);
  });

  it('"Cut the Relic Deck in half and return one of the piles to the box … Shuffle both clocks into one of those piles and place the other three piles on top of it."', () => {
    for (const seed of SEEDS) {
      const state = manor.setup(SOLO, seed);
      // 62 relics, 1 to Lovecraft, 61 cut: 31 kept, 30 to the box; 4 of the kept dealt to the rooms.
      expect(state.box).toHaveLength(30);
      expect(state.deck).toHaveLength(31 - 4 + 2);
      expect(state.clockPile).toBe(pileSizes(31)[3]! + 2);
      for (const clock of CLOCK_IDS) expect(state.deck.slice(-state.clockPile)).toContain(clock);
      expect(manor.view(state, 0).boxed).toBe(30);
    }
  });

  it('"Add 3 Awakening tokens to each Elder God." "Deal out one card to each room on the Manor board."', () => {
    const state = manor.setup(SOLO, 4);
    expect(state.gods.map((g) => g.tokens)).toEqual([3, 3, 3]);
    expect(state.rooms).toHaveLength(4);
    expect(state.rooms.every((id) => id !== null)).toBe(true);
  });

  it('"choose one [cultist] at random placing it face up", "Give the cultist a Skeleton Key", "Give the cultist 1 Madness token"', () => {
    const colours = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const state = manor.setup(SOLO, seed);
      const cultist = state.players[1]!;
      expect(cultist.kind).toBe('cultist');
      expect(cultist.rolePublic).toBe(true);
      expect(cultist.madness).toBe(1);
      expect(cultist.cache).toEqual([keyOf(1)]);
      colours.add(cultist.role);
    }
    expect(colours).toEqual(new Set(['blue-cultist', 'green-cultist', 'red-cultist']));
  });

  it('"Place the Lovecraft Author Role card in the play area"; the player takes "a randomly selected Role card with the (1+) icon"', () => {
    for (const seed of SEEDS) {
      const state = manor.setup(SOLO, seed);
      expect(state.players[2]?.role).toBe('author');
      expect(state.players[2]?.rolePublic).toBe(true);
      expect(rolesFor(1)).toContain(state.players[0]?.role);
      expect(state.players[0]?.cache).toEqual([keyOf(0)]);
    }
  });
});
