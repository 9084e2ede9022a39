/**
 * The Cooperative Mystery Phase Charts: cancelling a roll, and the Advanced chart. Each
 * test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { runMysteryStep } from '../../../src/games/touch/mystery';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, keys, logText, rig, takeFromDeck } from './helpers';

const COOP: Partial<TouchConfig> = {
  heroes: ['karl', 'inspector-cooke', 'thomas'],
  mode: 'cooperative',
  villain: 'scarecrow',
};

/** The chart rolled with these dice, Cooke holding Holy Vigil. */
function rolledWithVigil(rolls: number[], config: Partial<TouchConfig> = COOP): { s: TouchState; vigil: number } {
  const s = rig(atTurnOf(0, config), rolls);
  const vigil = takeFromDeck(s, 'event', 'holy-vigil');
  s.heroes[1]!.events = [vigil];
  runMysteryStep(s, 'chart');
  run(s);
  return { s, vigil };
}

describe('cancelling a roll on the Mystery Phase Chart', () => {
  it('"A roll on the Mystery Phase Chart may be canceled by anything that would cancel an Event or Mystery card"', () => {
    const { s, vigil } = rolledWithVigil([1]); // Darkness Falls
    expect(s.prompt).toBeNull(); // the roll waits in a window before the Heroes are asked to take the Wounds
    expect(actor(s)).toBe(1);
    expect(keys(s)).toEqual(['pass', `play:${vigil}`]);
    const cancelled = act(s, `play:${vigil}`);
    expect(logText(cancelled)).toContain('Inspector Cooke cancels the roll on the Mystery Phase Chart.');
    expect(cancelled.prompt).toBeNull();
    expect(cancelled.track).toBe(20);
    expect(cancelled.decks.event.removed).toContain(vigil); // "Remove this card from the game."
    // Passing lets the result happen.
    const passed = act(s, 'pass');
    expect(passed.prompt).toMatchObject({ kind: 'shield', steps: 2, wounds: 5 });
  });

  it('no window opens when nobody holds an Event: the roll is resolved next', () => {
    const s = rig(atTurnOf(0, COOP), [3]); // Minions of Evil
    runMysteryStep(s, 'chart');
    expect(s.tasks.at(-1)).toMatchObject({ t: 'chart-roll', result: 'minions-of-evil', cancelled: false });
  });
});
