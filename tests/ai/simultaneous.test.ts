/**
 * Simultaneous steps in the search: seats listed together in `toAct` choose from
 * their own statistics, so no seat's choice in the tree depends on another's hidden
 * one. Matching pennies (tests/fixtures/matching-pennies.ts) is the smallest case:
 * a search that let the Evader answer the Matcher's coin would value every coin at
 * nothing, and one that cycles would play a biased game far from its equilibrium.
 */
import { describe, expect, it } from 'vitest';
import { IsmctsSearch, ismcts, mergeRootStats, type SearchOptions, type SearchResult } from '../../src/ai';
import type { AnyGame, Seat } from '../../src/engine';
import { manor as manorGame } from '../../src/games/manor';
import { matchingPennies, type Face } from '../fixtures/matching-pennies';

const pennies: AnyGame = matchingPennies;
const manor: AnyGame = manorGame;
const options: SearchOptions = { seed: 1, iterations: 4000, rollout: 'random', depth: 5 };

function matcherSearch(tailsPays: number, seed: number, extra: Partial<SearchOptions> = {}): SearchResult {
  const state = matchingPennies.setup({ tailsPays }, 1);
  return ismcts(pennies, matchingPennies.view(state, 0), 0, { ...options, seed, ...extra });
}

const share = (result: SearchResult, key: string): number =>
  (result.stats.find((s) => s.key === key)?.visits ?? 0) / result.iterations;

/** The searching seat's value of the position: its root means weighted by visits. */
const value = (result: SearchResult): number =>
  result.stats.reduce((sum, s) => sum + s.visits * s.meanValue, 0) / result.iterations;

describe('simultaneous steps in ISMCTS', () => {
  it('mixes heads and tails evenly in fair matching pennies, and values the game at one half', () => {
    const results = Array.from({ length: 10 }, (_, seed) => matcherSearch(1, seed));
    for (const result of results) {
      expect(result.mixed).toBe(true);
      expect(share(result, 'heads')).toBeGreaterThan(0.4);
      expect(share(result, 'heads')).toBeLessThan(0.6);
      expect(value(result)).toBeGreaterThan(0.4);
      expect(value(result)).toBeLessThan(0.6);
    }
    // The move itself is drawn from those shares: both faces are played.
    const played = new Set(results.map((r) => r.best));
    expect(played).toEqual(new Set(['heads', 'tails']));
  });

  it('plays a biased game near its equilibrium (heads a quarter of the time when tails pays a third)', () => {
    for (let seed = 0; seed < 5; seed++) {
      const result = matcherSearch(1 / 3, seed, { iterations: 8000 });
      // Equilibrium: heads 1/4, value 1/4; uniform exploration pulls the share a little toward 1/2.
      expect(share(result, 'heads')).toBeGreaterThan(0.18);
      expect(share(result, 'heads')).toBeLessThan(0.34);
      expect(value(result)).toBeGreaterThan(0.2);
      expect(value(result)).toBeLessThan(0.3);
    }
  });

  it('does not let the opponent in the tree read the hidden coin (the sequential walk does)', () => {
    const sequential = matcherSearch(1, 3, { simultaneous: 'sequential' });
    // Walked one seat after another, the Evader's node sits under the Matcher's coin and always answers it.
    expect(value(sequential)).toBeLessThan(0.1);
    expect(sequential.mixed).toBeUndefined();
    expect(value(matcherSearch(1, 3))).toBeGreaterThan(0.4);
  });

  it('gives the seat that lays second the same answer whichever coin lies face down', () => {
    const answers = (['heads', 'tails'] as Face[]).map((face) => {
      const state = matchingPennies.apply(matchingPennies.setup({ tailsPays: 1 }, 1), 0, { key: face, face });
      return ismcts(pennies, matchingPennies.view(state, 1), 1, { ...options, seed: 7 });
    });
    expect(answers[1]).toEqual(answers[0]);
    // Either face is an even bet to a seat that cannot see the coin.
    for (const stat of answers[0]!.stats) {
      expect(stat.meanValue).toBeGreaterThan(0.4);
      expect(stat.meanValue).toBeLessThan(0.6);
    }
  });

  it('is deterministic for a seed, in one run or in slices, and merges to a drawn move', () => {
    const whole = matcherSearch(1, 11, { iterations: 1000 });
    expect(matcherSearch(1, 11, { iterations: 1000 })).toEqual(whole);
    const state = matchingPennies.setup({ tailsPays: 1 }, 1);
    const sliced = new IsmctsSearch(pennies, matchingPennies.view(state, 0), 0, {
      ...options,
      seed: 11,
      iterations: 1000,
    });
    while (!sliced.done) sliced.run(77);
    expect(sliced.result()).toEqual(whole);
    const merged = mergeRootStats([whole, matcherSearch(1, 12, { iterations: 1000 })]);
    expect(merged.mixed).toBe(true);
    expect(merged.iterations).toBe(2000);
    expect(mergeRootStats([whole, matcherSearch(1, 12, { iterations: 1000 })])).toEqual(merged);
  });

  it('draws a mixed move only among actions neither rarely visited nor clearly worse', () => {
    const drawn = (stats: SearchResult['stats']): Set<string> => {
      const out = new Set<string>();
      // Each seed of the merged draw comes from the searches' own draws.
      for (let i = 0; i < 60; i++)
        out.add(mergeRootStats([{ iterations: 1000, stats, best: `x${i}`, mixed: true }]).best);
      return out;
    };
    const even = [
      { key: 'a', visits: 500, meanValue: 0.41 },
      { key: 'b', visits: 400, meanValue: 0.4 },
      { key: 'c', visits: 100, meanValue: 0.45 },
    ];
    // c is visited less than a quarter as often as a: exploration, not strategy.
    expect(drawn(even)).toEqual(new Set(['a', 'b']));
    // b earns 0.1 less over 250 visits, more than two standard errors (2 × 0.5/√250 ≈ 0.063).
    const worse = [
      { key: 'a', visits: 650, meanValue: 0.42 },
      { key: 'b', visits: 250, meanValue: 0.32 },
      { key: 'c', visits: 100, meanValue: 0.4 },
    ];
    expect(drawn(worse)).toEqual(new Set(['a']));
  });

  it('treats Manor’s Select Actions as one simultaneous step for every seat still to choose', () => {
    const state = manorGame.setup({ players: 4 }, 5);
    expect(manorGame.toAct(state)).toEqual([0, 1, 2, 3]);
    const seat: Seat = 2;
    const run = (): SearchResult =>
      ismcts(manor, manorGame.view(state, seat), seat, { seed: 3, iterations: 300, rollout: 'heuristic', depth: 20 });
    const result = run();
    expect(result.mixed).toBe(true);
    expect(result.stats.map((s) => s.key).sort()).toEqual(
      manorGame
        .legalActions(state, seat)
        .map((a) => a.key)
        .sort(),
    );
    expect(run()).toEqual(result);
  });

  it('refuses an unknown way of handling simultaneous steps, in words', () => {
    const state = matchingPennies.setup({ tailsPays: 1 }, 1);
    const bad = { ...options, simultaneous: 'telepathic' } as unknown as SearchOptions;
    expect(() => ismcts(pennies, matchingPennies.view(state, 0), 0, bad)).toThrow(
      /"simultaneous" must be "decoupled" or "sequential", not "telepathic"/,
    );
  });
});
