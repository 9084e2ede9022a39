/**
 * A record as something to step through: the state after any prefix of its
 * actions, and where each turn starts. States are rebuilt from checkpoints kept
 * every few actions, so stepping backwards costs a handful of `apply`s and a
 * long game does not hold one full state per action.
 *
 * A record this app cannot replay faithfully (another rules version, other
 * content, an action that is not legal where it stands) is not refused outright:
 * what can still be offered is, plainly labelled (see `ReplayOpening`).
 */
import { tryApply } from './apply';
import { recordMismatch, type GameRecord, type RecordedAction } from './record';
import type { AnyGame, Seat } from './types';

/** Actions between two kept states: stepping anywhere costs at most this many `apply`s. */
export const CHECKPOINT_EVERY = 8;

/** What opening a record gives. */
export type ReplayOpening<S> =
  | { ok: true; timeline: ReplayTimeline<S> }
  | {
      ok: false;
      /** Why the record cannot be replayed as it was played, in a player's words. */
      reason: string;
      /** The recorded moves as they stand (seat and key), always available. */
      moves: RecordedAction[];
      /**
       * The part that does replay under this app's rules: every state up to (not including)
       * the first action that does not fit. Null when the record is for another game or its
       * setup does not start here. With a version or content mismatch this is this app's
       * reading of the moves, which may differ from the game as played.
       */
      partial: ReplayTimeline<S> | null;
      /** With `partial`: whether every move replayed (so its final state and outcome are offered). */
      complete: boolean;
    };

export class ReplayTimeline<S> {
  private readonly checkpoints: S[];

  private constructor(
    readonly game: AnyGame,
    readonly record: GameRecord,
    /** Actions that replay: states exist for 0..length. */
    readonly length: number,
    checkpoints: S[],
  ) {
    this.checkpoints = checkpoints;
  }

  /** Replays `record` once, keeping checkpoints; says plainly what cannot be replayed. */
  static open<S>(game: AnyGame, record: GameRecord): ReplayOpening<S> {
    const moves = record.actions.map(({ seat, key }) => ({ seat, key }));
    const mismatch = recordMismatch(game, record);
    if (mismatch && record.game !== game.id)
      return { ok: false, reason: mismatch, moves, partial: null, complete: false };
    let state: S;
    try {
      state = game.setup(record.config, record.seed) as S;
    } catch (error) {
      const reason = mismatch ?? `This record's setup does not start a game here: ${(error as Error).message}`;
      return { ok: false, reason, moves, partial: null, complete: false };
    }
    const checkpoints: S[] = [state];
    let failure: string | null = null;
    let length = 0;
    for (; length < moves.length; length++) {
      const { seat, key } = moves[length] as RecordedAction;
      const result = tryApply(game, state, seat, { key });
      if (!result.ok) {
        failure = `Action ${length + 1} (${key}, by seat ${seat}) is not legal there: ${result.error.message}`;
        break;
      }
      state = result.state as S;
      if ((length + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
    }
    const timeline = new ReplayTimeline<S>(game, record, length, checkpoints);
    if (!mismatch && !failure) return { ok: true, timeline };
    const reason = mismatch ?? `This record does not replay to its end. ${failure}`;
    return { ok: false, reason, moves, partial: timeline, complete: failure === null };
  }

  /** The state after the first `n` actions (0: the setup); read-only, like every state the rules hand out. */
  stateAt(n: number): S {
    if (!Number.isInteger(n) || n < 0 || n > this.length) {
      throw new RangeError(`A replay step is a whole number from 0 to ${this.length}, not ${String(n)}.`);
    }
    const from = Math.floor(n / CHECKPOINT_EVERY);
    let state = this.checkpoints[from] as S;
    for (let i = from * CHECKPOINT_EVERY; i < n; i++) {
      const { seat, key } = this.record.actions[i] as RecordedAction;
      const result = tryApply(this.game, state, seat, { key });
      // Every action up to `length` applied when the timeline was built, and the rules are pure.
      if (!result.ok) throw new Error(`Replay step ${i + 1} no longer applies: ${result.error.message}`);
      state = result.state as S;
    }
    return state;
  }

  /** Who took action `i` (0-based). */
  seatOf(i: number): Seat {
    return (this.record.actions[i] as RecordedAction).seat;
  }

  /**
   * The steps at which a turn starts: a turn is a run of actions by one seat, so
   * stepping "one turn" moves over all of a seat's consecutive actions at once.
   */
  turnStarts(): number[] {
    const starts: number[] = [];
    for (let i = 0; i < this.length; i++) if (i === 0 || this.seatOf(i) !== this.seatOf(i - 1)) starts.push(i);
    starts.push(this.length);
    return starts;
  }
}
