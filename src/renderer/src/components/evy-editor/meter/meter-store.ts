/**
 * The difficulty meter of the adventure being edited: the run shown (kept up to
 * date by `meter.progress` / `meter.done`), the last two finished estimates per
 * draft (for "41% → 57% ±4" after an edit, kept in this browser so the comparison
 * survives a restart), and the heat overlay the editor's canvas may draw. The
 * services play the runs; this only mirrors them.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiEvent } from '../../../../../shared/api';
import type { MeterReport, MeterSpec, MeterStatus } from '../../../../../shared/meter-types';
import { getApi } from '../../../api/bridge';
import { useErrorStore } from '../../../stores/errors';
import type { MeterHeat } from './meter-format';

const HISTORY_KEY = 'boardwright.evy-meter.history';
/** Drafts whose estimates are kept: the most recently measured. */
const HISTORY_DRAFTS = 20;

function readHistory(): Record<string, MeterReport[]> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, MeterReport[]>)
      : {};
  } catch {
    return {};
  }
}

function writeHistory(history: Record<string, MeterReport[]>): void {
  try {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // A full or disabled storage only loses the comparison after a restart.
  }
}

export const useMeterStore = defineStore('evyMeter', () => {
  const status = ref<MeterStatus | null>(null);
  const starting = ref(false);
  /** Per draft key: the last two finished estimates, oldest first. */
  const history = ref<Record<string, MeterReport[]>>(typeof window === 'undefined' ? {} : readHistory());
  /** The heat the canvas draws, or null when the overlay is off. */
  const overlay = ref<MeterHeat | null>(null);
  let unsubscribe: (() => void) | null = null;

  const running = computed(() => status.value?.state === 'running');
  const fraction = computed(() => {
    const s = status.value;
    return s && s.report.total > 0 ? s.done / s.report.total : 0;
  });

  /** The estimate before the one shown, of the same draft: the services' or, failing that, ours. */
  const previous = computed<MeterReport | null>(() => {
    const s = status.value;
    if (!s) return null;
    if (s.previous) return s.previous;
    const kept = history.value[s.spec.draftKey ?? ''] ?? [];
    return s.state === 'done' ? (kept[kept.length - 2] ?? null) : (kept[kept.length - 1] ?? null);
  });

  function listen(): void {
    unsubscribe ??= getApi().onEvent(handleEvent);
  }

  function stopListening(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  async function start(spec: MeterSpec): Promise<void> {
    if (starting.value || running.value) return;
    starting.value = true;
    try {
      const started = await useErrorStore().guard(
        () => getApi().call('meter.start', spec),
        'The difficulty meter could not start',
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
      () => getApi().call('meter.cancel', { meterId: s.meterId }),
      'Could not cancel the difficulty meter',
    );
    if (stopped && status.value?.meterId === stopped.meterId) status.value = stopped;
  }

  function handleEvent(event: ApiEvent): void {
    const s = status.value;
    if (!s) return;
    if (event.type === 'meter.progress' && event.meterId === s.meterId) {
      // A late progress event must not undo a cancel already shown.
      if (event.done <= s.done || s.state !== 'running') return;
      status.value = { ...s, done: event.done, report: event.report };
    } else if (event.type === 'meter.done' && event.status.meterId === s.meterId) {
      status.value = event.status;
      if (event.status.state === 'done') remember(event.status.spec.draftKey ?? '', event.status.report);
    }
  }

  function remember(key: string, report: MeterReport): void {
    const { [key]: earlier, ...others } = history.value;
    // The draft measured last goes last, so the oldest drafts are the ones let go.
    const entries = [...Object.entries(others), [key, [...(earlier ?? []), report].slice(-2)] as const];
    history.value = Object.fromEntries(entries.slice(-HISTORY_DRAFTS));
    if (typeof window !== 'undefined') writeHistory(history.value);
  }

  function showHeat(heat: MeterHeat | null): void {
    overlay.value = heat;
  }

  return {
    status,
    starting,
    running,
    fraction,
    previous,
    history,
    overlay,
    listen,
    stopListening,
    start,
    cancel,
    handleEvent,
    showHeat,
  };
});
