/** What the replay viewer is sent: a record opened for stepping, and one step as a viewer sees it. */
import type { BaseView, EndReasonText, Seat } from '../engine';

/**
 * Where a replay comes from: a live or finished match, a save in the library, a record or save file's
 * contents, or game `index` of a batch (a simulation's `simId` or a deck gauntlet's `gauntletId`)
 * whose record is kept (`recordKept` on its result).
 */
export type ReplaySource =
  { matchId: string } | { saveId: string } | { file: unknown } | { batchId: string; index: number };

export interface ReplayInfo {
  replayId: string;
  game: string;
  gameName: string;
  seatLabels: string[];
  /** Steps that can be shown: 0 (the setup) to `length`. */
  length: number;
  /** The steps at which a turn starts (a run of one seat's actions), ending with `length`. */
  turnStarts: number[];
  /** Every recorded move, as the log lists it: who, and the action in words where it replays. */
  moves: { seat: Seat; text: string }[];
  /** Set when the record cannot be replayed as it was played: why, in a player's words. */
  problem: string | null;
  /** With a problem: whether this app's rules still replay every move (the final position is then shown). */
  complete: boolean;
  /** Whether the last step ends the game. */
  over: boolean;
}

/** Who watches: one seat (its view), the spectator (public only), or everyone once the game is over. */
export type ReplayViewer = Seat | 'spectator' | 'all';

export interface ReplayStep {
  replayId: string;
  step: number;
  viewer: ReplayViewer;
  /** What the viewer sees; with 'all', one view per seat. */
  view: BaseView;
  views: BaseView[] | null;
  toAct: Seat[];
  over: boolean;
  /** One score per seat, once the game is over. */
  outcome: number[] | null;
  /** Once over, why the game ended, for games that say (`Game.endReason`). */
  endReason?: EndReasonText;
}
