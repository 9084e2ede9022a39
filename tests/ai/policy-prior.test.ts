/**
 * `Game.policyPrior`: a search with heuristic rollouts tries the policy's move first and
 * favours it by the prior, so a small budget keeps the policy's plan and a large one can
 * still overturn it when its playouts show a better move (A Touch of Evil declares one:
 * docs/AI.md).
 */
import { describe, expect, it } from 'vitest';
import { ismcts } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { sticksGame } from '../fixtures/sticks-game';

/** Sticks whose rollout policy always takes one stick (a poor plan), with the given prior. */
function takesOne(policyPrior: number | undefined): AnyGame {
  return {
    ...(sticksGame as unknown as AnyGame),
    policyPrior,
    rolloutPolicy: (state, seat) => sticksGame.legalActions(state as never, seat)[0]!,
  };
}

// 7 sticks: taking 3 leaves a multiple of four, the winning move; the policy takes 1.
const state = sticksGame.setup({ players: 2, sticks: 7 }, 1);
const view = sticksGame.view(state, 0);
const visitsOf = (result: ReturnType<typeof ismcts>, key: string): number =>
  result.stats.find((s) => s.key === key)?.visits ?? 0;

describe('policy prior (Game.policyPrior)', () => {
  it("tries the policy's move first", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = ismcts(takesOne(1), view, 0, { seed, iterations: 1, depth: 20, rollout: 'heuristic' });
      expect(visitsOf(result, 'take:1')).toBe(1);
    }
  });

  it("without a prior the first try is any move, not always the policy's", () => {
    const firsts = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
        const result = ismcts(takesOne(undefined), view, 0, { seed, iterations: 1, depth: 20, rollout: 'heuristic' });
        return result.stats.find((s) => s.visits === 1)!.key;
      }),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it("a strong prior keeps the policy's move at a small budget; none finds the winning one", () => {
    const options = { seed: 3, iterations: 60, depth: 20, rollout: 'heuristic' as const };
    expect(ismcts(takesOne(20), view, 0, options).best).toBe('take:1');
    expect(ismcts(takesOne(undefined), view, 0, options).best).toBe('take:3');
  });

  it('a mild prior is overturned by a large budget that shows a better move', () => {
    const result = ismcts(takesOne(0.5), view, 0, { seed: 3, iterations: 3000, depth: 20, rollout: 'heuristic' });
    expect(result.best).toBe('take:3');
  });

  it('random rollouts ignore the prior (it belongs to the policy)', () => {
    const tried = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const result = ismcts(takesOne(20), view, 0, { seed, iterations: 1, depth: 20, rollout: 'random' });
      return result.stats.find((s) => s.visits === 1)!.key;
    });
    expect(new Set(tried).size).toBeGreaterThan(1);
  });

  it('A Touch of Evil declares a prior', () => {
    expect(findGame('touch')!.policyPrior).toBeGreaterThan(0);
  });
});
