// @vitest-environment happy-dom
/**
 * Evy's board mounted from hand-written views: what it draws, what it marks
 * (only what the legal actions name), and what clicks and keys send.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import type { ApiRequest, BoardwrightApi, SeatView } from '../../src/shared/api';
import type { EvyView } from '../../src/games/evy/types';
import { evyView, legal, seatView, summary } from './evy-fixture';

const calls: { method: string; req: unknown }[] = [];
const api: BoardwrightApi = {
  async call(method, req) {
    calls.push({ method, req });
    if (method === 'match.undo') return seatView(evyView({ undoable: 0 })) as never;
    if (method === 'match.autoplay')
      return summary({ autoplay: (req as ApiRequest<'match.autoplay'>).on ? [0] : undefined }) as never;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: EvyTable } = await import('../../src/renderer/src/games/evy/EvyTable.vue');
const { useMatchStore } = await import('../../src/renderer/src/stores/match');
const { useLibraryStore } = await import('../../src/renderer/src/stores/library');

let wrapper: VueWrapper | null = null;

function board(sv: SeatView<EvyView> = seatView(), busy = false) {
  wrapper = mount(EvyTable, { props: { seatView: sv, thinking: [], busy }, attachTo: document.body });
  return wrapper;
}

function acted(w: VueWrapper): string[] {
  return (w.emitted('act') ?? []).map((args) => args[0] as string);
}

function press(code: string, key = '', init: KeyboardEventInit = {}): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { code, key, bubbles: true, ...init }));
}

const hex = (w: VueWrapper, at: string) => w.find(`polygon[data-hex="${at}"]`);

beforeEach(() => {
  setActivePinia(createPinia());
  calls.length = 0;
  localStorage.clear();
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.useRealTimers();
});

describe('Evy board: the map', () => {
  it('draws every tile of the map, Evy, the monsters (the boss with its health die), cards, door, item, books', () => {
    const w = board();
    expect(w.findAll('[data-testid="evy-map"] polygon.tile')).toHaveLength(13);
    expect(w.find('[data-testid="evy-token"]').attributes('data-hex')).toBe('0,0');
    expect(w.findAll('[data-monster]').map((m) => m.attributes('data-hex'))).toEqual(['1,0', '0,1', '2,-1']);
    expect(w.find('[data-testid="evy-boss-health"]').text()).toBe('4');
    // Card 1 is still face down on its tile; card 2 was taken (only its faint number remains).
    expect(w.find('.card-number').text()).toBe('1');
    expect(w.find('.spent-number').text()).toBe('2');
    expect(w.find('.door').exists()).toBe(true);
    expect(w.find('.item').exists()).toBe(true);
    const books = w.findAll('[data-testid="evy-waypoint"]');
    expect(books.map((b) => [b.text(), b.classes('next')])).toEqual([
      ['M', true],
      ['A', false],
    ]);
    expect(w.find('[data-kind="exit"]').exists()).toBe(true);
    expect(w.find('[data-kind="stairs"]').exists()).toBe(true);
  });

  it('a face-down card under a monster keeps its number in sight (a small card in the corner)', () => {
    const w = board(seatView(evyView({ monsters: [{ id: 1, map: 0, q: 2, r: 0, ghost: false }] })));
    expect(w.findAll('.covered-card').map((c) => c.text())).toEqual(['1']);
  });

  it('Using cards: HP, hand with usage trackers, objective steps and turn are shown', () => {
    const w = board();
    expect(w.find('[data-testid="evy-hp"]').attributes('data-hp')).toBe('5');
    const trackers = w.findAll('[data-testid="evy-tracker"]');
    expect(trackers.map((t) => t.findAll('i.left').length)).toEqual([2, 4]);
    expect(trackers.map((t) => t.findAll('i').length)).toEqual([3, 4]);
    expect(w.find('[data-testid="evy-objective"]').text()).toContain('Pick up the baby');
    expect(w.find('[data-testid="evy-phase"]').text()).toContain('Turn 3');
  });

  it('Elevator: floor card tiles carry no number; the last tile used and a floor whose card is taken are dimmed', async () => {
    const lift = { ...evyView().adventure, rules: { elevator: { floors: 10 } } };
    const tiles = [
      { map: 0, at: { q: 2, r: 0 }, number: 0 },
      { map: 0, at: { q: -1, r: 0 }, number: 0 },
    ];
    const w = board(
      seatView(
        evyView({ adventure: lift, cardTiles: tiles, floor: 3, floorTaken: false, lastLiftTile: { q: 2, r: 0 } }),
      ),
    );
    expect(w.findAll('[data-testid="evy-map"] .card-back')).toHaveLength(2);
    expect(w.findAll('[data-testid="evy-map"] .card-number')).toHaveLength(0);
    expect(w.findAll('.card-back.spent')).toHaveLength(1);
    expect(w.find('[data-testid="evy-floor"]').text()).toBe('3');
    await w.setProps({
      seatView: seatView(evyView({ adventure: lift, cardTiles: tiles, floor: 3, floorTaken: true })),
    });
    expect(w.findAll('.card-back.spent')).toHaveLength(2);
  });

  it('multi-map adventures have map tabs; another map is shown without any marks', async () => {
    const w = board();
    const tabs = w.findAll('[data-testid="evy-map-tabs"] button');
    expect(tabs.map((t) => t.text())).toEqual(['1. Hall ●', '2. Attic']);
    await tabs[1]!.trigger('click');
    expect(w.find('[data-testid="evy-map"]').attributes('data-map')).toBe('1');
    expect(w.findAll('[data-testid="evy-map"] polygon.tile')).toHaveLength(2);
    expect(w.findAll('polygon.step')).toHaveLength(0);
    expect(w.find('[data-testid="evy-token"]').exists()).toBe(false);
  });
});

describe("Evy board: Evy's phase from the legal actions", () => {
  it('marks exactly the steps and attack targets the legal actions name; clicks send their keys', async () => {
    const w = board();
    expect(w.findAll('polygon.step').map((p) => p.attributes('data-hex'))).toEqual(['1,-1', '0,-1']);
    expect(w.findAll('.monster.target').map((m) => m.attributes('data-hex'))).toEqual(['1,0', '0,1']);
    await hex(w, '0,-1').trigger('click');
    await hex(w, '1,0').trigger('click');
    await hex(w, '3,0').trigger('click'); // the exit: nothing legal leads there now
    expect(acted(w)).toEqual(['step:0,-1', 'attack:1,0']);
  });

  it('choosing a weapon shows its target shapes; a hex in several shapes narrows the list; a list entry acts', async () => {
    const w = board();
    await w.find('button[data-card="20"]').trigger('click');
    expect(w.findAll('polygon.option').map((p) => p.attributes('data-hex'))).toEqual(['1,0', '0,1', '1,-1']);
    expect(w.findAll('polygon.step')).toHaveLength(0);
    await hex(w, '1,0').trigger('click');
    expect(acted(w)).toEqual([]);
    expect(w.find('[role="status"]').text()).toContain('Several uses fit');
    const choices = w.findAll('[data-testid="evy-choices"] li button');
    expect(choices).toHaveLength(2);
    await choices[1]!.trigger('mouseenter');
    expect(w.findAll('polygon.shape').map((p) => p.attributes('data-hex'))).toEqual(['1,0', '1,-1']);
    await hex(w, '0,1').trigger('click');
    expect(acted(w)).toEqual(['weapon:20:1,0+0,1']);
  });

  it('a movement card that names only a direction: the hex next to Evy that way is outlined; a key or a click picks it', async () => {
    const w = board();
    await w.find('button[data-card="24"]').trigger('click');
    expect(w.findAll('polygon.option').map((p) => p.attributes('data-hex'))).toEqual(['1,-1', '-1,0']);
    press('KeyI'); // up-right
    await hex(w, '-1,0').trigger('click');
    expect(acted(w)).toEqual(['move-card:24:NE', 'move-card:24:W']);
  });

  it('keys: a direction steps, A attacks (two targets: then a direction), Enter ends the turn', async () => {
    const w = board();
    press('KeyI'); // NE of 0,0 is 1,-1: a legal step
    press('KeyA');
    await nextTick();
    expect(w.findAll('polygon.step')).toHaveLength(0);
    press('KeyM'); // SE of 0,0 is 0,1: the dust slug
    press('Enter');
    expect(acted(w)).toEqual(['step:1,-1', 'attack:0,1', 'end-turn']);
  });

  it('after a hand card is clicked the keys go back to the board (Enter ends the turn, not the card again)', async () => {
    const w = board();
    const card = w.find('button[data-card="20"]');
    (card.element as HTMLButtonElement).focus();
    await card.trigger('click');
    expect(document.activeElement).toBe(w.find('[data-testid="evy-table"]').element);
  });

  it('keys do nothing while the board is busy, and typing in a field is never taken', () => {
    const w = board(seatView(), true);
    press('KeyI');
    expect(acted(w)).toEqual([]);
    w.unmount();
    const v = board();
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyI', key: 'i', bubbles: true }));
    expect(acted(v)).toEqual([]);
    input.remove();
    // A dialog is open (close the match?): the keys are the dialog's even if the board has the focus.
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.appendChild(dialog);
    press('KeyI');
    expect(acted(v)).toEqual([]);
    dialog.remove();
    press('KeyI');
    expect(acted(v)).toEqual(['step:1,-1']);
  });
});

describe('Evy board: prompts', () => {
  it('a card tile: flip or pass as numbered answers, digits answer', () => {
    const w = board(
      seatView(evyView({ phase: 'card' }), [
        legal({ key: 'flip:1', type: 'flip', number: 1 }, 'Turn card 1 over'),
        legal({ key: 'pass:1', type: 'pass-card', number: 1 }, 'Leave card 1'),
      ]),
    );
    expect(w.find('[data-testid="evy-choices"] h3').text()).toContain('Turn the card over');
    press('Digit2');
    expect(acted(w)).toEqual(['pass:1']);
  });

  it('a hit: a card in hand is clicked to discard it, or the hit is taken', async () => {
    const w = board(
      seatView(evyView({ phase: 'hit' }), [
        legal({ key: 'discard:24', type: 'discard', card: 24 }, 'Discard the Sneakers'),
        legal({ key: 'take-hit', type: 'take-hit' }, 'Lose 1 HP'),
      ]),
    );
    expect(w.find('button[data-card="20"]').attributes('disabled')).toBeDefined();
    await w.find('button[data-card="24"]').trigger('click');
    await w.find('button[data-action-key="take-hit"]').trigger('click');
    expect(acted(w)).toEqual(['discard:24', 'take-hit']);
  });

  it('a monster tie: the hexes to choose from are outlined on the map and clicking one answers', async () => {
    const w = board(
      seatView(evyView({ phase: 'monster-choice' }), [
        legal(
          { key: 'monster:1,0', type: 'choose-monster', monster: { q: 1, r: 0 } },
          'The dust slug at 1,0 moves first',
        ),
        legal(
          { key: 'monster:0,1', type: 'choose-monster', monster: { q: 0, r: 1 } },
          'The dust slug at 0,1 moves first',
        ),
      ]),
    );
    expect(w.findAll('polygon.option').map((p) => p.attributes('data-hex'))).toEqual(['1,0', '0,1']);
    await hex(w, '0,1').trigger('click');
    expect(acted(w)).toEqual(['monster:0,1']);
  });

  it('"If a monster has two equal movement choices, you get to pick the tile": that monster is marked', () => {
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
            choice: { kind: 'tile', monster: 2, options: [] },
          },
        }),
        [
          legal({ key: 'tile:-1,1', type: 'choose-tile', to: { q: -1, r: 1 } }, 'Monster 2 moves to -1,1'),
          legal({ key: 'tile:1,1', type: 'choose-tile', to: { q: 1, r: 1 } }, 'Monster 2 moves to 1,1'),
        ],
      ),
    );
    expect(w.findAll('.monster.acting').map((m) => m.attributes('data-monster'))).toEqual(['2']);
    expect(w.findAll('polygon.option').map((p) => p.attributes('data-hex'))).toEqual(['1,1', '-1,1']);
  });

  it('the monster phase: R rolls', () => {
    const w = board(seatView(evyView({ phase: 'monster' }), [legal({ key: 'roll', type: 'roll' }, 'Roll the dice')]));
    press('KeyR');
    expect(acted(w)).toEqual(['roll']);
  });
});

describe('Evy board: undo, autoplay, the monster phase replay', () => {
  it('Z undoes only while the view says undoable; the button follows it too', async () => {
    const store = useMatchStore();
    await store.open(summary());
    const w = board(seatView(evyView({ undoable: 0 })));
    press('KeyZ');
    expect(calls.filter((c) => c.method === 'match.undo')).toHaveLength(0);
    expect(w.find('[data-testid="evy-undo"]').attributes('disabled')).toBeDefined();
    await w.setProps({ seatView: seatView(evyView({ undoable: 2 })) });
    expect(w.find('[data-testid="evy-undo"]').attributes('disabled')).toBeUndefined();
    press('KeyZ', 'z', { ctrlKey: true });
    expect(calls.filter((c) => c.method === 'match.undo')).toEqual([
      { method: 'match.undo', req: { matchId: 'm-evy', seat: 0 } },
    ]);
  });

  it('autoplay asks the services to let the AI play Evy; while it plays, the board takes no moves', async () => {
    const store = useMatchStore();
    await store.open(summary());
    const w = board();
    await w.find('[data-testid="evy-autoplay"]').trigger('click');
    expect(calls.find((c) => c.method === 'match.autoplay')?.req).toEqual({
      matchId: 'm-evy',
      seat: 0,
      on: true,
      level: 'normal',
    });
    await flushPromises();
    // The match changed, not Evy's view: the board follows the match as the store holds it.
    expect(w.find('[data-testid="evy-autoplay"]').text()).toBe('Stop autoplay');
    expect(w.findAll('polygon.step')).toHaveLength(0);
    press('KeyI');
    expect(acted(w)).toEqual([]);
    await w.find('[data-testid="evy-autoplay"]').trigger('click');
    await flushPromises();
    expect(calls.filter((c) => c.method === 'match.autoplay').at(-1)?.req).toEqual({
      matchId: 'm-evy',
      seat: 0,
      on: false,
    });
    expect(w.find('[data-testid="evy-autoplay"]').text()).toBe('Autoplay');
    press('KeyI');
    expect(acted(w)).toEqual(['step:1,-1']);
  });

  it('autoplay plays at the level chosen beside it, remembered in this browser', async () => {
    localStorage.removeItem('boardwright.evy.autoplayLevel');
    const store = useMatchStore();
    await store.open(summary());
    useLibraryStore().aiLevels = (['random', 'greedy', 'normal'] as const).map((level) => ({
      level,
      label: level,
      description: '',
      budget: '',
      strength: '',
    }));
    const w = board();
    const select = w.find('[data-testid="evy-autoplay-level"]');
    expect(select.findAll('option').map((o) => o.attributes('value'))).not.toContain('random');
    await select.setValue('greedy');
    await w.find('[data-testid="evy-autoplay"]').trigger('click');
    expect(calls.find((c) => c.method === 'match.autoplay')?.req).toMatchObject({ on: true, level: 'greedy' });
    expect(localStorage.getItem('boardwright.evy.autoplayLevel')).toBe('greedy');
  });

  it('a new monster phase is played back step by step from where the monsters stood', async () => {
    vi.useFakeTimers();
    localStorage.setItem('boardwright.evy.monsterSpeed', 'slow');
    const before = evyView({ monsters: [{ id: 1, map: 0, q: 2, r: 0, ghost: false }], phase: 'monster' });
    const w = board(seatView(before, [legal({ key: 'roll', type: 'roll' }, 'Roll')]));
    const after = evyView({
      monsters: [
        { id: 1, map: 0, q: 1, r: 0, ghost: false },
        { id: 4, map: 0, q: -1, r: 1, ghost: false },
      ],
      lastMonsterPhase: [
        { type: 'roll', dice: [1, 1], actions: 2 },
        { type: 'move', monster: 1, from: { q: 2, r: 0 }, to: { q: 1, r: 0 }, map: 0 },
        { type: 'spawn', monster: 4, at: { q: -1, r: 1 }, map: 0 },
        { type: 'lost-actions', count: 1 },
      ],
    });
    await w.setProps({ seatView: seatView(after) });
    const positions = () =>
      w.findAll('[data-monster]').map((m) => `${m.attributes('data-monster')}@${m.attributes('data-hex')}`);
    expect(positions()).toEqual(['1@2,0']);
    expect(w.findAll('polygon.step')).toHaveLength(0); // no moves offered mid-replay
    await vi.advanceTimersToNextTimerAsync(); // the roll
    await vi.advanceTimersToNextTimerAsync(); // the move
    expect(positions()).toEqual(['1@1,0']);
    expect(w.find('.steps .now').text()).toContain('moves');
    await vi.advanceTimersToNextTimerAsync(); // the spawn
    expect(positions()).toEqual(['1@1,0', '4@-1,1']);
    expect(w.find('[data-testid="evy-dice"]').attributes('aria-label')).toBe('Dice: 1 and 1');
    await w.find('[data-testid="evy-replay-skip"]').trigger('click');
    expect(w.findAll('polygon.step')).toHaveLength(2);
    expect(w.find('[data-testid="evy-replay-skip"]').exists()).toBe(false);
  });
});
