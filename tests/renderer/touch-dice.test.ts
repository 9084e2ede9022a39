// @vitest-environment happy-dom
/**
 * The Touch of Evil dice tray and Event windows, on positions made by the real rules:
 * a Fight Round rolled and waiting in its window, a Skill Test rolled and waiting in its
 * window. Each die shows its number and is marked a success in words (not colour alone);
 * the window says what it is for and which Events are playable; the buttons to play or
 * pass sit in the tray; a replayed position shows the dice and no buttons.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TouchState } from '../../src/games/touch/state';
import TouchTable from '../../src/renderer/src/games/touch/TouchTable.vue';
import { act, eventCard, fightRoundRolled, newGame, skillTestRolled, touchSeatView } from './touch-fixture';

let wrapper: VueWrapper | null = null;

function mountTable(state: TouchState, seat: number, options: { readOnly?: boolean } = {}): VueWrapper {
  wrapper = mount(TouchTable, {
    props: { seatView: touchSeatView(state, seat), thinking: [], busy: false, ...options },
    attachTo: document.body,
  });
  return wrapper;
}

function acted(w: VueWrapper): string[] {
  return (w.emitted('act') ?? []).map((args) => args[0] as string);
}

function dice(w: VueWrapper, side: number): string[] {
  const sides = w.findAll('[data-testid=dice-side]');
  return sides[side]!.findAll('[data-testid=die]').map((d) => d.attributes('aria-label')!);
}

/** "4, miss" or "5, success": the rule book's "Fight Dice always need to roll 5 or 6 to be successful". */
const fightWords = (values: readonly number[]): string[] => values.map((v) => `${v}, ${v >= 5 ? 'success' : 'miss'}`);

beforeEach(() => {
  setActivePinia(createPinia());
  window.localStorage.clear();
  // These tests look at the window's question: nothing is passed for the player unless a test says so.
  window.localStorage.setItem('boardwright.touch.autoPass', 'never');
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

describe('the dice tray', () => {
  it('shows a Fight Round’s dice, the target, the Hits each side scores, and the window’s choices in the tray', async () => {
    const state = fightRoundRolled();
    const top = state.tasks.find((t) => t.t === 'fight');
    if (top?.t !== 'fight' || !top.fight.pending) throw new Error('the round is rolled and pending');
    const { hero, enemy } = top.fight.pending;
    const w = mountTable(state, 0);
    const tray = w.find('[data-testid=touch-dice]');
    expect(tray.attributes('data-kind')).toBe('fight');
    expect(tray.attributes('data-status')).toBe('pending');
    expect(tray.find('[data-testid=dice-title]').text()).toBe('Karl against Wolves: Fight Round 1');
    expect(tray.find('[data-testid=dice-target]').text()).toBe('Target 5+, results not yet applied');
    expect(dice(w, 0)).toEqual(fightWords(hero));
    expect(dice(w, 1)).toEqual(fightWords(enemy));
    // This seed rolls 4 5 3 1 against 1 6: one Hit each way, the successes ticked.
    expect(hero).toEqual([4, 5, 3, 1]);
    expect(enemy).toEqual([1, 6]);
    expect(tray.findAll('[data-testid=die] .face').map((f) => f.text())).toEqual(['4', '5', '3', '1', '1', '6']);
    expect(tray.findAll('[data-testid=die] .mark').map((m) => m.text())).toEqual(['', '✓', '', '', '', '✓']);
    expect(tray.findAll('[data-testid=dice-result]').map((r) => r.text())).toEqual([
      '1 Hit on Wolves',
      '1 Hit on Karl',
    ]);

    const question = tray.find('[data-testid=touch-window-question]');
    expect(question.text()).toBe(
      "Play an Event or pass, after Karl's Fight Round dice against Wolves. Playable now: Adrenaline.",
    );
    const buttons = tray.findAll('button');
    expect(buttons.map((b) => b.text())).toEqual([
      '1 Play no Event now',
      '2 Play Adrenaline Play during a Fight Round: roll 2 more Fight Dice.',
    ]);
    await buttons[1]!.trigger('click');
    expect(acted(w)).toEqual([`play:${eventCard('adrenaline')}`]);
  });

  it('shows a Skill Test’s dice against its own target, and whether it succeeds as rolled', () => {
    const state = skillTestRolled();
    const test = state.tasks.find((t) => t.t === 'test');
    if (test?.t !== 'test') throw new Error('the Test waits in its window');
    const w = mountTable(state, 1);
    const tray = w.find('[data-testid=touch-dice]');
    expect(tray.attributes('data-kind')).toBe('test');
    expect(tray.find('[data-testid=dice-title]').text()).toBe("Karl's Spirit 5+ Skill Test");
    expect(tray.find('[data-testid=dice-target]').text()).toContain('Target 5+');
    // "If at least one of these dice equal to or higher than the target number, the Test is Successful."
    expect(test.dice).toEqual([1, 5]);
    expect(dice(w, 0)).toEqual(['1, miss', '5, success']);
    expect(tray.find('[data-testid=dice-result]').text()).toBe('1 success');
    expect(tray.find('[data-testid=dice-note]').text()).toBe('As rolled, the Test succeeds.');
    // Cooke is asked about Karl's dice, holding only a Fight Event: nothing playable, pass only.
    expect(tray.find('[data-testid=touch-window-question]').text()).toBe(
      "Play an Event or pass, after Karl's Spirit 5+ Skill Test dice. Your Event cannot be played now.",
    );
    expect(tray.findAll('button').map((b) => b.attributes('data-action-key'))).toEqual(['pass']);
  });

  it('tells a seat the window does not ask why it is open and whom it waits for', () => {
    const w = mountTable(skillTestRolled(), 0);
    const prompt = w.find('[data-testid=touch-prompt]');
    expect(prompt.find('[data-testid=touch-window]').text()).toBe(
      "Event window open after Karl's Spirit 5+ Skill Test dice.",
    );
    expect(prompt.text()).toContain('Waiting for Inspector Cooke');
    expect(prompt.find('[data-testid=touch-dice]').exists()).toBe(true);
    expect(prompt.findAll('button')).toHaveLength(0);
  });

  it('read-only (a replayed position) shows the dice but no buttons, and sends nothing', () => {
    window.localStorage.setItem('boardwright.touch.autoPass', 'nothing-playable');
    const w = mountTable(skillTestRolled(), 1, { readOnly: true });
    expect(w.find('[data-testid=touch-dice]').exists()).toBe(true);
    expect(dice(w, 0)).toEqual(['1, miss', '5, success']);
    // Nothing to play: only the reading aids (glossary terms, a card's "Read" control) stay.
    expect(w.findAll('button:not(.term):not([data-testid=card-open])')).toHaveLength(0);
    expect(w.find('[data-testid=touch-auto-pass]').exists()).toBe(false);
    expect(acted(w)).toEqual([]);
  });

  it('has no tray when no dice are rolled', () => {
    const w = mountTable(newGame(), 0);
    expect(w.find('[data-testid=touch-dice]').exists()).toBe(false);
  });
});

describe('passing Event windows automatically', () => {
  /** The keys a table sends on its own when mounted for `seat` with this setting. */
  function autoSent(state: TouchState, seat: number, setting: string | null): string[] {
    window.localStorage.clear();
    if (setting !== null) window.localStorage.setItem('boardwright.touch.autoPass', setting);
    const w = mountTable(state, seat);
    const sent = acted(w);
    w.unmount();
    wrapper = null;
    return sent;
  }

  const nothingPlayable = () => skillTestRolled(['adrenaline']); // Cooke asked, on Karl's turn, pass only
  const playableOffTurn = () => skillTestRolled(['ward-of-protection']); // Cooke asked, on Karl's turn, may play
  const playableOwnTurn = () => fightRoundRolled(); // Karl asked, on his own turn, may play Adrenaline

  it('by default passes only when the seat holds nothing playable', () => {
    expect(autoSent(nothingPlayable(), 1, null)).toEqual(['pass']);
    expect(autoSent(playableOffTurn(), 1, null)).toEqual([]);
    expect(autoSent(playableOwnTurn(), 0, null)).toEqual([]);
  });

  it('"never" always asks', () => {
    expect(autoSent(nothingPlayable(), 1, 'never')).toEqual([]);
    expect(autoSent(playableOffTurn(), 1, 'never')).toEqual([]);
    expect(autoSent(playableOwnTurn(), 0, 'never')).toEqual([]);
  });

  it('"always except on my own turn" passes off one’s turn even with an Event playable, and asks on it', () => {
    expect(autoSent(nothingPlayable(), 1, 'not-my-turn')).toEqual(['pass']);
    expect(autoSent(playableOffTurn(), 1, 'not-my-turn')).toEqual(['pass']);
    expect(autoSent(playableOwnTurn(), 0, 'not-my-turn')).toEqual([]);
  });

  it('never sends anything when no window asks the seat, whatever the setting', () => {
    for (const setting of ['never', 'nothing-playable', 'not-my-turn']) {
      expect(autoSent(newGame(), 0, setting)).toEqual([]);
      expect(autoSent(act(newGame(), 'roll', 0), 0, setting)).toEqual([]);
      // The window asks Cooke, not Karl.
      expect(autoSent(nothingPlayable(), 0, setting)).toEqual([]);
    }
  });

  it('waits while busy, then passes once for that question', async () => {
    window.localStorage.clear();
    const seatView = touchSeatView(nothingPlayable(), 1);
    const w = mount(TouchTable, { props: { seatView, thinking: [], busy: true } });
    wrapper = w;
    expect(acted(w)).toEqual([]);
    await w.setProps({ busy: false });
    expect(acted(w)).toEqual(['pass']);
    await w.setProps({ busy: true });
    await w.setProps({ busy: false });
    expect(acted(w)).toEqual(['pass']);
  });

  it('the setting is chosen at the table, kept per browser, and takes effect at once', async () => {
    window.localStorage.clear();
    const w = mountTable(playableOffTurn(), 1);
    const select = w.find('[data-testid=touch-auto-pass-select]');
    expect((select.element as HTMLSelectElement).value).toBe('nothing-playable');
    expect(acted(w)).toEqual([]);
    await select.setValue('not-my-turn');
    expect(window.localStorage.getItem('boardwright.touch.autoPass')).toBe('not-my-turn');
    expect(acted(w)).toEqual(['pass']);
    w.unmount();
    wrapper = null;
    const again = mountTable(newGame(), 0);
    expect((again.find('[data-testid=touch-auto-pass-select]').element as HTMLSelectElement).value).toBe('not-my-turn');
  });

  it('an unknown stored setting falls back to the default', () => {
    expect(autoSent(nothingPlayable(), 1, 'sometimes')).toEqual(['pass']);
    expect(autoSent(playableOffTurn(), 1, 'sometimes')).toEqual([]);
  });
});
