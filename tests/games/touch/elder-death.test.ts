/**
 * Saving a Town Elder: "Players may use any Event card, ability, Ally, or Item that would
 * prevent a Wound to a Hero to prevent a Town Elder from being killed."
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, keys, logText, rig, takeFromDeck } from './helpers';

/** Seat 0's Actions with these hands; then "A random Town Elder is killed" with the dice rigged (the first picks the Elder). */
function murder(hands: string[][], rolls: number[], config: Partial<TouchConfig> = {}): TouchState {
  const s = atTurnOf(0, { heroes: ['karl', 'inspector-cooke', 'heinrich-cartwright'], ...config });
  s.turn.step = 'actions';
  hands.forEach((ids, seat) => (s.heroes[seat]!.events = ids.map((id) => takeFromDeck(s, 'event', id))));
  rig(s, rolls);
  s.tasks.push({ t: 'effects', hero: 0, effects: [{ op: 'kill-elder', elder: 'random' }] });
  run(s);
  return s;
}

describe("preventing a Town Elder's death", () => {
  it('"any Event card … that would prevent a Wound to a Hero": Narrow Escape, played by any player as the Elder is about to be killed', () => {
    const s = murder([['found-a-clue'], ['narrow-escape'], ['dodge']], [1, 1]);
    expect(logText(s)).toContain('Lord Hanbrook is about to be killed.');
    expect(actor(s)).toBe(0);
    expect(keys(s)).toEqual(['pass']); // Found a Clue prevents nothing
    const asked = act(s, 'pass');
    const card = asked.heroes[1]!.events[0]!;
    expect(keys(asked)).toEqual(['pass', `play:${card}`]);
    const saved = act(asked, `play:${card}`);
    expect(saved.elders[0]!.status).toBe('town');
    expect(saved.track).toBe(20);
    expect(logText(saved)).toContain('Inspector Cooke prevents Lord Hanbrook from being killed.');
    // Saved once is enough: Heinrich's Dodge is no longer offered, and the window closes.
    const again = act(saved, 'pass');
    expect([actor(again), keys(again)]).toEqual([2, ['pass']]);
    const closed = act(again, 'pass');
    expect([closed.elders[0]!.status, closed.heroes[2]!.events.length]).toEqual(['town', 1]);
  });

  it('unsaved, "Whenever a Town Elder is killed, move the Shadow Track 2 spaces closer to Darkness"', () => {
    const s = murder([[], ['narrow-escape'], []], [1, 1]);
    const killed = act(s, 'pass');
    expect(killed.elders[0]!.status).toBe('dead');
    expect(killed.track).toBe(18);
  });

  it('"any … ability, Ally, or Item that would prevent a Wound to a Hero": Heinrich\'s Makes Do (prevented on a 6) is rolled for the Elder', () => {
    const saved = murder([], [1, 6]);
    expect(saved.elders[0]!.status).toBe('town');
    expect(logText(saved)).toContain('Heinrich Cartwright tries to save Lord Hanbrook: 6 (6+ needed).');
    const killed = murder([], [1, 5]);
    expect(killed.elders[0]!.status).toBe('dead');
    expect(killed.track).toBe(18);
  });

  it("a KO'd Hero's ability saves nobody (\"While KO'd, a Hero does not participate\"); without any prevention the Elder dies", () => {
    const s = atTurnOf(0, { heroes: ['karl', 'heinrich-cartwright'] });
    s.heroes[1]!.ko = true;
    rig(s, [1, 6]);
    s.tasks.push({ t: 'effects', hero: 0, effects: [{ op: 'kill-elder', elder: 'random' }] });
    run(s);
    expect(s.elders[0]!.status).toBe('dead');
    expect(logText(s)).not.toContain('tries to save');
  });
});
