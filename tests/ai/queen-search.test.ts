/**
 * Queen's search hooks: determinisations keep every Demon in the Draw Pile (a
 * drawn Demon is revealed at once, so no hand ever holds one), the prepared
 * determinizer deals exactly what `determinize` deals, the in-place path
 * reaches the same states as `apply`, and rollout moves are always legal.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, stateHash, type Seat } from '../../src/engine';
import { queen, type QueenState } from '../../src/games/queen';
import { instanceDefs } from '../../src/games/queen/state';

/** Seeded random games, every position of them. */
function* positions(players: 2 | 3 | 4, games: number): Generator<QueenState> {
  for (let seed = 1; seed <= games; seed++) {
    const chooser = createRng(`positions:${seed}`);
    let state = queen.setup({ players, variant: seed % 2 === 0 ? 'euro' : 'standard' }, seed);
    while (!queen.isOver(state)) {
      yield state;
      const seat = queen.toAct(state)[0] as Seat;
      const legal = queen.legalActions(state, seat);
      state = queen.apply(state, seat, legal[nextInt(chooser, legal.length)]!);
    }
  }
}

describe('Queen search hooks', () => {
  it('never deals a Demon into a hand, and a deal always leaves the Demons their pile', () => {
    let checked = 0;
    for (const players of [2, 3, 4] as const) {
      for (const state of positions(players, 6)) {
        const seat = queen.toAct(state)[0] as Seat;
        const defs = instanceDefs(players);
        const guess = queen.determinize(queen.view(state, seat), seat, createRng(`deal:${checked}`));
        for (const s of guess.seats) for (const card of s.hand) expect(defs[card]).not.toBe('demon');
        const demonsIn = (s: QueenState): number => s.pile.filter((card) => defs[card] === 'demon').length;
        expect(demonsIn(guess)).toBe(demonsIn(state));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('the prepared determinizer deals exactly what determinize deals', () => {
    let n = 0;
    for (const state of positions(3, 3)) {
      const seat = queen.toAct(state)[0] as Seat;
      const view = queen.view(state, seat);
      const deal = queen.determinizer!(view, seat);
      for (let k = 0; k < 2; k++, n++) {
        expect(stateHash(deal(createRng(n)))).toBe(stateHash(queen.determinize(view, seat, createRng(n))));
      }
    }
  });

  it('clone + step reaches the states apply reaches; a search copy the same states without writing a log', () => {
    for (const players of [2, 3, 4] as const) {
      for (let seed = 1; seed <= 10; seed++) {
        const chooser = createRng(`steps:${seed}`);
        let viaApply = queen.setup({ players, variant: seed % 2 === 0 ? 'euro' : 'standard' }, seed);
        const inPlace = queen.clone!(viaApply);
        const searchCopy = queen.forSearch!(viaApply);
        expect(searchCopy.log).toEqual([]);
        while (!queen.isOver(viaApply)) {
          const seat = queen.toAct(viaApply)[0] as Seat;
          const legal = queen.legalActions(viaApply, seat);
          const action = legal[nextInt(chooser, legal.length)]!;
          viaApply = queen.apply(viaApply, seat, action);
          queen.step!(inPlace, seat, action);
          // The search copy's log is frozen: a rule that wrote to it would throw here.
          queen.step!(searchCopy, seat, action);
          expect(stateHash(inPlace)).toBe(stateHash(viaApply));
          expect(stateHash({ ...viaApply, log: [] })).toBe(stateHash(searchCopy));
        }
      }
    }
  });

  it('the search determinizer deals the same cards as determinize, without a log', () => {
    let n = 0;
    for (const state of positions(4, 2)) {
      const seat = queen.toAct(state)[0] as Seat;
      const view = queen.view(state, seat);
      const forSearch = queen.determinizer!(view, seat, true)(createRng(n));
      const plain = queen.determinize(view, seat, createRng(n++));
      expect(forSearch.log).toEqual([]);
      expect(stateHash(forSearch)).toBe(stateHash({ ...plain, log: [] }));
    }
  });

  it('rollout moves are always legal', () => {
    const rng = createRng('rollout');
    let checked = 0;
    for (const players of [2, 4] as const) {
      for (const state of positions(players, 5)) {
        const seat = queen.toAct(state)[0] as Seat;
        const keys = queen.legalActions(state, seat).map((a) => a.key);
        expect(keys).toContain(queen.rolloutPolicy!(state, seat, rng).key);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
