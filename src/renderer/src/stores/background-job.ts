/**
 * A job the services run in the background — a batch simulation, a deck
 * gauntlet, a difficulty meter — as a store mirrors it: the status shown,
 * start and cancel, the job's events applied (App.vue passes every event on),
 * and a resync after a reconnect, when events may have been missed. Each store
 * says how to call its own API methods and read its own events.
 */
import { computed, ref, type Ref } from 'vue';
import type { ApiEvent, SimState } from '../../../shared/api';
import { useErrorStore } from './errors';

interface JobStatus {
  state: SimState;
  done: number;
}

export interface JobCalls<Spec, Status extends JobStatus> {
  start(spec: Spec): Promise<Status>;
  cancel(current: Status): Promise<Status>;
  /** The job as the services hold it now. */
  fetch(current: Status): Promise<Status>;
  /** Whether two statuses are of the same job. */
  same(a: Status, b: Status): boolean;
  /** The status after `event`; null when the event is not this job's or changes nothing. */
  next(event: ApiEvent, current: Status): Status | null;
  /** Units of work in the job, for the progress bar. */
  total(status: Status): number;
  /** How a status from the services is kept (the simulation trims its game list). */
  keep?(status: Status): Status;
  /** What the error banner says when a call fails. */
  words: { start: string; cancel: string };
}

export function useBackgroundJob<Spec, Status extends JobStatus>(calls: JobCalls<Spec, Status>) {
  const errors = useErrorStore();
  const status = ref(null) as Ref<Status | null>;
  const starting = ref(false);
  const keep = calls.keep ?? ((s: Status) => s);

  const running = computed(() => status.value?.state === 'running');
  /** Finished share of the job, 0 to 1. */
  const fraction = computed(() => {
    const s = status.value;
    const total = s ? calls.total(s) : 0;
    return s && total > 0 ? s.done / total : 0;
  });

  /** Starts a job unless one is starting or running; the started status, or null. */
  async function start(spec: Spec): Promise<Status | null> {
    if (starting.value || running.value) return null;
    starting.value = true;
    try {
      const started = await errors.guard(() => calls.start(spec), calls.words.start);
      if (!started) return null;
      status.value = keep(started);
      return started;
    } finally {
      starting.value = false;
    }
  }

  async function cancel(): Promise<void> {
    const s = status.value;
    if (!s || s.state !== 'running') return;
    const stopped = await errors.guard(() => calls.cancel(s), calls.words.cancel);
    if (stopped && status.value && calls.same(status.value, stopped)) status.value = keep(stopped);
  }

  function handleEvent(event: ApiEvent): void {
    const s = status.value;
    if (!s) return;
    const next = calls.next(event, s);
    if (next) status.value = keep(next);
  }

  /** After a reconnect: a running job is asked for as it is now. */
  async function resync(): Promise<void> {
    const s = status.value;
    if (!s || s.state !== 'running') return;
    const latest = await errors.guard(() => calls.fetch(s));
    if (latest && status.value && calls.same(status.value, latest)) status.value = keep(latest);
  }

  return { status, starting, running, fraction, start, cancel, handleEvent, resync };
}
