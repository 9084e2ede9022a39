// @vitest-environment happy-dom
/**
 * Evy's board explains itself: the map key (hover or Tab lights the tiles it
 * explains), tooltips on tiles, the card of a card tile shown as a card, tie
 * answers in words, Evy still on the exit after a win, and one win banner.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardwrightApi, SeatView } from '../../src/shared/api';
import type { EvyView } from '../../src/games/evy/types';
import { evyView, legal, seatView } from './evy-fixture';

const api: BoardwrightApi = {
  async call(method) {
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: EvyTable } = await import('../../src/renderer/src/games/evy/EvyTable.vue');

let wrapper: VueWrapper | null = null;

function board(sv: SeatView<EvyView> = seatView()) {
  wrapper = mount(EvyTable, { props: { seatView: sv, thinking: [], busy: false }, attachTo: document.body });
  return wrapper;
}

const litTiles = (w: VueWrapper) =>
  w.findAll('[data-testid="evy-map"] polygon.lit').map((p) => p.attributes('data-hex'));

beforeEach(() => {
  setActivePinia(createPinia());
  localStorage.clear();
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

describe('Evy board: the map key', () => {
  it('lists every kind of tile and token on the map; pointing at or focusing an entry lights its tiles', async () => {
    const w = board();
    const items = w.findAll('[data-testid="evy-legend-item"]');
    expect(items.map((i) => i.attributes('data-key'))).toEqual([
      'token:evy',
      'token:monster',
      'token:boss',
      'tile:floor',
      'tile:pit',
      'tile:boss-pit',
      'tile:card',
      'tile:exit',
      'tile:door',
      'tile:stairs',
      'item:baby',
      'token:waypoint',
      'token:covered',
    ]);
    for (const item of items) expect(item.attributes('tabindex')).toBe('0');
    const pit = w.find('[data-key="tile:pit"]');
    expect(pit.find('[role="tooltip"]').text()).toContain('A monster crawls out');
    expect(document.getElementById(pit.attributes('aria-describedby')!)?.textContent).toContain(
      'end of every monster phase',
    );
    await pit.trigger('mouseenter');
    expect(litTiles(w)).toEqual(['-1,1']);
    await pit.trigger('mouseleave');
    expect(litTiles(w)).toEqual([]);
    await w.find('[data-key="item:baby"]').trigger('focus');
    expect(litTiles(w)).toEqual(['0,-1']);
    expect(w.find('[data-key="item:baby"] .name').text()).toBe('Baby brother');
  });

  it('each tile has a tooltip naming it, what is on it, and what its kind means', () => {
    const w = board();
    const title = (at: string) => w.find(`polygon[data-hex="${at}"] title`).text();
    expect(title('-1,-1')).toContain('Staircase to map 2 (Attic)');
    expect(title('-1,1')).toContain('Spawn pit');
    expect(title('0,-1')).toContain('Baby brother to pick up');
    expect(title('1,0')).toContain('monster 1 here');
    expect(title('2,-1')).toContain('Big Jelly here');
  });
});

describe('Evy board: prompts that explain themselves', () => {
  it('a card tile: the card is shown face down with its number, then face up once turned over', async () => {
    const w = board(
      seatView(evyView({ phase: 'card', offers: [1] }), [
        legal({ key: 'flip:1', type: 'flip', number: 1 }, 'Turn over card 1'),
        legal({ key: 'pass:1', type: 'pass-card', number: 1 }, 'Leave card 1 face down'),
      ]),
    );
    expect(w.find('[data-testid="evy-card-back"]').text()).toContain('1');
    await w.setProps({
      seatView: seatView(evyView({ revealed: [{ number: 1, def: 'chainsaw', card: 7 }] })),
    });
    const face = w.find('[data-testid="evy-card-face"]');
    expect(face.attributes('data-def')).toBe('chainsaw');
    expect(face.text()).toContain('Chainsaw');
    expect(w.find('[data-testid="evy-turned-card"] h3').text()).toBe('Card 1 turned over');
  });

  it('a tie: the heading and the answers name the monsters and places, not coordinates', () => {
    const w = board(
      seatView(
        evyView({
          phase: 'monster-choice',
          monsterPhase: {
            actions: 2,
            stage: 'move',
            attacked: [],
            done: [],
            hitBy: null,
            choice: { kind: 'monster', options: [1, 2] },
          },
        }),
        [
          legal({ key: 'monster:1,0', type: 'choose-monster', monster: { q: 1, r: 0 } }, 'Monster 1 moves first'),
          legal({ key: 'monster:0,1', type: 'choose-monster', monster: { q: 0, r: 1 } }, 'Monster 2 moves first'),
        ],
      ),
    );
    const choices = w.find('[data-testid="evy-choices"]');
    expect(choices.find('h3').text()).toBe('Dust slug 1 and Dust slug 2 are equally close to Evy: which moves first?');
    expect(choices.findAll('button').map((b) => b.text())).toEqual([
      '1 Dust slug 1, next to Evy (east of her), moves first',
      '2 Dust slug 2, next to Evy (south-east of her), moves first',
    ]);
  });
});

describe('Evy board: after a win', () => {
  it('Evy is still drawn where she ended (on the exit), under one banner', () => {
    const w = board(seatView(evyView({ phase: 'over', result: 'won', evy: { q: 3, r: 0 }, kept: 'sneakers' }), []));
    expect(w.find('[data-testid="evy-token"]').attributes('data-hex')).toBe('3,0');
    const banners = w.findAll('[data-testid="evy-result"]');
    expect(banners).toHaveLength(1);
    expect(banners[0]!.text()).toContain('Adventure won!');
    expect(banners[0]!.text()).toContain('Evy keeps the Sneakers');
  });

  it('choosing the card to keep is already under the win banner', () => {
    const w = board(
      seatView(evyView({ phase: 'keep' }), [legal({ key: 'keep:none', type: 'keep', card: null }, 'Keep no card')]),
    );
    expect(w.find('[data-testid="evy-result"]').attributes('data-result')).toBe('won');
    expect(w.find('[data-testid="evy-to-campaign"]').exists()).toBe(false);
  });
});
