/**
 * The one API between the renderer and the services. Both hosts (Electron IPC
 * and the web host's WebSocket) carry exactly these calls and events; every
 * request payload is checked against its schema in `api-schemas.ts` on arrival.
 * The core calls are here; a game's own calls and events are its part of the
 * API (`games/<id>/api.ts`), composed in by `games/index.ts`.
 */
import type { ReplayInfo, ReplaySource, ReplayStep, ReplayViewer } from './replay-types';
import type { GameReview, ReviewRequest } from './review-types';
import type {
  Action,
  EndReasonText,
  GameRecord,
  JsonSchema,
  LogLine,
  RecordOrigin,
  Seat,
  Unavailable,
} from '../engine';
import type {
  ContentType,
  LibraryItemType,
  LibraryItemInfo,
  ContentProblem,
  LibraryHealth,
  PackConflictChoice,
  PackExportManifest,
  PackPreview,
} from './library-types';
import type { HintResult, SimSpec, SimGameResult, SimSummary, SimStatus } from './sim-types';
import type { GameCalls, GameEvent } from './games';
import { API_REQUEST_SCHEMAS } from './api-schemas';

export type * from './library-types';
export type * from './sim-types';
export type * from './games';

/** How strong an AI seat plays: baselines, then search levels by budget (src/ai/levels.ts). */
export type AiLevel = 'random' | 'greedy' | 'easy' | 'normal' | 'hard' | 'expert';

/**
 * Who plays a seat. An AI seat may carry a script: the moves it makes first, in order, each
 * while it is legal (a tutorial's opponent, so the lesson happens); then its level plays on.
 * A script never leaves the services: summaries show the seat without it.
 */
export type SeatSpec = { kind: 'human'; name?: string } | { kind: 'ai'; level: AiLevel; script?: string[] };

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
  /** Once over, why the game ended, for games that say (`Game.endReason`): public, as every seat reads it. */
  endReason?: EndReasonText;
  createdAt: string;
  updatedAt: string;
  /** Human seats the AI is playing for now (`match.autoplay`); absent when none. */
  autoplay?: Seat[];
  /** For a game taken over from a replay: where it branched off. */
  origin?: RecordOrigin;
}

/**
 * A match the home screen's Recent games lists: an open one (in progress, or finished and not yet
 * closed) or one closed lately whose final state is kept. Only an open match can be continued or saved.
 */
export interface RecentMatch extends MatchSummary {
  open: boolean;
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
  /** Moves the seat would expect that the rules do not allow now, with why (`Game.whyNot`); absent when none. */
  unavailable?: Unavailable[];
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

/** The calls every game shares: their request payload and their reply. */
export interface CoreCalls {
  'games.list': { req: Record<string, never>; res: GameInfo[] };
  'games.seats': { req: { game: string; config: unknown }; res: SeatsInfo };
  /** The levels a seat may be given; with a game, each level's strength is what was measured at that game. */
  'ai.levels': { req: { game?: string }; res: AiLevelInfo[] };
  'match.create': { req: { game: string; config: unknown; seats: SeatSpec[]; seed?: number }; res: MatchSummary };
  'match.get': { req: { matchId: string }; res: MatchSummary };
  /** Live matches, including those resumed from autosave at start-up. */
  'match.list': { req: Record<string, never>; res: MatchSummary[] };
  /**
   * The matches played lately, last played first: every match in progress, then finished and closed
   * ones (those whose final state is kept) up to `limit` in all (10 unless said).
   */
  'match.recent': { req: { limit?: number }; res: RecentMatch[] };
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
  /**
   * Checks the pack again and installs it as the preview said, all or nothing: a crash leaves the
   * library as before or as after. `onConflict` decides for edited items and other authors' items.
   */
  'packs.install': { req: { base64: string; onConflict?: PackConflictChoice }; res: LibraryItemInfo[] };
  /** Every item, save or autosave that could not be read, with what was done about it. */
  'library.health': { req: Record<string, never>; res: LibraryHealth };
  /** The top moves the AI would consider for a human seat that is to act, from that seat's view only. */
  'match.hint': { req: { matchId: string; seat: Seat; timeMs?: number }; res: HintResult };
  /** Starts a batch simulation in the AI workers; progress arrives as `sim.progress` and `sim.done` events. */
  'sim.start': { req: SimSpec; res: SimStatus };
  /** Stops a running batch; finished games stay in its results. */
  'sim.cancel': { req: { simId: string }; res: SimStatus };
  'sim.status': { req: { simId: string }; res: SimStatus };
  /**
   * Takes back the seat's own last action when the game allows it (`Game.undoable`):
   * the match becomes the record replayed without that action, so `version` goes down by one.
   */
  'match.undo': { req: { matchId: string; seat: Seat }; res: SeatView };
  /** Lets the AI play a human seat's turns (`on`) until switched off; `level` defaults to normal. */
  'match.autoplay': { req: { matchId: string; seat: Seat; on: boolean; level?: AiLevel }; res: MatchSummary };
  /** Opens a record for the replay viewer: from a match, a save, or a dropped file's contents. */
  'replay.open': { req: { source: ReplaySource }; res: ReplayInfo };
  /** A replay the services still hold open (a page reloaded on it finds it again); not-found once closed. */
  'replay.get': { req: { replayId: string }; res: ReplayInfo };
  /** One step of an open replay as `viewer` sees it ('all' only once the game is over). */
  'replay.step': { req: { replayId: string; step: number; viewer: ReplayViewer }; res: ReplayStep };
  /** A new live match from a step of the replay, with these seats; the replayed game is untouched. */
  'replay.takeOver': { req: { replayId: string; step: number; seats: SeatSpec[] }; res: MatchSummary };
  /** Reviews one seat's decisions from its own views; progress arrives as `review.progress` events. */
  'replay.review': { req: { replayId: string } & ReviewRequest; res: GameReview };
  'replay.cancelReview': { req: { replayId: string }; res: { cancelled: true } };
  'replay.close': { req: { replayId: string }; res: { closed: true } };
}

/** Every call: the core ones and every game's own. */
export type ApiCalls = CoreCalls & GameCalls;

export type ApiMethod = keyof ApiCalls;
export type ApiRequest<M extends ApiMethod> = ApiCalls[M]['req'];
export type ApiResult<M extends ApiMethod> = ApiCalls[M]['res'];

/** Every method, in the order of its request schema (one per method, `api-schemas.ts`). */
export const API_METHODS = Object.keys(API_REQUEST_SCHEMAS) as ApiMethod[];

/** Events pushed from the services, the core ones and every game's own. They carry no hidden information. */
export type ApiEvent = CoreEvent | GameEvent;

export type CoreEvent =
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
  | { type: 'review.progress'; replayId: string; done: number; total: number };

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
  /** A limit of `LIMITS` (src/shared/limits.ts) was reached: too many open matches or running batches. */
  | 'limit-reached'
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
