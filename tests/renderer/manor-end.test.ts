/**
 * The end of the game as the table tells it, step by step, from games ended by the
 * real rules ("END OF GAME", the 2-player and solo game ends): the effects that
 * applied in each step, each player's totals, who was devoured and who won.
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../src/games/manor';
import { endGame } from '../../src/games/manor/endgame';
import { run } from '../../src/games/manor/run';
import type { ManorState } from '../../src/games/manor/state';
import { endSteps, type EndStep } from '../../src/renderer/src/games/manor/manor-end';
import { FOUR, instance, situation, SOLO } from './manor-fixture';

/** Four players with known caches, tokens and roles; the Lantern with Player 1. */
function table(): ManorState {
  return situation(FOUR, {
    lantern: 0,
    caches: [['ancient-tome'], ['amber-amulet', 'lapis-lazuli-amulet'], ['rite-of-leng'], ['ancient-tablet']],
    madness: [2, 1, 5, 0],
    roles: ['night-watchman', 'antiquarian', 'blue-cultist', 'ritualist'],
    faces: { green: 'cthulhu' },
  });
}

function texts(steps: EndStep[]): Record<string, string[]> {
  return Object.fromEntries(steps.map((s) => [s.id, s.lines.map((l) => `${l.tone}: ${l.text}`)]));
}

describe('the end steps of the standard game', () => {
  it('the second Clock: Reveal (roles in Lantern order, effects tied to the Clock), Madness, Scoring', () => {
    const state = table();
    endGame(state, 'clock');
    run(state);
    const steps = endSteps(manor.view(state, 0));
    expect(steps.map((s) => s.title)).toEqual(['How the game ended', 'Reveal', 'Madness', 'Scoring']);
    expect(texts(steps)).toEqual({
      end: ['plain: The second Clock came out of the Manor deck: the game ended at once.'],
      reveal: [
        'plain: You: The Night Watchman',
        'plain: Player 2: The Antiquarian',
        'plain: Player 3: Blue Cultist',
        'plain: Player 4: The Ritualist',
        'effect: You (The Night Watchman): Reveal, if the second Clock ended the game: lose 3 madness tokens.',
      ],
      madness: [
        'plain: You: 3 madness (3 on relics + 0 tokens)',
        'plain: Player 2: 3 madness (2 on relics + 1 token)',
        'devoured: Player 3: 8 madness (3 on relics + 5 tokens) — devoured',
        'plain: Player 4: 0 madness (0 on relics + 0 tokens)',
        'plain: The most madness is 8: every player with it is devoured.',
      ],
      scoring: [
        'effect: You (The Night Watchman): Scoring, if the second Clock ended the game: score 3 $.',
        'effect: Player 2 (The Antiquarian): Scoring: score 1 $ for each relic in your cache worth 3 $ or more.',
        'effect: Player 4 (The Ritualist): Scoring: score 3 $ for each Rite in your cache.',
        'plain: You: 8 $ (5 from relics, 3 from effects)',
        'winner: Player 2: 9 $ (7 from relics, 2 from effects) — wins',
        'plain: Player 4: 2 $ from relics',
        'plain: Player 2 has the most $ (9) and wins.',
      ],
    });
    // The totals are the rules' own.
    expect(state.result?.winners).toEqual([1]);
    expect(state.result?.devoured).toEqual([2]);
  });

  it('one god awake: its effect opens its step; a Cultist scores, but not the bonus of another colour', () => {
    const state = table();
    state.gods.forEach((g) => (g.tokens = g.colour === 'green' ? 6 : 2));
    endGame(state, 'god', 'green');
    run(state);
    const steps = texts(endSteps(manor.view(state, 1)));
    expect(steps.end).toEqual(['plain: The green elder god, Cthulhu, awoke at the end of the round.']);
    expect(steps.reveal?.filter((l) => l.startsWith('effect'))).toEqual([]);
    expect(steps.awakened).toEqual([
      'effect: Cthulhu: Awakened: the player(s) with the fewest madness tokens gain 3 madness tokens.',
    ]);
    expect(steps.madness).toContain('devoured: Player 3: 8 madness (3 on relics + 5 tokens) — devoured');
    expect(steps.madness).toContain('plain: Player 4: 3 madness (0 on relics + 3 tokens)');
    // The Cultist is devoured, so its Scoring effects are not listed among the survivors'.
    expect(steps.scoring?.at(-1)).toBe('plain: You have the most $ (9) and win.');
  });

  it('two gods awake: one step says all lose; a step where nothing acts says so', () => {
    const doomed = table();
    doomed.gods.forEach((g) => (g.tokens = g.colour === 'red' ? 1 : 7));
    endGame(doomed, 'gods');
    run(doomed);
    const steps = endSteps(manor.view(doomed, 'spectator'));
    expect(steps).toHaveLength(1);
    expect(steps[0]?.lines[0]?.text).toMatch(/^More than one elder god awoke \(.+ and .+\): doom falls/);
    expect(steps[0]?.lines[0]?.tone).toBe('devoured');

    const quiet = table();
    quiet.players.forEach((p) => (p.role = 'skeptic'));
    quiet.gods.forEach((g) => (g.face = g.colour === 'blue' ? 'the-drowned-choir' : g.face));
    endGame(quiet, 'god', 'blue');
    run(quiet);
    const awakened = endSteps(manor.view(quiet, 0)).find((s) => s.id === 'awakened');
    expect(awakened?.lines).toEqual([{ text: 'Nothing happens in this step.', tone: 'plain' }]);
  });

  it('no view before the end', () => {
    expect(endSteps(manor.view(table(), 0))).toEqual([]);
  });
});

describe('the end steps of the solo game', () => {
  /** Lovecraft's cache is `lovecraft` alone, face down. */
  function solo(myMadness: number, lovecraft: string[]): ManorState {
    const state = situation(SOLO, { caches: [['ancient-tablet']], madness: [myMadness, 1, 0], roles: ['antiquarian'] });
    const author = state.players[2]!;
    author.cache = lovecraft.map(instance);
    author.hidden = author.cache.slice();
    return state;
  }

  it('the second Clock: below the Cultist’s madness, then more $ than Lovecraft, counting his face-down relics', () => {
    const won = solo(0, ['ancient-tablet']);
    endGame(won, 'clock');
    run(won);
    const steps = texts(endSteps(manor.view(won, 0)));
    expect(steps.madness).toEqual([
      'plain: You: 0 madness (0 on relics + 0 tokens)',
      'devoured: The Green Cultist: 1 madness (0 on relics + 1 token) — devoured',
      'plain: Yours is below the Cultist’s: the Cultist is devoured.',
    ]);
    expect(steps.scoring?.slice(-2)).toEqual([
      'plain: Lovecraft: 1 $, counting every relic in his cache, face-down ones too.',
      'winner: You have more $ than Lovecraft: you win!',
    ]);

    const lost = solo(1, ['amber-amulet']);
    endGame(lost, 'clock');
    run(lost);
    const lostSteps = texts(endSteps(manor.view(lost, 0)));
    expect(lostSteps.madness?.at(-1)).toBe('plain: Yours is not below the Cultist’s: you are devoured.');
    expect(lostSteps.scoring).toBeUndefined();
  });

  it('any god awake devours the player at once', () => {
    const state = solo(0, []);
    endGame(state, 'gods');
    run(state);
    const steps = endSteps(manor.view(state, 0));
    expect(steps.map((s) => s.lines.map((l) => l.text))).toEqual([
      ['An elder god awoke at the end of the round: in the solo game that devours you.'],
    ]);
  });
});
