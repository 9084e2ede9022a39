/** What an Evy adventure says at its end (`endReason`) and in its goal line, on seeded games. */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import { evyGoalLine } from '../../../src/games/evy/goal-line';
import { playOut } from '../end-playout';

describe('Evy says why the adventure ended', () => {
  it('won: the goal reached, in which adventure, with the final HP and turn', () => {
    const { mid, end } = playOut(evy, { adventure: 'park', ties: 'auto' }, 1);
    expect(evy.endReason!(mid)).toBeNull();
    expect(end.result).toBe('won');
    const why = evy.endReason!(end)!;
    expect(why.headline).toBe('Evy reached her goal in Park');
    expect(why.details).toEqual([
      'Done: Defeat the great jelly.',
      `HP ${end.hp} · turn ${end.turn} · 1 card turned over`,
    ]);
  });

  it('lost: attacked with no HP and no card left, and the objective step she was on', () => {
    const { end } = playOut(evy, { adventure: 'dungeon', ties: 'auto' }, 1);
    expect(end.result).toBe('lost');
    const why = evy.endReason!(end)!;
    expect(why.headline).toBe('Evy was beaten in Dungeon: HP at 0');
    expect(why.details[0]).toMatch(/^A cellar gnawer attacked Evy when she had no HP and no card left to sacrifice\.$/);
    expect(why.details[1]).toBe('Objective steps done: 0 of 2; next was “Take the key from its box”.');
  });

  it('the goal line says the objective, how she loses, HP and turn', () => {
    const { mid } = playOut(evy, { adventure: 'dungeon', ties: 'auto' }, 1);
    const line = evyGoalLine(evy.view(mid, 0));
    expect(line.goal).toBe(
      'Take the key from its box, then Climb back out where you came in — lose if a monster attacks Evy with no HP and no card left',
    );
    expect(line.status).toBe(`HP ${mid.hp} · turn ${mid.turn} · cards ${mid.hand.length} · step 1 of 2`);
  });
});
