/** What All Manor of Evil says at its end (`endReason`) and in its goal line, on seeded games. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { manorGoalLine } from '../../../src/games/manor/goal-line';
import { playOut } from '../end-playout';

describe('All Manor of Evil says why the game ended', () => {
  it('the second Clock: who was devoured for the most madness, and the final $ (the outcome above names the winner)', () => {
    const { mid, end } = playOut(manor, { players: 3 }, 25);
    expect(manor.endReason!(mid)).toBeNull();
    const why = manor.endReason!(end)!;
    const result = end.result!;
    expect(why.headline).toBe('The second Clock struck');
    expect(why.details).toEqual([
      `Madness: ${result.madness.map((m, i) => `Player ${i + 1} ${m}`).join(', ')}.`,
      `Devoured for the most madness, ${Math.max(...result.madness)}: ${result.devoured.map((i) => `Player ${i + 1}`).join(', ')}.`,
      `Final $: ${result.dollars.flatMap((d, i) => (d === null ? [] : [`Player ${i + 1} ${d}`])).join(', ')}.`,
    ]);
  });

  it('one god woke: names it; more than one: every player loses', () => {
    const one = manor.endReason!(playOut(manor, { players: 3 }, 1).end)!;
    expect(one.headline).toBe('The green god woke (Cthulhu)');
    const two = manor.endReason!(playOut(manor, { players: 3 }, 8).end)!;
    expect(two.headline).toMatch(/^More than one elder god woke \(.+ and .+\): every player loses$/);
  });

  it('solo: any god waking devours the player', () => {
    const why = manor.endReason!(playOut(manor, { players: 1, level: 1 }, 1).end)!;
    expect(why.headline).toMatch(/^An elder god woke \(.+\): the player is devoured$/);
  });

  it('the goal line counts the Clocks out and each god’s awakening tokens', () => {
    const { mid } = playOut(manor, { players: 3 }, 25);
    const line = manorGoalLine(manor.view(mid, 0));
    expect(line.goal).toBe('Richest relics win; keep your madness below the others’ — the maddest are devoured');
    const gods = mid.gods.map((g) => `${g.colour} ${g.tokens}/6`).join(', ');
    expect(line.status).toBe(`round ${mid.round} · Clocks ${mid.clocksOut ?? 0} of 2 · gods’ awakening ${gods}`);
  });
});
