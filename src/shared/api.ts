/**
 * The one API between the renderer and the services. Both hosts (Electron IPC
 * and the web host's WebSocket) carry exactly these calls and events; every
 * request payload is checked against its schema in `api-schemas.ts` on arrival.
 */
import type { Action, GameRecord, JsonSchema, LogLine, Seat } from '../engine';
import type { MeterReport, MeterRun, MeterSpec, MeterStatus } from './meter-types';

/** How strong an AI seat plays: baselines, then search levels by budget (src/ai/levels.ts). */
export type AiLevel = 'random' | 'greedy' | 'easy' | 'normal' | 'hard' | 'expert';

export type SeatSpec = { kind: 'human'; name?: string } | { kind: 'ai'; level: AiLevel };

export interface GameInfo {
  id: string;
  name: string;
  description: string;
  minSeats: number;
  maxSeats: number;
  configSchema: JsonSchema;
  defaultConfig: unknown;
}

export interface SeatsInfo {
  labels: string[];
  teams: number[];
}

export interface AiLevelInfo {
  level: AiLevel;
  label: string;
  description: string;
  /** The thinking budget in words ("thinks about 1 s per move"). */
  budget: string;
  /** Expected strength, from measurements ("wins ~70% against Greedy"). */
  strength: string;
}

export interface MatchSummary {
  id: string;
  game: string;
  gameName: string;
  config: unknown;
  seed: number;
  seats: SeatSpec[];
  seatLabels: string[];
  seatTeams: number[];
  /** Number of actions taken so far; grows by one per action. */
  version: number;
  toAct: Seat[];
  over: boolean;
  outcome: number[] | null;
  createdAt: string;
  updatedAt: string;
  /** Human seats the AI is playing for now (`match.autoplay`); absent when none. */
  autoplay?: Seat[];
}

export interface LegalAction {
  action: Action;
  label: string;
}

/** What one seat may see of a match, and what it may do now. */
export interface SeatView<V = unknown> {
  match: MatchSummary;
  seat: Seat;
  view: V;
  log: LogLine[];
  legal: LegalAction[];
}

export interface SaveInfo {
  id: string;
  name: string;
  game: string;
  gameName: string;
  savedAt: string;
  version: number;
  over: boolean;
}

/** A saved game on disk: the record plus who sat where. */
export interface SaveFile {
  format: 'boardwright-save';
  formatVersion: 1;
  name: string;
  savedAt: string;
  seats: SeatSpec[];
  record: GameRecord;
}

// ---------------------------------------------------------------- content library and packs

/** A kind of content file a designer edits; each has a JSON Schema and semantic checks (src/content). */
export type ContentType =
  | 'queen-cards'
  | 'queen-characters'
  | 'evy-cards'
  | 'evy-adventure'
  | 'evy-campaign'
  | 'everzone-cards'
  | 'everzone-locations'
  | 'everzone-decks'
  | 'everzone-deck';

/** What the library lists: content, and saved matches (read-only there; they are managed by `saves.*`). */
export type LibraryItemType = ContentType | 'save';

export interface LibraryItemInfo {
  /** `builtin-…` for built-in content, `u-…` for the user's items, a save's id for saved matches. */
  id: string;
  name: string;
  /** The game id, e.g. "queen". */
  game: string;
  type: LibraryItemType;
  /** Shipped with the app: read-only, but can be duplicated into the library. */
  builtIn: boolean;
  /** True for built-ins and saves: `library.save`, `rename` and `delete` refuse it. */
  readOnly: boolean;
  /** ISO date-time of the last change (for items in the trash: when they were deleted). */
  modifiedAt: string;
  /** Size of the stored text in bytes. */
  size: number;
}

/** One problem in a content file: schema or semantic, shown as an editor marker. */
export interface ContentProblem {
  /**
   * JSON pointer to the value, e.g. "/cards/3/copies"; "" is the whole file. A `required`
   * problem points at the missing field, which does not exist yet: mark its parent.
   */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

/** A pack's `manifest.json` (schema: src/content/schemas/pack-manifest.ts). */
export interface PackManifest {
  formatVersion: number;
  id: string;
  name: string;
  /** Semantic version, e.g. "1.2.0". */
  version: string;
  game: string;
  author?: string;
  description?: string;
  license?: string;
  dependencies?: { id: string; version: string }[];
  files: { path: string; type: ContentType; name: string; size: number; sha256: string }[];
}

/** What the user fills in when exporting; the rest of the manifest is computed. */
export interface PackExportManifest {
  id?: string;
  name: string;
  version: string;
  author?: string;
  description?: string;
  license?: string;
}

export interface PackPreviewItem {
  /** Path of the file inside the pack. */
  path: string;
  type: ContentType;
  name: string;
  /** 'replace': an item installed earlier from this pack (same pack id and path) is overwritten. */
  action: 'add' | 'replace';
  /** The id of the library item that would be replaced. */
  replaces?: string;
}

export interface PackPreview {
  manifest: PackManifest;
  items: PackPreviewItem[];
}

// ---------------------------------------------------------------- AI search: hints and batch simulation

/** One move the hint considers, with the share of the search's visits it got. */
export interface HintAlternative {
  key: string;
  label: string;
  /** Fraction of all root visits, in [0, 1]; the alternatives are sorted by it, highest first. */
  share: number;
  /** Mean value the search found for the move, in [0, 1] (1 = a sure win for the asking seat). */
  value: number;
}

/** What the AI would do for a human seat, worked out from that seat's view only. */
export interface HintResult {
  matchId: string;
  seat: Seat;
  /** The match version the hint is for; a later move makes it obsolete. */
  version: number;
  /** Playouts the search ran, over every worker. */
  iterations: number;
  /** The top alternatives, best first (at most five). */
  alternatives: HintAlternative[];
}

/** A batch of bot-vs-bot games: each game's seed is derived from `seed` and the game's index. */
export interface SimSpec {
  game: string;
  config: unknown;
  /** The bot (AI level) of each seat. */
  seats: AiLevel[];
  games: number;
  seed: number;
  /** Games played at the same time (default: one per AI worker). */
  jobs?: number;
  /** Playouts per decision for the search levels (default: each level's own iteration budget). */
  iterations?: number;
}

/** One finished (or failed) game of a batch. */
export interface SimGameResult {
  index: number;
  seed: number;
  /** One score per seat, or null when the game failed. */
  outcome: number[] | null;
  /** Seats with the best score; empty for a failed game or a draw. */
  winnerSeats: Seat[];
  actions: number;
  /** Hash of the final state (replaying the game reproduces it). */
  hash: string | null;
  /** Why the game could not be finished. */
  error?: string;
}

export interface SimWinRate {
  wins: number;
  /** Finished games (failed games are not counted). */
  games: number;
  rate: number;
  /** Wilson 95% interval. */
  low: number;
  high: number;
}

export interface SimSummary {
  total: number;
  finished: number;
  failed: number;
  draws: number;
  seats: (SimWinRate & { seat: Seat; label: string; level: AiLevel })[];
  teams: (SimWinRate & { team: number; seats: Seat[]; label: string })[];
}

export type SimState = 'running' | 'done' | 'cancelled' | 'failed';

export interface SimStatus {
  simId: string;
  spec: SimSpec;
  gameName: string;
  state: SimState;
  /** Games finished or failed so far. */
  done: number;
  summary: SimSummary;
  /** The latest results (at most 200), in the order they finished; each also came as a `sim.progress` event. */
  results: SimGameResult[];
  /** Why the batch stopped, when it failed. */
  error?: string;
}

// ---------------------------------------------------------------- EverZone deck gauntlet

/** An opponent of a gauntlet: a pre-made deck (`adam-finn`, …) or an `everzone-deck` library item. */
export type GauntletOpponent = { kind: 'premade'; id: string } | { kind: 'library'; id: string };

/**
 * A deck tested against opponents, 1v1, both sides played by the same AI level. Game `i` is played
 * against opponent `floor(i / gamesPerPairing)`, the deck going first in even games; its seed comes
 * from `seed` and `i`, so the same request plays the same games.
 */
export interface GauntletSpec {
  /** The deck under test: an `everzone-deck` document (it may be unsaved). */
  deck: unknown;
  /** The library item the deck is saved as: the finished results are kept with it. */
  itemId?: string;
  opponents: GauntletOpponent[];
  gamesPerPairing: number;
  level: AiLevel;
  seed: number;
  /** Command points per player (default 20). */
  cpPerPlayer?: number;
  /** Playouts per decision for the search levels (default: each level's own). */
  iterations?: number;
  /** Games played at the same time (default: one per AI worker). */
  jobs?: number;
}

/** One game of a gauntlet. */
export interface GauntletGameResult {
  index: number;
  seed: number;
  /** Index into the spec's opponents. */
  opponent: number;
  /** The seat the tested deck played (0 goes first). */
  deckSeat: Seat;
  /** 'win' / 'loss' / 'draw' for the tested deck; 'failed' when the game could not be finished. */
  result: 'win' | 'loss' | 'draw' | 'failed';
  /** Command points left at the end: the tested deck's, the opponent's. */
  cpLeft: [number, number] | null;
  /** Card ids the tested deck played (a unit activated or a support played), each once. */
  played: string[];
  actions: number;
  hash: string | null;
  error?: string;
}

/** The tested deck against one opponent. */
export interface GauntletMatchup {
  opponent: GauntletOpponent;
  name: string;
  /** Finished games; wins, draws and losses of the tested deck (a draw is not a win). */
  games: number;
  wins: number;
  draws: number;
  losses: number;
  failed: number;
  winRate: SimWinRate;
  /** The tested deck's win rate when it went first, and when it went second. */
  first: SimWinRate;
  second: SimWinRate;
  /** Average command points left at the end of the finished games (null before any). */
  cpLeft: number | null;
  opponentCpLeft: number | null;
}

/** Win rate of the tested deck in the games where it played a card, and in those where it did not. */
export interface GauntletCardImpact {
  card: string;
  name: string;
  played: SimWinRate;
  notPlayed: SimWinRate;
}

export interface GauntletReport {
  total: number;
  finished: number;
  failed: number;
  overall: SimWinRate;
  matchups: GauntletMatchup[];
  /** Every card of the deck, most played first. */
  cards: GauntletCardImpact[];
}

export interface GauntletStatus {
  gauntletId: string;
  spec: GauntletSpec;
  deckName: string;
  state: SimState;
  done: number;
  report: GauntletReport;
  /** Every game so far, by index. */
  results: GauntletGameResult[];
  error?: string;
  /** When the gauntlet started and (for a saved one) ended, ISO 8601. */
  startedAt: string;
  endedAt?: string;
}

// ---------------------------------------------------------------- Evy campaign

/** The book's "Changing difficulty" options: the same shape as Evy's `Difficulty` (src/games/evy/types.ts). */
export interface CampaignDifficulty {
  easier?: ('A' | 'B' | 'C')[];
  harder?: ('A' | 'B' | 'C' | 'D')[];
  /** Easier B: start each adventure with at least this many HP. */
  minHp?: 5 | 6 | 7;
}

/** What a won adventure hands on to the next: Evy's `EvyConfig.carry` (card ids as in content/evy/cards.json). */
export interface CampaignCarry {
  hp: number;
  card?: string;
  /** Easier C: every skill card in hand is kept too. */
  skills?: string[];
  /** Harder B: the kept card's usage tracker is not reset; the uses it had left. */
  cardUses?: number;
}

/** One adventure of the campaign, as the book lists it. */
export interface CampaignAdventureInfo {
  id: string;
  title: string;
  /** 1..13. */
  order: number;
  intro: string;
  cardCount: number;
}

export interface CampaignAdventureProgress extends CampaignAdventureInfo {
  /** 'won' in this campaign, 'current' (the one to play now), or 'locked' (later). */
  state: 'won' | 'current' | 'locked';
  /** Cards picked up in the won attempt: the "Who's the best?" score of this adventure. */
  score: number | null;
  /** Attempts started, lost ones included. */
  attempts: number;
}

/** A campaign in progress (or finished, until a new one starts). */
export interface CampaignProgress {
  player: string;
  difficulty: CampaignDifficulty;
  startedAt: string;
  /** Index into `adventures` of the one to play; equals its length once the campaign is finished. */
  current: number;
  /** What the current adventure starts with (null: the first adventure, nothing carried). */
  carry: CampaignCarry | null;
  /** The open match of the current adventure, if one is being played. */
  matchId: string | null;
  adventures: CampaignAdventureProgress[];
  /** The score so far: cards picked up in every won adventure. */
  total: number;
  finished: boolean;
  /** How the last finished attempt ended, and its match (closed by then). */
  last: { adventure: string; result: 'won' | 'lost'; score: number; matchId?: string } | null;
  /** Which campaign is played: the built-in one, or an `evy-campaign` library item (id and title). */
  source?: { id: string; title: string };
}

/** A campaign the player can start: the built-in one or an `evy-campaign` in the library (installed packs too). */
export interface CampaignChoice {
  /** `builtin-evy-campaign` or the library item's id. */
  id: string;
  title: string;
  adventures: number;
  builtIn: boolean;
}

/** One finished campaign on the local "Who's the best?" scoreboard. */
export interface ScoreboardEntry {
  player: string;
  /** Cards picked up per adventure, in campaign order. */
  scores: { adventure: string; score: number }[];
  total: number;
  finishedAt: string;
  difficulty: CampaignDifficulty;
}

export interface CampaignStatus {
  /** The thirteen adventures in campaign order. */
  adventures: CampaignAdventureInfo[];
  /** Null before the first campaign is started and after one is abandoned. */
  campaign: CampaignProgress | null;
  /** Finished campaigns, best total first. */
  scoreboard: ScoreboardEntry[];
  /** The campaigns that can be started (built-in first); `campaign.start` takes one's id. */
  campaigns?: CampaignChoice[];
}

/** Every call: its request payload and its reply. */
export interface ApiCalls {
  'games.list': { req: Record<string, never>; res: GameInfo[] };
  'games.seats': { req: { game: string; config: unknown }; res: SeatsInfo };
  'ai.levels': { req: Record<string, never>; res: AiLevelInfo[] };
  'match.create': { req: { game: string; config: unknown; seats: SeatSpec[]; seed?: number }; res: MatchSummary };
  'match.get': { req: { matchId: string }; res: MatchSummary };
  /** Live matches, including those resumed from autosave at start-up. */
  'match.list': { req: Record<string, never>; res: MatchSummary[] };
  /** A human seat's view. AI seats' views are refused: the renderer never peeks. */
  'match.view': { req: { matchId: string; seat: Seat }; res: SeatView };
  'match.act': { req: { matchId: string; seat: Seat; action: { key: string } }; res: SeatView };
  /** Stops the match and removes its autosave. */
  'match.close': { req: { matchId: string }; res: { closed: true } };
  'match.record': { req: { matchId: string }; res: GameRecord };
  'saves.list': { req: Record<string, never>; res: SaveInfo[] };
  'saves.save': { req: { matchId: string; name: string }; res: SaveInfo };
  /** Starts a live match from a save in the library. */
  'saves.load': { req: { saveId: string }; res: MatchSummary };
  /** Starts a live match from a save file's contents (an upload or a file dialog). */
  'saves.import': { req: { save: unknown }; res: MatchSummary };
  'saves.delete': { req: { saveId: string }; res: { deleted: true } };
  /** Built-ins, the user's items and saved matches, filtered; `query` matches names, ignoring case. */
  'library.list': { req: { game?: string; type?: LibraryItemType; query?: string }; res: LibraryItemInfo[] };
  /** The item's file text exactly as stored. */
  'library.get': { req: { id: string }; res: { info: LibraryItemInfo; text: string } };
  /** A new item from a minimal valid template. */
  'library.create': { req: { type: ContentType; name: string }; res: LibraryItemInfo };
  /** Refused (bad-request, the problems in `details` and `problems`) while the text has errors; warnings pass. */
  'library.save': { req: { id: string; text: string }; res: { info: LibraryItemInfo; problems: ContentProblem[] } };
  /** Schema and semantic checks of a text, for live feedback; never stores anything. */
  'library.check': { req: { type: ContentType; text: string }; res: ContentProblem[] };
  /** Copies any content item (built-ins too) into the user's library. */
  'library.duplicate': { req: { id: string; name?: string }; res: LibraryItemInfo };
  'library.rename': { req: { id: string; name: string }; res: LibraryItemInfo };
  /** Moves the item to the trash. */
  'library.delete': { req: { id: string }; res: { deleted: true } };
  /** Items in the trash, most recently deleted first. */
  'library.trash': { req: Record<string, never>; res: LibraryItemInfo[] };
  'library.restore': { req: { id: string }; res: LibraryItemInfo };
  /** The JSON Schema of a content type (for the editor's completion and hover). */
  'library.schema': { req: { type: ContentType }; res: JsonSchema };
  /** A `.bwpack` of the given items; bytes cross the API as base64. */
  'packs.export': { req: { ids: string[]; manifest: PackExportManifest }; res: { fileName: string; base64: string } };
  /** Opens and checks a pack without installing anything; refused with `invalid-pack` and a specific message. */
  'packs.preview': { req: { base64: string }; res: PackPreview };
  /** Checks the pack again and installs it as the preview said. */
  'packs.install': { req: { base64: string }; res: LibraryItemInfo[] };
  /** The top moves the AI would consider for a human seat that is to act, from that seat's view only. */
  'match.hint': { req: { matchId: string; seat: Seat; timeMs?: number }; res: HintResult };
  /** Starts a batch simulation in the AI workers; progress arrives as `sim.progress` and `sim.done` events. */
  'sim.start': { req: SimSpec; res: SimStatus };
  /** Stops a running batch; finished games stay in its results. */
  'sim.cancel': { req: { simId: string }; res: SimStatus };
  'sim.status': { req: { simId: string }; res: SimStatus };
  /** The Evy campaign and the scoreboard; a finished match of the current adventure is taken into account first. */
  'campaign.status': { req: Record<string, never>; res: CampaignStatus };
  /** Starts a new campaign at the first adventure; a campaign in progress is given up (its match closed). */
  'campaign.start': {
    req: { player: string; difficulty?: CampaignDifficulty; campaign?: string };
    res: CampaignStatus;
  };
  /** Opens the match of the current adventure for one human seat, or returns the one already open. */
  'campaign.play': { req: Record<string, never>; res: { status: CampaignStatus; match: MatchSummary } };
  /**
   * Takes the result of the campaign's finished match: won, the score is kept, the chosen card and HP
   * are carried on and the next adventure becomes current; lost, the same adventure is to be played again.
   */
  'campaign.finish': { req: { matchId: string }; res: CampaignStatus };
  /** Gives up the campaign in progress without a scoreboard entry. */
  'campaign.abandon': { req: Record<string, never>; res: CampaignStatus };
  /**
   * Takes back the seat's own last action when the game allows it (its view's `undoable` > 0):
   * the match becomes the record replayed without that action, so `version` goes down by one.
   */
  'match.undo': { req: { matchId: string; seat: Seat }; res: SeatView };
  /** Lets the AI play a human seat's turns (`on`) until switched off; `level` defaults to normal. */
  'match.autoplay': { req: { matchId: string; seat: Seat; on: boolean; level?: AiLevel }; res: MatchSummary };
  /**
   * Tests an EverZone deck against opponents in the AI workers; refused with the validator's reasons when
   * a deck is illegal. Progress arrives as `gauntlet.progress`, the end as `gauntlet.done`.
   */
  'gauntlet.start': { req: GauntletSpec; res: GauntletStatus };
  /** Stops a running gauntlet; finished games stay in its results. */
  'gauntlet.cancel': { req: { gauntletId: string }; res: GauntletStatus };
  'gauntlet.status': { req: { gauntletId: string }; res: GauntletStatus };
  /** The last finished (or cancelled) gauntlet kept with a library deck, or null. */
  'gauntlet.saved': { req: { itemId: string }; res: GauntletStatus | null };
  /**
   * The Evy difficulty meter: the AI plays an adventure N seeded times in the background workers.
   * Progress arrives as `meter.progress`, the end as `meter.done`.
   */
  'meter.start': { req: MeterSpec; res: MeterStatus };
  /** Stops a running meter; finished runs stay in its report. */
  'meter.cancel': { req: { meterId: string }; res: MeterStatus };
  'meter.status': { req: { meterId: string }; res: MeterStatus };
}

export type ApiMethod = keyof ApiCalls;
export type ApiRequest<M extends ApiMethod> = ApiCalls[M]['req'];
export type ApiResult<M extends ApiMethod> = ApiCalls[M]['res'];

export const API_METHODS = [
  'games.list',
  'games.seats',
  'ai.levels',
  'match.create',
  'match.get',
  'match.list',
  'match.view',
  'match.act',
  'match.close',
  'match.record',
  'saves.list',
  'saves.save',
  'saves.load',
  'saves.import',
  'saves.delete',
  'library.list',
  'library.get',
  'library.create',
  'library.save',
  'library.check',
  'library.duplicate',
  'library.rename',
  'library.delete',
  'library.trash',
  'library.restore',
  'library.schema',
  'packs.export',
  'packs.preview',
  'packs.install',
  'match.hint',
  'sim.start',
  'sim.cancel',
  'sim.status',
  'campaign.status',
  'campaign.start',
  'campaign.play',
  'campaign.finish',
  'campaign.abandon',
  'match.undo',
  'match.autoplay',
  'gauntlet.start',
  'gauntlet.cancel',
  'gauntlet.status',
  'gauntlet.saved',
  'meter.start',
  'meter.cancel',
  'meter.status',
] as const satisfies readonly ApiMethod[];

/** Events pushed from the services. They carry no hidden information. */
export type ApiEvent =
  | { type: 'match.updated'; match: MatchSummary }
  | { type: 'ai.thinking'; matchId: string; seat: Seat; thinking: boolean }
  /**
   * While an AI seat searches: playouts so far over every worker, and the move it leans towards —
   * null when naming it would reveal something hidden (a card in its hand).
   */
  | { type: 'ai.progress'; matchId: string; seat: Seat; iterations: number; leaning: string | null }
  | { type: 'sim.progress'; simId: string; done: number; total: number; result: SimGameResult; summary: SimSummary }
  | { type: 'sim.done'; status: SimStatus }
  | { type: 'match.error'; matchId: string; message: string }
  /** The Evy campaign changed (started, an adventure finished, abandoned). */
  | { type: 'campaign.updated'; status: CampaignStatus }
  | {
      type: 'gauntlet.progress';
      gauntletId: string;
      done: number;
      total: number;
      result: GauntletGameResult;
      report: GauntletReport;
    }
  | { type: 'gauntlet.done'; status: GauntletStatus }
  | { type: 'meter.progress'; meterId: string; done: number; total: number; run: MeterRun; report: MeterReport }
  | { type: 'meter.done'; status: MeterStatus };

export type ApiErrorCode =
  | 'bad-request'
  | 'unknown-method'
  | 'not-found'
  | 'forbidden'
  | 'game-over'
  | 'not-your-turn'
  | 'illegal-action'
  | 'invalid-record'
  /** A content pack that cannot be opened or installed; the message says why. */
  | 'invalid-pack'
  /** The work was stopped before it finished (the match moved on, or it was cancelled). */
  | 'cancelled'
  | 'internal';

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  /** For bad requests: one line per problem, each naming the JSON path. */
  details?: string[];
  /** For refused content (`library.save`): the same problems, with JSON pointers for editor markers. */
  problems?: ContentProblem[];
}

export type ApiResponse<T = unknown> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** The renderer's view of the API: typed calls that reject with an ApiError. */
export interface BoardwrightApi {
  call<M extends ApiMethod>(method: M, req: ApiRequest<M>): Promise<ApiResult<M>>;
  onEvent(listener: (event: ApiEvent) => void): () => void;
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly details: string[];
  readonly problems: ContentProblem[];
  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.details = body.details ?? [];
    this.problems = body.problems ?? [];
  }
}

/**
 * What the preload exposes as `window.api` and the web host's client mimics:
 * a raw call returning an ApiResponse (errors cross the boundary as data, since
 * Error objects do not survive structured clone intact) and an event hook.
 */
export interface ApiBridge {
  invoke(method: ApiMethod, req: unknown): Promise<ApiResponse>;
  subscribe(listener: (event: ApiEvent) => void): () => void;
}

/** Wraps a bridge into the typed API the renderer uses. */
export function apiFromBridge(bridge: ApiBridge): BoardwrightApi {
  return {
    async call(method, req) {
      const response = await bridge.invoke(method, req);
      if (!response.ok) throw new ApiError(response.error);
      return response.value as never;
    },
    onEvent: (listener) => bridge.subscribe(listener),
  };
}
