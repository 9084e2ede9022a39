// @vitest-environment happy-dom
/**
 * The setup screen asks the game's entry, never its id: EverZone's deck picker
 * (with the decks left out of the generic form and fitted to the format), the
 * Queen's deal option in its own words, nothing extra for a game without an
 * entry; the seed typed on the screen reaches the game's setup control; and the AI level
 * texts are the game's own, asked for by its id.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everzone } from '../../src/games/everzone';
import { queen } from '../../src/games/queen';
import { touch } from '../../src/games/touch';
import type { AiLevelInfo, BoardwrightApi, GameInfo, SeatsInfo } from '../../src/shared/api';

const GENERAL: AiLevelInfo[] = [
  { level: 'random', label: 'Random', description: 'Any legal move.', budget: 'instant', strength: 'general' },
  { level: 'greedy', label: 'Greedy', description: 'Best next move.', budget: 'instant', strength: 'general' },
];

const calls: { method: string; req: unknown }[] = [];
let seats: SeatsInfo;
/** The services' own level texts, per game; a game left out makes the call fail. */
let ownLevels: Record<string, AiLevelInfo[]>;
const api: BoardwrightApi = {
  async call(method, req) {
    calls.push({ method, req });
    if (method === 'games.seats') return seats as never;
    if (method === 'ai.levels') {
      const game = (req as { game?: string }).game ?? '';
      if (!ownLevels[game]) throw new Error('unknown game');
      return ownLevels[game] as never;
    }
    if (method === 'library.list') return [] as never;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: SetupScreen } = await import('../../src/renderer/src/components/setup/SetupScreen.vue');
const { default: TouchSetup } = await import('../../src/renderer/src/games/touch/TouchSetup.vue');
const { useLibraryStore } = await import('../../src/renderer/src/stores/library');
const { useErrorStore } = await import('../../src/renderer/src/stores/errors');

function info(game: { id: string; name: string; configSchema: GameInfo['configSchema'] }, config: unknown): GameInfo {
  return { ...game, description: '', minSeats: 1, maxSeats: 4, defaultConfig: config };
}

let wrapper: VueWrapper | null = null;

async function setup(game: GameInfo): Promise<VueWrapper> {
  wrapper = mount(SetupScreen, { props: { game }, attachTo: document.body });
  await flushPromises();
  return wrapper;
}

beforeEach(() => {
  setActivePinia(createPinia());
  calls.length = 0;
  seats = { labels: ['Player 1', 'Player 2'], teams: [0, 1] };
  ownLevels = {};
  useLibraryStore().aiLevels = GENERAL;
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

const levelCalls = () => calls.filter((c) => c.method === 'ai.levels').map((c) => c.req);

describe('setup screen and the game registry', () => {
  it("shows EverZone's deck picker instead of the form's deck option, one deck per seat", async () => {
    const w = await setup(info(everzone, { format: '1v1', cpPerPlayer: 20, decks: [], locations: 'random' }));
    expect(w.find('[data-testid=ez-deck-picker]').exists()).toBe(true);
    expect(w.findAll('[data-testid=ez-deck-picker] select')).toHaveLength(2);
    expect(w.find('#cfg-decks').exists()).toBe(false);
    // The empty list was fitted to the format before the seats were asked for.
    const asked = calls.filter((c) => c.method === 'games.seats').map((c) => c.req as { config: { decks: unknown[] } });
    expect(asked.map((r) => r.config.decks.length)).toEqual([2]);
    expect(w.find('[data-testid=deal-random]').exists()).toBe(false);
  });

  it("offers the Queen's deal option in the Queen's words", async () => {
    seats = { labels: ['The Girl', 'The Queen'], teams: [0, 1] };
    const w = await setup(info(queen, { players: 2, variant: 'standard' }));
    const deal = w.find('[data-testid=deal-random]');
    expect(deal.text()).toBe('Deal characters at random');
    expect(w.find('[data-testid=ez-deck-picker]').exists()).toBe(false);
  });

  it('shows nothing of any game for a game without an entry', async () => {
    const w = await setup(info({ id: 'gamma', name: 'Gamma', configSchema: { type: 'object', properties: {} } }, {}));
    expect(w.find('[data-testid=deal-random]').exists()).toBe(false);
    expect(w.find('[data-testid=ez-deck-picker]').exists()).toBe(false);
    expect(w.find('[data-seat="1"]').exists()).toBe(true);
  });

  it("passes the typed seed to the game's setup control, and none while the field holds no valid seed", async () => {
    const w = await setup(info(touch, touch.defaultConfig()));
    const control = () => w.findComponent(TouchSetup);
    // The optional rules are the control's, not the generic form's.
    expect(w.text()).not.toContain("Uses the game's default");
    await w.find('#setup-seed').setValue('4242');
    expect(control().props('seed')).toBe(4242);
    await w.find('#setup-seed').setValue('');
    expect(control().props('seed')).toBeUndefined();
  });

  it("asks for the game's own AI level texts and shows them", async () => {
    ownLevels = { queen: GENERAL.map((l) => ({ ...l, strength: `${l.label} in the Queen's games` })) };
    const w = await setup(info(queen, { players: 2, variant: 'standard' }));
    expect(levelCalls()).toEqual([{ game: 'queen' }]);
    expect(w.find('[data-testid=levels-overview]').text()).toContain("Greedy in the Queen's games");
  });

  it('keeps the general level texts, without an error, when the game has none of its own', async () => {
    const w = await setup(info(queen, { players: 2, variant: 'standard' }));
    expect(levelCalls()).toEqual([{ game: 'queen' }]);
    expect(w.find('[data-testid=levels-overview]').text()).toContain('general');
    expect(useErrorStore().errors).toEqual([]);
    expect(w.find('#seat-1-level').exists()).toBe(true);
  });
});
