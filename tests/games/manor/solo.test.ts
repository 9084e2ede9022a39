/** SOLO RULES: the turn and its four room fates, Lovecraft and the Cultist, the solo end and its win test. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { endGame } from '../../../src/games/manor/endgame';
import { fateOptions } from '../../../src/games/manor/solo';
import type { ManorState } from '../../../src/games/manor/state';
import { act, arrange, cacheDefs, defs, expectOver, keys, SOLO, type Arrangement } from './helpers';

const CULTIST = 1;
const LOVECRAFT = 2;

function solo(rooms: string[], a: Arrangement = {}): ManorState {
  return arrange(SOLO, {
    rooms,
    roles: ['antiquarian', 'blue-cultist', 'author'],
    tokens: [3, 3, 3],
    madness: [3, 1, 0],
    ...a,
  });
}

const EXAMPLE = ['rite-of-leng', 'obsidian-statue', 'elder-sign', 'amber-amulet'];

describe('manor solo: SOLO TURN EXAMPLE', () => {
  it('Rookie, Study: the Attic to Lovecraft, the Basement to the Blue Cultist, the Elder Sign left, the Amber Amulet stolen', () => {
    let state = solo(EXAMPLE, { deck: ['pearl-necklace', 'silver-candelabrum', 'mummified-cat'] });
    const lovecraftBefore = state.players[LOVECRAFT]!.cache.slice();
    // "For his first action he chose to play Study. The first thing that will happen is that Action ability will
    //  resolve removing Madness tokens returning them the supply."
    state = act(state, 'select:study');
    expect(keys(state)).toEqual(['amount:0', 'amount:1', 'amount:2']);
    state = act(state, 'amount:2');
    expect(state.players[0]?.madness).toBe(1);
    // "The Attic: Chris will choose to give Lovecraft the Rite of Leng card. This is added to Lovecraft's stash
    //  facedown and the effect will be ignored."
    expect(keys(state)).toEqual(['fate:steal', 'fate:cultist', 'fate:lovecraft', 'fate:leave']);
    state = act(state, 'fate:lovecraft');
    expect(cacheDefs(state, LOVECRAFT)).toEqual([...defs(lovecraftBefore), 'rite-of-leng']);
    expect(state.gods.map((g) => g.tokens)).toEqual([3, 3, 3]); // its red icon is ignored
    // "The Basement: Chris will choose to give the Obsidian Statue to the Cultist. … Because Obsidian statue give the
    //  option to add or remove the Blue Cultist will choose to add an Awakening token to the Blue god."
    expect(keys(state)).toEqual(['fate:cultist', 'fate:leave']);
    state = act(state, 'fate:cultist');
    expect(cacheDefs(state, CULTIST)).toEqual(['skeleton-key', 'obsidian-statue']);
    expect(state.gods.map((g) => g.tokens)).toEqual([4, 3, 3]);
    // "The Foyer: Knowing that he will be required to take the card in the Library Chris will leave the Elder Sign"
    // "The Library: Study requires the player to steal from the Attic or Library, … he must take the Amber Amulet"
    // Both follow without a question: leaving is the Foyer's only fate, stealing the Library's.
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'amber-amulet']);
    expect(defs([state.rooms[2]!])).toEqual(['elder-sign']);
    // "At the end of the round neither End Game condition has been met. Refill the empty rooms"
    expect(manor.isOver(state)).toBe(false);
    expect(state.round).toBe(2);
    expect(defs(state.rooms)).toEqual(['pearl-necklace', 'silver-candelabrum', 'elder-sign', 'mummified-cat']);
  });
});

describe('manor solo: SOLO GAME TURN', () => {
  it('"use each of the following options once per game round": four rooms, four fates, each fate once', () => {
    let state = act(solo(EXAMPLE), 'select:study');
    state = act(state, 'amount:0');
    state = act(state, 'fate:leave');
    expect(keys(state)).toEqual(['fate:cultist', 'fate:lovecraft']);
    state = act(state, 'fate:lovecraft');
    // The Foyer must go to the Cultist now: its Elder Sign removes a token from a god not of its colour, green
    // or red, tied (the player chooses). Then the Library's steal follows.
    expect(cacheDefs(state, CULTIST)).toEqual(['skeleton-key', 'elder-sign']);
    state = act(state, 'god:red');
    expect(state.gods.map((g) => g.tokens)).toEqual([3, 3, 2]);
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'amber-amulet']);
  });

  it('"If the room is one of the Room abilities shown at the bottom of your action card, you may steal"; only there', () => {
    const state = act(solo(EXAMPLE), 'select:pilfer'); // Pilfer: the Basement or the Foyer
    const asked = act(state, 'room:attic');
    expect(keys(asked)).toEqual(['fate:cultist', 'fate:lovecraft', 'fate:leave']);
    expect(fateOptions(asked, 1)).toContain('steal');
  });

  it('"Give any madness tokens on the room to the Cultist"; "discard any madness tokens on the room" given to Lovecraft, who "never accumulates Madness tokens"', () => {
    let state = solo(['pearl-necklace', 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], {
      roomMadness: [2, 3, 0, 0],
    });
    state = act(act(state, 'select:study'), 'amount:0');
    state = act(state, 'fate:cultist');
    expect(state.players[CULTIST]?.madness).toBe(3);
    state = act(state, 'fate:lovecraft');
    expect(state.players[LOVECRAFT]?.madness).toBe(0);
    expect(state.roomMadness[1]).toBe(0);
  });

  it('"Lovecraft is not treated as another player by any ability": "every other player" is the Cultist alone', () => {
    let state = solo(['screaming-skull', 'silver-candelabrum', 'mummified-cat', 'amber-amulet']);
    state = act(act(state, 'select:study'), 'amount:0');
    state = act(state, 'fate:steal');
    expect(state.players.map((p) => p.madness)).toEqual([3, 2, 0]);
  });

  it('"If ANY elder god is awakened": 6 tokens at the end of the round, and the player is devoured', () => {
    let state = solo(['idol-of-the-deep', 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], {
      tokens: [5, 3, 3],
    });
    state = act(act(state, 'select:study'), 'amount:0');
    state = act(state, 'fate:cultist'); // the Blue Cultist's Idol of the Deep adds a blue token: 6
    state = act(state, 'fate:leave'); // the Foyer goes to Lovecraft, the Library's relic is stolen
    expectOver(state);
    expect(state.result?.reason).toBe('gods');
    expect(manor.outcome(state)).toEqual([0]);
  });
});

describe('manor solo: THE CULTIST', () => {
  /** Gives the Attic's relic to a cultist of `role` (the player studies, then the Attic goes to the Cultist). */
  function toCultist(relic: string, role: string, tokens: number[]): ManorState {
    let state = solo([relic, 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], {
      roles: ['antiquarian', role, 'author'],
      tokens,
    });
    state = act(act(state, 'select:study'), 'amount:0');
    return act(state, 'fate:cultist');
  }

  it('"The cultist will always choose to add Awakening tokens to the god of its color"', () => {
    expect(toCultist('bloodstone-ring', 'red-cultist', [3, 3, 3]).gods.map((g) => g.tokens)).toEqual([3, 3, 4]);
  });

  it('"When adding Awakening tokens to a god not of its color the cultist chooses the god with the most Awakening tokens"', () => {
    expect(toCultist('bloodstone-ring', 'blue-cultist', [3, 4, 2]).gods.map((g) => g.tokens)).toEqual([3, 5, 2]);
  });

  it('"if there is a tie the player chooses which god to add the Awakening token to"', () => {
    const state = toCultist('bloodstone-ring', 'blue-cultist', [3, 3, 3]);
    expect(manor.toAct(state)).toEqual([0]);
    expect(state.prompt?.player).toBe(CULTIST);
    expect(keys(state)).toEqual(['god:green', 'god:red']);
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
    let state = solo(['ancient-tome', 'silver-candelabrum', 'mummified-cat', 'amber-amulet'], { tokens: [3, 1, 4] });
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

describe('manor solo: GAME END', () => {
  function clockEnd(a: Arrangement): ManorState {
    const state = solo(EXAMPLE, a);
    if (!a.caches) state.players[LOVECRAFT]!.cache = [];
    state.players[LOVECRAFT]!.hidden = [];
    endGame(state, 'clock');
    expectOver(state);
    return state;
  }

  it('"If the player has a total madness greater than or equal to that of the cultist the player is devoured"', () => {
    expect(manor.outcome(clockEnd({ madness: [2, 2, 0] }))).toEqual([0]);
    expect(clockEnd({ madness: [2, 2, 0] }).result?.devoured).toEqual([0]);
  });

  it('"Madness: Resolve the player\'s role ability if it has a Madness effect" — and Reveal effects first: the Night Watchman sheds 3', () => {
    const state = clockEnd({ madness: [4, 2, 0], roles: ['night-watchman', 'blue-cultist', 'author'] });
    expect(state.result?.madness[0]).toBe(1);
    expect(state.result?.devoured).toEqual([CULTIST]);
    expect(manor.outcome(state)).toEqual([1]);
  });

  it('"If the player has ($) value equal to or less than that of Lovecraft the player is devoured … greater … the player is victorious!"', () => {
    // The player: Key (1) + Pearl Necklace (2) = 3 $, and no Antiquarian bonus (nothing worth 3 $ or more).
    const even = clockEnd({ madness: [0, 2, 0], caches: [['pearl-necklace'], [], ['amber-amulet']] });
    expect(even.result?.dollars).toEqual([3, null, 3]);
    expect(manor.outcome(even)).toEqual([0]);
    const ahead = clockEnd({ madness: [0, 2, 0], caches: [['pearl-necklace'], [], ['ancient-tablet']] });
    expect(ahead.result?.winners).toEqual([0]);
    expect(manor.outcome(ahead)).toEqual([1]);
  });

  it("Lovecraft's face-down relics count for his $, and every face-down relic is shown once the game is over", () => {
    const state = solo(EXAMPLE, { madness: [0, 2, 0] });
    const hidden = state.players[LOVECRAFT]!.cache.slice();
    endGame(state, 'clock');
    expect(state.result?.dollars[LOVECRAFT]).toBeGreaterThanOrEqual(0);
    expect(manor.view(state, 0).players[LOVECRAFT]?.cache.map((c) => c?.id)).toEqual(hidden);
  });
});
