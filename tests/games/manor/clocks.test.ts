/** The Clocks: the first is set aside, the second ends the game at once (THE SECOND CLOCK IS REVEALED). */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { endGame } from '../../../src/games/manor/endgame';
import { act, arrange, cacheDefs, defs, expectOver, FIVE, FOUR, keys, selectAll } from './helpers';

const ROOMS = ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'];

/** The log lines written after the first `from`. */
function logSince(state: ReturnType<typeof arrange>, from: number): string[] {
  return state.log.slice(from).map((l) => l.text);
}

describe('manor Clocks', () => {
  it('the first Clock out of the deck is set aside and the refill draws on', () => {
    let state = arrange(FOUR, { rooms: ROOMS, deck: ['clock', 'ruby-brooch'], lantern: 0 });
    state = selectAll(state, ['study', 'deceive', 'deceive', 'deceive']);
    while (state.round === 1) state = act(state, keys(state)[0]!);
    expect(state.clocksOut).toBe(1);
    expect(defs(state.rooms)).toContain('ruby-brooch');
    expect(manor.isOver(state)).toBe(false);
  });

  it('Inspect revealing the first Clock steals nothing; its room ability still resolves', () => {
    let state = arrange(FOUR, { rooms: ROOMS, deck: ['clock'], lantern: 0, madness: [1, 1, 1, 1] });
    state = selectAll(state, ['inspect', 'study', 'study', 'study']);
    state = act(act(state, 'amount:0', 1), 'room:attic', 1);
    state = act(state, 'amount:0', 2); // only the Library is left: taken at once
    state = act(state, 'amount:0', 3); // nothing left in the Attic or the Library
    // Inspect resolves last: the Clock is set aside, then the room ability takes the Foyer's relic.
    expect(state.clocksOut).toBe(1);
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'lapis-lazuli-amulet']);
  });

  it('"If the second Clock card is drawn … the game ends immediately": a refill that draws it ends the game', () => {
    let state = arrange(FOUR, { rooms: ROOMS, deck: ['clock'], lantern: 0 });
    state.clocksOut = 1;
    state = selectAll(state, ['study', 'deceive', 'deceive', 'deceive']);
    while (!manor.isOver(state)) state = act(state, keys(state)[0]!);
    expect(state.result?.reason).toBe('clock');
    expect(state.round).toBe(1);
    expect(state.lantern).toBe(0); // "Do not finish the round": the Lantern never passes
  });

  it('the second Clock revealed by Inspect while players later in the order are still to act: nothing more resolves, the end-game steps run', () => {
    let state = arrange(FOUR, {
      rooms: ROOMS,
      deck: ['clock', 'ruby-brooch'],
      lantern: 0,
      madness: [1, 1, 1, 1],
      roles: ['skeptic', 'occultist', 'night-watchman', 'medium'],
    });
    state.clocksOut = 1;
    // Study (seat 3) first, then Inspect from the Lantern clockwise: seats 0, 1, 2.
    state = selectAll(state, ['inspect', 'inspect', 'inspect', 'study']);
    const before = state.log.length;
    state = act(state, 'amount:0', 3); // Study: no tokens lost, then a steal from the Attic or the Library
    state = act(state, 'room:attic', 3);
    // Seat 0's Inspect revealed the second Clock as the steal ended: the game is over.
    expectOver(state);
    // "If the second Clock card was revealed while a player resolving their action, any further resolution is interrupted":
    // seat 0 does not steal from its rooms, seats 1 and 2 never resolve.
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key']);
    expect(cacheDefs(state, 1)).toEqual(['skeleton-key']);
    expect(cacheDefs(state, 2)).toEqual(['skeleton-key']);
    expect(state.deck[0]).toBeDefined();
    expect(defs([state.deck[0]!])).toEqual(['ruby-brooch']);
    // "Do not finish the round": no refill.
    expect(state.rooms[0]).toBeNull();
    // "Follow these steps in order: Reveal … Madness … Scoring"
    const log = logSince(state, before);
    const steps = ['Reveal.', 'Madness.', 'Scoring.'].map((line) => log.indexOf(line));
    expect(steps.every((at) => at >= 0)).toBe(true);
    expect(steps).toEqual(steps.slice().sort((a, b) => a - b));
    expect(log).not.toContain('Awakened.');
    expect(state.result?.reason).toBe('clock');
    expect(state.players.every((p) => p.rolePublic)).toBe(true);
    // Reveal, from the Lantern: the Occultist's effect (tied to a god awakening) does not resolve, the Night
    // Watchman's (tied to the second Clock) does, the Medium passes her token to the next player.
    expect(state.players.map((p) => p.madness)).toEqual([3, 2, 0, 0]);
    // Madness: Player 1 (3) is devoured. Scoring: Player 4 has the Tablet and the Key, 2 $.
    expect(state.result?.devoured).toEqual([0]);
    expect(state.result?.winners).toEqual([3]);
    expect(manor.outcome(state)).toEqual([0, 0, 0, 1]);
  });

  it("a second Clock drawn to refill the Vault ends the game before the stolen relic's abilities resolve, and before the other player's question it would have asked", () => {
    let state = arrange(FIVE, {
      rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace', 'ancient-tome'],
      roomMadness: [0, 0, 0, 0, 1],
      deck: ['clock'],
      lantern: 0,
      madness: [1, 1, 1, 1, 1],
    });
    state.clocksOut = 1;
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect', 'inspect']);
    state = act(state, 'amount:0', 0);
    state = act(state, 'room:vault', 0);
    expectOver(state);
    // The Tome is stolen with the Vault's token, but its icons and its "another player … must remove" never happen.
    expect(cacheDefs(state, 0)).toEqual(['skeleton-key', 'ancient-tome']);
    expect(state.gods.map((g) => g.tokens)).toEqual([1, 1, 1]);
    expect(state.players[0]?.madness).toBe(2);
    expect(state.prompt).toBeNull();
    expect(state.result?.reason).toBe('clock');
  });

  it('the end closes any open question: the seat it was put to has nothing left to answer', () => {
    let state = arrange(FOUR, { rooms: ['ancient-tome', ...ROOMS.slice(1)], lantern: 0, madness: [1, 1, 1, 1] });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    state = act(state, 'player:2'); // Player 3 must now choose a god to remove a token from
    expect(manor.toAct(state)).toEqual([2]);
    const ended = structuredClone(state);
    endGame(ended, 'clock');
    expectOver(ended);
    expect(manor.legalActions(ended, 2)).toEqual([]);
    expect(ended.tasks).toEqual([]);
  });
});
