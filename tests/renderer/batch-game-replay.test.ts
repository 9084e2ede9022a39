// @vitest-environment happy-dom
/**
 * A batch's games into the replay viewer, against a scripted fake of the API: the results of a
 * simulation and of a deck gauntlet offer "Open replay" for each game whose record is kept (and
 * say "not kept" otherwise), open any game by its number, and the viewer then leads back to the
 * screen the game came from. The real services: tests/services/batch-records.test.ts.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ApiCalls,
  ApiRequest,
  ApiResult,
  BoardwrightApi,
  GauntletStatus,
  SimGameResult,
} from '../../src/shared/api';
import type { ReplayInfo } from '../../src/shared/replay-types';

const opened: ApiRequest<'replay.open'>[] = [];
const info: ReplayInfo = {
  replayId: 'r1',
  game: 'plain',
  gameName: 'Plain',
  seatLabels: ['North', 'South'],
  length: 2,
  turnStarts: [0, 1, 2],
  moves: [
    { seat: 0, text: 'a' },
    { seat: 1, text: 'b' },
  ],
  problem: null,
  complete: true,
  over: true,
};

const api: BoardwrightApi = {
  async call<M extends keyof ApiCalls>(method: M, req: ApiRequest<M>) {
    if (method === 'replay.open') {
      opened.push(req as ApiRequest<'replay.open'>);
      return info as ApiResult<M>;
    }
    if (method === 'replay.step') {
      const { step, viewer } = req as ApiRequest<'replay.step'>;
      const view = { log: [] };
      return {
        replayId: 'r1',
        step,
        viewer,
        view,
        views: null,
        toAct: [],
        over: true,
        outcome: [1, 0],
      } as ApiResult<M>;
    }
    if (method === 'replay.close') return { closed: true } as ApiResult<M>;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: SimResults } = await import('../../src/renderer/src/components/sim/SimResults.vue');
const { default: GauntletGames } = await import('../../src/renderer/src/games/everzone/gauntlet/GauntletGames.vue');
const { useReplayStore } = await import('../../src/renderer/src/stores/replay');
const { useScreenStore } = await import('../../src/renderer/src/stores/screen');

function simResult(index: number, recordKept: boolean): SimGameResult {
  return { index, seed: 100 + index, outcome: [1, 0], winnerSeats: [0], actions: 12, hash: 'h', recordKept };
}

let wrapper: VueWrapper | null = null;
beforeEach(() => {
  setActivePinia(createPinia());
  opened.length = 0;
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

describe('batch games in the replay viewer', () => {
  it("a simulation's game opens from its row or by its number, played by the batch's bots, and leads back", async () => {
    wrapper = mount(SimResults, {
      props: {
        simId: 'sim-abc',
        results: [simResult(0, true), simResult(1, false), simResult(2, true)],
        labels: ['North', 'South'],
        levels: ['greedy', 'random'],
      },
    });
    const rows = wrapper.findAll('tbody tr');
    expect(rows.map((r) => r.attributes('data-game'))).toEqual(['3', '2', '1']);
    expect(rows[1]!.text()).toContain('not kept');
    expect(rows[1]!.find('button').exists()).toBe(false);

    await rows[0]!.get('button').trigger('click');
    await flushPromises();
    expect(opened).toEqual([{ source: { batchId: 'sim-abc', index: 2 } }]);
    const replay = useReplayStore();
    expect(replay.seats).toEqual([
      { kind: 'ai', level: 'greedy' },
      { kind: 'ai', level: 'random' },
    ]);
    expect(replay.back).toEqual({ label: 'Back to the simulation', screen: 'sim' });
    expect(useScreenStore().screen).toBe('replay');

    await wrapper.get('[data-testid=open-batch-game-number]').setValue(1);
    await wrapper.get('[data-testid=open-batch-game]').trigger('submit');
    await flushPromises();
    expect(opened.at(-1)).toEqual({ source: { batchId: 'sim-abc', index: 0 } });
  });

  it("a gauntlet's game names its opponent and who went first, and leads back to the deck", async () => {
    const status = {
      gauntletId: 'gauntlet-xyz',
      spec: { level: 'greedy' },
      report: { matchups: [{ name: 'Pandora' }] },
      results: [
        {
          index: 0,
          seed: 1,
          opponent: 0,
          deckSeat: 1,
          result: 'win',
          cpLeft: [3, 0],
          played: [],
          actions: 40,
          hash: 'h',
          recordKept: true,
        },
      ],
    } as unknown as GauntletStatus;
    wrapper = mount(GauntletGames, { props: { status, back: 'everzone:deck-builder' } });
    const row = wrapper.get('tbody tr');
    expect(row.text()).toContain('Pandora');
    expect(row.text()).toContain('second');
    expect(row.text()).toContain('won');
    await row.get('button').trigger('click');
    await flushPromises();
    expect(opened).toEqual([{ source: { batchId: 'gauntlet-xyz', index: 0 } }]);
    expect(useReplayStore().back).toEqual({ label: 'Back to the deck', screen: 'everzone:deck-builder' });
  });
});
