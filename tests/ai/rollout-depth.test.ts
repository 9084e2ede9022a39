/**
 * `Game.rolloutDepth` caps the plies search plays in a rollout before it evaluates,
 * below the level's depth (Evy: 8, as its rollouts die where the evaluated position
 * is sound; docs/rules/evy.md, "Win rates").
 */
import { describe, expect, it } from 'vitest';
import { ismcts } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';

const evy = findGame('evy')!;

/** Evy with a rollout policy that counts its calls, and the given cap. */
function counting(rolloutDepth: number | undefined): { game: AnyGame; calls: () => number } {
  let calls = 0;
  const policy = evy.rolloutPolicy!.bind(evy);
  const game: AnyGame = {
    ...evy,
    rolloutDepth,
    rolloutPolicy: (state, seat, rng) => {
      calls++;
      return policy(state, seat, rng);
    },
  };
  return { game, calls: () => calls };
}

describe('rollout depth (Game.rolloutDepth)', () => {
  const state = evy.setup({ adventure: 'park', ties: 'auto' }, 3);
  const view = evy.view(state, 0);

  it('a rollout stops at the game’s cap when the level would go deeper', () => {
    const capped = counting(3);
    ismcts(capped.game, view, 0, { seed: 1, iterations: 1, depth: 20, rollout: 'heuristic' });
    expect(capped.calls()).toBeGreaterThan(0);
    expect(capped.calls()).toBeLessThanOrEqual(3);

    const free = counting(undefined);
    ismcts(free.game, view, 0, { seed: 1, iterations: 1, depth: 20, rollout: 'heuristic' });
    expect(free.calls()).toBeGreaterThan(3);
  });

  it('the level’s depth still rules when it is the smaller', () => {
    const capped = counting(8);
    ismcts(capped.game, view, 0, { seed: 1, iterations: 1, depth: 2, rollout: 'heuristic' });
    expect(capped.calls()).toBeLessThanOrEqual(2);
  });

  it('Evy declares 8', () => {
    expect(evy.rolloutDepth).toBe(8);
  });
});
