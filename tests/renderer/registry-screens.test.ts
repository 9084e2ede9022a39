// @vitest-environment happy-dom
/**
 * The shared screens against a made-up registry of games: the match screen
 * mounts a game's table (or the generic one), its game-over lines and the way
 * back to the tool that started the match; the home screen lists every game's
 * tools; the library rows get the actions of their content type; the app
 * shows a tool's screen by its name and keeps its background jobs told. Also
 * the Queen's own game-over lines.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import type { QueenView } from '../../src/games/queen/types';
import type { ApiEvent, BoardwrightApi, LibraryItemInfo, MatchSummary } from '../../src/shared/api';
import { summary } from './evy-fixture';

const calls: { method: string; req: unknown }[] = [];
const api: BoardwrightApi = {
  async call(method, req) {
    calls.push({ method, req });
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
/** What the app subscribed: the services' events, and the connection's state. */
let sendEvent: (event: ApiEvent) => void = () => {};
let setConnection: (state: 'open' | 'reconnecting') => void = () => {};
vi.mock('../../src/renderer/src/api/bridge', () => ({
  getApi: () => api,
  connectionState: () => 'open',
  onConnectionChange: (listener: typeof setConnection) => {
    setConnection = listener;
    return () => {};
  },
}));

const back = vi.fn(async () => {});
/** What the fake tool's hooks were given. */
const toolEvents: ApiEvent[] = [];
const resync = vi.fn(async () => {});

/** Stand-ins for a game's components (functional, so the mock below can name them): they show what they got. */
const fakes = await vi.hoisted(async () => {
  const { h } = await import('vue');
  type Props = { seatView: { match: { version: number }; view: { score?: number } } };
  const board = (props: Props) =>
    h('div', { 'data-testid': 'alpha-board' }, `alpha board, version ${props.seatView.match.version}`);
  board.props = ['seatView', 'thinking', 'busy'];
  board.emits = ['act'];
  const over = (props: Props) => h('p', { 'data-testid': 'alpha-over' }, `Alpha score ${props.seatView.view.score}`);
  over.props = ['summary', 'seatView'];
  const screen = () => h('div', 'alpha screen');
  return { board, over, screen };
});

vi.mock('../../src/renderer/src/games/index', () => ({
  GAME_UIS: {
    alpha: {
      board: fakes.board,
      gameOver: fakes.over,
      tools: [
        {
          screen: 'alpha:editor',
          home: { title: 'Alpha editor', text: 'Edit alpha.', button: 'Edit', testId: 'open-alpha-editor' },
          component: fakes.screen,
          matchReturn: { label: 'Back to alpha', testId: 'back-to-alpha', back: () => back() },
          onEvent: (event: ApiEvent) => toolEvents.push(event),
          resync: () => resync(),
        },
      ],
      libraryActions: [
        {
          type: 'evy-adventure',
          label: 'Open in alpha',
          ariaLabel: (name: string) => `Open ${name} in alpha`,
          run: async () => {},
        },
      ],
    },
  },
}));

const { default: App } = await import('../../src/renderer/src/App.vue');
const { default: MatchScreen } = await import('../../src/renderer/src/components/MatchScreen.vue');
const { default: HomeScreen } = await import('../../src/renderer/src/components/HomeScreen.vue');
const { default: LibraryItemTable } = await import('../../src/renderer/src/components/library/LibraryItemTable.vue');
const { default: QueenGameOver } = await import('../../src/renderer/src/games/queen/QueenGameOver.vue');
const { useMatchStore } = await import('../../src/renderer/src/stores/match');
const { useScreenStore } = await import('../../src/renderer/src/stores/screen');

let wrapper: VueWrapper | null = null;

beforeEach(() => {
  setActivePinia(createPinia());
  calls.length = 0;
  back.mockClear();
  resync.mockClear();
  toolEvents.length = 0;
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

/** The match store showing seat 0 of a match of `game`, with one legal action. */
function showMatch(over: Partial<MatchSummary>, view: unknown): void {
  const match = useMatchStore();
  const s = summary({ id: 'm-1', seatLabels: ['One'], ...over });
  match.summary = s;
  match.displayedSeat = 0;
  match.view = { match: s, seat: 0, view, log: [], legal: [{ action: { key: 'go' }, label: 'Go' }] };
}

describe('match screen', () => {
  it("mounts the game's own table", () => {
    showMatch({ game: 'alpha', version: 3 }, { score: 0 });
    wrapper = mount(MatchScreen);
    expect(wrapper.find('[data-testid=alpha-board]').text()).toBe('alpha board, version 3');
    expect(wrapper.find('[data-action-key=go]').exists()).toBe(false);
  });

  it('plays a game without an entry on the generic table', () => {
    showMatch({ game: 'gamma' }, {});
    wrapper = mount(MatchScreen);
    expect(wrapper.find('[data-testid=alpha-board]').exists()).toBe(false);
    expect(wrapper.find('[data-action-key=go]').text()).toBe('Go');
  });

  it("adds the game's own lines to the game-over box; a game without them gets the box alone", () => {
    showMatch({ game: 'alpha', over: true, outcome: [1], toAct: [] }, { score: 4 });
    wrapper = mount(MatchScreen);
    expect(wrapper.find('[data-testid=game-over] [data-testid=alpha-over]').text()).toBe('Alpha score 4');
    wrapper.unmount();
    showMatch({ game: 'gamma', over: true, outcome: [1], toAct: [] }, {});
    wrapper = mount(MatchScreen);
    expect(wrapper.find('[data-testid=game-over]').exists()).toBe(true);
    expect(wrapper.find('[data-testid=alpha-over]').exists()).toBe(false);
  });

  it('offers the way back to the tool that started the match, in its words', async () => {
    showMatch({ game: 'alpha' }, { score: 0 });
    useScreenStore().showMatch('alpha:editor');
    wrapper = mount(MatchScreen);
    const button = wrapper.find('[data-testid=back-to-alpha]');
    expect(button.text()).toBe('Back to alpha');
    await button.trigger('click');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('offers no way back but Home to a match started elsewhere', () => {
    showMatch({ game: 'alpha' }, { score: 0 });
    useScreenStore().showMatch();
    wrapper = mount(MatchScreen);
    expect(wrapper.find('[data-testid=back-to-alpha]').exists()).toBe(false);
  });
});

describe('home screen', () => {
  it("lists each game's tools and opens the one chosen", async () => {
    wrapper = mount(HomeScreen);
    await flushPromises();
    const entry = wrapper.find('[data-tool="alpha:editor"]');
    expect(entry.find('h2').text()).toBe('Alpha editor');
    expect(entry.find('p').text()).toBe('Edit alpha.');
    await wrapper.find('[data-testid=open-alpha-editor]').trigger('click');
    expect(useScreenStore().screen).toBe('alpha:editor');
  });
});

describe('library rows', () => {
  const item = (id: string, type: LibraryItemInfo['type']): LibraryItemInfo => ({
    id,
    name: `Item ${id}`,
    game: 'alpha',
    type,
    builtIn: false,
    readOnly: false,
    modifiedAt: '2026-01-01T00:00:00.000Z',
    size: 10,
  });

  it('get the actions of their content type, which say what they act on', async () => {
    wrapper = mount(LibraryItemTable, {
      props: { items: [item('u-1', 'evy-adventure'), item('u-2', 'everzone-deck')], selected: [], busy: false },
    });
    const first = wrapper.find('[data-item=u-1]');
    const action = first.find('button[aria-label="Open Item u-1 in alpha"]');
    expect(action.text()).toBe('Open in alpha');
    expect(wrapper.find('[data-item=u-2]').text()).not.toContain('Open in alpha');
    await action.trigger('click');
    const emitted = wrapper.emitted('action') ?? [];
    expect(emitted).toHaveLength(1);
    expect((emitted[0]?.[0] as LibraryItemInfo).id).toBe('u-1');
  });
});

describe('app', () => {
  it("shows a tool's screen by its name", async () => {
    wrapper = mount(App);
    await flushPromises();
    expect(wrapper.text()).not.toContain('alpha screen');
    useScreenStore().showTool('alpha:editor');
    await flushPromises();
    expect(wrapper.text()).toContain('alpha screen');
  });

  it('passes every event to the tools, and has them resync after a reconnect', async () => {
    wrapper = mount(App);
    await flushPromises();
    const event: ApiEvent = { type: 'match.updated', match: summary() };
    sendEvent(event);
    expect(toolEvents).toEqual([event]);
    expect(resync).not.toHaveBeenCalled();
    setConnection('reconnecting');
    await nextTick();
    setConnection('open');
    await flushPromises();
    expect(resync).toHaveBeenCalledTimes(1);
  });
});

describe("the Queen's game-over lines", () => {
  function over(seats: { name: string; alive: boolean }[]): VueWrapper {
    const match = summary({ game: 'queen' });
    const view = { seats } as unknown as QueenView;
    return mount(QueenGameOver, { props: { summary: match, seatView: { match, seat: 0, view, log: [], legal: [] } } });
  }

  it('name who survived, or nobody', () => {
    wrapper = over([
      { name: 'Ann', alive: true },
      { name: 'The Queen', alive: false },
      { name: 'Bo', alive: true },
    ]);
    expect(wrapper.text()).toBe('Survived: Ann, Bo');
    wrapper.unmount();
    wrapper = over([{ name: 'Ann', alive: false }]);
    expect(wrapper.text()).toBe('Survived: nobody');
  });
});
