/**
 * COMPONENTS: "21 awakening tokens", "30 madness tokens". Tokens are taken "from the
 * supply" and returned to it; the supply holds what the box holds, less the tokens on
 * players, rooms and gods, and a gain it cannot cover takes what is left.
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { awakeningSupply } from '../../../src/games/manor/awakening';
import { MAX_SOLO_LEVEL } from '../../../src/games/manor/config-schema';
import { AWAKENING_TOKENS, MADNESS_TOKENS } from '../../../src/games/manor/content';
import { madnessSupply } from '../../../src/games/manor/madness';
import { act, arrange, FIVE, FOUR, selectAll, SIX, THREE } from './helpers';

const PLAIN = ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'];

describe('manor token supplies', () => {
  it('the box\'s counts: "21 awakening tokens", "30 madness tokens"; everything not in play is in the supply', () => {
    expect(MADNESS_TOKENS).toBe(30);
    expect(AWAKENING_TOKENS).toBe(21);
    const state = manor.setup(SIX, 4);
    // Setup: 2 + 2 + 1 + 1 + 1 + 1 tokens to the players and 1 on the Vault; 1 awakening token on each god.
    expect(madnessSupply(state)).toBe(30 - 8 - 1);
    expect(awakeningSupply(state)).toBe(21 - 3);
  });

  it('"gain one madness token from the supply": with fewer tokens left than players sharing a card, they go from the Lantern clockwise', () => {
    let state = arrange(FOUR, { rooms: PLAIN, lantern: 2, madness: [9, 9, 10, 0] }); // 28 out: 2 left
    state = selectAll(state, ['study', 'study', 'study', 'study']);
    expect(madnessSupply(state)).toBe(0);
    // Seats 2 and 3 come first from the Lantern (seat 2): they take the last two tokens.
    expect(state.players.map((p) => p.madness)).toEqual([9, 9, 11, 1]);
  });

  it('"Lose up to 2 madness tokens" returns them "to the supply", where the next gain finds them', () => {
    let state = arrange(FOUR, { rooms: PLAIN, lantern: 0, madness: [10, 10, 10, 0] });
    expect(madnessSupply(state)).toBe(0);
    state = selectAll(state, ['study', 'pilfer', 'inspect', 'inspect']);
    // Pilfer (seat 1) first: its token for a room finds an empty supply.
    state = act(state, 'room:attic', 1);
    expect(state.roomMadness[0]).toBe(0);
    state = act(state, 'room:basement', 1);
    // Study (seat 0): 2 tokens back to the supply.
    state = act(state, 'amount:2', 0);
    expect(madnessSupply(state)).toBe(2);
  });

  it('the Vault is refilled even when the supply is empty, without its madness token', () => {
    let state = arrange(FIVE, {
      rooms: [...PLAIN, 'ruby-brooch'],
      roomMadness: [0, 0, 0, 0, 0],
      deck: ['mummified-cat'],
      lantern: 0,
      madness: [5, 5, 5, 5, 10],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:vault');
    expect(state.rooms[4]).not.toBeNull();
    expect(state.roomMadness[4]).toBe(0);
    // The Ruby Brooch's "+1 madness" icon has no token to give either.
    expect(state.players[0]?.madness).toBe(5);
  });

  it('an awakening token icon adds no more tokens than the supply holds', () => {
    let state = arrange(THREE, {
      rooms: ['idol-of-the-deep', ...PLAIN.slice(1)],
      tokens: [5, 8, 8],
      lantern: 0,
      madness: [1, 1, 1],
    });
    expect(awakeningSupply(state)).toBe(0);
    state = selectAll(state, ['study', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(state.gods.map((g) => g.tokens)).toEqual([5, 8, 8]);
  });

  it('tokens leaving a god or a player go back to the supply: the Warding Chalk frees one for the next icon', () => {
    let state = arrange(THREE, {
      rooms: ['warding-chalk', 'amber-amulet', 'lapis-lazuli-amulet', 'idol-of-the-deep'],
      tokens: [5, 8, 8],
      lantern: 0,
      madness: [1, 1, 1],
    });
    state = selectAll(state, ['study', 'deceive', 'inspect']);
    // Deceive (seat 1) first: it swaps its Key for the Basement's relic, then steals the Attic's Warding Chalk.
    state = act(act(state, 'room:basement', 1), 'room:attic', 1);
    state = act(state, 'god:red', 1);
    expect(awakeningSupply(state)).toBe(1);
    // Study (seat 0): nothing lost, then the Idol of the Deep (the Attic is empty) adds the freed token to blue.
    state = act(state, 'amount:0', 0);
    expect(state.gods.map((g) => g.tokens)).toEqual([6, 8, 7]);
  });

  it(`the solo levels stop at ${MAX_SOLO_LEVEL}: "Gain ${3 * MAX_SOLO_LEVEL} Madness tokens", the Cultist's 1, and no more than the box holds`, () => {
    expect(3 * MAX_SOLO_LEVEL + 1).toBeLessThanOrEqual(MADNESS_TOKENS);
    expect(3 * (MAX_SOLO_LEVEL + 1) + 1).toBeGreaterThan(MADNESS_TOKENS);
    const state = manor.setup({ players: 1, level: MAX_SOLO_LEVEL }, 3);
    expect(madnessSupply(state)).toBe(MADNESS_TOKENS - 3 * MAX_SOLO_LEVEL - 1);
    expect(() => manor.setup({ players: 1, level: MAX_SOLO_LEVEL + 1 }, 3)).toThrow(/solo level/);
  });
});
