// @vitest-environment happy-dom
/**
 * "either side may choose to surrender the current battle … the surrendering side takes damage
 * equal to half the unmodified value of the opposing Army": a surrender costs CP at once and
 * cannot be taken back, so the prompt asks again before sending it; fighting on is one click.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import EzPrompt from '../../src/renderer/src/games/everzone/EzPrompt.vue';
import { sortControls } from '../../src/renderer/src/games/everzone/ez-controls';
import type { LegalAction } from '../../src/shared/api';

let wrapper: VueWrapper | null = null;

const LEGAL: LegalAction[] = [
  { action: { key: 'surrender', type: 'surrender' }, label: 'Surrender this battle.' },
  { action: { key: 'fight-on', type: 'fight-on' }, label: 'Fight on.' },
] as unknown as LegalAction[];

function mountPrompt(): VueWrapper {
  wrapper = mount(EzPrompt, {
    props: {
      controls: sortControls(LEGAL),
      selected: new Set<number>(),
      resources: null,
      cards: new Map(),
      disabled: false,
      waitingFor: null,
      pending: null,
      forced: false,
    },
    attachTo: document.body,
  });
  return wrapper;
}

const chosen = (w: VueWrapper): string[] =>
  (w.emitted('choose') ?? []).map((args) => (args[0] as LegalAction).action.key);

beforeEach(() => setActivePinia(createPinia()));
afterEach(() => wrapper?.unmount());

describe('EverZone: the surrender question', () => {
  it('fighting on is sent at once; a surrender only once confirmed, and Cancel sends nothing', async () => {
    const w = mountPrompt();
    await w.find('[data-action-type=fight-on]').trigger('click');
    expect(chosen(w)).toEqual(['fight-on']);
    expect(w.find('[data-action-type=surrender]').classes()).toContain('danger');

    await w.find('[data-action-type=surrender]').trigger('click');
    expect(chosen(w)).toEqual(['fight-on']);
    const dialog = w.find('[role=alertdialog]');
    expect(dialog.text()).toContain('Surrender this battle?');
    await dialog
      .findAll('button')
      .find((b) => b.text() === 'Cancel')!
      .trigger('click');
    expect(w.find('[role=alertdialog]').exists()).toBe(false);
    expect(chosen(w)).toEqual(['fight-on']);

    await w.find('[data-action-type=surrender]').trigger('click');
    await w
      .find('[role=alertdialog]')
      .findAll('button')
      .find((b) => b.text() === 'Surrender')!
      .trigger('click');
    expect(chosen(w)).toEqual(['fight-on', 'surrender']);
  });
});
