/**
 * A quick strength check (the real figures are in `npm run bench -- strength`):
 * the Hard level's search, with a small iteration budget, beats random play
 * clearly. Games are seeded and the budget is counted in iterations, so the
 * result is the same on every machine; nothing here is timed.
 */
import { describe, expect, it } from 'vitest';
import { botFor, ismcts, levelSpec, type Bot } from '../../src/ai';
import { tryApply, type AnyGame, type Seat } from '../../src/engine';
import { queen } from '../../src/games/queen';

const game: AnyGame = queen;

function play(bots: Bot[], seed: number): number[] {
  let state: unknown = game.setup({ players: 2, variant: 'standard' }, seed);
  for (let step = 0; !game.isOver(state); step++) {
    if (step > 3000) throw new Error(`seed ${seed}: no end after 3000 moves`);
    const seat = game.toAct(state)[0] as Seat;
    const key = bots[seat]!({ game, view: game.view(state, seat), seat, seed: seed * 1000 + step });
    const result = tryApply(game, state, seat, { key });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return game.outcome(state);
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
