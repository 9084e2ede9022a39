/**
 * The gauntlet of the deck being built: the one running or last shown, kept up
 * to date by `gauntlet.progress` / `gauntlet.done` events (App.vue passes them
 * on), and the result kept with a library deck (`gauntlet.saved`) when the
 * builder opens one. The services run the games; this only mirrors them.
 */
import { defineStore } from 'pinia';
import type { GauntletSpec, GauntletStatus } from '../../../../../shared/api';
import { getApi } from '../../../api/bridge';
import { useBackgroundJob } from '../../../stores/background-job';
import { useErrorStore } from '../../../stores/errors';

export const useGauntletStore = defineStore('gauntlet', () => {
  const job = useBackgroundJob<GauntletSpec, GauntletStatus>({
    start: (spec) => getApi().call('gauntlet.start', spec),
    cancel: (s) => getApi().call('gauntlet.cancel', { gauntletId: s.gauntletId }),
    fetch: (s) => getApi().call('gauntlet.status', { gauntletId: s.gauntletId }),
    same: (a, b) => a.gauntletId === b.gauntletId,
    total: (s) => s.report.total,
    next: (event, s) => {
      if (event.type === 'gauntlet.progress' && event.gauntletId === s.gauntletId) {
        // A late progress event must not undo a cancel already shown.
        if (event.done <= s.done || s.state !== 'running') return null;
        return { ...s, done: event.done, report: event.report, results: [...s.results, event.result] };
      }
      return event.type === 'gauntlet.done' && event.status.gauntletId === s.gauntletId ? event.status : null;
    },
    words: { start: 'The gauntlet could not start', cancel: 'Could not cancel the gauntlet' },
  });
  const { status, running } = job;

  /**
   * Shows what is kept with a library deck (or nothing, for a deck without results). A deck not
   * saved keeps the result of its own last run on screen (back from one of its games' replays).
   */
  async function showSaved(itemId: string | null): Promise<void> {
    if (running.value && status.value?.spec.itemId === itemId) return;
    if (itemId === null) {
      if (!running.value && status.value?.spec.itemId !== undefined) status.value = null;
      return;
    }
    const saved = await useErrorStore().guard(
      () => getApi().call('gauntlet.saved', { itemId }),
      'Could not read the results kept with this deck',
    );
    if (saved !== undefined && !running.value) status.value = saved;
  }

  return { ...job, showSaved };
});
