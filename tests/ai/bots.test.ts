/**
 * The baseline bots: they only ever see a view, are deterministic for a seed,
 * pick legal actions, and greedy is stronger than random at Queen.
 */
import { describe, expect, it } from 'vitest';
import { AI_LEVELS, botFor, greedyBot, randomBot, type Bot } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { queen } from '../../src/games/queen';
import { sticksGame } from '../fixtures/sticks-game';
import { playBots } from './play-bots';

const QUEEN_2P = { players: 2, variant: 'standard' } as const;

/** Plays one game between bots (one per seat) and returns the final outcome and the keys played. */
function playOut(game: AnyGame, config: unknown, seed: number, bots: Bot[]): { outcome: number[]; keys: string[] } {
  return playBots(game, config, seed, bots, (step) => seed * 10_007 + step);
}

describe('random and greedy bots', () => {
  it('are deterministic for a seed and only choose legal actions', () => {
    for (const bot of [randomBot, (input: Parameters<Bot>[0]) => greedyBot(input)]) {
      const a = playOut(queen, QUEEN_2P, 17, [bot, bot]);
      const b = playOut(queen, QUEEN_2P, 17, [bot, bot]);
      expect(b.keys).toEqual(a.keys);
      expect(a.keys.length).toBeGreaterThan(0);
    }
  });

  it('random play varies with the seed', () => {
    const state = sticksGame.setup({ players: 2, sticks: 20 }, 1);
    const view = sticksGame.view(state, 0);
    const keys = new Set(Array.from({ length: 40 }, (_, seed) => randomBot({ game: sticksGame, view, seat: 0, seed })));
    expect(keys).toEqual(new Set(['take:1', 'take:2', 'take:3']));
  });

  it('greedy takes the move that leaves a losing position (sticks: 7 left → take 3)', () => {
    const state = sticksGame.setup({ players: 2, sticks: 7 }, 1);
    const view = sticksGame.view(state, 0);
    for (let seed = 0; seed < 10; seed++) expect(greedyBot({ game: sticksGame, view, seat: 0, seed })).toBe('take:3');
  });

  it('greedy falls back to random play for a game without evaluate', () => {
    const { evaluate: _dropped, ...rest } = sticksGame;
    const noHeuristic = rest as AnyGame;
    const state = noHeuristic.setup({ players: 2, sticks: 7 }, 1);
    const view = noHeuristic.view(state, 0);
    const picks = Array.from({ length: 10 }, (_, seed) => greedyBot({ game: noHeuristic, view, seat: 0, seed }));
    expect(picks).toEqual(picks.map((_, seed) => randomBot({ game: noHeuristic, view, seat: 0, seed })));
  });

  it('greedy beats random at Queen over 200 two-player games, seats alternating', () => {
    const games = 200;
    let greedyWins = 0;
    for (let g = 0; g < games; g++) {
      const greedySeat = g % 2;
      const bots: Bot[] =
        greedySeat === 0 ? [botFor('greedy'), botFor('random')] : [botFor('random'), botFor('greedy')];
      const { outcome } = playOut(queen, QUEEN_2P, 1000 + g, bots);
      greedyWins += outcome[greedySeat] ?? 0;
    }
    const rate = greedyWins / games;
    console.info(`greedy vs random at queen: greedy won ${greedyWins}/${games} (${(rate * 100).toFixed(1)}%)`);
    // With 200 games, a fair coin exceeds 60% with probability under 0.3%.
    expect(rate).toBeGreaterThan(0.6);
  });

  it('AI_LEVELS offers every level a bot exists for, with words for the setup screen', () => {
    expect(AI_LEVELS.map((l) => l.level)).toEqual(['random', 'greedy', 'easy', 'normal', 'hard', 'expert']);
    for (const level of AI_LEVELS) {
      expect(typeof botFor(level.level)).toBe('function');
      expect(level.label.length).toBeGreaterThan(0);
      expect(level.description.length).toBeGreaterThan(20);
      expect(level.budget).toMatch(/at once|thinks about/);
      expect(level.strength.length).toBeGreaterThan(5);
      // Only words go to the setup screen, not search parameters.
      expect(Object.keys(level).sort()).toEqual(['budget', 'description', 'label', 'level', 'strength']);
    }
  });
});
