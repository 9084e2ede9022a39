// @vitest-environment happy-dom
/**
 * The replay screen mounted against a scripted fake of the API: the keys step it (and
 * leave text fields alone), a dropped file opens with the players its save lists, and a
 * record that does not replay says what can still be shown.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCalls, ApiRequest, ApiResult, BoardwrightApi } from '../../src/shared/api';
import type { ReplayInfo } from '../../src/shared/replay-types';

function info(over: Partial<ReplayInfo> = {}): ReplayInfo {
  return {
    replayId: 'r1',
    // No table of its own: the generic one, so the test needs no game's view.
    game: 'plain',
    gameName: 'Plain',
    seatLabels: ['North', 'South'],
    length: 6,
    turnStarts: [0, 2, 4, 6],
    moves: [0, 0, 1, 1, 0, 0].map((seat, i) => ({ seat, text: `move ${i + 1}` })),
    problem: null,
    complete: true,
    over: false,
    ...over,
  };
}

const fake = {
  info: info(),
  opened: [] as ApiRequest<'replay.open'>[],
  steps: [] as number[],
};

const api: BoardwrightApi = {
  async call<M extends keyof ApiCalls>(method: M, req: ApiRequest<M>) {
    if (method === 'replay.open') {
      fake.opened.push(req as ApiRequest<'replay.open'>);
      return fake.info as ApiResult<M>;
    }
    if (method === 'replay.step') {
      const { step, viewer } = req as ApiRequest<'replay.step'>;
      fake.steps.push(step);
      const view = { log: [{ text: `after ${step}` }] };
      return {
        replayId: 'r1',
        step,
        viewer,
        view,
        views: null,
        toAct: [0],
        over: false,
        outcome: null,
      } as ApiResult<M>;
    }
    if (method === 'replay.close') return { closed: true } as ApiResult<M>;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: ReplayScreen } = await import('../../src/renderer/src/components/replay/ReplayScreen.vue');
const { useReplayStore } = await import('../../src/renderer/src/stores/replay');

let wrapper: VueWrapper | null = null;

async function screenFor(replayInfo: ReplayInfo): Promise<VueWrapper> {
  fake.info = replayInfo;
  await useReplayStore().open({ matchId: 'm1' }, 'Could not open');
  wrapper = mount(ReplayScreen, { attachTo: document.body });
  await flushPromises();
  return wrapper;
}

function press(key: string, shiftKey = false, target: EventTarget = window): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
}

describe('replay screen', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    fake.opened = [];
    fake.steps = [];
  });
  afterEach(() => {
    wrapper?.unmount();
    wrapper = null;
  });

  it('steps with the keys and tells the position in words', async () => {
    const screen = await screenFor(info());
    expect(screen.get('[data-testid=replay-position]').text()).toBe('Move 6 of 6');
    press('ArrowLeft');
    await flushPromises();
    expect(screen.get('[data-testid=replay-position]').text()).toBe('Move 5 of 6');
    press('ArrowLeft', true);
    await flushPromises();
    press('Home');
    await flushPromises();
    press('ArrowRight', true);
    await flushPromises();
    expect(fake.steps).toEqual([6, 5, 4, 0, 2]);
    expect(screen.get('[aria-current=step]').text()).toContain('move 2');
  });

  it('leaves keys typed into a field alone', async () => {
    const screen = await screenFor(info());
    press('ArrowLeft', false, screen.get('#review-iterations').element);
    await flushPromises();
    expect(fake.steps).toEqual([6]);
  });

  it('opens a dropped save file with the players it lists', async () => {
    const screen = await screenFor(info());
    const save = {
      format: 'boardwright-save',
      seats: [{ kind: 'ai', level: 'hard' }, { kind: 'human' }],
      record: { game: 'plain' },
    };
    const file = new File([JSON.stringify(save)], 'evening.json', { type: 'application/json' });
    await screen.get('[data-testid=replay-drop]').trigger('drop', { dataTransfer: { files: [file] } });
    await flushPromises();
    expect(fake.opened.at(-1)).toEqual({ source: { file: save } });
    expect(useReplayStore().seats).toEqual(save.seats);
  });

  it('a record that does not replay at all says so and lists its moves, which cannot be stepped to', async () => {
    const problem = 'This record is of another game.';
    const screen = await screenFor(info({ problem, complete: false, length: 0, turnStarts: [0] }));
    expect(screen.get('[data-testid=replay-problem]').text()).toBe(
      `${problem} Only the list of moves below can be shown.`,
    );
    expect(screen.find('[data-testid=replay-controls]').exists()).toBe(false);
    const moves = screen.findAll('[data-testid=replay-moves] button');
    expect(moves).toHaveLength(6);
    expect(moves.every((button) => button.attributes('disabled') !== undefined)).toBe(true);
    expect(screen.get('[data-testid=review-panel]').text()).toContain('cannot be reviewed');
  });
});
