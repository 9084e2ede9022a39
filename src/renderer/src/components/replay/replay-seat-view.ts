/**
 * A replayed step dressed as the `SeatView` every game's board takes, so the viewer
 * mounts the boards as they are: no legal moves (the board is read-only), every seat
 * named by its label, and the step as the version.
 *
 * Who played each seat is known only for some sources (`replay-seats.ts`); otherwise
 * every seat is shown as played by a person, as in a game record.
 */
import type { BaseView, Seat } from '../../../../engine';
import type { SeatSpec, SeatView } from '../../../../shared/api';
import type { ReplayInfo, ReplayStep, ReplayViewer } from '../../../../shared/replay-types';

/** The seat a spectator's board is given: no seat at all, so nothing is marked "you". */
export const NO_SEAT: Seat = -1;

export function replaySeatView(
  info: ReplayInfo,
  step: ReplayStep,
  view: BaseView,
  seat: Seat,
  seats: readonly SeatSpec[] | null = null,
): SeatView {
  return {
    match: {
      id: info.replayId,
      game: info.game,
      gameName: info.gameName,
      config: null,
      seed: 0,
      seats: info.seatLabels.map((_, s) => seats?.[s] ?? { kind: 'human' }),
      seatLabels: info.seatLabels,
      seatTeams: info.seatLabels.map((_, s) => s),
      version: step.step,
      toAct: step.toAct,
      over: step.over,
      outcome: step.outcome,
      ...(step.endReason ? { endReason: step.endReason } : {}),
      createdAt: '',
      updatedAt: '',
    },
    seat,
    view,
    log: view.log,
    legal: [],
  };
}

/** The boards a step shows: one, or with everything revealed one per seat, each with its heading. */
export function boardsOf(
  info: ReplayInfo,
  step: ReplayStep,
  seats: readonly SeatSpec[] | null = null,
): { title: string; seatView: SeatView }[] {
  if (step.views) {
    return step.views.map((view, seat) => ({
      title: `${info.seatLabels[seat] ?? `Seat ${seat + 1}`} saw`,
      seatView: replaySeatView(info, step, view, seat, seats),
    }));
  }
  const seat = typeof step.viewer === 'number' ? step.viewer : NO_SEAT;
  return [{ title: '', seatView: replaySeatView(info, step, step.view, seat, seats) }];
}

export interface ViewerChoice {
  /** The select's value: a seat number, "spectator" or "all". */
  value: string;
  label: string;
}

/** Who the replay can be watched as; everything only once the game is over. */
export function viewerChoices(info: ReplayInfo, over: boolean): ViewerChoice[] {
  const seats = info.seatLabels.map((label, seat) => ({ value: String(seat), label: `As ${label}` }));
  const all = over ? [{ value: 'all', label: 'Reveal everything' }] : [];
  return [{ value: 'spectator', label: 'As a spectator (public only)' }, ...seats, ...all];
}

export function viewerFromChoice(value: string): ReplayViewer {
  if (value === 'spectator' || value === 'all') return value;
  return Number(value);
}

/** Moves that cannot be shown as 'all' fall back to the spectator (the game is not over there). */
export function viewerAt(viewer: ReplayViewer, over: boolean): ReplayViewer {
  return viewer === 'all' && !over ? 'spectator' : viewer;
}
