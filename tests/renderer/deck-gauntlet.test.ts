// @vitest-environment happy-dom
/**
 * The gauntlet panel against a scripted fake of the API: what a run asks for
 * (the deck on screen, the chosen opponents, the result kept only with a saved,
 * unchanged deck), an illegal deck not running and saying why, the table
 * following progress events (a late one after the end ignored), and a saved
 * deck's kept result shown. The real services: tests/services/gauntlet.test.ts
 * and tests/e2e/deck-gauntlet.spec.ts.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ApiCalls,
  ApiEvent,
  ApiRequest,
  ApiResult,
  BoardwrightApi,
  GauntletGameResult,
  GauntletReport,
  GauntletSpec,
  GauntletStatus,
  SimWinRate,
} from '../../src/shared/api';

const started: GauntletSpec[] = [];
let kept: GauntletStatus | null = null;
/** Library decks: id → name and text. */
const libraryItems = new Map<string, { name: string; text: string }>();

/** Wilson 95% intervals of the few counts used here (the services compute them; tests/services check that). */
const WILSON: Record<string, [number, number]> = { '0/0': [0, 1], '1/1': [0.2065, 1], '1/2': [0.094529, 0.905471] };
function rate(wins: number, games: number): SimWinRate {
  const [low, high] = WILSON[`${wins}/${games}`]!;
  return { wins, games, rate: games === 0 ? 0 : wins / games, low, high };
}

/** A one-opponent report, enough for the panel to show (the figures themselves are the services' job). */
function reportOf(spec: GauntletSpec, results: GauntletGameResult[]): GauntletReport {
  const wins = results.filter((r) => r.result === 'win').length;
  const count = (result: string) => results.filter((r) => r.result === result).length;
  return {
    total: spec.opponents.length * spec.gamesPerPairing,
    finished: results.length,
    failed: 0,
    overall: rate(wins, results.length),
    matchups: spec.opponents.slice(0, 1).map((o) => ({
      opponent: o,
      name: o.id,
      games: results.length,
      wins,
      draws: count('draw'),
      losses: count('loss'),
      failed: 0,
      winRate: rate(wins, results.length),
      first: rate(0, 0),
      second: rate(0, 0),
      cpLeft: results.length === 0 ? null : 3,
      opponentCpLeft: results.length === 0 ? null : 1,
    })),
    cards: [],
  };
}

function statusFor(spec: GauntletSpec, results: GauntletGameResult[], state: GauntletStatus['state']): GauntletStatus {
  return {
    gauntletId: 'gauntlet-1',
    spec,
    deckName: 'Test',
    state,
    done: results.length,
    report: reportOf(spec, results),
    results,
    startedAt: '2026-01-01T00:00:00.000Z',
  };
}

const api: BoardwrightApi = {
  async call<M extends keyof ApiCalls>(method: M, req: ApiRequest<M>): Promise<ApiResult<M>> {
    switch (method) {
      case 'gauntlet.start': {
        const spec = req as GauntletSpec;
        started.push(spec);
        return statusFor(spec, [], 'running') as ApiResult<M>;
      }
      case 'gauntlet.saved':
        return kept as ApiResult<M>;
      case 'library.list':
        return [...libraryItems].map(([id, { name }]) => ({ ...deckItem(id), name })) as ApiResult<M>;
      case 'library.get': {
        const id = (req as { id: string }).id;
        return { info: deckItem(id), text: libraryItems.get(id)!.text } as ApiResult<M>;
      }
      default:
        throw new Error(`unexpected call ${method}`);
    }
  },
  onEvent: () => () => {},
};

vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

function deckItem(id: string) {
  return {
    id,
    name: libraryItems.get(id)?.name ?? id,
    game: 'everzone',
    type: 'everzone-deck' as const,
    builtIn: false,
    readOnly: false,
    modifiedAt: '2026-01-01T00:00:00.000Z',
    size: 1,
  };
}

const { useDeckBuilderStore } = await import('../../src/renderer/src/games/everzone/deck-builder/deck-builder-store');
const { default: GauntletPanel } = await import('../../src/renderer/src/games/everzone/gauntlet/GauntletPanel.vue');
const { default: CardImpact } = await import('../../src/renderer/src/games/everzone/gauntlet/CardImpact.vue');
const { useGauntletStore } = await import('../../src/renderer/src/games/everzone/gauntlet/gauntlet-store');

/** An event from the services, passed to the store as App.vue passes every event on. */
const deliver = (event: ApiEvent) => useGauntletStore().handleEvent(event);

const game = (index: number, result: GauntletGameResult['result']): GauntletGameResult => ({
  index,
  seed: index,
  opponent: 0,
  deckSeat: index % 2 === 0 ? 0 : 1,
  result,
  cpLeft: [3, 1],
  played: ['marine'],
  actions: 9,
  hash: 'h',
});

beforeEach(() => {
  setActivePinia(createPinia());
  started.length = 0;
  kept = null;
  libraryItems.clear();
});

describe('GauntletPanel', () => {
  it('runs the deck on screen against the chosen opponents, not kept with an unsaved deck', async () => {
    const builder = useDeckBuilderStore();
    builder.fromPremade('pandora');
    const panel = mount(GauntletPanel);
    await flushPromises();
    expect(panel.text()).toContain('Save the deck to keep the result with it.');
    await panel.find('[data-testid="gauntlet-opponent-adam-finn"]').setValue(false);
    await panel.find('[data-testid="gauntlet-games"]').setValue('2');
    await panel.find('[data-testid="gauntlet-seed"]').setValue('42');
    expect(panel.find('[data-testid="gauntlet-run"]').text()).toBe('Run 10 games');
    await panel.find('form').trigger('submit');
    await flushPromises();
    expect(started).toHaveLength(1);
    const spec = started[0]!;
    expect(spec.deck).toEqual(builder.deck);
    expect(spec.itemId).toBeUndefined();
    expect(spec).toMatchObject({ gamesPerPairing: 2, seed: 42, level: 'greedy', cpPerPlayer: 20 });
    expect(spec.opponents.map((o) => o.id)).toEqual(['molly-dunbar', 'pandora', 'meraud', 'xenogray', 'zarkendra']);
  });

  it('playouts per move are asked for search levels only, bounded, and sent with the request', async () => {
    useDeckBuilderStore().fromPremade('pandora');
    const panel = mount(GauntletPanel);
    await flushPromises();
    expect(panel.find('[data-testid="gauntlet-iterations"]').exists()).toBe(false);
    await panel.find('[data-testid="gauntlet-level"]').setValue('easy');
    await panel.find('[data-testid="gauntlet-iterations"]').setValue('5');
    expect(panel.find('[data-testid="gauntlet-problems"]').text()).toContain(
      'Playouts per move must be a whole number from 10 to 100000',
    );
    await panel.find('[data-testid="gauntlet-iterations"]').setValue('50');
    await panel.find('form').trigger('submit');
    await flushPromises();
    expect(started[0]).toMatchObject({ level: 'easy', iterations: 50 });
  });

  it('offers library decks as opponents; one that cannot be played is not offered, with why', async () => {
    const builder = useDeckBuilderStore();
    builder.fromPremade('pandora');
    libraryItems.set('u-good', { name: 'Good deck', text: JSON.stringify(builder.deck) });
    libraryItems.set('u-bad', { name: 'Bad deck', text: JSON.stringify({ ...builder.deck, cards: [] }) });
    const panel = mount(GauntletPanel);
    await flushPromises();
    const good = panel.find('[data-testid="gauntlet-opponent-u-good"]');
    const bad = panel.find('[data-testid="gauntlet-opponent-u-bad"]');
    expect(good.attributes('disabled')).toBeUndefined();
    expect(bad.attributes('disabled')).toBeDefined();
    expect(panel.text()).toContain('Bad deck (library; cannot be played:');
    await good.setValue(true);
    await panel.find('form').trigger('submit');
    await flushPromises();
    expect(started[0]!.opponents.at(-1)).toEqual({ kind: 'library', id: 'u-good' });
  });

  it('an illegal deck does not run, and the panel says why', async () => {
    const builder = useDeckBuilderStore();
    builder.fromPremade('adam-finn');
    builder.replace({ ...builder.deck, cards: builder.deck.cards.slice(0, 30) });
    const panel = mount(GauntletPanel);
    await flushPromises();
    expect(panel.find('[data-testid="gauntlet-run"]').attributes('disabled')).toBeDefined();
    expect(panel.find('[data-testid="gauntlet-problems"]').text()).toContain(
      '30 forces cards: a deck needs at least 50',
    );
    await panel.find('form').trigger('submit');
    expect(started).toHaveLength(0);
  });

  it('fills the table from progress events; a late event after the end changes nothing', async () => {
    useDeckBuilderStore().fromPremade('pandora');
    const panel = mount(GauntletPanel);
    await flushPromises();
    await panel.find('form').trigger('submit');
    await flushPromises();
    const spec = started[0]!;
    const results = [game(0, 'win'), game(1, 'loss')];
    const progress = (n: number): ApiEvent => ({
      type: 'gauntlet.progress',
      gauntletId: 'gauntlet-1',
      done: n,
      total: 60,
      result: results[n - 1]!,
      report: statusFor(spec, results.slice(0, n), 'running').report,
    });
    deliver(progress(1));
    await flushPromises();
    const firstRow = () => panel.findAll('[data-testid="gauntlet-row"]')[0]!;
    expect(firstRow().text()).toContain('100.0% (1/1)');
    deliver({ type: 'gauntlet.done', status: statusFor(spec, results, 'done') });
    await flushPromises();
    expect(firstRow().text()).toContain('50.0% (1/2)');
    expect(firstRow().find('[data-testid="gauntlet-interval"]').text()).toBe('95%: 9.5–90.5%');
    deliver(progress(1));
    await flushPromises();
    expect(firstRow().text()).toContain('50.0% (1/2)');
    expect(panel.find('[data-testid="gauntlet-results"]').attributes('data-state')).toBe('done');
    // Edited after the run: the table says it is about the deck as it was.
    expect(panel.find('[data-testid="gauntlet-changed"]').exists()).toBe(false);
    const builder = useDeckBuilderStore();
    builder.replace({ ...builder.deck, cards: [...builder.deck.cards.slice(1), builder.deck.cards[0]!] });
    await flushPromises();
    expect(panel.find('[data-testid="gauntlet-changed"]').exists()).toBe(false);
    builder.replace({ ...builder.deck, cards: builder.deck.cards.slice(1) });
    await flushPromises();
    expect(panel.find('[data-testid="gauntlet-changed"]').text()).toContain('The deck has changed since');
  });

  it('shows the result kept with a saved deck when it is opened', async () => {
    const spec: GauntletSpec = {
      deck: {},
      itemId: 'u-1',
      opponents: [{ kind: 'premade', id: 'pandora' }],
      gamesPerPairing: 2,
      level: 'easy',
      seed: 3,
    };
    kept = { ...statusFor(spec, [game(0, 'draw'), game(1, 'win')], 'done'), endedAt: '2026-01-02T00:00:00.000Z' };
    const builder = useDeckBuilderStore();
    builder.item = {
      id: 'u-1',
      name: 'Mine',
      game: 'everzone',
      type: 'everzone-deck',
      builtIn: false,
      readOnly: false,
      modifiedAt: '2026-01-01T00:00:00.000Z',
      size: 1,
    };
    const panel = mount(GauntletPanel);
    await flushPromises();
    expect(panel.find('[data-testid="gauntlet-state"]').text()).toContain('Finished');
    expect(panel.findAll('[data-testid="gauntlet-row"]')[0]!.text()).toContain('1–1–0');
    expect(panel.text()).toContain('both sides easy, seed 3');
  });
});

describe('CardImpact', () => {
  it('colours a difference only when the two intervals do not overlap', () => {
    const r = (wins: number, games: number, low: number, high: number): SimWinRate => ({
      wins,
      games,
      rate: wins / games,
      low,
      high,
    });
    const table = mount(CardImpact, {
      props: {
        cards: [
          { card: 'marine', name: 'Marine', played: r(40, 50, 0.67, 0.89), notPlayed: r(10, 50, 0.11, 0.33) },
          { card: 'sniper', name: 'Sniper', played: r(1, 1, 0.21, 1), notPlayed: r(1, 7, 0.03, 0.51) },
        ],
      },
    });
    const [clear, noisy] = table.findAll('[data-testid="gauntlet-card-difference"]');
    expect(clear!.text()).toBe('+60.0%');
    expect(clear!.classes()).toContain('up');
    expect(noisy!.text()).toBe('+85.7%');
    expect(noisy!.classes()).toEqual(expect.arrayContaining(['num', 'muted']));
    expect(noisy!.classes()).not.toContain('up');
  });
});
