/**
 * The replay open in the viewer: the record's outline, the step on show and who
 * watches it, playback, and the review asked for. The services hold the record;
 * the store asks them for one step's view at a time and keeps only the latest.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { ApiError, type AiLevel, type MatchSummary, type SeatSpec } from '../../../shared/api';
import type { ReplayInfo, ReplaySource, ReplayStep, ReplayViewer } from '../../../shared/replay-types';
import type { GameReview, ReviewProgress } from '../../../shared/review-types';
import { getApi } from '../api/bridge';
import { addressOfSource, type ReplayAddress } from '../logic/replay-address';
import { clampStep, stepFor, type ReplayCommand } from '../components/replay/replay-position';
import { viewerAt } from '../components/replay/replay-seat-view';
import { useErrorStore } from './errors';
import type { ToolScreen } from './screen';

/** A review's settings: one seat, a search level, and optionally a smaller budget per decision. */
export interface ReviewChoice {
  seat: number;
  level: AiLevel;
  iterations?: number;
}

/** Where the viewer's way back leads, besides home: the screen a batch's game was opened from. */
export interface ReplayBack {
  label: string;
  screen: 'sim' | ToolScreen;
}

/** An address whose game cannot be opened (deleted, no longer kept, or a file's replay the services let go), and why. */
export interface ReplayGone {
  address: ReplayAddress;
  reason: string;
}

/** Reviews are asked with one seed, so asking again gives the kept review at once. */
const REVIEW_SEED = 1;

export const useReplayStore = defineStore('replay', () => {
  const errors = useErrorStore();
  const info = ref<ReplayInfo | null>(null);
  /** Where the game on show came from: what its address names. */
  const address = ref<ReplayAddress | null>(null);
  const gone = ref<ReplayGone | null>(null);
  /** Who played each seat, when the source says (`replay-seats.ts`). */
  const seats = ref<SeatSpec[] | null>(null);
  const back = ref<ReplayBack | null>(null);
  const step = ref(0);
  /** Who the person chose to watch as; `viewer` is what the step on show can offer. */
  const chosenViewer = ref<ReplayViewer>('spectator');
  const shown = ref<ReplayStep | null>(null);
  /** Why the step cannot be shown (a record that does not replay), in words. */
  const stepProblem = ref<string | null>(null);
  const playing = ref(false);
  const speedMs = ref(1000);
  const review = ref<GameReview | null>(null);
  const reviewing = ref(false);
  const reviewProgress = ref<ReviewProgress | null>(null);
  const reviewNotice = ref<string | null>(null);
  /** Only the latest step asked for is shown: an earlier answer arriving late is dropped. */
  let request = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let unsubscribe: (() => void) | null = null;

  const length = computed(() => info.value?.length ?? 0);
  const atEnd = computed(() => step.value === length.value);
  const endsGame = computed(() => atEnd.value && !!info.value?.over);
  const viewer = computed(() => viewerAt(chosenViewer.value, endsGame.value));

  function reset(): void {
    pause();
    stopListening();
    info.value = null;
    address.value = null;
    gone.value = null;
    seats.value = null;
    back.value = null;
    step.value = 0;
    chosenViewer.value = 'spectator';
    shown.value = null;
    stepProblem.value = null;
    review.value = null;
    reviewing.value = false;
    reviewProgress.value = null;
    reviewNotice.value = null;
  }

  /**
   * Opens a replay at its last position; `known`: who played each seat, when the source says;
   * `way`: the screen to go back to, when it is not home.
   */
  async function open(
    source: ReplaySource,
    context: string,
    known: SeatSpec[] | null = null,
    way: ReplayBack | null = null,
  ): Promise<boolean> {
    const opened = await errors.guard(() => getApi().call('replay.open', { source }), context);
    if (!opened) return false;
    await show(opened, addressOfSource(source, opened.replayId), known, way);
    return true;
  }

  /**
   * Shows a replay the services opened, from `from`, at step `at` (its end when null or past it);
   * the replay shown before is closed unless it is the same one (a reload finding it again).
   */
  async function show(
    opened: ReplayInfo,
    from: ReplayAddress,
    known: SeatSpec[] | null = null,
    way: ReplayBack | null = null,
    at: number | null = null,
  ): Promise<void> {
    const previous = info.value;
    if (previous && previous.replayId !== opened.replayId) {
      void errors.guard(() => getApi().call('replay.close', { replayId: previous.replayId }));
    }
    reset();
    info.value = opened;
    address.value = from;
    seats.value = known && known.length === opened.seatLabels.length ? known : null;
    back.value = way;
    await goTo(at ?? opened.length);
  }

  /** The address names a game that cannot be opened: the screen says why and offers the ways back. */
  function showGone(from: ReplayAddress, reason: string): void {
    const previous = info.value;
    if (previous) void errors.guard(() => getApi().call('replay.close', { replayId: previous.replayId }));
    reset();
    gone.value = { address: from, reason };
  }

  async function showStep(): Promise<void> {
    const current = info.value;
    if (!current) return;
    const ticket = ++request;
    try {
      const next = await getApi().call('replay.step', {
        replayId: current.replayId,
        step: step.value,
        viewer: viewer.value,
      });
      if (ticket !== request) return;
      shown.value = next;
      stepProblem.value = null;
    } catch (error) {
      if (ticket !== request) return;
      shown.value = null;
      stepProblem.value = error instanceof Error ? error.message : String(error);
      pause();
    }
  }

  async function goTo(target: number): Promise<void> {
    step.value = clampStep(target, length.value);
    await showStep();
  }

  async function command(which: ReplayCommand): Promise<void> {
    const current = info.value;
    if (!current) return;
    if (which === 'play-pause') {
      togglePlay();
      return;
    }
    if (playing.value) pause();
    await goTo(stepFor(which, step.value, current.length, current.turnStarts));
  }

  async function setViewer(next: ReplayViewer): Promise<void> {
    chosenViewer.value = next;
    await showStep();
  }

  function pause(): void {
    playing.value = false;
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function play(): void {
    if (!info.value || playing.value) return;
    // Playing from the end starts again from the setup.
    if (atEnd.value) void goTo(0);
    playing.value = true;
    timer = setInterval(() => {
      if (atEnd.value) pause();
      else void goTo(step.value + 1);
    }, speedMs.value);
  }

  function togglePlay(): void {
    if (playing.value) pause();
    else play();
  }

  function setSpeed(ms: number): void {
    speedMs.value = ms;
    if (!playing.value) return;
    pause();
    play();
  }

  /** A new live match from the step on show; the replay stays as it was. */
  async function takeOver(players: SeatSpec[]): Promise<MatchSummary | undefined> {
    const current = info.value;
    if (!current) return undefined;
    pause();
    return errors.guard(
      () => getApi().call('replay.takeOver', { replayId: current.replayId, step: step.value, seats: players }),
      'Could not take over from here',
    );
  }

  function stopListening(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  async function startReview(choice: ReviewChoice): Promise<void> {
    const current = info.value;
    if (!current || reviewing.value) return;
    reviewing.value = true;
    review.value = null;
    reviewProgress.value = null;
    reviewNotice.value = null;
    stopListening();
    unsubscribe = getApi().onEvent((event) => {
      if (event.type === 'review.progress' && event.replayId === current.replayId) {
        reviewProgress.value = { done: event.done, total: event.total };
      }
    });
    const iterations = choice.iterations ? { iterations: choice.iterations } : {};
    try {
      const result = await getApi().call('replay.review', {
        replayId: current.replayId,
        seat: choice.seat,
        level: choice.level,
        seed: REVIEW_SEED,
        ...iterations,
      });
      if (info.value?.replayId === current.replayId) review.value = result;
    } catch (error) {
      // Cancelling is the person's own doing: said beside the button, not as an error.
      if (error instanceof ApiError && error.code === 'cancelled') reviewNotice.value = 'The review was cancelled.';
      else errors.report(error, 'The review stopped');
    } finally {
      if (info.value?.replayId === current.replayId) {
        reviewing.value = false;
        stopListening();
      }
    }
  }

  async function cancelReview(): Promise<void> {
    const current = info.value;
    if (!current) return;
    await errors.guard(() => getApi().call('replay.cancelReview', { replayId: current.replayId }));
  }

  /** Leaves the viewer: the services forget the replay and stop its review. */
  async function close(): Promise<void> {
    const current = info.value;
    reset();
    if (current) await errors.guard(() => getApi().call('replay.close', { replayId: current.replayId }));
  }

  /** Who played, learnt after opening (a save's file is read separately). */
  function learnSeats(replayId: string, known: SeatSpec[] | null): void {
    const current = info.value;
    if (current?.replayId === replayId && known?.length === current.seatLabels.length) seats.value = known;
  }

  return {
    info,
    address,
    gone,
    show,
    showGone,
    seats,
    back,
    learnSeats,
    step,
    chosenViewer,
    viewer,
    shown,
    stepProblem,
    playing,
    speedMs,
    review,
    reviewing,
    reviewProgress,
    reviewNotice,
    length,
    atEnd,
    endsGame,
    open,
    goTo,
    command,
    setViewer,
    play,
    pause,
    togglePlay,
    setSpeed,
    takeOver,
    startReview,
    cancelReview,
    close,
  };
});
