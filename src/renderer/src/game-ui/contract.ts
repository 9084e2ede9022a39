/**
 * What a game brings to the renderer, beside the rules the services run: its
 * table, and where it has them its game-over summary, its setup controls, the
 * seat picker's deal option, its own screens (tools) and its library row
 * actions. The match, setup, home and library screens ask a game's entry
 * (`games/index.ts`) for these, and never test a game's id.
 */
import type { Component } from 'vue';
import type { GoalLineText, RecapItem, Seat } from '../../../engine';
import type { ApiEvent, ContentType, LibraryItemInfo, MatchSummary, SeatView } from '../../../shared/api';
import type { GameLearning } from '../learn/learning';
import type { ToolScreen } from '../stores/screen';

/** What the match screen gives every table; `V` is the game's own view (`SeatView.view`). */
export interface BoardProps<V> {
  seatView: SeatView<V>;
  /** The AI seats thinking now. */
  thinking: Seat[];
  /** No action may be sent: one is on its way, the view is behind the match, or the match is over. */
  busy: boolean;
  /**
   * The board only shows a position (the replay viewer): no prompt, none of the board's own
   * controls (undo, autoplay, "back to…", "waiting for…"), no keys, no animations, nothing emitted.
   * What only changes the picture stays (another map's tab, a folded player). A board laid out in
   * `TableFrame` passes it on, and the frame leaves out its prompt column.
   */
  readOnly?: boolean;
}

/** What a table tells the match screen: the key of the legal action chosen. */
export interface BoardEmits {
  act: [key: string];
}

/** The game's own lines in the game-over box (who survived, a score…), from the last view shown. */
export interface GameOverProps<V> {
  summary: MatchSummary;
  seatView: SeatView<V>;
}

/** What a setup control gets: the config (`v-model`) and the seats' labels for that config. */
export interface SetupControlProps {
  modelValue: Record<string, unknown>;
  seatLabels: string[];
  /** The seed typed on the setup screen, if it holds a valid one: what the control deals at random follows it. */
  seed?: number;
}

/** The setup screen's extras for options the generic form cannot offer well. */
export interface SetupExtras {
  /** Shown below the options form once the seats are known; edits the config through `v-model`. */
  control?: Component<SetupControlProps>;
  /** Option keys the control edits, left out of the generic form. */
  options?: readonly string[];
  /**
   * The config made consistent before the seats are asked for; the same object when it already
   * is (a changed one is put back in the form and checked again).
   */
  fitConfig?(config: Record<string, unknown>): Record<string, unknown>;
}

/** The seat picker's option to reshuffle who sits where, for a game that deals something per seat. */
export interface SeatDeal {
  /** The button's words ("Deal characters at random"). */
  label: string;
  /** One line beside it on what it does. */
  help: string;
}

/** A tool's entry on the home screen. */
export interface ToolHome {
  title: string;
  /** One line on what the tool does. */
  text: string;
  /** The button's words. */
  button: string;
  testId: string;
}

/** The way back from a match this tool started (a playtest returns to its editor). */
export interface MatchReturn {
  label: string;
  testId: string;
  /** Leaves the match and shows the tool again (the tool decides what becomes of the match). */
  back(): Promise<void>;
}

/** A screen a game adds: a campaign, an editor, a deck builder. */
export interface GameTool {
  /** The screen's name, `<game>:<tool>`. */
  screen: ToolScreen;
  home: ToolHome;
  /** The screen itself; an async component, so its code loads when first shown. */
  component: Component;
  /** Every event from the services, whichever screen is shown: background jobs keep their status. */
  onEvent?(event: ApiEvent): void;
  /** After a reconnect, when events may have been missed. */
  resync?(): Promise<void>;
  matchReturn?: MatchReturn;
  /** Opens a library item in the tool (its address names the item); false, with the reason in the banner, when it cannot. */
  openItem?(id: string): Promise<boolean>;
}

/** A button on the library's rows of one content type, beside "Open" (the JSON editor). */
export interface LibraryAction {
  type: ContentType;
  label: string;
  /** The button's accessible name for a row's item. */
  ariaLabel(itemName: string): string;
  /** Opens the item in the game's tool and shows it; the error banner says why when it cannot. */
  run(item: LibraryItemInfo): Promise<void>;
}

/** A game's renderer entry, typed by its view; `defineGameUi` erases `V` for the registry. */
export interface GameUiOf<V> {
  board: Component<BoardProps<V>>;
  /**
   * The names the match log puts before each seat's lines, by seat; the seats' labels when absent.
   * The log leaves a name out where the line already starts with it, so a game whose log lines
   * name their seat ("Player 2 keeps a hand of 9.") gives those same words here.
   */
  logNames?(seatView: SeatView<V>): string[];
  gameOver?: Component<GameOverProps<V>>;
  /**
   * How the game is won and lost and how near its end is, from the shown seat's view; the
   * match screen shows it under its toolbar. Pure: a function of the view alone.
   */
  goalLine?(seatView: SeatView<V>): GoalLineText;
  /**
   * What happened to the seat and around it since it last acted: `before` is the view the seat
   * acted from, `after` the one its turn came back with (same seat). Pure, a function of the two
   * views, so it tells nothing the seat may not know; each item's `place` names a `data-place`
   * on the table. The match screen shows the items in its "While you waited" panel.
   */
  recap?(before: SeatView<V>, after: SeatView<V>): RecapItem[];
  setup?: SetupExtras;
  seatDeal?: SeatDeal;
  tools?: readonly GameTool[];
  libraryActions?: readonly LibraryAction[];
  /** The game's rules guide and glossary, loaded when first opened (`learn/learning.ts`). */
  learn?: GameLearning;
}

/** A registry entry: components take the game's view, which only the game knows. */
export type GameUi = GameUiOf<unknown>;

/**
 * Checks an entry against its game's view type, then files it with the others. The one place
 * a view is taken as its game's: the services send each match's view of its own game.
 */
export function defineGameUi<V>(entry: GameUiOf<V>): GameUi {
  return entry as unknown as GameUi;
}
