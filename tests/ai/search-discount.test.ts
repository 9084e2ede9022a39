import { describe, expect, it } from 'vitest';
import { ismcts } from '../../src/ai';
import { findGame } from '../../src/games';

const evy = findGame('evy')!;

/** Plays Evy's room with Normal-sized search from its set-up until Evy's phase starts. */
function atEvysPhase() {
  let state = evy.setup({ adventure: 'evys-room', ties: 'auto' }, 5);
  const roll = evy.legalActions(state, 0).find((a) => a.key === 'roll');
  if (roll) state = evy.apply(state, 0, roll);
  return state;
}

describe('search discount (Game.searchDiscount)', () => {
  it("makes search take the quickest win: in Evy's room, Evy heads for the door two steps away", () => {
    const state = atEvysPhase();
    const view = evy.view(state, 0);
    const result = ismcts(evy, view, 0, { seed: 1, iterations: 300, depth: 20, rollout: 'heuristic' });
    const next = evy.apply(
      state,
      0,
      evy.legalActions(state, 0).find((a) => a.key === result.best)!,
    );
    const after = evy.view(next, 0) as unknown as { evy: { q: number; r: number } };
    const before = view as unknown as { evy: { q: number; r: number } };
    // Two steps win at once; without the discount every first move scored 1 and search wandered.
    expect(evy.isOver(next) || after.evy.r > before.evy.r).toBe(true);
  });

  it("plays Evy's room to a win in the first turn", () => {
    let state = evy.setup({ adventure: 'evys-room', ties: 'auto' }, 5);
    for (let ply = 0; ply < 12 && !evy.isOver(state); ply++) {
      const key = ismcts(evy, evy.view(state, 0), 0, {
        seed: ply,
        iterations: 300,
        depth: 20,
        rollout: 'heuristic',
      }).best;
      state = evy.apply(
        state,
        0,
        evy.legalActions(state, 0).find((a) => a.key === key)!,
      );
    }
    expect(evy.isOver(state)).toBe(true);
    expect(evy.outcome(state)).toEqual([1]);
  });
});
