/**
 * The open match as this device shows it. The services are the authority: the
 * store only keeps the latest summary, the view of the one seat on display and
 * the hand-over state. It requests views for the displayed seat only, and
 * drops the old view before switching, so another human's hand never reaches
 * the page.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Seat } from '../../../engine';
import type { AiLevel, ApiEvent, MatchSummary, SeatView } from '../../../shared/api';
import { getApi } from '../api/bridge';
import { chooseDisplayedSeat, humanSeatsOf, needsHandover, seatDisplayName } from '../logic/hot-seat';
import { useErrorStore } from './errors';
import { useRecapStore } from './recap';

export interface AiProgress {
  iterations: number;
  leaning: string | null;
}

export const useMatchStore = defineStore('match', () => {
  const summary = ref<MatchSummary | null>(null);
  const displayedSeat = ref<Seat | null>(null);
  const view = ref<SeatView | null>(null);
  /** Set while the "Pass the device to …" screen is up. */
  const passTo = ref<Seat | null>(null);
  const thinking = ref<Seat[]>([]);
  /** What each thinking AI seat reported last: playouts so far and the move it leans towards (if public). */
  const progress = ref<Partial<Record<Seat, AiProgress>>>({});
  const acting = ref(false);

  const humanSeats = computed(() => (summary.value ? humanSeatsOf(summary.value.seats) : []));
  const isHotSeat = computed(() => humanSeats.value.length >= 2);

  function nameOf(seat: Seat): string {
    const s = summary.value;
    return s ? seatDisplayName(s.seats, s.seatLabels, seat) : `Seat ${seat + 1}`;
  }

  function reset(): void {
    summary.value = null;
    displayedSeat.value = null;
    view.value = null;
    passTo.value = null;
    thinking.value = [];
    progress.value = {};
    acting.value = false;
  }

  /** Takes a newer summary in; switches the displayed seat (and hides the old view) when needed. */
  function reconcile(next: MatchSummary): void {
    const current = summary.value;
    if (!current || next.id !== current.id) return;
    // A lower version is a late message, unless it is newer: then a move was undone (`match.undo`),
    // and the position on display, perhaps from another window, was taken back.
    const undone = next.version < current.version && next.updatedAt > current.updatedAt;
    if (next.version < current.version && !undone) return;
    summary.value = next;
    if (undone && view.value && view.value.match.version > next.version) view.value = null;
    const previous = displayedSeat.value;
    const seat = chooseDisplayedSeat(next.toAct, humanSeats.value, previous);
    if (next.over) {
      thinking.value = [];
      progress.value = {};
    }
    if (seat === previous) return;
    view.value = null;
    displayedSeat.value = seat;
    if (needsHandover(previous, seat, humanSeats.value.length)) passTo.value = seat;
  }

  /** Shows a view only if it is for the displayed seat, no hand-over is pending, and it is not older. */
  function accept(next: SeatView): void {
    if (!summary.value || next.match.id !== summary.value.id) return;
    reconcile(next.match);
    if (next.seat !== displayedSeat.value || passTo.value !== null) return;
    if (view.value && view.value.match.version > next.match.version) return;
    view.value = next;
  }

  function viewIsStale(): boolean {
    if (passTo.value !== null || displayedSeat.value === null || !summary.value) return false;
    const v = view.value;
    return !v || v.seat !== displayedSeat.value || v.match.version < summary.value.version;
  }

  async function loadView(): Promise<void> {
    const s = summary.value;
    const seat = displayedSeat.value;
    if (!s || seat === null || passTo.value !== null) return;
    const result = await useErrorStore().guard(
      () => getApi().call('match.view', { matchId: s.id, seat }),
      'Could not show the table',
    );
    if (result) accept(result);
  }

  async function refresh(next: MatchSummary): Promise<void> {
    reconcile(next);
    if (viewIsStale()) await loadView();
  }

  async function open(match: MatchSummary): Promise<void> {
    reset();
    summary.value = match;
    // With nothing displayed yet, reconcile picks the first seat (and the hand-over if shared).
    reconcile(match);
    await loadView();
  }

  /** After a reconnect: events may have been lost, so ask for the match as it is now. */
  async function resync(): Promise<void> {
    const s = summary.value;
    if (!s) return;
    const latest = await useErrorStore().guard(() => getApi().call('match.get', { matchId: s.id }));
    if (latest) await refresh(latest);
  }

  async function confirmHandover(): Promise<void> {
    passTo.value = null;
    view.value = null;
    await loadView();
  }

  async function act(key: string): Promise<void> {
    const s = summary.value;
    const seat = displayedSeat.value;
    if (!s || seat === null || acting.value || passTo.value !== null) return;
    acting.value = true;
    // What happens from here until the seat's turn comes back is its next "While you waited".
    if (view.value?.seat === seat) useRecapStore().remember(view.value);
    try {
      const result = await useErrorStore().guard(() =>
        getApi().call('match.act', { matchId: s.id, seat, action: { key } }),
      );
      if (result) accept(result);
    } finally {
      acting.value = false;
    }
    if (viewIsStale()) await loadView();
  }

  /**
   * Takes back the displayed seat's last action (`match.undo`). The match's version goes
   * down by one, so the reply replaces what is shown instead of being refused as older.
   */
  async function undo(): Promise<void> {
    const s = summary.value;
    const seat = displayedSeat.value;
    if (!s || seat === null || acting.value || passTo.value !== null) return;
    acting.value = true;
    try {
      const result = await useErrorStore().guard(
        () => getApi().call('match.undo', { matchId: s.id, seat }),
        'Could not undo',
      );
      if (result && summary.value?.id === result.match.id && result.seat === displayedSeat.value) {
        summary.value = result.match;
        view.value = result;
      }
    } finally {
      acting.value = false;
    }
  }

  /** Lets the AI play the displayed seat (`match.autoplay`) until switched off; `level` defaults to the services' (normal). */
  async function setAutoplay(on: boolean, level?: AiLevel): Promise<void> {
    const s = summary.value;
    const seat = displayedSeat.value;
    if (!s || seat === null) return;
    const result = await useErrorStore().guard(
      () => getApi().call('match.autoplay', { matchId: s.id, seat, on, ...(on && level ? { level } : {}) }),
      on ? 'Could not start autoplay' : 'Could not stop autoplay',
    );
    if (result) await refresh(result);
  }

  function handleEvent(event: ApiEvent): void {
    const s = summary.value;
    if (!s) return;
    if (event.type === 'match.updated' && event.match.id === s.id) {
      void refresh(event.match);
    } else if (event.type === 'ai.thinking' && event.matchId === s.id) {
      const others = thinking.value.filter((seat) => seat !== event.seat);
      thinking.value = event.thinking ? [...others, event.seat] : others;
      // Each decision starts from nothing.
      const { [event.seat]: _done, ...rest } = progress.value;
      progress.value = rest;
    } else if (event.type === 'ai.progress' && event.matchId === s.id) {
      if (!thinking.value.includes(event.seat)) return;
      progress.value = { ...progress.value, [event.seat]: { iterations: event.iterations, leaning: event.leaning } };
    } else if (event.type === 'match.error' && event.matchId === s.id) {
      useErrorStore().report(new Error(event.message), 'The match stopped');
    }
  }

  return {
    summary,
    displayedSeat,
    view,
    passTo,
    thinking,
    progress,
    acting,
    humanSeats,
    isHotSeat,
    nameOf,
    reset,
    open,
    refresh,
    resync,
    confirmHandover,
    act,
    undo,
    setAutoplay,
    handleEvent,
  };
});
