/** describe's words, evaluate's range and sense, and the rollout policy's legality and preferences. */
import { describe as group, expect, it } from 'vitest';
import { createRng } from '../../../src/engine';
import { manor } from '../../../src/games/manor';
import { endGame } from '../../../src/games/manor/endgame';
import { act, arrange, FIVE, FOUR, keys, selectAll, SOLO } from './helpers';

function described(state: ReturnType<typeof arrange>, seat?: number): string[] {
  const who = seat ?? manor.toAct(state)[0]!;
  return manor.legalActions(state, who).map((a) => manor.describe(a, state));
}

group('manor describe', () => {
  it('names the action card, its initiative, its action ability and its rooms', () => {
    const state = arrange(FOUR, {});
    expect(described(state, 0)).toEqual([
      'Play Pilfer (1): Add 1 madness token from the supply to any room in the Manor. Then steal from the Basement or the Foyer.',
      'Play Deceive (2): Exchange the relic on top of your cache with any relic in the Manor. This is not a steal. Then steal from the Attic or the Basement.',
      'Play Study (3): Lose up to 2 madness tokens. Then steal from the Attic or the Library.',
      'Play Inspect (4): Reveal the top card of the deck. Steal that card if it is a relic. Then steal from the Foyer or the Library.',
    ]);
  });

  it('mentions the Vault a card may also steal from at five and six players', () => {
    expect(described(arrange(FIVE, {}), 0)[2]).toMatch(/the Attic or the Library, or the Vault\.$/);
  });

  it("describes steals with the relic and the tokens taken, Pilfer's tokens and Deceive's exchange", () => {
    let state = arrange(FOUR, {
      rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'],
      roomMadness: [0, 2, 0, 0],
      lantern: 0,
    });
    state = selectAll(state, ['pilfer', 'deceive', 'study', 'inspect']);
    expect(described(state)[1]).toBe('Add 1 madness token to the Basement');
    state = act(state, 'room:attic');
    expect(described(state)).toEqual([
      'Steal Amber Amulet from the Basement and its 2 madness tokens',
      'Steal Lapis Lazuli Amulet from the Foyer',
    ]);
    state = act(state, 'room:foyer');
    expect(described(state)[0]).toBe('Exchange Skeleton Key for Ancient Tablet in the Attic');
  });

  it('describes the solo fates with the room and its relic', () => {
    const state = act(
      arrange(SOLO, { rooms: ['rite-of-leng', 'obsidian-statue', 'elder-sign', 'amber-amulet'] }),
      'select:inspect',
    );
    expect(described(state)).toEqual([
      'The Attic (Rite of Leng): give it to the Cultist',
      'The Attic (Rite of Leng): give it to Lovecraft face down',
      'The Attic (Rite of Leng): leave it for the next round',
    ]);
  });
});

group('manor evaluate', () => {
  it('stays within [0, 1] and gives the outcome once the game is over', () => {
    const state = arrange(FOUR, { madness: [9, 0, 0, 0], caches: [[], ['amber-amulet'], [], []] });
    for (let seat = 0; seat < 4; seat++) {
      const value = manor.evaluate!(state, seat);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    endGame(state, 'clock');
    expect([0, 1, 2, 3].map((seat) => manor.evaluate!(state, seat))).toEqual(manor.outcome(state));
  });

  it('prefers being calm and rich: the maddest seat is worth less, the richest more', () => {
    const state = arrange(FOUR, {
      faces: { blue: 'sleeper-in-the-trench', green: 'the-rootmother', red: 'the-hollow-star' },
      madness: [6, 1, 1, 1],
      caches: [[], ['ruby-brooch'], [], []],
    });
    const values = [0, 1, 2, 3].map((seat) => manor.evaluate!(state, seat));
    expect(values[0]).toBeLessThan(values[2]!);
    expect(values[1]).toBeGreaterThan(values[2]!);
  });

  it('solo: worth less with the gods about to wake', () => {
    const calm = arrange(SOLO, { tokens: [2, 2, 2], madness: [0, 3, 0] });
    const doomed = arrange(SOLO, { tokens: [5, 2, 2], madness: [0, 3, 0] });
    expect(manor.evaluate!(doomed, 0)).toBeLessThan(manor.evaluate!(calm, 0));
  });
});

group('manor rolloutPolicy', () => {
  it('only returns legal actions', () => {
    const rng = createRng('rollout');
    for (const players of [1, 2, 4, 6] as const) {
      let state = manor.setup({ players }, players);
      for (let i = 0; i < 200 && !manor.isOver(state); i++) {
        const seat = manor.toAct(state)[0]!;
        const action = manor.rolloutPolicy!(state, seat, rng);
        expect(keys(state, seat)).toContain(action.key);
        state = manor.apply(state, seat, action);
      }
    }
  });

  it('steals the relic worth most for its madness, and takes "may" abilities', () => {
    let state = arrange(FOUR, {
      rooms: ['ancient-tablet', 'mummified-cat', 'tarnished-crown', 'whispering-shell'],
      lantern: 0,
      madness: [2, 1, 1, 1],
    });
    state = selectAll(state, ['pilfer', 'study', 'study', 'study']);
    state = act(state, 'room:attic');
    const rng = createRng(1);
    // Basement: Mummified Cat (2 $, madness 2); Foyer: Tarnished Crown (5 $, madness 2).
    expect(manor.rolloutPolicy!(state, 0, rng).key).toBe('room:foyer');
    state = act(state, 'room:foyer');
    // Study, from the Lantern: seat 1 loses nothing and takes the Whispering Shell ("You may give …").
    state = act(act(state, 'amount:0', 1), 'room:library', 1);
    expect(state.prompt?.purpose).toBe('may');
    expect(manor.rolloutPolicy!(state, 1, rng).key).toBe('may:yes');
  });
});
