/** 2 PLAYER RULES: Lovecraft as a third player, his turn taken by the Lantern holder, and his end of the game. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { endGame } from '../../../src/games/manor/endgame';
import { act, actor, arrange, cacheDefs, expectOver, keys, selectAll, TWO } from './helpers';

const LOVECRAFT = 2;

function table(lantern: number, rooms = ['ancient-tablet', 'bloodstone-ring', 'ancient-tome', 'pearl-necklace']) {
  return arrange(TWO, { rooms, roomMadness: [0, 2, 0, 0], lantern, madness: [1, 1, 0] });
}

describe('manor 2 players: GAME PLAY', () => {
  it('"After both players have resolved their actions the player in possession of the Lantern takes a turn for Lovecraft": "Lovecraft steals a relic from any room of the player\'s choosing"', () => {
    let state = selectAll(table(1), ['pilfer', 'inspect']);
    // Pilfer (seat 0): a token to a room, then a steal from the Basement or the Foyer.
    state = act(act(state, 'room:attic', 0), 'room:foyer', 0);
    state = act(state, 'player:2', 0); // the Tome: "another player of your choice", Lovecraft included
    expect(actor(state)).toBe(1); // Lovecraft's choice of god is made by the Lantern holder
    state = act(state, 'god:red', 1);
    // Inspect (seat 1) reveals the deck's top card and steals it, then steals from the Foyer or the Library.
    while (state.prompt?.purpose !== 'lovecraft-room') state = act(state, keys(state)[0]!);
    expect(actor(state)).toBe(1);
    expect(state.prompt?.player).toBe(LOVECRAFT);
    expect(keys(state)).toEqual(['room:attic', 'room:basement']);
    // "If you steal a relic from a room with madness tokens on it, you must take all of the madness tokens": Lovecraft too.
    state = act(state, 'room:basement');
    expect(cacheDefs(state, LOVECRAFT)).toEqual(['bloodstone-ring']);
    expect(state.players[LOVECRAFT]?.madness).toBe(2);
    // "The player controlling Lovecraft resolves the stolen relic's ability": the Bloodstone Ring's green-or-red choice.
    expect(actor(state)).toBe(1);
    expect(keys(state)).toEqual(['god:green', 'god:red']);
  });

  it('"cards referencing other players include the player and their opponent"', () => {
    let state = selectAll(table(0, ['ancient-tome', 'amber-amulet', 'ancient-tablet', 'pearl-necklace']), [
      'study',
      'study',
    ]);
    // Study from the Lantern (seat 0): neither takes the Attic's Tome.
    state = act(act(state, 'amount:0', 0), 'room:library', 0);
    state = act(state, 'amount:0', 1); // the Attic's Tome is seat 1's only choice now… unless it is Lovecraft's
    expect(cacheDefs(state, 1)).toEqual(['skeleton-key', 'ancient-tome']);
    state = act(state, 'player:2', 1);
    state = act(state, 'god:blue', 0);
    // Lovecraft's turn (Lantern: seat 0): he steals the Ancient Tablet or the Amber Amulet.
    expect(actor(state)).toBe(0);
    expect(keys(state)).toEqual(['room:basement', 'room:foyer']);
  });

  it('the Tome stolen by Lovecraft: "another player of your choice" is either seat, chosen by the Lantern holder', () => {
    let state = selectAll(table(0, ['ancient-tablet', 'amber-amulet', 'pearl-necklace', 'ancient-tome']), [
      'pilfer',
      'pilfer',
    ]);
    state = act(act(state, 'room:attic', 0), 'room:basement', 0);
    state = act(state, 'room:attic', 1); // seat 1 steals the Foyer's relic, the only one left in its rooms
    state = act(state, 'room:library', 0); // Lovecraft (for seat 0) steals the Tome
    expect(state.prompt?.player).toBe(LOVECRAFT);
    expect(actor(state)).toBe(0);
    expect(keys(state)).toEqual(['player:0', 'player:1']);
  });

  it('the Lantern passes every round, so control of Lovecraft alternates; "a shared card" still gives each player 1 madness', () => {
    let state = selectAll(
      arrange(TWO, {
        rooms: ['ancient-tablet', 'bloodstone-ring', 'ancient-tome', 'pearl-necklace'],
        deck: ['silver-candelabrum', 'silver-candelabrum', 'mummified-cat', 'mummified-cat', 'ancient-tablet'],
        lantern: 1,
        madness: [1, 1, 0],
      }),
      ['study', 'study'],
    );
    expect(state.players.map((p) => p.madness)).toEqual([2, 2, 0]);
    while (state.prompt?.purpose !== 'lovecraft-room') state = act(state, keys(state)[0]!);
    expect(actor(state)).toBe(1);
    while (state.round === 1) state = act(state, keys(state)[0]!);
    expect(state.lantern).toBe(0);
    state = selectAll(state, ['deceive', 'inspect']);
    while (state.prompt?.purpose !== 'lovecraft-room') state = act(state, keys(state)[0]!);
    expect(actor(state)).toBe(0);
  });
});

describe('manor 2 players: GAME END', () => {
  it('"reveal Lovecraft\'s role just like any other player … after each player has resolved their Role ability"', () => {
    const state = arrange(TWO, { lantern: 1, roles: ['skeptic', 'antiquarian', 'dreamer'], madness: [3, 1, 5] });
    endGame(state, 'god', 'blue');
    const reveals = state.log.map((l) => l.text).filter((t) => / reveals /.test(t));
    expect(reveals).toEqual([
      'Player 2 reveals The Antiquarian.',
      'Player 1 reveals The Skeptic.',
      'Lovecraft reveals The Dreamer.',
    ]);
    // The Dreamer loses 4 when a god awakened: Lovecraft is no longer the maddest; Player 1 is devoured.
    expect(state.result?.devoured).toEqual([0]);
  });

  it('"he could be devoured for having the most madness during the Madness step"', () => {
    const state = arrange(TWO, { lantern: 0, roles: ['skeptic', 'antiquarian', 'recluse'], madness: [0, 1, 9] });
    endGame(state, 'clock');
    expect(state.result?.devoured).toEqual([LOVECRAFT]);
    // The Skeptic scores 5 more at the second Clock.
    expect(manor.outcome(state)).toEqual([1, 0]);
  });

  it('"should he survive could win the game instead of the players": both seats score 0', () => {
    const state = arrange(TWO, {
      lantern: 0,
      roles: ['skeptic', 'antiquarian', 'prophet'],
      madness: [5, 1, 0],
      caches: [[], [], ['tarnished-crown', 'ruby-brooch']],
    });
    endGame(state, 'god', 'green');
    expectOver(state);
    expect(state.result?.winners).toEqual([LOVECRAFT]);
    expect(manor.outcome(state)).toEqual([0, 0]);
  });
});
