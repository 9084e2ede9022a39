/** END OF GAME: more than one elder god, one elder god (Reveal, Awakened, Madness, Scoring), the second Clock. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { endGame } from '../../../src/games/manor/endgame';
import type { ManorState } from '../../../src/games/manor/state';
import { act, arrange, expectOver, FOUR, keys, selectAll, THREE, type Arrangement } from './helpers';

/** Faces whose effects stay out of the way unless a test picks another. */
const QUIET = { blue: 'sleeper-in-the-trench', green: 'the-rootmother', red: 'the-hollow-star' } as const;

function ended(a: Arrangement, god: 'blue' | 'green' | 'red' | null, players = FOUR): ManorState {
  const state = arrange(players, { ...a, faces: { ...QUIET, ...a.faces } });
  endGame(state, god === null ? 'clock' : 'god', god);
  expectOver(state);
  return state;
}

/** Roles that do nothing here: tied to the Clock, to Rites, or to pairs of relics. */
const PLAIN = ['skeptic', 'night-watchman', 'ritualist', 'heir'];

describe('manor END OF GAME: elder gods', () => {
  it('"MORE THAN ONE ELDER GOD IS AWAKENED: … All players lose the game!"', () => {
    let state = arrange(THREE, { tokens: [6, 6, 1], lantern: 0, roles: ['occultist', 'skeptic', 'antiquarian'] });
    state = selectAll(state, ['study', 'study', 'study']);
    while (!manor.isOver(state)) state = act(state, keys(state)[0]!);
    expect(state.result?.reason).toBe('gods');
    expect(state.result?.winners).toEqual([]);
    expect(manor.outcome(state)).toEqual([0, 0, 0]);
  });

  it('"the elder god will resolve any applicable abilities at the beginning of each step before the players resolve abilities on their role cards"', () => {
    // The Drowned Choir: "Reveal: each player gains 1 madness token". The Occultist: lose 3 when a god awakened.
    const state = ended(
      { faces: { blue: 'the-drowned-choir' }, roles: ['occultist', ...PLAIN.slice(1)], madness: [2, 0, 0, 0] },
      'blue',
    );
    // God first: 2 + 1 = 3, then the Occultist loses 3. Roles first would have left 1.
    expect(state.players[0]?.madness).toBe(0);
  });

  it('"players reveal their role cards one at a time beginning with the player holding the Lantern and proceeding in clockwise order"', () => {
    // Lantern at seat 2: the Medium (seat 2) gives 2 tokens to seat 3 before the Occultist (seat 3) loses 3.
    const state = ended(
      { lantern: 2, roles: ['skeptic', 'antiquarian', 'medium', 'occultist'], madness: [0, 0, 2, 1] },
      'green',
    );
    expect(state.players.map((p) => p.madness)).toEqual([0, 0, 0, 0]);
    const reveals = state.log.map((l) => l.text).filter((t) => / reveals /.test(t));
    expect(reveals.map((t) => t.split(' reveals')[0])).toEqual(['Player 3', 'Player 4', 'Player 1', 'Player 2']);
  });

  it('"Awakened: Resolve any awakened effect" — Dagon: "EACH PLAYER SHUFFLES THEIR CACHE AND REMOVES THEIR TOP 2 RELICS FROM THE GAME."', () => {
    const state = ended(
      {
        faces: { blue: 'dagon' },
        roles: PLAIN,
        caches: [['amber-amulet', 'ruby-brooch', 'pearl-necklace'], ['tarnished-crown'], [], []],
      },
      'blue',
    );
    expect(state.players.map((p) => p.cache.length)).toEqual([2, 0, 0, 0]);
    expect(state.removed).toHaveLength(2 + 2 + 1 + 1);
  });

  it('"THE PLAYER WITH THE LEAST TOKENS GAINS TOKENS" (Cthulhu): every player tied for the least gains 3', () => {
    const state = ended({ faces: { green: 'cthulhu' }, roles: PLAIN, madness: [1, 4, 1, 2] }, 'green');
    expect(state.players.map((p) => p.madness)).toEqual([4, 4, 4, 2]);
  });

  it('"Madness: … The player(s) with the greatest amount of total madness is devoured … If there is a tie for most madness, all tied players are devoured."', () => {
    // Total madness is the relics' madness values plus the tokens: Mummified Cat (2) + 3 = 5 for seat 1.
    const state = ended({ roles: PLAIN, madness: [5, 3, 2, 1], caches: [[], ['mummified-cat'], [], []] }, 'blue');
    expect(state.result?.madness).toEqual([5, 5, 2, 1]);
    expect(state.result?.devoured).toEqual([0, 1]);
    expect(state.players.map((p) => p.devoured)).toEqual([true, true, false, false]);
  });

  it('"If this results in all remaining players being devoured, all players lose the game."', () => {
    const state = ended({ roles: PLAIN, madness: [2, 2, 2, 2] }, 'red');
    expect(state.result?.devoured).toEqual([0, 1, 2, 3]);
    expect(state.result?.winners).toEqual([]);
    expect(manor.outcome(state)).toEqual([0, 0, 0, 0]);
  });

  it('"The player with the most $ wins. In the event of a tie, the player with the least madness among those tied wins."', () => {
    // Seat 0 is devoured (most madness); seats 1 and 2 tie on $ (Key 1 + Pearl Necklace 2); seat 2 is calmer.
    const state = ended(
      { roles: PLAIN, madness: [9, 2, 0, 0], caches: [[], ['pearl-necklace'], ['pearl-necklace'], []] },
      'blue',
    );
    expect(state.result?.dollars).toEqual([null, 3, 3, 1]);
    expect(state.result?.winners).toEqual([2]);
    expect(manor.outcome(state)).toEqual([0, 0, 1, 0]);
  });

  it('still tied after the least-madness rule, the tied players share the win', () => {
    const state = ended(
      { roles: PLAIN, madness: [9, 1, 1, 0], caches: [[], ['pearl-necklace'], ['pearl-necklace'], []] },
      'blue',
    );
    expect(state.result?.winners).toEqual([1, 2]);
    expect(manor.outcome(state)).toEqual([0, 0.5, 0.5, 0]);
  });

  it('Hastur: "SCORING: REMAINING PLAYERS SCORE THE [madness value] OF EACH RITE IN THEIR CACHE INSTEAD OF THE [$] VALUE."', () => {
    const caches = [[], ['rite-of-leng'], ['amber-amulet'], []];
    const hastur = ended({ faces: { red: 'hastur' }, roles: PLAIN, madness: [9, 0, 0, 0], caches }, 'red');
    // Rite of Leng: madness 3, $ 1. Under Hastur seat 1 scores 1 + 3; seat 2 scores 1 + 3 too, and has less madness.
    expect(hastur.result?.dollars).toEqual([null, 4, 4, 1]);
    const other = ended({ faces: { red: 'the-hollow-star' }, roles: PLAIN, madness: [9, 0, 0, 0], caches }, 'red');
    expect(other.result?.dollars).toEqual([null, 2, 4, 1]);
  });

  it('the Blue Cultist: "SCORE [$] IF AN ELDER GOD WAS AWAKENED. SCORE AN ADDITIONAL [$] IF THE BLUE ELDER GOD WAS AWAKENED."', () => {
    const roles = ['heir', 'blue-cultist', 'skeptic', 'antiquarian'];
    const blue = ended({ roles, madness: [9, 0, 0, 0] }, 'blue');
    const green = ended({ roles, madness: [9, 0, 0, 0] }, 'green');
    const clock = ended({ roles, madness: [9, 0, 0, 0] }, null);
    expect(blue.result?.dollars?.[1]).toBe(1 + 4 + 3);
    expect(green.result?.dollars?.[1]).toBe(1 + 4);
    expect(clock.result?.dollars?.[1]).toBe(1);
  });
});

describe('manor END OF GAME: the second Clock', () => {
  it('"Reveal: … Each player resolves any game end effect on their role card tied to second Clock being revealed", and not those tied to a god', () => {
    const state = ended(
      { roles: ['skeptic', 'occultist', 'night-watchman', 'antiquarian'], madness: [0, 4, 4, 9] },
      null,
    );
    expect(state.players.map((p) => p.madness)).toEqual([0, 4, 1, 9]);
    // Scoring: the Skeptic scores 5 more when the second Clock ended the game.
    expect(state.result?.dollars).toEqual([6, 1, 1, null]);
    expect(state.result?.winners).toEqual([0]);
    expect(state.log.map((l) => l.text)).not.toContain('Awakened.');
  });
});
