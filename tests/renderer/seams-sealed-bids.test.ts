// @vitest-environment happy-dom
/**
 * A game's renderer seams, proved with the Sealed Bids fixture's entry
 * (tests/fixtures/sealed-bids/ui) filed in the renderer's registry in place of the app's
 * games: the lookups find its table and tool, the match screen mounts its typed table (whose
 * buttons act and undo through the match store) and its game-over line, the home screen
 * offers its tool, and the app shows the tool by its screen name and hands it the game's events.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GenericTable from '../../src/renderer/src/components/GenericTable.vue';
import { allTools, boardOf, gameUi, toolOf } from '../../src/renderer/src/game-ui/lookup';
import type { ApiEvent, BoardwrightApi, MatchSummary, SeatView } from '../../src/shared/api';
import type { SealedStandings } from '../fixtures/sealed-bids/shared/api';
import type { SealedView } from '../fixtures/sealed-bids/types';
import { SEALED_ANNOUNCER, SEALED_BIDS_UI } from '../fixtures/sealed-bids/ui';
import SealedTable from '../fixtures/sealed-bids/ui/SealedTable.vue';

const calls: { method: string; req: unknown }[] = [];
/** What the fake services answer: the call's reply, by method. */
const replies = new Map<string, unknown>();
const api: BoardwrightApi = {
  async call(method, req) {
    calls.push({ method, req });
    if (replies.has(method)) return replies.get(method) as never;
    if (
      method === 'games.list' ||
      method === 'ai.levels' ||
      method === 'match.list' ||
      method === 'match.recent' ||
      method === 'saves.list'
    ) {
      return [] as never;
    }
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: (listener) => {
    sendEvent = listener;
    return () => {};
  },
};
let sendEvent: (event: ApiEvent) => void = () => {};
vi.mock('../../src/renderer/src/api/bridge', () => ({
  getApi: () => api,
  connectionState: () => 'open',
  onConnectionChange: () => () => {},
}));

// The registry the shared screens read holds the fixture's entry, as a game's one line would.
vi.mock('../../src/renderer/src/games/index', async () => ({
  GAME_UIS: { 'sealed-bids': (await import('../fixtures/sealed-bids/ui')).SEALED_BIDS_UI },
}));

const { default: App } = await import('../../src/renderer/src/App.vue');
const { default: MatchScreen } = await import('../../src/renderer/src/components/MatchScreen.vue');
const { default: HomeScreen } = await import('../../src/renderer/src/components/HomeScreen.vue');
const { useMatchStore } = await import('../../src/renderer/src/stores/match');
const { useScreenStore } = await import('../../src/renderer/src/stores/screen');

let wrapper: VueWrapper | null = null;

beforeEach(() => {
  setActivePinia(createPinia());
  calls.length = 0;
  replies.clear();
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

function summary(over: Partial<MatchSummary> = {}): MatchSummary {
  return {
    id: 'm-sealed',
    game: 'sealed-bids',
    gameName: 'Sealed Bids',
    config: { suits: 2, handSize: 2 },
    seed: 1,
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'random' }],
    seatLabels: ['North', 'South'],
    seatTeams: [0, 1],
    version: 2,
    toAct: [0],
    over: false,
    outcome: null,
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}

/** North's view in round 2 (North took round 1), South having bid; North has bid `bid` or not yet. */
function northView(match: MatchSummary, bid: string | null): SeatView<SealedView> {
  const hand = bid === null ? ['Jade 4', 'Amber 2'] : ['Amber 2'];
  const view: SealedView = {
    viewer: 0,
    config: { suits: 2, handSize: 2 },
    round: 2,
    scores: [1, 0],
    hands: [hand, null],
    handCounts: [hand.length, 1],
    bids: [
      { placed: bid !== null, card: bid },
      { placed: true, card: null },
    ],
    deckCount: 4,
    played: ['Jade 5', 'Amber 1'],
    log: [],
  };
  const legal = bid === null ? hand.map((card) => ({ action: { key: `bid:${card}` }, label: `Bid ${card}` })) : [];
  return { match, seat: 0, view, log: [], legal };
}

function showMatch(match: MatchSummary, seatView: SeatView<SealedView>): void {
  const store = useMatchStore();
  store.summary = match;
  store.displayedSeat = 0;
  store.view = seatView;
}

describe("the renderer's lookups", () => {
  const registry = { 'sealed-bids': SEALED_BIDS_UI };

  it("find the game's table and its tool; a game without an entry gets the generic table", () => {
    expect(boardOf('sealed-bids', registry)).toBe(SealedTable);
    expect(boardOf('sticks', registry)).toBe(GenericTable);
    expect(allTools(registry).map((tool) => tool.screen)).toEqual([SEALED_ANNOUNCER]);
    expect(toolOf(SEALED_ANNOUNCER, registry)?.home.testId).toBe('open-sealed-announcer');
    expect(gameUi('sealed-bids', registry)?.seatDeal).toBeUndefined();
  });
});

describe('the match screen', () => {
  it("mounts the game's table with its view; a card's button acts through the match store", async () => {
    const match = summary();
    showMatch(match, northView(match, null));
    replies.set('match.act', northView(summary({ version: 3, toAct: [] }), 'Jade 4'));
    wrapper = mount(MatchScreen);
    expect(wrapper.find('[data-testid=sealed-standing]').text()).toBe('Round 2: North 1, South 0');
    expect(wrapper.find('[data-testid=sealed-table]').text()).toContain('South: a card face down');
    await wrapper.find('[data-action-key="bid:Jade 4"]').trigger('click');
    await flushPromises();
    expect(calls).toEqual([
      { method: 'match.act', req: { matchId: 'm-sealed', seat: 0, action: { key: 'bid:Jade 4' } } },
    ]);
    expect(wrapper.find('[data-testid=sealed-table]').text()).toContain('North: Jade 4');
  });

  it('offers to take back a face-down bid, through match.undo', async () => {
    const match = summary({ version: 3, toAct: [] });
    showMatch(match, northView(match, 'Jade 4'));
    replies.set('match.undo', northView(summary({ version: 2, updatedAt: 'later' }), null));
    wrapper = mount(MatchScreen);
    const takeBack = wrapper.find('[data-testid=sealed-take-back]');
    expect(takeBack.text()).toBe('Take back Jade 4');
    await takeBack.trigger('click');
    await flushPromises();
    expect(calls).toEqual([{ method: 'match.undo', req: { matchId: 'm-sealed', seat: 0 } }]);
    expect(wrapper.find('[data-testid=sealed-take-back]').exists()).toBe(false);
    expect(wrapper.find('[data-action-key="bid:Jade 4"]').exists()).toBe(true);
  });

  it("adds the game's own line to the game-over box", () => {
    const match = summary({ over: true, toAct: [], outcome: [1, 0] });
    const seatView = northView(match, null);
    seatView.view.scores = [2, 1];
    showMatch(match, seatView);
    wrapper = mount(MatchScreen);
    expect(wrapper.find('[data-testid=game-over] [data-testid=sealed-over]').text()).toBe(
      'Rounds taken: North 2, South 1',
    );
  });
});

describe("the game's tool", () => {
  it('is offered on the home screen and opens by its screen name', async () => {
    wrapper = mount(HomeScreen);
    await flushPromises();
    expect(wrapper.find(`[data-tool="${SEALED_ANNOUNCER}"] h2`).text()).toBe('Sealed Bids announcer');
    await wrapper.find('[data-testid=open-sealed-announcer]').trigger('click');
    expect(useScreenStore().screen).toBe(SEALED_ANNOUNCER);
  });

  it("is shown by the app, calls the game's own API call, and hears the game's own event", async () => {
    replies.set('match.list', [summary(), summary({ id: 'm-sticks', game: 'sticks' })]);
    replies.set('sealed.announce', {});
    wrapper = mount(App);
    await flushPromises();
    useScreenStore().showTool(SEALED_ANNOUNCER);
    // The tool's screen is an async component: its module loads when first shown.
    await vi.waitFor(() => expect(wrapper!.find('[data-testid=sealed-announcer]').exists()).toBe(true));
    await flushPromises();
    const buttons = wrapper.findAll('[data-announce]');
    expect(buttons.map((b) => b.attributes('data-announce'))).toEqual(['m-sealed']);
    await buttons[0]!.trigger('click');
    expect(calls.filter((c) => c.method === 'sealed.announce')).toEqual([
      { method: 'sealed.announce', req: { matchId: 'm-sealed' } },
    ]);
    const standings: SealedStandings = { matchId: 'm-sealed', round: 2, scores: [1, 0], announcement: 1 };
    sendEvent({ type: 'sealed.announced', standings } as unknown as ApiEvent);
    await flushPromises();
    expect(wrapper.find('[data-testid=sealed-announcements]').text()).toBe('Round 2: 1 to 0');
  });
});
