/**
 * LOVECRAFT & THE CULTIST: the solo Cultist's choices, each rule of the book with its
 * test. The book's rules decide every choice about elder gods, "may" and amounts;
 * where they leave several answers (a tie, or a room, which no rule names), the
 * player chooses, as the book has them do for ties.
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import type { ManorState } from '../../../src/games/manor/state';
import { act, cacheDefs, keys, soloTable } from './helpers';

const CULTIST = 1;

/** Gives the Attic's relic to a cultist of `role` (the player studies, then the Attic goes to the Cultist). */
function toCultist(relic: string, role: string, tokens: number[], madness = [3, 1, 0]): ManorState {
  let state = soloTable([relic, 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], {
    roles: ['antiquarian', role, 'author'],
    tokens,
    madness,
  });
  state = act(act(state, 'select:study'), 'amount:0');
  return act(state, 'fate:cultist');
}

describe('manor solo: THE CULTIST, the rules the book gives', () => {
  it('"The cultist will always choose to add Awakening tokens to the god of its color"', () => {
    // The Obsidian Statue: add or remove a token on the blue or the red god.
    expect(toCultist('obsidian-statue', 'red-cultist', [3, 3, 3]).gods.map((g) => g.tokens)).toEqual([3, 3, 4]);
  });

  it('"When adding Awakening tokens to a god not of its color the cultist chooses the god with the most Awakening tokens"', () => {
    // The Green Cultist's Obsidian Statue (blue or red): it adds, to the one with more tokens.
    expect(toCultist('obsidian-statue', 'green-cultist', [4, 3, 2]).gods.map((g) => g.tokens)).toEqual([5, 3, 2]);
  });

  it('"if there is a tie the player chooses which god to add the Awakening token to"', () => {
    const state = toCultist('obsidian-statue', 'green-cultist', [3, 3, 3]);
    expect(manor.toAct(state)).toEqual([0]);
    expect(state.prompt?.player).toBe(CULTIST);
    expect(keys(state)).toEqual(['god:blue', 'god:red']);
  });

  it('"When removing Awakening tokens from a god not of its color the cultist chooses the god with the least"; ties to the player', () => {
    expect(toCultist('warding-chalk', 'blue-cultist', [1, 2, 4]).gods.map((g) => g.tokens)).toEqual([1, 1, 4]);
    const tied = toCultist('warding-chalk', 'blue-cultist', [1, 3, 3]);
    expect(keys(tied)).toEqual(['god:green', 'god:red']);
  });

  it('"If the cultist is ever given the option to add or remove awakening tokens the cultist always chooses to add"', () => {
    // The Obsidian Statue (blue or red, add or remove) for the Green Cultist: it adds, to the red god (most tokens).
    expect(toCultist('obsidian-statue', 'green-cultist', [3, 3, 4]).gods.map((g) => g.tokens)).toEqual([3, 3, 5]);
  });

  it('"If the resolution of a player\'s relic requires a choice by another player, the cultist chooses": the Ancient Tome', () => {
    let state = soloTable(['ancient-tome', 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], {
      tokens: [3, 1, 4],
    });
    state = act(act(state, 'select:study'), 'amount:0');
    state = act(state, 'fate:steal');
    // Blue icon (+1 blue), madness icon, then "another player of your choice" is the Cultist, who removes from the
    // god not of its colour with the least tokens: green.
    expect(state.gods.map((g) => g.tokens)).toEqual([4, 0, 4]);
  });

  it('"If the resolution of the cultist\'s relic requires a choice by another player, the player always chooses"', () => {
    const state = toCultist('ancient-tome', 'blue-cultist', [3, 3, 3]);
    expect(state.gods[0]?.tokens).toBe(4);
    expect(state.players[CULTIST]?.madness).toBe(2);
    expect(manor.toAct(state)).toEqual([0]);
    expect(state.prompt?.player).toBe(0);
    expect(keys(state)).toEqual(['god:blue', 'god:green', 'god:red']);
  });

  it('"ignore any text with the word Role and any icon tied to that ability by an asterisk"', () => {
    const state = toCultist('mask-of-many-faces', 'blue-cultist', [3, 3, 3]);
    expect(state.gods.map((g) => g.tokens)).toEqual([3, 3, 3]);
    expect(state.prompt?.purpose).toBe('fate'); // straight on to the Basement
    expect(state.players[0]?.roleKnownBy).toEqual([]);
  });
});

describe('manor solo: THE CULTIST, "to the greatest extent possible"', () => {
  it('"Always resolve the text and icons on a relic to the greatest extent possible": the Cultist uses a "may" and gives all it may', () => {
    // The Whispering Shell: "You may give up to 2 of your madness tokens to another player of your choice".
    const state = toCultist('whispering-shell', 'blue-cultist', [3, 3, 3], [3, 3, 0]);
    expect(state.players.map((p) => p.madness)).toEqual([5, 1, 0]);
    expect(state.prompt?.purpose).toBe('fate'); // no question: on to the Basement
  });

  it("the Cultist's \"You may steal the top relic of another player's cache\" takes the player's, and resolves it as its own", () => {
    let state = soloTable(['cutpurse-glove', 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], {
      caches: [['idol-of-the-pit'], [], []],
    });
    state = act(act(state, 'select:study'), 'amount:0');
    state = act(state, 'fate:cultist');
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key']);
    expect(cacheDefs(state, CULTIST)).toEqual(['skeleton-key', 'cutpurse-glove', 'idol-of-the-pit']);
    // The Idol's red icon, for the Blue Cultist: "adding Awakening tokens to a god not of its color".
    expect(state.gods.map((g) => g.tokens)).toEqual([3, 3, 4]);
  });

  it('"ignore any text that is impossible to complete": with no other god holding a token, its remove icon takes one from its own', () => {
    expect(toCultist('warding-chalk', 'blue-cultist', [3, 0, 0]).gods.map((g) => g.tokens)).toEqual([2, 0, 0]);
    expect(toCultist('warding-chalk', 'blue-cultist', [0, 0, 0]).gods.map((g) => g.tokens)).toEqual([0, 0, 0]);
  });

  it('"If the resolution of a player\'s relic requires a choice by another player, the cultist chooses": told to add, it adds to its own god', () => {
    // The Brass Astrolabe: "Another player of your choice must add 1 token to any elder god".
    let state = soloTable(['brass-astrolabe', 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], {
      tokens: [3, 5, 4],
    });
    state = act(act(state, 'select:study'), 'amount:0');
    state = act(state, 'fate:steal');
    expect(state.gods.map((g) => g.tokens)).toEqual([4, 5, 4]);
  });

  it('a room the Cultist\'s relic names ("any room") is left open by its rules: the player chooses it', () => {
    // The Bone Flute: "Add 2 madness tokens to any room in the Manor."
    const flute = toCultist('bone-flute', 'blue-cultist', [3, 3, 3]);
    expect(manor.toAct(flute)).toEqual([0]);
    expect(flute.prompt?.player).toBe(CULTIST);
    expect(keys(flute)).toEqual(['room:attic', 'room:basement', 'room:foyer', 'room:library']);
    // The Hand of Glory: "Steal another relic from any room." The Cultist takes the room's tokens and resolves it.
    let hand = soloTable(['hand-of-glory', 'idol-of-the-grove', 'mummified-cat', 'amber-amulet'], {
      roomMadness: [0, 2, 0, 0],
    });
    hand = act(act(hand, 'select:study'), 'amount:0');
    hand = act(hand, 'fate:cultist');
    expect(keys(hand)).toEqual(['room:basement', 'room:foyer', 'room:library']);
    hand = act(hand, 'room:basement');
    expect(cacheDefs(hand, CULTIST)).toEqual(['skeleton-key', 'hand-of-glory', 'idol-of-the-grove']);
    expect(hand.players[CULTIST]?.madness).toBe(3);
    expect(hand.gods.map((g) => g.tokens)).toEqual([3, 4, 3]);
    // The Basement is empty now and gets no fate: the Foyer is next.
    expect(hand.prompt?.room).toBe(2);
  });
});
