// @vitest-environment happy-dom
/**
 * Why an Event window is open, in the table's words, for each moment the rules open one
 * (docs/rules/touch.md, "Event windows"): after a Fight Round's or a Skill Test's dice, as
 * a Mystery card is drawn or a Mystery Phase or Showdown Chart roll is read, as a Minion Chart Event is rolled, as a Town Elder is about to
 * be killed, as a Lair card starts a Showdown, before an ally's Fight Round. The legal actions come from the rules; the
 * moment under the window is set on a new game.
 */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardIds, cardOf } from '../../src/games/touch/cards';
import { elderDef } from '../../src/games/touch/content';
import type { Task, TouchState, WindowTiming } from '../../src/games/touch/state';
import TouchTable from '../../src/renderer/src/games/touch/TouchTable.vue';
import { diceTray } from '../../src/renderer/src/games/touch/touch-dice';
import { fightRoundRolled, eventCard, newGame, touchSeatView } from './touch-fixture';

/** A new game with `under` waiting in a window of this timing; Karl holds an any-time Event, so he is asked. */
function windowOn(under: Task, timing: WindowTiming, hero: number | null = null): TouchState {
  const state = newGame();
  state.heroes[0]!.events = [eventCard('ward-of-protection')];
  state.tasks.push(under, { t: 'window', timing, hero, next: 0 });
  return state;
}

function question(state: TouchState): string {
  const w = mount(TouchTable, { props: { seatView: touchSeatView(state, 0), thinking: [], busy: false } });
  const text = w.find('[data-testid=touch-window-question]').text();
  w.unmount();
  return text;
}

beforeEach(() => {
  setActivePinia(createPinia());
  window.localStorage.setItem('boardwright.touch.autoPass', 'never');
});

describe('an Event window says what it is for', () => {
  it('as a Mystery card is drawn, naming the card (it is drawn face up)', () => {
    const card = cardIds('mystery')[0]!;
    const state = windowOn({ t: 'mystery-card', hero: 0, card, cancelled: false }, 'mystery');
    expect(question(state)).toBe(
      `Play an Event or pass, as the Mystery card “${cardOf('mystery', card).name}” is drawn. Playable now: Ward of Protection.`,
    );
  });

  it('as a roll on the Mystery Phase Chart or the Showdown Chart is read', () => {
    const mystery = windowOn({ t: 'chart-roll', chart: 'basic', result: 'any', cancelled: false }, 'mystery');
    expect(question(mystery)).toContain('as the roll on the Mystery Phase Chart is read.');
    const showdown = windowOn({ t: 'chart-roll', chart: 'showdown', result: 'any', cancelled: false }, 'mystery');
    expect(question(showdown)).toContain('as the roll on the Showdown Chart is read.');
  });

  it('as a Minion Chart Event is rolled', () => {
    const state = windowOn(
      { t: 'chart-event', hero: 0, at: 0, name: 'Wolf Attack', effects: [], cancelled: false },
      'chart',
    );
    expect(question(state)).toContain('as the Minion Chart Event “Wolf Attack” is rolled.');
  });

  it('as a Town Elder is about to be killed', () => {
    const state = windowOn({ t: 'elder-doom', elder: 0, prevented: false }, 'elder');
    expect(question(state)).toContain('as Lord Hanbrook is about to be killed.');
  });

  it('as a Lair card is revealed to start a Showdown', () => {
    expect(question(windowOn({ t: 'lair-start' }, 'showdown'))).toContain(
      'as a Lair card is revealed to start a Showdown.',
    );
  });

  it('before an ally’s Fight Round (Cooperative play), naming the Hero and the enemy', () => {
    const fight = { hero: 1, rounds: 0, prevent: 0, pending: null, last: null };
    const enemy = { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat' as const, wounds: 0, victory: [] };
    const state = windowOn({ t: 'fight', fight: { ...fight, enemy } }, 'round', 1);
    expect(question(state)).toBe(
      "Play an Event or pass, before Inspector Cooke's Fight Round against Wolves. Playable now: Ward of Protection.",
    );
  });

  it('after a Fight Round’s dice, naming the Hero and the enemy', () => {
    expect(question(fightRoundRolled())).toContain("after Karl's Fight Round dice against Wolves.");
  });
});

describe('the tray of a Villain’s attack and of a Showdown round', () => {
  it('a Villain attacking outside a Showdown: a single round whose Hits earn Investigation, not Wounds', () => {
    const state = newGame();
    const enemy = {
      name: 'The Vampire',
      attack: true,
      fightDice: 3,
      health: 0,
      fightWith: 'combat' as const,
      wounds: 0,
      victory: [],
      villain: true,
    };
    state.tasks.push({
      t: 'fight',
      fight: { hero: 0, enemy, rounds: 0, prevent: 0, pending: { hero: [6, 2], enemy: [5, 5, 1] }, last: null },
    });
    const tray = diceTray(touchSeatView(state, 1).view)!;
    expect(tray.title).toBe('The Vampire attacks Karl: a single Fight Round');
    expect(tray.sides.map((s) => s.result)).toEqual(['1 Hit (Investigation, not Wounds)', '2 Hits on Karl']);
  });

  it('a Showdown round: the Hero’s aimed dice and the Villain’s dice at the party are named, and prevention noted', () => {
    const state = newGame();
    state.elders[1]!.status = 'evil';
    state.showdown = {
      hero: 0,
      lair: cardIds('lair')[0]!,
      party: [{ elder: 2, wounds: 0, hero: 0 }],
      step: 'fight',
      heroes: [0],
    };
    const enemy = {
      name: 'The Vampire',
      fightDice: 4,
      health: 6,
      fightWith: 'combat' as const,
      wounds: 0,
      victory: [],
      villain: true,
    };
    const pending = { hero: [5, 3, 6], enemy: [6, 2] };
    state.tasks.push({ t: 'fight', fight: { hero: 0, enemy, rounds: 1, prevent: 1, pending, last: null, aimed: [1] } });
    const tray = diceTray(touchSeatView(state, 0).view)!;
    expect(tray.title).toBe('Showdown: Karl against The Vampire, Fight Round 2');
    const name = (e: number) => `at ${elderDef(state.elders[e]!.elder).name}`;
    // "The Hero must decide how they will split their Fight Dice before rolling": the first die went at Elder 1.
    expect(tray.sides[0]!.dice.map((d) => d.aim ?? null)).toEqual([name(1), null, null]);
    // "it must roll one of its Fight Dice specifically against each of the Town Elders in the Hunting Party".
    expect(tray.sides[1]!.dice.map((d) => d.aim ?? null)).toEqual([name(2), null]);
    expect(tray.sides.map((side) => side.result)).toEqual([
      '1 Hit on The Vampire, 1 at Elders',
      '0 Hits on Karl, 1 at Elders',
    ]);
    expect(tray.note).toBe('1 Wound on Karl will be prevented.');
  });
});
