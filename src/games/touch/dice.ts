/**
 * Dice: the D6, the D3, dice pools, Skill Tests and re-rolls. Every die comes from
 * the seeded PRNG in the state; nothing here knows about Heroes or cards.
 */
import { nextInt, type RngState } from '../../engine';

export function rollD6(rng: RngState): number {
  return nextInt(rng, 6) + 1;
}

/** "D3 means to roll a six-sided die and consult the following chart: 1 - 2 → 1, 3 - 4 → 2, 5 - 6 → 3." */
export function d3Of(d6: number): number {
  return Math.ceil(d6 / 2);
}

export function rollD3(rng: RngState): number {
  return d3Of(rollD6(rng));
}

export function rollPool(rng: RngState, size: number): number[] {
  const dice: number[] = [];
  for (let i = 0; i < size; i++) dice.push(rollD6(rng));
  return dice;
}

/** Dice at or above the target number. */
export function successes(dice: readonly number[], target: number): number {
  return dice.filter((d) => d >= target).length;
}

/**
 * Re-rolls up to `count` of the failed dice (below `target`), lowest first. A
 * re-rolled failure can only stay a failure or become a success, so a Hero with a
 * re-roll always uses it on failures and the rules need not ask.
 */
export function rerollFailures(rng: RngState, dice: readonly number[], target: number, count: number): number[] {
  const out = [...dice];
  const failed = out
    .map((d, i) => [d, i] as const)
    .filter(([d]) => d < target)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [, i] of failed.slice(0, count)) out[i] = rollD6(rng);
  return out;
}

/** Forces up to `count` successful dice (at or above `target`) to be rolled again: the Torch against an enemy's Hits. */
export function rerollSuccesses(rng: RngState, dice: readonly number[], target: number, count: number): number[] {
  const out = [...dice];
  let left = count;
  for (let i = 0; i < out.length && left > 0; i++) {
    if (out[i]! < target) continue;
    out[i] = rollD6(rng);
    left--;
  }
  return out;
}

export interface TestResult {
  dice: number[];
  successes: number;
  /** "If at least one of these dice equal to or higher than the target number, the Test is Successful." */
  success: boolean;
}

/**
 * A Skill Test: "roll a number of dice equal to the required Skill. If at least one
 * of these dice equal to or higher than the target number, the Test is Successful."
 * `pool` is the Skills added together ("Spirit & Cunning 4+" adds both); `rerolls`
 * are the Hero's re-rolls for this Test.
 */
export function skillTest(rng: RngState, pool: number, target: number, rerolls = 0): TestResult {
  return testResult(rerollFailures(rng, rollPool(rng, Math.max(0, pool)), target, rerolls), target);
}

/** What a Skill Test's dice come to. */
export function testResult(dice: readonly number[], target: number): TestResult {
  const n = successes(dice, target);
  return { dice: [...dice], successes: n, success: n > 0 };
}
