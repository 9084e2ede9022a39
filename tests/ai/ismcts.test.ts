/**
 * ISMCTS: reproducible for a seed and an iteration budget, sensible (takes an
 * immediate win), only ever answers legal keys, works for 2, 3 and 4 seats,
 * merges root statistics correctly and refuses nonsense budgets in words.
 */
import { describe, expect, it } from 'vitest';
import { IsmctsSearch, ismcts, mergeRootStats, type SearchOptions, type SearchResult } from '../../src/ai';
import type { AnyGame, Seat } from '../../src/engine';
import { queen as queenGame } from '../../src/games/queen';
import { sticksGame } from '../fixtures/sticks-game';

const queen: AnyGame = queenGame;
const base: SearchOptions = { seed: 1, iterations: 300, rollout: 'heuristic', depth: 20 };

function queenAfter(players: 2 | 3 | 4, seed: number, plies: number): unknown {
  let state: unknown = queen.setup({ players, variant: 'standard' }, seed);
  for (let i = 0; i < plies && !queen.isOver(state); i++) {
    const seat = queen.toAct(state)[0] as Seat;
    const legal = queen.legalActions(state, seat);
    state = queen.apply(state, seat, legal[(i * 7) % legal.length]!);
  }
  return state;
}

function searchAt(game: AnyGame, state: unknown, options: SearchOptions): { seat: Seat; result: SearchResult } {
  const seat = game.toAct(state)[0] as Seat;
  return { seat, result: ismcts(game, game.view(state, seat), seat, options) };
}

describe('ISMCTS', () => {
  it('gives the same result for the same seed and iteration budget, and varies with the seed', () => {
    const state = queenAfter(2, 3, 4);
    const a = searchAt(queen, state, base).result;
    const b = searchAt(queen, state, base).result;
    expect(b).toEqual(a);
    expect(a.iterations).toBe(300);
    expect(a.stats.reduce((sum, s) => sum + s.visits, 0)).toBe(300);
    const other = searchAt(queen, state, { ...base, seed: 2 }).result;
    expect(other.stats).not.toEqual(a.stats);
  });

  it('takes an immediately winning move (sticks: 3 left, take all 3)', () => {
    const state = sticksGame.setup({ players: 2, sticks: 3 }, 1);
    for (let seed = 0; seed < 5; seed++) {
      const { result } = searchAt(sticksGame, state, { ...base, seed, iterations: 200 });
      expect(result.best).toBe('take:3');
      expect(result.stats[0]!.meanValue).toBe(1);
    }
  });

  it('plays sticks well enough to leave a multiple of four (7 left, take 3)', () => {
    const state = sticksGame.setup({ players: 2, sticks: 7 }, 1);
    const { result } = searchAt(sticksGame, state, { ...base, iterations: 2000, rollout: 'random', depth: 50 });
    expect(result.best).toBe('take:3');
  });

  it('only ever answers a legal key, for 2, 3 and 4 players and random or heuristic rollouts', () => {
    for (const players of [2, 3, 4] as const) {
      for (let seed = 0; seed < 6; seed++) {
        const state = queenAfter(players, seed, seed * 5);
        if (queen.isOver(state)) continue;
        const rollout = seed % 2 === 0 ? 'random' : 'heuristic';
        const { seat, result } = searchAt(queen, state, { ...base, seed, iterations: 120, rollout });
        const legal = queen.legalActions(state, seat).map((a) => a.key);
        expect(legal).toContain(result.best);
        for (const stat of result.stats) {
          expect(legal).toContain(stat.key);
          expect(stat.meanValue).toBeGreaterThanOrEqual(0);
          expect(stat.meanValue).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('works for three seats each playing for itself (sticks, 3 players)', () => {
    const state = sticksGame.setup({ players: 3, sticks: 2 }, 1);
    const { result } = searchAt(sticksGame, state, { ...base, iterations: 100 });
    expect(result.best).toBe('take:2');
  });

  it('runs in slices that add up to the same search as one go', () => {
    const state = queenAfter(2, 8, 2);
    const seat = queen.toAct(state)[0] as Seat;
    const sliced = new IsmctsSearch(queen, queen.view(state, seat), seat, base);
    expect(sliced.result().stats.every((s) => s.visits === 0)).toBe(true);
    let ran = 0;
    while (!sliced.done) ran += sliced.run(37);
    expect(ran).toBe(300);
    expect(sliced.run(10)).toBe(0);
    expect(sliced.result()).toEqual(searchAt(queen, state, base).result);
  });

  it('stops on a time budget by the clock it is given', () => {
    const state = queenAfter(2, 4, 0);
    let ticks = 0;
    const now = (): number => ticks++; // one "millisecond" per call: no real time involved
    const result = ismcts(queen, queen.view(state, 0), 0, { seed: 1, timeMs: 50, now, rollout: 'random', depth: 5 });
    expect(result.iterations).toBeGreaterThan(0);
    expect(result.iterations).toBeLessThan(50);
  });

  it('answers a forced move after one iteration', () => {
    const state = sticksGame.setup({ players: 2, sticks: 1 }, 1);
    const result = ismcts(sticksGame, sticksGame.view(state, 0), 0, { ...base, iterations: 1000 });
    expect(result).toEqual({ iterations: 1, stats: [{ key: 'take:1', visits: 1, meanValue: 1 }], best: 'take:1' });
  });

  it('refuses budgets of 0, negative, NaN or absurd size, and other bad options, in words', () => {
    const state = sticksGame.setup({ players: 2, sticks: 9 }, 1);
    const view = sticksGame.view(state, 0);
    const refuse = (options: Partial<SearchOptions>, message: RegExp): void => {
      expect(() => ismcts(sticksGame, view, 0, { ...base, ...options } as SearchOptions)).toThrow(message);
    };
    refuse({ iterations: 0 }, /"iterations" must be a whole number from 1 to 50,000,000, not 0/);
    refuse({ iterations: -5 }, /"iterations" must be .* not -5/);
    refuse({ iterations: Number.NaN }, /"iterations" must be .* not NaN/);
    refuse({ iterations: 1e12 }, /"iterations" must be .* not 1000000000000/);
    refuse({ iterations: 2.5 }, /"iterations" must be a whole number/);
    refuse({ iterations: undefined }, /give a budget/);
    refuse({ iterations: undefined, timeMs: 0, now: () => 0 }, /"timeMs" must be more than 0/);
    refuse({ iterations: undefined, timeMs: Number.POSITIVE_INFINITY, now: () => 0 }, /"timeMs" must be/);
    refuse({ iterations: undefined, timeMs: 100 }, /needs a clock/);
    refuse({ depth: -1 }, /"depth" must be a whole number from 0/);
    refuse({ seed: Number.NaN }, /the seed must be a finite number/);
    refuse({ rollout: 'smart' as 'random' }, /"rollout" must be "random" or "heuristic", not "smart"/);
    refuse({ exploration: -1 }, /"exploration" must be a number/);
    const search = new IsmctsSearch(sticksGame, view, 0, base);
    expect(() => search.run(-1)).toThrow(/whole number of iterations/);
    expect(() => search.run(Number.NaN)).toThrow(/whole number of iterations/);
  });

  it('refuses to search a finished game or for a seat that is not to act', () => {
    const over = sticksGame.apply(sticksGame.setup({ players: 2, sticks: 2 }, 1), 0, { key: 'take:2', take: 2 });
    expect(() => ismcts(sticksGame, sticksGame.view(over, 0), 0, base)).toThrow(/the game is over/);
    const state = sticksGame.setup({ players: 2, sticks: 9 }, 1);
    expect(() => ismcts(sticksGame, sticksGame.view(state, 1), 1, base)).toThrow(/not seat 1's turn/);
  });
});

describe('mergeRootStats', () => {
  it('sums visits and iterations, weights means by visits, and picks the most visited action', () => {
    const a: SearchResult = {
      iterations: 10,
      stats: [
        { key: 'x', visits: 6, meanValue: 0.5 },
        { key: 'y', visits: 4, meanValue: 0.25 },
      ],
      best: 'x',
    };
    const b: SearchResult = {
      iterations: 20,
      stats: [
        { key: 'y', visits: 12, meanValue: 0.75 },
        { key: 'x', visits: 2, meanValue: 1 },
        { key: 'z', visits: 6, meanValue: 0 },
      ],
      best: 'y',
    };
    const merged = mergeRootStats([a, b]);
    expect(merged.iterations).toBe(30);
    expect(merged.best).toBe('y');
    expect(merged.stats).toEqual([
      { key: 'y', visits: 16, meanValue: (4 * 0.25 + 12 * 0.75) / 16 },
      { key: 'x', visits: 8, meanValue: (6 * 0.5 + 2 * 1) / 8 },
      { key: 'z', visits: 6, meanValue: 0 },
    ]);
  });

  it('breaks ties in visits by value, then by key, so the order never depends on input order', () => {
    const one: SearchResult = { iterations: 2, stats: [{ key: 'b', visits: 1, meanValue: 0.5 }], best: 'b' };
    const two: SearchResult = { iterations: 2, stats: [{ key: 'a', visits: 1, meanValue: 0.5 }], best: 'a' };
    expect(mergeRootStats([one, two])).toEqual(mergeRootStats([two, one]));
    expect(mergeRootStats([one, two]).best).toBe('a');
  });

  it('merges real searches of one question into the same total as their parts', () => {
    const state = queenAfter(2, 5, 3);
    const parts = [1, 2, 3].map((seed) => searchAt(queen, state, { ...base, seed }).result);
    const merged = mergeRootStats(parts);
    expect(merged.iterations).toBe(900);
    expect(merged.stats.reduce((sum, s) => sum + s.visits, 0)).toBe(900);
  });

  it('refuses an empty list', () => {
    expect(() => mergeRootStats([])).toThrow(/at least one/);
  });
});
