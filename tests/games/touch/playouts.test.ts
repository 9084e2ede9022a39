/**
 * The conformance suite at scale: at least 1,000 seeded random playouts of A Touch of
 * Evil over every config the game declares (every Villain on both chart sides, the
 * Basic Game option, every style of play and optional rule), each checked as the
 * engine's suite checks it: no throw and no dead end, `apply` never writing into its
 * input, `clone`/`step` and the `forSearch` copy agreeing with `apply`, the outcome in
 * range, the record replaying to the same state. Views and determinisations are checked
 * at the start and every 250 steps (the dense schedule runs in
 * tests/engine/conformance.test.ts on one playout a config).
 *
 * A game that never ends would fail here at the suite's cap of 20,000 steps; the rules
 * doc ("The game always ends") says why none can, and this run finds none that does.
 * The playouts are shared out in proportion to 1 / Heroes, so long tables do not take
 * the whole time.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../src/engine';
import { touch } from '../../../src/games/touch';

const TOTAL = 1_000;
const plans = touch.testConfigs();
const weight = (heroes: number): number => 1 / heroes;
const weights = plans.map((p) => weight(p.config.heroes.length));
const sum = weights.reduce((a, b) => a + b, 0);
const counts = weights.map((w) => Math.max(1, Math.ceil((TOTAL * w) / sum)));

describe('A Touch of Evil: 1,000 seeded playouts through the conformance suite', () => {
  it('shares out at least 1,000 playouts over every declared config', () => {
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(TOTAL);
    expect(counts.every((c) => c > 0)).toBe(true);
  });

  plans.forEach((plan, i) => {
    it(`${plan.label}: ${counts[i]} playouts`, { timeout: 600_000 }, () => {
      const report = runConformance(touch, plan.config, {
        playouts: counts[i]!,
        firstSeed: 7_000_000 + i * 100_000,
        maxSteps: 20_000,
        viewCheckEvery: 250,
      });
      console.info(`touch ${plan.label}: ${report.playouts} playouts, ${report.steps} steps`);
      expect(report.playouts).toBe(counts[i]);
    });
  });
});
