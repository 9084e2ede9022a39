// @vitest-environment happy-dom
/**
 * The mirror of a background job shared by the simulation, gauntlet and meter
 * stores: start once at a time, events of this job only, cancel, and a resync
 * after a reconnect that picks up what the missed events would have said.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiEvent, SimState } from '../../src/shared/api';
import { useBackgroundJob } from '../../src/renderer/src/stores/background-job';

interface Status {
  id: string;
  state: SimState;
  done: number;
}

let served: Status;
let starts = 0;

function job() {
  return useBackgroundJob<number, Status>({
    start: async () => {
      starts++;
      served = { id: `j${starts}`, state: 'running', done: 0 };
      return served;
    },
    cancel: async (s) => ({ ...s, state: 'cancelled' }),
    fetch: async () => served,
    same: (a, b) => a.id === b.id,
    next: (event, s) =>
      event.type === 'sim.progress' && event.simId === s.id && event.done > s.done ? { ...s, done: event.done } : null,
    total: () => 4,
    words: { start: 'Could not start', cancel: 'Could not cancel' },
  });
}

const progress = (simId: string, done: number) => ({ type: 'sim.progress', simId, done }) as unknown as ApiEvent;

beforeEach(() => {
  setActivePinia(createPinia());
  starts = 0;
});

describe('background job', () => {
  it('starts one job at a time and follows only its own events', async () => {
    const j = job();
    const [first, second] = await Promise.all([j.start(1), j.start(2)]);
    expect(first?.id).toBe('j1');
    expect(second).toBeNull();
    j.handleEvent(progress('other', 3));
    expect(j.status.value?.done).toBe(0);
    j.handleEvent(progress('j1', 2));
    expect(j.fraction.value).toBe(0.5);
    expect(await j.start(3)).toBeNull();
  });

  it('cancels, and a resync after a reconnect shows what was missed — for a running job only', async () => {
    const j = job();
    await j.start(1);
    served = { ...served, done: 3 };
    await j.resync();
    expect(j.status.value?.done).toBe(3);
    await j.cancel();
    expect(j.status.value?.state).toBe('cancelled');
    served = { ...served, state: 'done', done: 4 };
    await j.resync();
    expect(j.status.value?.state).toBe('cancelled');
  });
});
