/** Dice, Skill Tests and the Shadow Track, against the sentences of the book. */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { TOUCH_CONTENT } from '../../../src/games/touch/content';
import { d3Of, rerollFailures, rerollSuccesses, rollPool, skillTest, successes } from '../../../src/games/touch/dice';
import { moveShadow } from '../../../src/games/touch/shadow';
import { inTheRed, lairCost, moveTrack, stageIndex } from '../../../src/games/touch/track';
import { newGame, rngRolling } from './helpers';

const track = TOUCH_CONTENT.track;

describe('dice', () => {
  it('"D3 means to roll a six-sided die and consult the following chart: 1 - 2 → 1, 3 - 4 → 2, 5 - 6 → 3"', () => {
    expect([1, 2, 3, 4, 5, 6].map(d3Of)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('the rigged generator really rolls what a test asks for', () => {
    expect(rollPool(rngRolling([6, 1, 4]), 3)).toEqual([6, 1, 4]);
  });

  it('"If at least one of these dice equal to or higher than the target number, the Test is Successful"', () => {
    expect(skillTest(rngRolling([2, 5, 1]), 3, 5)).toEqual({ dice: [2, 5, 1], successes: 1, success: true });
    expect(skillTest(rngRolling([2, 4, 1]), 3, 5)).toEqual({ dice: [2, 4, 1], successes: 0, success: false });
    expect(skillTest(rngRolling([6, 6]), 0, 2).success).toBe(false); // no Skill, no dice
  });

  it('"gain 1 Investigation for each die that rolled 4, 5, or 6": successes count every die at or above the target', () => {
    expect(successes([4, 5, 6, 3, 1], 4)).toBe(3);
  });

  it('a re-roll is spent on failed dice, lowest first; the Torch re-rolls only the enemy’s Hits', () => {
    // dice 5 1 3: the 1 is re-rolled (to a 6); the 5 stays
    expect(rerollFailures(rngRolling([6]), [5, 1, 3], 5, 1)).toEqual([5, 6, 3]);
    expect(rerollSuccesses(rngRolling([2]), [1, 6, 5], 5, 1)).toEqual([1, 2, 5]);
  });
});

describe('the Shadow Track', () => {
  it('"divided into five Stages. Each Stage includes four spaces", from 20 down to 1', () => {
    expect(track.start).toBe(20);
    const stages = Array.from({ length: 20 }, (_, i) => stageIndex(track, 20 - i));
    expect(stages).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]);
  });

  it('"The last two stages are numbered in Red"; the Lair Cost falls as the Villain grows stronger', () => {
    expect([20, 16, 12, 8, 4].map((p) => inTheRed(track, p))).toEqual([false, false, false, true, true]);
    const costs = [20, 16, 12, 8, 4].map((p) => lairCost(track, p));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(new Set(costs).size).toBe(5);
  });

  it('moves toward Darkness, never above 20, and reports the Stages it enters', () => {
    expect(moveTrack(track, 18, 3)).toEqual({ position: 15, darkness: false, enteredStages: [1] });
    expect(moveTrack(track, 19, -3).position).toBe(20);
    expect(moveTrack(track, 13, -1)).toEqual({ position: 14, darkness: false, enteredStages: [] });
    expect(moveTrack(track, 12, -1).enteredStages).toEqual([1]);
  });

  it('"if the track ever moves past the 1 space, the game ends and the Villain has won"', () => {
    expect(moveTrack(track, 1, 1)).toMatchObject({ position: 0, darkness: true });
    const state = newGame();
    state.track = 2;
    moveShadow(state, 1, 'test');
    expect(touch.isOver(state)).toBe(false);
    moveShadow(state, 2, 'test');
    expect(touch.isOver(state)).toBe(true);
    expect(touch.outcome(state)).toEqual([0, 0]);
    expect(touch.toAct(state)).toEqual([]);
  });
});
