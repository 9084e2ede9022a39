/**
 * The difficulty meter of the adventure being edited: the run shown (kept up to
 * date by `meter.progress` / `meter.done`, which App.vue passes on), the last two finished estimates per
 * draft (for "41% → 57% ±4" after an edit, kept in this browser so the comparison
 * survives a restart), and the heat overlay the editor's canvas may draw. The
 * services play the runs; this only mirrors them.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { MeterReport, MeterSpec, MeterStatus } from '../../../../../shared/games/evy/meter-types';
import { getApi } from '../../../api/bridge';
import { useBackgroundJob } from '../../../stores/background-job';
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
  const job = useBackgroundJob<MeterSpec, MeterStatus>({
    start: (spec) => getApi().call('meter.start', spec),
    cancel: (s) => getApi().call('meter.cancel', { meterId: s.meterId }),
    fetch: (s) => getApi().call('meter.status', { meterId: s.meterId }),
    same: (a, b) => a.meterId === b.meterId,
    total: (s) => s.report.total,
    next: (event, s) => {
      if (event.type === 'meter.progress' && event.meterId === s.meterId) {
        // A late progress event must not undo a cancel already shown.
        if (event.done <= s.done || s.state !== 'running') return null;
        return { ...s, done: event.done, report: event.report };
      }
      return event.type === 'meter.done' && event.status.meterId === s.meterId ? event.status : null;
    },
    words: { start: 'The difficulty meter could not start', cancel: 'Could not cancel the difficulty meter' },
  });
  const { status } = job;
  /** Per draft key: the last two finished estimates, oldest first. */
  const history = ref<Record<string, MeterReport[]>>(typeof window === 'undefined' ? {} : readHistory());
  /** The heat the canvas draws, or null when the overlay is off. */
  const overlay = ref<MeterHeat | null>(null);

  /** The estimate before the one shown, of the same draft: the services' or, failing that, ours. */
  const previous = computed<MeterReport | null>(() => {
    const s = status.value;
    if (!s) return null;
    if (s.previous) return s.previous;
    const kept = history.value[s.spec.draftKey ?? ''] ?? [];
    return s.state === 'done' ? (kept[kept.length - 2] ?? null) : (kept[kept.length - 1] ?? null);
  });

  // A meter that has just finished (by its event, or found finished on a resync) is remembered once.
  watch(status, (now, before) => {
    if (now?.state === 'done' && !(before?.meterId === now.meterId && before.state === 'done')) {
      remember(now.spec.draftKey ?? '', now.report);
    }
  });

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

  return { ...job, previous, history, overlay, showHeat };
});
