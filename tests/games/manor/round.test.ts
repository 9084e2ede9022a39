/** The round: SELECT ACTIONS, RESOLVE ACTIONS and END OF ROUND, with 3 and 4 players. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { resolutionOrder } from '../../../src/games/manor/round';
import { act, actor, arrange, cacheDefs, defs, FOUR, keys, selectAll, THREE } from './helpers';

/** Four players, the Lantern at seat 0, a known relic in each room and known cards on the deck. */
function table(lantern = 0) {
  return arrange(FOUR, {
    rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'],
    deck: ['silver-candelabrum', 'mummified-cat', 'cracked-mirror', 'ruby-brooch', 'spirit-lamp'],
    madness: [2, 2, 1, 1],
    lantern,
  });
}

describe('manor SELECT ACTIONS', () => {
  it('"Each player simultaneously selects one action card from their hand and places it facedown": every seat acts, the cards stay hidden until all are placed', () => {
    let state = table();
    expect(manor.toAct(state)).toEqual([0, 1, 2, 3]);
    state = act(state, 'select:study', 2);
    expect(manor.toAct(state)).toEqual([0, 1, 3]);
    for (const viewer of [0, 1, 3, 'spectator'] as const) {
      const seen = manor.view(state, viewer).players[2]!;
      expect(seen.committed).toBe(true);
      expect(seen.selected).toBeNull();
    }
    expect(manor.view(state, 2).players[2]?.selected).toBe('study');
    expect(manor.view(state, 0).log.some((l) => /Study/.test(l.text))).toBe(false);
    state = act(act(act(state, 'select:pilfer', 0), 'select:inspect', 1), 'select:deceive', 3);
    expect(state.phase).toBe('resolve');
    expect(manor.view(state, 0).players.map((p) => p.selected)).toEqual(['pilfer', 'inspect', 'study', 'deceive']);
  });

  it('"immediately return any faceup action card in your play area to your hand"; "During the first round of the game no action card will be returned": last round\'s card cannot be chosen', () => {
    const state = table();
    expect(keys(state, 0)).toEqual(['select:pilfer', 'select:deceive', 'select:study', 'select:inspect']);
    state.players.forEach((p) => (p.previous = 'study'));
    expect(keys(state, 0)).toEqual(['select:pilfer', 'select:deceive', 'select:inspect']);
    expect(manor.view(state, 1).players[0]?.previous).toBe('study');
  });
});

describe('manor RESOLVE ACTIONS', () => {
  it('"All players who selected the same action card as any other player gain one madness token from the supply."', () => {
    const state = selectAll(table(), ['study', 'study', 'study', 'pilfer']);
    expect(state.players.map((p) => p.madness)).toEqual([3, 3, 2, 1]);
  });

  it('"lowest initiative number resolves … first … in clockwise order starting with the player holding the Lantern"', () => {
    const state = table(2);
    state.players[0]!.selected = 'deceive';
    state.players[1]!.selected = 'pilfer';
    state.players[2]!.selected = 'inspect';
    state.players[3]!.selected = 'deceive';
    expect(resolutionOrder(state).map((r) => r.player)).toEqual([1, 3, 0, 2]);
  });

  it('"start with the Action ability at the top of the card followed by the room ability at the bottom of the card"', () => {
    let state = selectAll(table(), ['pilfer', 'study', 'study', 'inspect']);
    expect(actor(state)).toBe(0);
    expect(keys(state)).toEqual(['room:attic', 'room:basement', 'room:foyer', 'room:library']); // Pilfer: any room
    state = act(state, 'room:foyer');
    expect(state.roomMadness).toEqual([0, 0, 1, 0]);
    expect(keys(state)).toEqual(['room:basement', 'room:foyer']); // then the room ability
    state = act(state, 'room:foyer');
    // "If you steal a relic from a room with madness tokens on it, you must take all of the madness tokens"
    expect(state.players[0]?.madness).toBe(3);
    expect(state.roomMadness[2]).toBe(0);
    // "Each time you steal a relic, place it on top of your cache."
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'lapis-lazuli-amulet']);
  });

  it('"Room abilities require you to steal a relic … if possible": no way to decline, and one room left is taken at once', () => {
    let state = table();
    state.rooms[0] = null; // the Attic is empty
    state = selectAll(state, ['study', 'pilfer', 'pilfer', 'pilfer']);
    // Pilfer players go first (seats 1, 2, 3), each adding a token to a room, then stealing from the Basement or the Foyer.
    state = act(act(state, 'room:attic', 1), 'room:basement', 1);
    expect(keys(state, 2)).toEqual(['room:attic', 'room:basement', 'room:foyer', 'room:library']);
    state = act(state, 'room:attic', 2); // only the Foyer still holds a relic: taken at once
    expect(cacheDefs(state, 2)).toEqual(['skeleton-key', 'lapis-lazuli-amulet']);
    state = act(state, 'room:attic', 3); // the Basement and the Foyer are empty: nothing to steal
    expect(cacheDefs(state, 3)).toEqual(['skeleton-key']);
    expect(actor(state)).toBe(0);
    expect(keys(state)).toEqual(['amount:0', 'amount:1', 'amount:2']); // Study: "lose up to" 2
    state = act(state, 'amount:0');
    // Only the Library holds a relic: the steal is forced and needs no answer.
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'pearl-necklace']);
  });

  it('"The only time you are allowed to forego stealing a relic is if there are no relics in the rooms from which you are able to steal."', () => {
    let state = table();
    state.rooms[0] = null;
    state.rooms[3] = null;
    state = selectAll(state, ['study', 'deceive', 'deceive', 'deceive']);
    // Deceive (seats 1, 2, 3): exchange the Skeleton Key with a relic, then steal from the Attic or the Basement.
    state = act(state, 'room:foyer', 1); // then the Basement's Amber Amulet is the only relic to steal: taken at once
    expect(cacheDefs(state, 1)).toEqual(['lapis-lazuli-amulet', 'amber-amulet']);
    // Seats 2 and 3 can only exchange with the Foyer, and find nothing to steal.
    expect(cacheDefs(state, 2)).toHaveLength(1);
    expect(cacheDefs(state, 3)).toHaveLength(1);
    expect(actor(state)).toBe(0);
    state = act(state, 'amount:0');
    // Study's rooms (Attic, Library) are empty: no steal, and the round ends.
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key']);
    expect(state.round).toBe(2);
  });

  it('"The Deceive action card ability is not considered stealing and does not cause you to take any of the madness tokens on a room nor does it resolve the relic ability."', () => {
    let state = arrange(FOUR, {
      rooms: ['ancient-tablet', 'amber-amulet', 'ancient-tome', 'pearl-necklace'],
      roomMadness: [0, 0, 2, 0],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    state = selectAll(state, ['deceive', 'study', 'study', 'study']);
    state = act(state, 'room:foyer');
    expect(cacheDefs(state, 0)).toEqual(['ancient-tome']);
    expect(defs([state.rooms[2] ?? null])).toEqual(['skeleton-key']);
    expect(state.players[0]?.madness).toBe(1);
    expect(state.roomMadness[2]).toBe(2);
    expect(state.gods.map((g) => g.tokens)).toEqual([1, 1, 1]); // the Tome's icons did not resolve
    expect(keys(state)).toEqual(['room:attic', 'room:basement']); // straight on to the room ability
  });

  it('"When a relic has one or more steal abilities resolve them in the following order: awakening token, madness token, special ability."', () => {
    let state = arrange(FOUR, {
      rooms: ['ancient-tome', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'pilfer', 'pilfer', 'pilfer']);
    state = act(act(state, 'room:foyer', 1), 'room:basement', 1);
    state = act(act(state, 'room:foyer', 2), 'room:foyer', 3); // Player 3's steal is forced; Player 4 finds none
    state = act(act(state, 'amount:0'), 'room:attic');
    // The blue icon (+1) and the madness icon (+1) have resolved when the special ability asks its question.
    expect(state.gods[0]?.tokens).toBe(2);
    expect(state.players[0]?.madness).toBe(2);
    expect(state.prompt?.purpose).toBe('target-player');
    expect(keys(state)).toEqual(['player:1', 'player:2', 'player:3']);
    // "Another player of your choice must remove 1 token from any elder god": the chosen player chooses.
    state = act(state, 'player:2');
    expect(actor(state)).toBe(2);
    expect(keys(state)).toEqual(['god:blue', 'god:green', 'god:red']);
    state = act(state, 'god:green');
    expect(state.gods.map((g) => g.tokens)).toEqual([2, 0, 1]);
  });

  it('"Relic abilities must be resolved unless the ability uses the word \'may,\' at which point you decide"', () => {
    let state = arrange(THREE, {
      rooms: ['whispering-shell', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
      madness: [3, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(keys(state)).toEqual(['may:yes', 'may:no']);
    const declined = act(state, 'may:no');
    expect(declined.players[0]?.madness).toBe(3);
    let used = act(state, 'may:yes');
    used = act(used, 'player:2');
    expect(keys(used)).toEqual(['amount:0', 'amount:1', 'amount:2']);
    used = act(used, 'amount:2');
    expect(used.players.map((p) => p.madness)).toEqual([1, 2, 4]);
  });

  it('"if an awakening token icon has more than one color the player may choose any of the elder gods matching the colors of the icon"', () => {
    let state = arrange(THREE, {
      rooms: ['bloodstone-ring', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
    });
    state = selectAll(state, ['study', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(keys(state)).toEqual(['god:green', 'god:red']);
    state = act(state, 'god:red');
    expect(state.gods.map((g) => g.tokens)).toEqual([1, 1, 2]);
  });

  it('"*ADD OR REMOVE TOKEN": the Jade Statue lets the player add or remove', () => {
    let state = arrange(THREE, {
      rooms: ['jade-statue', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
    });
    state = selectAll(state, ['study', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(keys(state)).toEqual(['mode:add', 'mode:remove']);
    state = act(state, 'mode:remove'); // one green god: no further question
    expect(state.gods.map((g) => g.tokens)).toEqual([1, 0, 1]);
  });

  it('"Madness: Gain or Lose madness tokens": a losing icon never takes a player below none', () => {
    let state = arrange(THREE, {
      rooms: ['spirit-lamp', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
      madness: [1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(state.players[0]?.madness).toBe(0);
  });

  it('"INSPECT (4) REVEAL THE TOP CARD OF THE DECK. STEAL THAT CARD IF IT IS A RELIC."', () => {
    let state = arrange(THREE, {
      rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'],
      deck: ['rite-of-leng'],
      lantern: 0,
    });
    state = selectAll(state, ['inspect', 'study', 'study']);
    state = act(act(state, 'amount:0', 1), 'room:attic', 1);
    state = act(state, 'amount:0', 2); // the Library's relic is Player 3's only choice: taken at once
    // Player 1 reveals the Rite of Leng and steals it (its red icon resolves), then steals the Foyer's relic, the only one left.
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'rite-of-leng', 'lapis-lazuli-amulet']);
    expect(state.gods[2]?.tokens).toBe(2);
    expect(state.round).toBe(2);
  });
});

describe('manor END OF ROUND', () => {
  it('"If not, refill all empty rooms with cards from the top of the Manor deck. Pass the Lantern to the next player in clockwise order"', () => {
    let state = selectAll(table(3), ['study', 'study', 'study', 'study']);
    // Lantern at seat 3: Study resolves 3, 0, 1, 2; each loses nothing and steals.
    while (state.round === 1) state = act(state, keys(state)[0]!);
    expect(state.lantern).toBe(0);
    expect(state.phase).toBe('select');
    expect(defs(state.rooms)).toEqual(['silver-candelabrum', 'amber-amulet', 'lapis-lazuli-amulet', 'mummified-cat']);
    expect(state.players.map((p) => p.previous)).toEqual(['study', 'study', 'study', 'study']);
  });

  it('"Check to see if any elder gods have 6 or more awakening tokens. If so, proceed to the End of Game": no refill, no new round', () => {
    let state = table();
    state.gods[1]!.tokens = 6;
    state = selectAll(state, ['study', 'study', 'study', 'study']);
    while (state.phase === 'resolve') state = act(state, keys(state)[0]!);
    expect(state.phase).toBe('over');
    expect(state.result?.reason).toBe('god');
    expect(state.result?.god).toBe('green');
    expect(state.rooms.filter((r) => r === null).length).toBeGreaterThan(0);
  });
});
