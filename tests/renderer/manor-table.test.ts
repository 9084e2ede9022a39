// @vitest-environment happy-dom
/**
 * The Manor table, its game-over steps and its setup control, mounted on seat views
 * made by the real rules: what they show, the keys they emit, and the keyboard.
 * Only the keys sent are checked: the services decide.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endGame } from '../../src/games/manor/endgame';
import { run } from '../../src/games/manor/run';
import type { BoardwrightApi } from '../../src/shared/api';
import { act, situation, FOUR, manorSeatView, selectAll, SOLO, TWO } from './manor-fixture';

const api: BoardwrightApi = {
  async call(method) {
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: ManorTable } = await import('../../src/renderer/src/games/manor/ManorTable.vue');
const { default: ManorGameOver } = await import('../../src/renderer/src/games/manor/ManorGameOver.vue');
const { default: ManorSoloLevel } = await import('../../src/renderer/src/games/manor/ManorSoloLevel.vue');

const ROOMS = ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'jade-statue'];
let wrapper: VueWrapper | null = null;

function mountTable(seatView: ReturnType<typeof manorSeatView>, busy = false): VueWrapper {
  wrapper = mount(ManorTable, { props: { seatView, thinking: [], busy }, attachTo: document.body });
  return wrapper;
}

function acted(w: VueWrapper): string[] {
  return (w.emitted('act') ?? []).map((args) => args[0] as string);
}

beforeEach(() => setActivePinia(createPinia()));
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

describe('the Manor table', () => {
  it('Select Actions: the hand sends the card clicked; the others’ cards show only as placed', () => {
    const state = act(situation(FOUR, { lantern: 0, rooms: ROOMS }), 'select:study', 1);
    const w = mountTable(manorSeatView(state, 0));
    expect(w.findAll('[data-testid=manor-hand] button[data-action-type=select]')).toHaveLength(4);
    const other = w.find('[data-testid=manor-player][data-player="1"]');
    expect(other.find('[data-testid=player-this-round]').text()).toBe('Card placed face down');
    expect(other.text()).not.toContain('Study');
    w.find('button[data-action-key="select:inspect"]').trigger('click');
    expect(acted(w)).toEqual(['select:inspect']);
  });

  it('a number key moves to that choice (Enter then presses it); nothing is sent while busy', async () => {
    const revealed = selectAll(situation(FOUR, { lantern: 0, rooms: ROOMS }), ['pilfer', 'pilfer', 'study', 'inspect']);
    const w = mountTable(manorSeatView(revealed, 0));
    expect(w.find('[data-testid=manor-prompt]').text()).toBe('Pilfer: choose the room that gets the madness');
    window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Digit3', key: '3' }));
    expect(document.activeElement?.getAttribute('data-action-key')).toBe('room:foyer');
    // A key typed into a field is the field's.
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { code: 'Digit1', key: '1', bubbles: true }));
    expect(document.activeElement).toBe(input);
    input.remove();
    await w.setProps({ busy: true });
    w.find('button[data-action-key="room:attic"]').trigger('click');
    expect(acted(w)).toEqual([]);
  });

  it('the reveal lists the round in order, with who shares a card', () => {
    const revealed = selectAll(situation(FOUR, { lantern: 0, rooms: ROOMS }), ['pilfer', 'pilfer', 'study', 'inspect']);
    const reveal = mountTable(manorSeatView(revealed, 2)).find('[data-testid=manor-reveal]');
    expect(reveal.findAll('li').map((li) => li.attributes('data-status'))).toEqual(['now', 'next', 'next', 'next']);
    expect(reveal.findAll('[data-testid=shared-card]').map((s) => s.text())).toEqual([
      'shared with Player 2: +1 madness',
      'shared with Player 1: +1 madness',
    ]);
  });

  it('2 players: Lovecraft’s turn is announced to the Lantern holder', () => {
    let state = selectAll(situation(TWO, { lantern: 0, rooms: ROOMS }), ['study', 'inspect']);
    for (let i = 0; i < 20 && state.prompt?.purpose !== 'lovecraft-room'; i++) {
      const seat = state.prompt?.seat ?? 0;
      state = act(state, `${manorSeatView(state, seat).legal[0]?.action.key}`, seat);
    }
    const w = mountTable(manorSeatView(state, 0));
    expect(w.find('[data-testid=lovecraft-turn]').text()).toContain('You hold the Lantern');
    expect(w.find('[data-testid=manor-player][data-kind=lovecraft]').text()).toContain('Lovecraft');
  });

  it('solo: the fate picker shows all four fates and says why the steal is off', () => {
    const attic = act(act(situation(SOLO, { rooms: ROOMS }), 'select:pilfer', 0), 'room:attic', 0);
    const picker = mountTable(manorSeatView(attic, 0)).find('[data-testid=manor-fates]');
    expect(picker.findAll('li[data-fate]')).toHaveLength(4);
    expect(picker.find('li[data-fate=steal] button').attributes('disabled')).toBeDefined();
    expect(picker.findAll('[data-testid=fate-reason]').map((r) => r.text())).toEqual([
      'Pilfer steals only from the Basement or the Foyer.',
    ]);
  });
});

describe('the Manor seat panels', () => {
  it('count madness as the end does: tokens and the relics of the cache the viewer can see', () => {
    const state = situation(FOUR, {
      lantern: 0,
      caches: [['ancient-tome'], ['ancient-tome', 'jade-statue'], [], []],
      madness: [9, 2, 1, 1],
      roles: ['skeptic', 'heir', 'antiquarian', 'ritualist'],
    });
    // One relic went into Player 2's cache face down, unseen: it counts only at the end.
    state.players[1]!.hidden = [state.players[1]!.cache[1]!];
    const w = mountTable(manorSeatView(state, 0));
    const madness = w.findAll('[data-testid=player-madness]').map((m) => m.text().replace(/\s+/g, ' '));
    // Ancient Tome carries 3 madness (the game-over step below counts "12 madness (3 on relics + 9 tokens)").
    expect(madness[0]).toBe('12 madness: 9 tokens + 3 on relics');
    expect(madness[1]).toBe('3 madness: 2 tokens + 1 on relics (and what a face-down relic holds)');
  });
});

describe('the Manor game-over steps', () => {
  it('one step at a time, then all of them', async () => {
    const state = situation(FOUR, {
      lantern: 0,
      caches: [['ancient-tome'], [], [], []],
      madness: [9, 1, 1, 1],
      roles: ['skeptic', 'heir', 'antiquarian', 'ritualist'],
    });
    endGame(state, 'clock');
    run(state);
    const seatView = manorSeatView(state, 0);
    wrapper = mount(ManorGameOver, { props: { seatView, summary: seatView.match } });
    const shown = () => wrapper!.findAll('[data-step-id]').map((s) => s.attributes('data-step-id'));
    expect(shown()).toEqual(['end']);
    await wrapper.find('[data-testid=end-next-step]').trigger('click');
    await wrapper.find('[data-testid=end-next-step]').trigger('click');
    expect(shown()).toEqual(['madness']);
    expect(wrapper.find('[data-step-id=madness] .devoured').text()).toBe(
      'You: 12 madness (3 on relics + 9 tokens) — devoured',
    );
    await wrapper.find('[data-testid=end-next-step]').trigger('click');
    expect(wrapper.find('[data-testid=end-next-step]').attributes('disabled')).toBeDefined();
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Show all steps')!
      .trigger('click');
    expect(shown()).toEqual(['end', 'reveal', 'madness', 'scoring']);
  });
});

describe('the solo level at setup', () => {
  it('is asked only in the solo game, and sets the level chosen', async () => {
    wrapper = mount(ManorSoloLevel, { props: { modelValue: { players: 3 }, seatLabels: ['Player 1'] } });
    expect(wrapper.find('[data-testid=manor-solo-level]').exists()).toBe(false);
    await wrapper.setProps({ modelValue: { players: 1, level: 1 } });
    expect(wrapper.find('small').text()).toBe(
      'You start with 3 madness tokens; Lovecraft starts with 1 relic face down.',
    );
    await wrapper.find('select').setValue('6');
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([{ players: 1, level: 6 }]);
  });
});
