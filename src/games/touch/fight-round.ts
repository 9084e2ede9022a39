/**
 * One Fight Round, as dice: "Hero rolls Fight Dice, Enemy rolls Fight Dice, Apply
 * Results." "Unless noted otherwise, Fight Dice always need to roll 5 or 6 to be
 * successful. For each successful Fight Dice roll (5 or 6), you score one Hit."
 * Then each side's Hits are turned into Wounds, less the ones prevented.
 */
import type { RngState } from '../../engine';
import { rerollFailures, rerollSuccesses, rollD6, rollPool, successes } from './dice';

export const FIGHT_TARGET = 5;

export interface RoundInput {
  heroDice: number;
  /** The Hero's re-rolls of failed Fight Dice this round. */
  heroRerolls: number;
  enemyDice: number;
  /** The enemy's Hits the Hero may force to be rolled again (the Torch). */
  enemyRerolls: number;
}

export interface RoundDice {
  hero: number[];
  enemy: number[];
  heroHits: number;
  enemyHits: number;
}

/** Both sides roll; the results are applied together afterwards ("Fights are considered to be simultaneous"). */
export function rollRound(rng: RngState, input: RoundInput): RoundDice {
  const hero = rerollFailures(rng, rollPool(rng, input.heroDice), FIGHT_TARGET, input.heroRerolls);
  const enemy = rerollSuccesses(rng, rollPool(rng, input.enemyDice), FIGHT_TARGET, input.enemyRerolls);
  return { hero, enemy, heroHits: successes(hero, FIGHT_TARGET), enemyHits: successes(enemy, FIGHT_TARGET) };
}

export interface Protection {
  /** Wounds prevented outright (Events played this round). */
  flat: number;
  /** Each remaining Wound is prevented on a D6 roll at or above this (null: no such card). */
  preventOn: number | null;
  /** Militia markers in the space: each "can take one Wound for the Hero" and is then removed. */
  militia: number;
}

export interface WoundResult {
  wounds: number;
  prevented: number;
  militiaUsed: number;
}

/**
 * Turns Hits into Wounds. Order: Events first, then each Wound's prevention roll,
 * then a Militia marker takes one that is left (so the marker is spent only on a
 * Wound nothing else stopped). "For each Hit done, one Wound is caused."
 */
export function woundsFrom(rng: RngState, hits: number, protection: Protection): WoundResult {
  let left = Math.max(0, hits - protection.flat);
  let prevented = hits - left;
  if (protection.preventOn !== null) {
    const stopped = Array.from({ length: left }, () => rollD6(rng)).filter((d) => d >= protection.preventOn!).length;
    left -= stopped;
    prevented += stopped;
  }
  const militiaUsed = Math.min(left, protection.militia);
  return { wounds: left - militiaUsed, prevented, militiaUsed };
}
