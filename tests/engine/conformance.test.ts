/**
 * The shared conformance suite (src/engine/conformance.ts) on every registered game
 * and every config its `testConfigs` lists: seeded random playouts that end and
 * replay, views that leak no declared secret, determinisations that keep what a seat
 * knows and move what it does not, and the search fast path agreeing with the plain
 * contract. The figures of each run are printed so it can be reported.
 */
import { describe, expect, it } from 'vitest';
import { compileChecker, createAjv } from '../../src/content/ajv';
import { runConformance, type ConformanceOptions } from '../../src/engine';
import { GAMES } from '../../src/games';

// Views, determinisations and the fast path are checked every 40 steps: a check
// deals and canonicalises a state per seat several times, and a denser schedule
// pushes the whole run (every game, every config) past a minute on one core.
const OPTIONS: Omit<ConformanceOptions, 'playouts' | 'firstSeed'> = { maxSteps: 20_000, viewCheckEvery: 40 };

describe('conformance', () => {
  it('registers queen, evy and everzone', () => {
    expect(GAMES.map((g) => g.id)).toEqual(expect.arrayContaining(['queen', 'evy', 'everzone']));
  });

  for (const game of GAMES) {
    const plans = game.testConfigs();

    it(`${game.id}: its test configs are valid, labelled once each, played at least once, from the fewest seats to the most`, () => {
      // As the services compile configs: those embedding a content schema say "must not have" with `not: { required }`.
      const check = compileChecker(createAjv({ strictRequired: false }), game.configSchema);
      for (const plan of plans) {
        expect(check(plan.config), plan.label).toEqual([]);
        expect(plan.playouts, plan.label).toBeGreaterThan(0);
      }
      expect(new Set(plans.map((p) => p.label)).size).toBe(plans.length);
      const seatCounts = plans.map((p) => game.seatCount(p.config));
      expect(seatCounts).toContain(game.minSeats);
      expect(seatCounts).toContain(game.maxSeats);
    });

    for (const [i, plan] of plans.entries()) {
      it(`${game.id} ${plan.label}: ${plan.playouts} seeded random playouts`, () => {
        const report = runConformance(game, plan.config, {
          ...OPTIONS,
          playouts: plan.playouts,
          firstSeed: 1 + i * 100_000,
        });
        console.info(`${game.id} ${plan.label}: ${JSON.stringify(report)}`);
        expect(report.playouts).toBe(plan.playouts);
        expect(report.steps).toBeGreaterThan(plan.playouts);
        expect(report.viewChecks).toBeGreaterThan(0);
      });
    }
  }
});
