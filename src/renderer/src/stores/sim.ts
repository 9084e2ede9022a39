/**
 * The batch simulation on the simulation panel: the request last started (to
 * restart it) and the batch's status, kept up to date by `sim.progress` and
 * `sim.done` events. The services run the batch; this only mirrors it.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiEvent, SimSpec, SimStatus } from '../../../shared/api';
import { getApi } from '../api/bridge';
import { useErrorStore } from './errors';

/** Rows of per-game results the panel keeps (the summary covers every game). */
export const SHOWN_RESULTS = 50;

export const useSimStore = defineStore('sim', () => {
  const status = ref<SimStatus | null>(null);
  const lastSpec = ref<SimSpec | null>(null);
  const starting = ref(false);

  const running = computed(() => status.value?.state === 'running');
  /** Finished share of the batch, 0 to 1. */
  const fraction = computed(() => {
    const s = status.value;
    return s && s.spec.games > 0 ? s.done / s.spec.games : 0;
  });

  async function start(spec: SimSpec): Promise<void> {
    if (starting.value || running.value) return;
    starting.value = true;
    try {
      const started = await useErrorStore().guard(
        () => getApi().call('sim.start', spec),
        'Could not start the simulation',
      );
      if (!started) return;
      // A plain copy: the spec may hold reactive proxies, which structuredClone refuses.
      lastSpec.value = JSON.parse(JSON.stringify(spec)) as SimSpec;
      status.value = started;
    } finally {
      starting.value = false;
    }
  }

  /** Starts the same batch again; the same seed plays the same games. */
  function restart(): Promise<void> {
    return lastSpec.value ? start(lastSpec.value) : Promise.resolve();
  }

  async function cancel(): Promise<void> {
    const s = status.value;
    if (!s || s.state !== 'running') return;
    const stopped = await useErrorStore().guard(
      () => getApi().call('sim.cancel', { simId: s.simId }),
      'Could not cancel the simulation',
    );
    if (stopped && status.value?.simId === stopped.simId) status.value = stopped;
  }

  function handleEvent(event: ApiEvent): void {
    const s = status.value;
    if (!s) return;
    if (event.type === 'sim.progress' && event.simId === s.simId) {
      // A late progress event must not undo a cancel shown already.
      if (event.done <= s.done) return;
      status.value = {
        ...s,
        done: event.done,
        summary: event.summary,
        results: [...s.results, event.result].slice(-SHOWN_RESULTS),
      };
    } else if (event.type === 'sim.done' && event.status.simId === s.simId) {
      status.value = { ...event.status, results: event.status.results.slice(-SHOWN_RESULTS) };
    }
  }

  /** After a reconnect, events may have been missed: ask for the batch as it is now. */
  async function resync(): Promise<void> {
    const s = status.value;
    if (!s) return;
    const latest = await useErrorStore().guard(() => getApi().call('sim.status', { simId: s.simId }));
    if (latest && status.value?.simId === latest.simId) {
      status.value = { ...latest, results: latest.results.slice(-SHOWN_RESULTS) };
    }
  }

  return { status, lastSpec, starting, running, fraction, start, restart, cancel, handleEvent, resync };
});
