/**
 * The Evy AI heads for the objective on maps a designer draws, not only on the
 * built-in ones: three maps made for this test (tests/fixtures/evy/) — a ring
 * corridor whose short side fills with monsters, a nursery where the baby is in
 * the far corner, and two floors with stairs back down beside the attic's start.
 * Normal plays each with its own iteration budget (no clock), in seeded runs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ismcts, levelSpec } from '../../../src/ai';
import { tryApply } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import type { EvyState } from '../../../src/games/evy/state';
import type { Adventure } from '../../../src/games/evy/types';

const MAPS = ['cellar-loop', 'nursery', 'two-floors'] as const;
const SEEDS = [1, 2, 3];
/** Turns allowed: about twice what the walk takes at two steps a turn, fights included. */
const TURN_LIMIT: Record<(typeof MAPS)[number], number> = { 'cellar-loop': 25, nursery: 30, 'two-floors': 20 };

function fixture(id: string): Adventure {
  return JSON.parse(readFileSync(`tests/fixtures/evy/${id}.json`, 'utf8')) as Adventure;
}

/** Plays the adventure with Normal's search until it is over or `turns` have passed; the final state. */
function playNormal(adventure: Adventure, seed: number, turns: number): EvyState {
  const spec = levelSpec('normal');
  if (spec.kind !== 'ismcts') throw new Error('Normal is a search level');
  let state = evy.setup({ custom: adventure, ties: 'auto' }, seed) as EvyState;
  for (let step = 0; !evy.isOver(state) && state.turn <= turns; step++) {
    const legal = evy.legalActions(state, 0);
    const key =
      legal.length === 1
        ? (legal[0] as (typeof legal)[number]).key
        : ismcts(evy, evy.view(state, 0), 0, {
            seed: seed * 10_000 + step,
            iterations: spec.iterations,
            rollout: spec.rollout,
            depth: spec.depth,
          }).best;
    const result = tryApply(evy, state, 0, { key });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state as EvyState;
  }
  return state;
}

describe('Evy AI at Normal on designer-made maps', () => {
  for (const id of MAPS) {
    it(`${id}: reaches the goal within ${TURN_LIMIT[id]} turns in every seeded run`, () => {
      const adventure = fixture(id);
      for (const seed of SEEDS) {
        const end = playNormal(adventure, seed, TURN_LIMIT[id]);
        expect({ seed, result: end.result }).toEqual({ seed, result: 'won' });
        expect(end.turn).toBeLessThanOrEqual(TURN_LIMIT[id]);
      }
    }, 600_000);
  }
});
