/** THE VAULT, and the relics' special abilities: each op of the play-effect vocabulary as a player meets it. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { act, arrange, cacheDefs, defs, FIVE, FOUR, keys, selectAll, SIX } from './helpers';

const PLAIN = ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'];

describe('manor THE VAULT (five and six players)', () => {
  it('"The Vault can always be stolen from regardless of which action card you choose"', () => {
    let state = arrange(FIVE, { rooms: [...PLAIN, 'ruby-brooch'], lantern: 0, madness: [1, 1, 1, 1, 1] });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect', 'inspect']);
    state = act(state, 'amount:0');
    expect(keys(state)).toEqual(['room:attic', 'room:library', 'room:vault']);
  });

  it('"Anytime the Vault is empty, immediately add a relic to it off the top of the deck" with "1 madness token"', () => {
    let state = arrange(SIX, {
      rooms: [...PLAIN, 'ruby-brooch'],
      roomMadness: [0, 0, 0, 0, 2],
      deck: ['mummified-cat'],
      lantern: 0,
      madness: [1, 1, 1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:vault');
    // The thief takes the Vault's 2 tokens; the Ruby Brooch's icon adds 1; the Vault is full again, with 1 token.
    expect(state.players[0]?.madness).toBe(1 + 2 + 1);
    expect(defs([state.rooms[4]!])).toEqual(['mummified-cat']);
    expect(state.roomMadness[4]).toBe(1);
  });

  it('a relic Deceive puts in the Vault comes from a cache, "not … from the deck": no madness token is added', () => {
    let state = arrange(FIVE, {
      rooms: [...PLAIN, 'ruby-brooch'],
      roomMadness: [0, 0, 0, 0, 1],
      lantern: 0,
      madness: [1, 1, 1, 1, 1],
    });
    state = selectAll(state, ['deceive', 'study', 'study', 'study', 'study']);
    state = act(state, 'room:vault');
    expect(defs([state.rooms[4]!])).toEqual(['skeleton-key']);
    expect(state.roomMadness[4]).toBe(1);
    expect(cacheDefs(state, 0)).toEqual(['ruby-brooch']);
  });

  it('"In a five or six player game, the Vault will always have a relic to steal": never empty while players resolve', () => {
    let state = manor.setup(FIVE, 12);
    for (let i = 0; i < 400 && !manor.isOver(state); i++) {
      expect(state.rooms[4]).not.toBeNull();
      const seat = manor.toAct(state)[0]!;
      state = act(state, keys(state, seat)[i % keys(state, seat).length]!, seat);
    }
  });
});

describe('manor relic special abilities', () => {
  it('"Steal another relic from any room." (Hand of Glory): a steal, with the room\'s tokens and the relic\'s abilities', () => {
    let state = arrange(FOUR, {
      rooms: ['hand-of-glory', 'idol-of-the-deep', 'lapis-lazuli-amulet', 'pearl-necklace'],
      roomMadness: [0, 1, 0, 0],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(keys(state)).toEqual(['room:basement', 'room:foyer', 'room:library']);
    state = act(state, 'room:basement');
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'hand-of-glory', 'idol-of-the-deep']);
    expect(state.players[0]?.madness).toBe(2);
    expect(state.gods[0]?.tokens).toBe(2);
  });

  it('"You may steal the top relic of another player\'s cache." (Cutpurse Glove): a steal, so the stolen relic\'s abilities resolve', () => {
    let state = arrange(FOUR, {
      rooms: ['cutpurse-glove', ...PLAIN.slice(1)],
      caches: [[], ['idol-of-the-pit'], [], []],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(act(state, 'amount:0'), 'room:attic'), 'may:yes');
    expect(keys(state)).toEqual(['player:1', 'player:2', 'player:3']);
    state = act(state, 'player:1');
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'cutpurse-glove', 'idol-of-the-pit']);
    expect(cacheDefs(state, 1)).not.toContain('idol-of-the-pit');
    expect(state.gods[2]?.tokens).toBe(2);
  });

  it('"Reveal the top card of the Manor deck. Steal that card if it is a relic." (Dreaming Lens): chains like Inspect', () => {
    let state = arrange(FOUR, {
      rooms: ['dreaming-lens', ...PLAIN.slice(1)],
      deck: ['sunken-coin-purse'],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'dreaming-lens', 'sunken-coin-purse']);
    expect(state.gods[0]?.tokens).toBe(2);
  });

  it('"Another player of your choice must add 1 token to any elder god." (Brass Astrolabe)', () => {
    let state = arrange(FOUR, {
      rooms: ['brass-astrolabe', ...PLAIN.slice(1)],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(act(state, 'amount:0'), 'room:attic'), 'player:3');
    expect(manor.toAct(state)).toEqual([3]);
    state = act(state, 'god:red');
    expect(state.gods.map((g) => g.tokens)).toEqual([1, 1, 2]);
  });

  it('"Add 2 madness tokens to any room in the Manor." (Bone Flute)', () => {
    let state = arrange(FOUR, { rooms: ['bone-flute', ...PLAIN.slice(1)], lantern: 0, madness: [1, 1, 1, 1] });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(act(state, 'amount:0'), 'room:attic'), 'room:library');
    expect(state.roomMadness).toEqual([0, 0, 0, 2]);
  });

  it('"Always resolve the text and icons on a relic to the greatest extent possible … and ignore any text that is impossible": no token to remove', () => {
    let state = arrange(FOUR, {
      rooms: ['warding-chalk', ...PLAIN.slice(1)],
      tokens: [0, 0, 0],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(state.gods.map((g) => g.tokens)).toEqual([0, 0, 0]);
    expect(state.prompt?.seat).toBe(1); // straight on to the next player's Inspect
  });
});
