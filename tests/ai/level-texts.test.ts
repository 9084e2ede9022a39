/**
 * The level texts on a setup screen: budgets and descriptions are the same for every
 * game, while each level's strength is what was measured at the game asked about —
 * never another game's figure, and a neutral text where nothing was measured.
 */
import { describe, expect, it } from 'vitest';
import { aiLevelsFor, PER_GAME_STRENGTH, UNMEASURED_STRENGTH } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { GAMES } from '../../src/games';

const LEVELS = ['random', 'greedy', 'easy', 'normal', 'hard', 'expert'] as const;
const byLevel = (game?: Pick<AnyGame, 'aiNotes'>) =>
  Object.fromEntries(aiLevelsFor(game).map((l) => [l.level, l.strength]));

describe('AI level texts per game', () => {
  it("quotes a game's own notes, and the neutral text for the levels it left out", () => {
    const strengths = byLevel({ aiNotes: { hard: 'won 9 of 10 against Greedy' } });
    expect(strengths).toEqual({
      random: UNMEASURED_STRENGTH,
      greedy: UNMEASURED_STRENGTH,
      easy: UNMEASURED_STRENGTH,
      normal: UNMEASURED_STRENGTH,
      hard: 'won 9 of 10 against Greedy',
      expert: UNMEASURED_STRENGTH,
    });
    expect(Object.values(byLevel({}))).toEqual(LEVELS.map(() => UNMEASURED_STRENGTH));
  });

  it('without a game every strength is the neutral per-game text, and the rest of the words do not change', () => {
    expect(Object.values(byLevel())).toEqual(LEVELS.map(() => PER_GAME_STRENGTH));
    const strip = (levels: ReturnType<typeof aiLevelsFor>) => levels.map(({ strength: _s, ...words }) => words);
    expect(strip(aiLevelsFor({ aiNotes: { easy: 'x' } }))).toEqual(strip(aiLevelsFor()));
  });

  it("no game's setup screen shows another game's figures", () => {
    for (const game of GAMES) {
      const shown = Object.values(byLevel(game));
      for (const other of GAMES.filter((g) => g !== game)) {
        for (const note of Object.values(other.aiNotes ?? {})) expect(shown).not.toContain(note);
      }
    }
  });

  it('descriptions and budgets name no game and quote no result', () => {
    const names = GAMES.flatMap((g) => [g.id, g.name]);
    for (const level of aiLevelsFor()) {
      const words = `${level.description} ${level.budget} ${level.strength}`;
      for (const name of names) expect(words.toLowerCase()).not.toContain(name.toLowerCase());
      expect(words).not.toMatch(/\d+\s*%/);
    }
  });
});
