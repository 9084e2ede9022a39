// @vitest-environment happy-dom
/**
 * The EverZone table mounted from hand-written views (real card content): what it
 * shows of each seat, what a selection sends, the live resource counter, and the
 * declaration controls. Only the keys it emits are checked: the engine decides.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardwrightApi } from '../../src/shared/api';
import type { EverzoneView } from '../../src/games/everzone/types';
import { ezSeatView, fixtureView, legal } from './everzone-fixture';

const api: BoardwrightApi = {
  async call(method) {
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: EverzoneTable } = await import('../../src/renderer/src/games/everzone/EverzoneTable.vue');

let wrapper: VueWrapper | null = null;

function table(view: EverzoneView, actions: ReturnType<typeof legal>[]): VueWrapper {
  wrapper = mount(EverzoneTable, {
    props: { seatView: ezSeatView(view, actions), thinking: [], busy: false },
    attachTo: document.body,
  });
  return wrapper;
}

function acted(w: VueWrapper): string[] {
  return (w.emitted('act') ?? []).map((args) => args[0] as string);
}

const card = (w: VueWrapper, id: number) => w.find(`button.ez-card[data-card-id="${id}"]`);

beforeEach(() => setActivePinia(createPinia()));

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

describe('EverZone table: what each seat shows (hidden information)', () => {
  it('shows the viewer’s hand face up, the opponent’s hand only as a count, their marshalled cards as backs', () => {
    const w = table(fixtureView({ phase: 'declare' }), [legal({ key: 'pass', type: 'pass' })]);
    expect(
      w
        .find('[data-testid=ez-hand]')
        .findAll('[data-card-id]')
        .map((c) => c.attributes('data-card-id')),
    ).toEqual(['1', '2', '3']);
    const opponent = w.find('[data-testid=ez-player][data-seat="1"]');
    expect(opponent.text()).toContain('4 cards in hand');
    const backs = opponent.findAll('[data-zone=marshalled] .ez-card.back');
    expect(backs).toHaveLength(2);
    for (const back of backs) expect(back.attributes('data-def')).toBeUndefined();
    // The opponent's fallen Barlid is public; its hand is in no element of the page.
    expect(opponent.find('[data-pile=fallen]').text()).toContain('Barlid');
  });

  it('shows CP, surrenders and the location’s turn track with the current turn', () => {
    const w = table(fixtureView(), []);
    expect(w.findAll('[data-testid=ez-cp]').map((e) => e.text())).toEqual(['18 CP', '15 CP']);
    expect(w.find('[aria-current=step]').text()).toContain('Turn 2');
    expect(w.find('[data-testid=ez-location]').text()).toContain('Prime Earth');
  });
});

describe('EverZone table: choosing a subset (Marshal Phase)', () => {
  const marshalMenu = [
    legal({ key: 'marshal:', type: 'marshal', cards: [] }, 'Marshal nothing.'),
    legal({ key: 'marshal:1,3', type: 'marshal', cards: [1, 3] }, 'Marshal Marine, Firelord.'),
  ];

  it('sends the clicked hand cards as one subset key, ids ascending', async () => {
    const w = table(fixtureView({ phase: 'marshal' }), marshalMenu);
    await card(w, 3).trigger('click');
    await card(w, 2).trigger('click');
    expect(card(w, 3).attributes('aria-pressed')).toBe('true');
    expect(w.find('[data-testid=ez-selected-count]').text()).toBe('2 cards selected');
    await w.find('[data-testid=ez-confirm]').trigger('click');
    expect(acted(w)).toEqual(['marshal:2,3']);
  });

  it('fills the selection from a suggestion and sends the engine’s key for it', async () => {
    const w = table(fixtureView({ phase: 'marshal' }), marshalMenu);
    await w.find('[data-suggestion="marshal:1,3"]').trigger('click');
    expect(acted(w)).toEqual([]);
    await w.find('[data-testid=ez-confirm]').trigger('click');
    expect(acted(w)).toEqual(['marshal:1,3']);
  });
});

describe('EverZone table: activation (Activation and Deactivation)', () => {
  const activateMenu = [legal({ key: 'activate:5', type: 'activate', cards: [5] })];

  it('starts from the active units and counts resources live against the limit', async () => {
    const w = table(fixtureView(), activateMenu);
    const counter = () => w.find('[data-testid=ez-resources]');
    // Adam Finn (4) active, Bunker (2) in play, limit 6.
    expect(counter().text()).toContain('◆4 for these units');
    expect(counter().text()).toContain('◆2 already in play');
    expect(counter().classes()).not.toContain('over');
    await card(w, 7).trigger('click'); // Raptor, 3
    expect(counter().text()).toContain('◆7 for these units');
    expect(counter().classes()).toContain('over');
    await w.find('[data-testid=ez-confirm]').trigger('click');
    // Not refused here: the engine checks, and says so if it refuses.
    expect(acted(w)).toEqual(['activate:5,7']);
  });

  it('marks a unit that cannot fight at this location', () => {
    const w = table(fixtureView(), activateMenu);
    expect(card(w, 6).classes()).toContain('elsewhere'); // Shark: Sea only, at Prime Earth
    expect(card(w, 6).text()).toContain('cannot fight on Earth');
  });

  it('after losses, offers only deactivated units and starts from none', () => {
    const view = fixtureView();
    const w = table({ ...view, stage: { ...view.stage, activation: 'forced' } }, activateMenu);
    expect(card(w, 5).exists()).toBe(false);
    expect(card(w, 7).attributes('aria-pressed')).toBe('false');
    expect(w.find('[data-testid=ez-selected-count]').text()).toBe('0 cards selected');
  });
});

describe('EverZone table: supports, skills and passing (Playing Support Cards)', () => {
  it('lists each support with its targets, and passes with the pass button', async () => {
    const w = table(fixtureView({ phase: 'declare' }), [
      legal({ key: 'pass', type: 'pass' }, 'Pass.'),
      legal({ key: 'support:2:5', type: 'play-support', card: 2, choice: { unit: 5 } }, 'Medicbot on Adam Finn.'),
      legal({ key: 'support:2:6', type: 'play-support', card: 2, choice: { unit: 6 } }, 'Medicbot on Shark.'),
      legal({ key: 'discard-support:8', type: 'discard-support', card: 8 }, 'Discard Bunker.'),
    ]);
    const options = w.findAll('[data-action-type=play-support]');
    expect(options.map((o) => o.text())).toEqual(['Medicbot on Adam Finn.', 'Medicbot on Shark.']);
    expect(w.find('[data-testid=ez-hand] [data-card-id="2"]').text()).toContain('can be played now');
    await options[1]!.trigger('click');
    await w.find('[data-action-type=discard-support]').trigger('click');
    await w.find('[data-action-type=pass]').trigger('click');
    expect(acted(w)).toEqual(['support:2:6', 'discard-support:8', 'pass']);
  });

  it('shows the declaration pile in resolution order: effects first, last declared first', () => {
    const w = table(
      fixtureView({
        phase: 'declare',
        pile: [
          { seat: 0, card: 5, kind: 'skill', choice: {} },
          { seat: 1, card: 20, kind: 'skill', choice: {} },
          { seat: 0, card: 8, kind: 'effect', choice: {} },
        ],
      }),
      [legal({ key: 'pass', type: 'pass' })],
    );
    const rows = w.findAll('[data-testid=ez-declarations] li').map((li) => li.attributes('data-card-id'));
    expect(rows).toEqual(['8', '20', '5']);
  });
});
