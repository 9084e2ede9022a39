// @vitest-environment happy-dom
/**
 * The meter panel against a scripted API: Measure sends the draft with N, level,
 * seed and the draft's key; progress and the result follow the events; Cancel
 * asks the services to stop; a second estimate of the draft shows old → new;
 * the heat toggle emits the lost-here counts of the map shown.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Adventure } from '../../src/games/evy/types';
import type { ApiEvent, BoardwrightApi, LibraryItemInfo } from '../../src/shared/api';
import type { MeterSpec, MeterStatus } from '../../src/shared/games/evy/meter-types';
import { meterReport, runningMeter } from './evy-meter-fixture';

const calls: { method: string; req: unknown }[] = [];
let nextId = 1;

const api: BoardwrightApi = {
  async call(method, req) {
    calls.push({ method, req });
    if (method === 'meter.start') return runningMeter(`meter-${nextId++}`, req as MeterSpec) as never;
    if (method === 'meter.cancel') return { ...lastStarted(), state: 'cancelled' } as never;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: MeterPanel } = await import('../../src/renderer/src/games/evy/meter/MeterPanel.vue');
const { useEvyEditorStore } = await import('../../src/renderer/src/games/evy/editor/editor-store');
const { useMeterStore } = await import('../../src/renderer/src/games/evy/meter/meter-store');

/** An event from the services, passed to the store as App.vue passes every event on. */
const deliver = (event: ApiEvent) => useMeterStore().handleEvent(event);

function lastStarted(): MeterStatus {
  const start = calls.filter((c) => c.method === 'meter.start').at(-1);
  return runningMeter(`meter-${nextId - 1}`, start?.req as MeterSpec);
}

const draft = {
  id: 'draft',
  title: 'Draft',
  maps: [{ name: 'One', tiles: [], start: { q: 0, r: 0 } }],
} as unknown as Adventure;

beforeEach(() => {
  setActivePinia(createPinia());
  localStorage.clear();
  calls.length = 0;
  const editor = useEvyEditorStore();
  editor.doc = draft;
  editor.item = { id: 'u-draft', name: 'Draft' } as LibraryItemInfo;
});

async function measure(w: ReturnType<typeof mount>, seed: number): Promise<MeterStatus> {
  await w.find('[data-testid=meter-games]').setValue('4');
  await w.find('[data-testid=meter-seed]').setValue(String(seed));
  await w.find('[data-testid=meter-run]').trigger('click');
  await flushPromises();
  return lastStarted();
}

describe('difficulty meter panel', () => {
  it('sends the draft, shows progress and the result, and cancels', async () => {
    const w = mount(MeterPanel);
    await flushPromises();
    const started = await measure(w, 7);
    expect(started.spec).toMatchObject({ games: 4, seed: 7, level: 'greedy', draftKey: 'u-draft' });
    expect((started.spec.config as { custom: Adventure }).custom.title).toBe('Draft');
    deliver({
      type: 'meter.progress',
      meterId: started.meterId,
      done: 1,
      total: 4,
      run: {} as never,
      report: meterReport(1, 1, 4),
    });
    await flushPromises();
    expect(w.find('[data-testid=meter-result]').text()).toContain('1 / 4 runs');
    await w.find('[data-testid=meter-cancel]').trigger('click');
    await flushPromises();
    expect(calls.at(-1)).toEqual({ method: 'meter.cancel', req: { meterId: started.meterId } });
    expect(w.find('[data-testid=meter-result]').text()).toContain('cancelled');
  });

  it('shows old → new for a second estimate of the same draft, and emits the heat of the map shown', async () => {
    const w = mount(MeterPanel);
    await flushPromises();
    const first = await measure(w, 1);
    deliver({ type: 'meter.done', status: { ...first, state: 'done', done: 4, report: meterReport(1, 4, 4) } });
    await flushPromises();
    expect(w.find('[data-testid=meter-change]').exists()).toBe(false);
    const second = await measure(w, 2);
    const heat = { '0': { '2,-1': 3 } };
    deliver({
      type: 'meter.done',
      status: { ...second, state: 'done', done: 4, report: meterReport(3, 4, 4, { heat }) },
    });
    await flushPromises();
    expect(w.find('[data-testid=meter-change]').text()).toContain('25% → 75%');
    await w.find('[data-testid=meter-heat]').setValue(true);
    await flushPromises();
    expect(w.emitted('heat')?.at(-1)).toEqual([{ map: 0, counts: { '2,-1': 3 }, max: 3 }]);
  });

  it('the comparison survives a restart: the last estimate of the draft is kept in this browser', async () => {
    const w = mount(MeterPanel);
    await flushPromises();
    const first = await measure(w, 1);
    deliver({ type: 'meter.done', status: { ...first, state: 'done', done: 4, report: meterReport(1, 4, 4) } });
    await flushPromises();
    w.unmount();

    // A restart: new stores; the editor opens the same library item.
    setActivePinia(createPinia());
    const editor = useEvyEditorStore();
    editor.doc = draft;
    editor.item = { id: 'u-draft', name: 'Draft' } as LibraryItemInfo;
    const again = mount(MeterPanel);
    await flushPromises();
    const second = await measure(again, 2);
    deliver({ type: 'meter.done', status: { ...second, state: 'done', done: 4, report: meterReport(2, 4, 4) } });
    await flushPromises();
    expect(again.find('[data-testid=meter-change]').text()).toContain('25% → 50%');
  });
});
