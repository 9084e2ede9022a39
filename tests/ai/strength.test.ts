/**
 * A quick strength check (the real figures are in `npm run bench -- strength`):
 * the Hard level's search, with a small iteration budget, beats random play
 * clearly. Games are seeded and the budget is counted in iterations, so the
 * result is the same on every machine; nothing here is timed.
 */
import { describe, expect, it } from 'vitest';
import { botFor, ismcts, levelSpec, type Bot } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { queen } from '../../src/games/queen';
import { playBots } from './play-bots';

const game: AnyGame = queen;

function play(bots: Bot[], seed: number): number[] {
  return playBots(game, { players: 2, variant: 'standard' }, seed, bots, (step) => seed * 1000 + step, 3000).outcome;
}

describe('strength', () => {
  it('Hard’s search with 150 iterations a move beats random play in at least 16 of 20 games', () => {
    const spec = levelSpec('hard');
    if (spec.kind !== 'ismcts') throw new Error('Hard is a search level');
    const hard: Bot = ({ view, seat, seed }) =>
      ismcts(game, view, seat, { seed, iterations: 150, rollout: spec.rollout, depth: spec.depth }).best;
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const hardSeat = g % 2;
      const bots = hardSeat === 0 ? [hard, botFor('random')] : [botFor('random'), hard];
      wins += play(bots, 9000 + g)[hardSeat] ?? 0;
    }
    console.info(`Hard (150 iterations) vs random: ${wins}/20`);
    // A coin would win 16 or more of 20 with probability 0.6%.
    expect(wins).toBeGreaterThanOrEqual(16);
  });
});
