import type { Secret, TestConfig } from './conformance-contract';
import type { RngState } from './rng';

/** A seat at the table, numbered from 0. */
export type Seat = number;

/** Who a view is for: one seat, or someone who sees only public information. */
export type Viewer = Seat | 'spectator';

/**
 * An action is a small plain object. `key` identifies it among the legal
 * actions of one state and is what records store; the rest is for the game.
 */
export interface Action {
  readonly key: string;
}

/** One line of a game's log, as a viewer may read it. */
export interface LogLine {
  /** Who did it, when a seat did. */
  seat?: Seat;
  text: string;
}

/** Every game's view carries the log lines that viewer may read. */
export interface BaseView {
  log: LogLine[];
}

/**
 * Why a finished game ended, in a player's words: the deciding event ("Darkness fell: the
 * Shadow Track reached 0") and the final numbers that go with it. Public: it is shown to
 * every seat, so it says only what the game reveals at its end.
 */
export interface EndReasonText {
  headline: string;
  details: string[];
}

/**
 * How a game is won and lost (`goal`) and how near its end is (`status`), as one seat's
 * view shows it; both plain text, with terms spelled as the game writes them.
 */
export interface GoalLineText {
  goal: string;
  status: string;
}

/**
 * One thing that happened to a seat, or around it, while it waited for its turn: a plain sentence
 * in the game's words ("The Shadow Track moved from 9 to 7"), read from two views of that seat (when
 * it last acted and now), so it can tell nothing the seat may not know. `place` names the spot on the
 * table it happened at ("track:shadow", "player:2"), which the table marks with a `data-place`
 * attribute of the same value; `tone` says whether it was bad or good for the seat.
 */
export interface RecapItem {
  text: string;
  place?: string;
  tone?: 'bad' | 'good' | 'neutral';
}

/**
 * A move a player would look for that the rules do not allow now, and why, in the rule's
 * words: the table shows it greyed beside the moves it offers ("Deceive: you played it last
 * round…"), so nobody has to guess why an option is missing.
 */
export interface Unavailable {
  /** The move as the table names it. */
  label: string;
  /** Why not now, in a sentence. */
  reason: string;
}

/**
 * One number a player of the game watches for their seat ("Investigation", "madness", "CP"),
 * and which way is good for them. `term` is the game's own word, as its glossary spells it,
 * so a hint can say "+1.4 Investigation" and link the word to its entry.
 */
export interface Measure {
  term: string;
  value: number;
  better: 'more' | 'less';
}

/** A JSON Schema object (draft 2020-12), kept as plain data. */
export type JsonSchema = Record<string, unknown>;

/**
 * The contract every game implements. All functions are pure: they never
 * mutate their inputs, and randomness comes only from the PRNG inside the state
 * (or the one handed to `determinize`). By convention a state keeps its PRNG
 * at `state.rng`, so tools can tell hidden information from generator state.
 */
export interface Game<S = unknown, A extends Action = Action, C = unknown, V extends BaseView = BaseView> {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Bumped whenever a rule change would make old records replay differently. */
  readonly engineVersion: string;
  /** Hash of the content (cards, maps) the rules read; records store it. */
  readonly contentHash: string;
  /** JSON Schema of the config; callers validate with it before `setup`. */
  readonly configSchema: JsonSchema;
  readonly minSeats: number;
  readonly maxSeats: number;

  defaultConfig(): C;
  /** Number of seats a config plays with. */
  seatCount(config: C): number;
  /** A label per seat ("The Girl", "The Evil Queen", …). */
  seatLabels(config: C): string[];
  /** Team of each seat; seats on one team share their outcome. */
  seatTeams(config: C): number[];

  setup(config: C, seed: number): S;
  /** Seats that must act now; empty only when the game is over. */
  toAct(state: S): Seat[];
  /** Legal actions in a deterministic order, keys unique. */
  legalActions(state: S, seat: Seat): A[];
  /** Applies a legal action to a copy; never mutates `state`. */
  apply(state: S, seat: Seat, action: A): S;
  isOver(state: S): boolean;
  /** One score in [0, 1] per seat. Only meaningful when `isOver`. */
  outcome(state: S): number[];
  /** The only place hidden information is redacted. */
  view(state: S, viewer: Viewer): V;
  /** A full state consistent with everything `seat` knows from `view`. */
  determinize(view: V, seat: Seat, rng: RngState): S;
  /** Heuristic value of `state` for `seat`, in [0, 1]; for cut-offs and greedy bots. */
  evaluate?(state: S, seat: Seat): number;
  /**
   * The configs worth testing, with playouts each: every mode, player count and option
   * the game offers. The conformance suite plays all of them.
   */
  testConfigs(): TestConfig<C>[];
  /**
   * Every hidden thing in `state`, with who may know it: the conformance suite looks
   * for each in the views of everyone else and checks that their determinisations move it.
   */
  secrets(state: S): Secret[];
  /**
   * Why the game ended, once `isOver` (null before). Absent: the services say only who won.
   * It may read the whole state but must say no more than the game reveals at its end.
   */
  endReason?(state: S): EndReasonText | null;
  /**
   * The moves a seat that must act now would expect but may not make, each with its reason;
   * read from the seat's own view, so it can tell nothing the seat may not know.
   */
  whyNot?(view: V, seat: Seat): Unavailable[];
  /**
   * The handful of numbers a player watches for `seat` (3–6, the same terms in the same order
   * in every state of a match). A search asked to explain itself measures them a turn after
   * each root move, so a hint can say what a move is expected to gain. Read from a full state
   * (a determinisation of the asker's view during search): keep it cheap, it runs per playout.
   */
  measures?(state: S, seat: Seat): Measure[];
  /** Human-readable text of an action, for logs, menus and hints. */
  describe(action: A, state: S): string;
  /**
   * The legal action a key names when `legalActions` does not list it: games whose
   * choices are subsets (EverZone's marshal, reveal, activate) list a bounded menu
   * and accept any other legal subset through this. Returns null when the key is
   * not legal for `seat` now. `tryApply` asks it only after the listed actions.
   */
  parseAction?(state: S, seat: Seat, key: string): A | null;
  /**
   * How many of `seat`'s own last actions it may take back now (0: none); the services undo
   * by replaying the record without them, so a game only says when its rules allow it.
   * Absent: the game allows no undo.
   */
  undoable?(state: S, seat: Seat): number;
  /**
   * What was measured of each AI level at this game (docs/AI.md, the game's rules notes), shown
   * as the level's strength on the setup screen. Levels left out get a neutral text.
   */
  readonly aiNotes?: Partial<Record<'random' | 'greedy' | 'easy' | 'normal' | 'hard' | 'expert', string>>;
  /**
   * The most playouts a search level runs per move in play at this game, where measured strength
   * stops growing long before the level's thinking time runs out, so that the next level up still
   * plays better (docs/AI.md). The level stops at its time or at this count, whichever comes first.
   */
  readonly aiPlayoutCaps?: Partial<Record<'easy' | 'normal' | 'hard' | 'expert', number>>;

  // Optional fast path for search. Records and replays never use these; they exist so a
  // search can avoid copying the whole state per move. The conformance suite checks
  // each against the plain members above.

  /** A deep copy the caller owns (cheaper than `apply`'s copy-per-move when stepping many times). */
  clone?(state: S): S;
  /** Applies a legal action to `state` in place; same result as `apply`, without the copy. */
  step?(state: S, seat: Seat, action: A): void;
  /**
   * A copy of `state` for search only: parts no decision depends on (the log)
   * may be dropped, and steps may skip writing them, so copies and steps are
   * cheap. A game that has it declares that no decision needs the log.
   */
  forSearch?(state: S): S;
  /**
   * Reads a view once for many determinisations: each call of the result is
   * `determinize(view, seat, rng)` (the same state for the same rng), minus the
   * work of reading the view again; with `forSearch`, the states come as
   * `forSearch` would copy them. Search deals one per iteration.
   */
  determinizer?(view: V, seat: Seat, forSearch?: boolean): (rng: RngState) => S;
  /**
   * A cheap, sensible move for `seat` in search rollouts (better than random,
   * much cheaper than evaluating every move); randomness only from `rng`.
   */
  rolloutPolicy?(state: S, seat: Seat, rng: RngState): A;
  /**
   * Per-ply discount search applies to values (pulling them toward 0.5), so a quicker
   * win scores above a slower one. For games where the rollouts win from almost
   * anywhere (Evy's easy maps), without it every move scores 1 and search has no
   * preference at all. Absent: no discount.
   */
  readonly searchDiscount?: number;
  /**
   * The longest rollout this game's `evaluate` is made for: search plays
   * min(level's depth, this) plies before it evaluates. For games whose rollouts
   * play worse than their evaluation judges (Evy: a rollout's Evy dies where the
   * evaluated position is sound), long rollouts bury the difference between moves
   * in noise. Absent: the level's depth.
   */
  readonly rolloutDepth?: number;
  /**
   * For games whose `rolloutPolicy` follows a plan a search at its budget cannot find
   * (long games, where one move's value is lost in the dice): how strongly search starts
   * from the policy's move. At each decision of a heuristic-rollout search the policy's
   * move is tried first and its score gains `policyPrior * sqrt(tries of the node) /
   * (1 + its visits)`, so search keeps the plan unless its playouts show another move
   * is better. Absent: every move starts equal.
   */
  readonly policyPrior?: number;
}

/** A game with its type parameters erased, as registries and services hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, Action, any, BaseView>;
