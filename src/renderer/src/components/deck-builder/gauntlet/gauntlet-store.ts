/**
 * The gauntlet of the deck being built: the one running or last shown, kept up
 * to date by `gauntlet.progress` / `gauntlet.done` events, and the result kept
 * with a library deck (`gauntlet.saved`) when the builder opens one. The
 * services run the games; this only mirrors them.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiEvent, GauntletSpec, GauntletStatus } from '../../../../../shared/api';
import { getApi } from '../../../api/bridge';
import { useErrorStore } from '../../../stores/errors';

export const useGauntletStore = defineStore('gauntlet', () => {
  const status = ref<GauntletStatus | null>(null);
  const starting = ref(false);
  let unsubscribe: (() => void) | null = null;

  const running = computed(() => status.value?.state === 'running');
  const fraction = computed(() => {
    const s = status.value;
    return s && s.report.total > 0 ? s.done / s.report.total : 0;
  });

  /** Follows the services' events while the panel is shown; a reconnect or a remount resyncs. */
  function listen(): void {
    unsubscribe ??= getApi().onEvent(handleEvent);
    void resync();
  }

  function stopListening(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  async function start(spec: GauntletSpec): Promise<void> {
    if (starting.value || running.value) return;
    starting.value = true;
    try {
      const started = await useErrorStore().guard(
        () => getApi().call('gauntlet.start', spec),
        'The gauntlet could not start',
      );
      if (started) status.value = started;
    } finally {
      starting.value = false;
    }
  }

  async function cancel(): Promise<void> {
    const s = status.value;
    if (!s || s.state !== 'running') return;
    const stopped = await useErrorStore().guard(
      () => getApi().call('gauntlet.cancel', { gauntletId: s.gauntletId }),
      'Could not cancel the gauntlet',
    );
    if (stopped && status.value?.gauntletId === stopped.gauntletId) status.value = stopped;
  }

  /** Shows what is kept with a library deck (or nothing, for a deck without results). */
  async function showSaved(itemId: string | null): Promise<void> {
    if (running.value && status.value?.spec.itemId === itemId) return;
    if (itemId === null) {
      if (!running.value) status.value = null;
      return;
    }
    const saved = await useErrorStore().guard(
      () => getApi().call('gauntlet.saved', { itemId }),
      'Could not read the results kept with this deck',
    );
    if (saved !== undefined && !running.value) status.value = saved;
  }

  function handleEvent(event: ApiEvent): void {
    const s = status.value;
    if (!s) return;
    if (event.type === 'gauntlet.progress' && event.gauntletId === s.gauntletId) {
      // A late progress event must not undo a cancel already shown.
      if (event.done <= s.done || s.state !== 'running') return;
      status.value = { ...s, done: event.done, report: event.report, results: [...s.results, event.result] };
    } else if (event.type === 'gauntlet.done' && event.status.gauntletId === s.gauntletId) {
      status.value = event.status;
    }
  }

  async function resync(): Promise<void> {
    const s = status.value;
    if (!s || s.state !== 'running') return;
    const latest = await useErrorStore().guard(() => getApi().call('gauntlet.status', { gauntletId: s.gauntletId }));
    if (latest && status.value?.gauntletId === latest.gauntletId) status.value = latest;
  }

  return { status, starting, running, fraction, listen, stopListening, start, cancel, showSaved, handleEvent };
});
