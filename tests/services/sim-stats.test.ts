/** Wilson 95% intervals against published values (Newcombe 1998, Table I, method 3) and at the edges. */
import { describe, expect, it } from 'vitest';
import { wilsonInterval, winRate } from '../../src/services/sim/stats';
import { summarizeBatch, winnersOf } from '../../src/services/sim/summary';

describe('wilsonInterval', () => {
  const published: [number, number, number, number][] = [
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ];
  for (const [wins, games, low, high] of published) {
    it(`${wins} of ${games}: ${low} to ${high}`, () => {
      const interval = wilsonInterval(wins, games);
      expect(interval.low).toBeCloseTo(low, 4);
      expect(interval.high).toBeCloseTo(high, 4);
    });
  }

  it('is symmetric, stays in [0, 1] and narrows with more games', () => {
    const a = wilsonInterval(3, 10);
    const b = wilsonInterval(7, 10);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(wilsonInterval(10, 10)).toEqual({ low: expect.closeTo(0.7225, 4) as number, high: 1 });
    expect(wilsonInterval(0, 1).low).toBe(0);
    const small = wilsonInterval(6, 10);
    const large = wilsonInterval(600, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it('knows nothing from no games, and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(() => wilsonInterval(5, 4)).toThrow(/from 0 to 4/);
    expect(() => wilsonInterval(-1, 4)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 4)).toThrow(RangeError);
    expect(winRate(0, 0)).toMatchObject({ rate: 0, low: 0, high: 1 });
  });
});

describe('batch summaries', () => {
  it('counts wins per seat and per team, draws and failed games apart', () => {
    const plan = { seats: ['hard', 'greedy', 'random'] as const, labels: ['A', 'B', 'C'], teams: [0, 1, 0], games: 5 };
    const game = (index: number, outcome: number[] | null) => ({
      index,
      seed: index,
      outcome,
      winnerSeats: outcome ? winnersOf(outcome) : [],
      actions: 1,
      hash: outcome ? 'h' : null,
      ...(outcome ? {} : { error: 'broken' }),
    });
    const summary = summarizeBatch({ ...plan, seats: [...plan.seats] }, [
      game(0, [1, 0, 1]),
      game(1, [0, 1, 0]),
      game(2, [1, 0, 1]),
      game(3, [0.5, 0.5, 0.5]),
      game(4, null),
    ]);
    expect(summary).toMatchObject({ total: 5, finished: 4, failed: 1, draws: 1 });
    expect(summary.seats.map((s) => [s.label, s.level, s.wins, s.games])).toEqual([
      ['A', 'hard', 2, 4],
      ['B', 'greedy', 1, 4],
      ['C', 'random', 2, 4],
    ]);
    expect(summary.teams.map((t) => [t.label, t.seats, t.wins])).toEqual([
      ['A & C', [0, 2], 2],
      ['B', [1], 1],
    ]);
    expect(summary.seats[0]).toMatchObject(wilsonInterval(2, 4));
  });
});

describe('one-seat games (Evy)', () => {
  it('a score of 1 is a win, anything less a loss, never a draw', () => {
    expect(winnersOf([1])).toEqual([0]);
    expect(winnersOf([0])).toEqual([]);
    const plan = { seats: ['normal' as const], labels: ['Evy'], teams: [0], games: 3 };
    const result = (index: number, score: number) => ({
      index,
      seed: index,
      outcome: [score],
      winnerSeats: winnersOf([score]),
      actions: 1,
      hash: 'h',
    });
    const summary = summarizeBatch(plan, [result(0, 1), result(1, 0), result(2, 1)]);
    expect(summary.draws).toBe(0);
    expect(summary.seats[0]).toMatchObject({ wins: 2, games: 3 });
  });
});
