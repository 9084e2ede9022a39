/**
 * The batch simulation on the simulation panel: the request last started (to
 * restart it) and the batch's status, kept up to date by `sim.progress` and
 * `sim.done` events. The services run the batch; this only mirrors it.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { SimSpec, SimStatus } from '../../../shared/api';
import { getApi } from '../api/bridge';
import { useBackgroundJob } from './background-job';

/** Rows of per-game results the panel keeps (the summary covers every game). */
export const SHOWN_RESULTS = 50;

export const useSimStore = defineStore('sim', () => {
  const job = useBackgroundJob<SimSpec, SimStatus>({
    start: (spec) => getApi().call('sim.start', spec),
    cancel: (s) => getApi().call('sim.cancel', { simId: s.simId }),
    fetch: (s) => getApi().call('sim.status', { simId: s.simId }),
    same: (a, b) => a.simId === b.simId,
    total: (s) => s.spec.games,
    next: (event, s) => {
      if (event.type === 'sim.progress' && event.simId === s.simId) {
        // A late progress event must not undo a cancel shown already.
        if (event.done <= s.done) return null;
        return { ...s, done: event.done, summary: event.summary, results: [...s.results, event.result] };
      }
      return event.type === 'sim.done' && event.status.simId === s.simId ? event.status : null;
    },
    keep: (s) => (s.results.length > SHOWN_RESULTS ? { ...s, results: s.results.slice(-SHOWN_RESULTS) } : s),
    words: { start: 'Could not start the simulation', cancel: 'Could not cancel the simulation' },
  });
  const lastSpec = ref<SimSpec | null>(null);

  async function start(spec: SimSpec): Promise<void> {
    // A plain copy taken first: the spec may hold reactive proxies, which structuredClone refuses.
    const plain = JSON.parse(JSON.stringify(spec)) as SimSpec;
    if (await job.start(spec)) lastSpec.value = plain;
  }

  /** Starts the same batch again; the same seed plays the same games. */
  function restart(): Promise<void> {
    return lastSpec.value ? start(lastSpec.value) : Promise.resolve();
  }

  return { ...job, lastSpec, start, restart };
});
