/** The search fast path: clone, step, forSearch and determinizer agree with apply and determinize. */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, stateHash } from '../../../src/engine';
import { manor } from '../../../src/games/manor';
import type { ManorState } from '../../../src/games/manor/state';

/** States met along a seeded random game, one per step. */
function statesOf(players: 1 | 2 | 4 | 5, seed: number): ManorState[] {
  const rng = createRng(`path:${seed}`);
  const out: ManorState[] = [];
  let state = manor.setup({ players }, seed);
  while (!manor.isOver(state)) {
    out.push(state);
    const seat = manor.toAct(state)[nextInt(rng, manor.toAct(state).length)]!;
    const legal = manor.legalActions(state, seat);
    state = manor.apply(state, seat, legal[nextInt(rng, legal.length)]!);
  }
  return out;
}

describe('manor search fast path', () => {
  for (const players of [1, 2, 4, 5] as const) {
    it(`${players} player(s): step agrees with apply, clones share nothing, forSearch plays the same game`, () => {
      const rng = createRng(players);
      for (const state of statesOf(players, players * 7)) {
        const seat = manor.toAct(state)[0]!;
        const action = manor.legalActions(state, seat)[0]!;
        const before = stateHash(state);
        const copy = manor.clone!(state);
        manor.step!(copy, seat, action);
        expect(stateHash(copy)).toBe(stateHash(manor.apply(state, seat, action)));
        expect(stateHash(state)).toBe(before);
        // Mutating everything a clone holds leaves the original alone.
        const scratch = manor.clone!(state);
        scratch.prompt?.options.push('nothing');
        scratch.tasks.forEach((t) => Object.assign(t, { player: 99 }));
        scratch.players.forEach((p) => p.cache.push(-1));
        expect(stateHash(state)).toBe(before);
        const lean = manor.forSearch!(state);
        manor.step!(lean, seat, action);
        expect(manor.toAct(lean)).toEqual(manor.toAct(copy));
        expect(manor.isOver(lean)).toBe(manor.isOver(copy));
        for (const s of manor.toAct(copy)) {
          expect(manor.legalActions(lean, s).map((a) => a.key)).toEqual(manor.legalActions(copy, s).map((a) => a.key));
        }
        const view = manor.view(state, seat);
        const seed = nextInt(rng, 1e9);
        expect(stateHash(manor.determinizer!(view, seat)(createRng(seed)))).toBe(
          stateHash(manor.determinize(view, seat, createRng(seed))),
        );
      }
    });
  }
});
