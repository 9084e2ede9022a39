/**
 * The match service: the authority over live matches, as a game server would
 * be. Callers send actions; the service applies them through the engine,
 * autosaves, tells listeners (`match.updated`, no hidden information) and lets
 * the AI seats play, each asked with its own view only.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { playoutCapAt } from '../../ai';
import { newRecord, tryApply, type AnyGame, type ApplyResult, type GameRecord, type Seat } from '../../engine';
import type { ApiEvent, ApiRequest, HintResult, MatchSummary, SeatSpec, SeatView } from '../../shared/api';
import { LIMITS } from '../../shared/limits';
import { badRequest, notFound, ServiceError } from '../errors';
import { AiCancelledError, type AiPool, type AiRequest } from '../pool/ai-pool';
import type { RequestChecker } from '../request-check';
import type { CheckedRecord } from '../saves/record-check';
import type { AutosaveStore } from './autosave';
import { hintTag, workOutHint } from './hint';
import { applyAiChoice } from './ai-choice';
import { leaningLabels } from './leaning';
import {
  aiLevelOf,
  aiSeed,
  scriptedKey,
  seatLabel,
  seatView,
  summarize,
  versionOf,
  type LiveMatch,
} from './live-match';
import { undoLastAction } from './undo';

export interface MatchServiceDeps {
  games: readonly AnyGame[];
  pool: AiPool;
  autosaves: AutosaveStore;
  requests: RequestChecker;
  emit(event: ApiEvent): void;
  /** Smallest pause before an AI move is applied. */
  aiDelayMs: number;
}

export class MatchService {
  private readonly matches = new Map<string, LiveMatch>();
  private stopping = false;

  constructor(private readonly deps: MatchServiceDeps) {}

  /** Loads every autosave and lets the AI seats that are due play on. */
  async restore(): Promise<void> {
    for (const saved of await this.deps.autosaves.loadAll()) {
      const match = this.adopt(saved.id, saved.seats, saved.checked, saved.createdAt, saved.updatedAt);
      this.drive(match);
    }
  }

  async create(req: ApiRequest<'match.create'>): Promise<MatchSummary> {
    this.requireRoom();
    const game = this.requireGame(req.game);
    this.deps.requests.checkConfig(game, req.config);
    const config: unknown = structuredClone(req.config);
    const expected = game.seatCount(config);
    if (req.seats.length !== expected) {
      throw badRequest(`This ${game.name} setup needs ${expected} seats.`, [
        `seats: must have ${expected} entries for this setup (got ${req.seats.length})`,
      ]);
    }
    const seed = req.seed ?? randomInt(0, 2 ** 32);
    const record = newRecord(game, config, seed);
    const state: unknown = game.setup(config, seed);
    return this.start(req.seats, { game, record, state, hash: '' });
  }

  /** Starts a new live match from a checked record (a new game, a loaded save, an import). */
  async start(seats: readonly SeatSpec[], checked: CheckedRecord): Promise<MatchSummary> {
    this.requireRoom();
    const now = new Date().toISOString();
    const match = this.adopt(newMatchId(), seats, checked, now, now);
    await this.autosave(match);
    this.deps.emit({ type: 'match.updated', match: summarize(match) });
    this.drive(match);
    return summarize(match);
  }

  /**
   * The open match that is this record with these seats, move for move, if there is one: loading
   * a save twice, or a save of a match still open, goes back to that match instead of a copy.
   */
  openMatchOf(seats: readonly SeatSpec[], record: GameRecord): MatchSummary | null {
    const wanted = JSON.stringify([seats, record.game, record.config, record.seed, record.actions]);
    for (const match of this.matches.values()) {
      const r = match.record;
      if (JSON.stringify([match.seats, r.game, r.config, r.seed, r.actions]) === wanted) return summarize(match);
    }
    return null;
  }

  get(matchId: string): MatchSummary {
    return summarize(this.require(matchId));
  }

  list(): MatchSummary[] {
    return [...this.matches.values()]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
      .map(summarize);
  }

  view(matchId: string, seat: Seat): SeatView {
    const match = this.require(matchId);
    this.requireHumanSeat(match, seat, 'see the view of');
    return seatView(match, seat);
  }

  async act(req: ApiRequest<'match.act'>): Promise<SeatView> {
    const match = this.require(req.matchId);
    this.requireHumanSeat(match, req.seat, 'act for');
    const result = tryApply(match.game, match.state, req.seat, { key: req.action.key });
    if (!result.ok) throw new ServiceError(result.error.code, result.error.message);
    // Searches of the old position are worthless now: stop them (the AI turn loop asks again). Before
    // the autosave is awaited: by its end the AI loop may have begun searching the new position.
    this.cancelSearches(match.id);
    await this.commit(match, req.seat, result);
    this.drive(match);
    return seatView(match, req.seat);
  }

  async close(matchId: string): Promise<{ closed: true }> {
    const match = this.require(matchId);
    match.closed = true;
    this.matches.delete(matchId);
    this.cancelSearches(matchId);
    await this.deps.autosaves.retire(matchId);
    return { closed: true };
  }

  record(matchId: string): GameRecord {
    return structuredClone(this.require(matchId).record);
  }

  /** The record of a match, open or lately closed (its final state, kept by `ClosedMatches`). */
  async finalRecord(matchId: string): Promise<GameRecord> {
    if (this.matches.has(matchId)) return this.record(matchId);
    const closed = await this.deps.autosaves.closed.record(matchId);
    if (closed) return closed;
    throw notFound(
      `The match "${matchId}" is not open, and its final state is not kept: only the last ${LIMITS.closedMatchesKept} closed matches are.`,
    );
  }

  /** The AI's top moves for a human seat that is to act, from that seat's view only. */
  async hint(req: ApiRequest<'match.hint'>): Promise<HintResult> {
    const match = this.require(req.matchId);
    this.requireHumanSeat(match, req.seat, 'ask for a hint for');
    const { game, state } = match;
    if (game.isOver(state)) throw new ServiceError('game-over', 'The game is over; there is no move to hint at.');
    if (!game.toAct(state).includes(req.seat)) {
      throw new ServiceError(
        'not-your-turn',
        `It is not ${seatLabel(match, req.seat)}'s turn; a hint is for a move you can make now.`,
      );
    }
    try {
      return await workOutHint(this.deps.pool, match, req.seat, req.timeMs);
    } catch (error) {
      if (error instanceof AiCancelledError) {
        throw new ServiceError('cancelled', 'The match moved on while the hint was being worked out; ask again.');
      }
      throw error;
    }
  }

  /** Takes back the seat's own last action when the game allows it (undo.ts). */
  async undo(req: ApiRequest<'match.undo'>): Promise<SeatView> {
    const match = this.require(req.matchId);
    this.requireHumanSeat(match, req.seat, 'undo for');
    if (match.autoplay?.has(req.seat)) {
      throw new ServiceError('illegal-action', 'The AI is playing this seat; switch autoplay off before undoing.');
    }
    match.state = undoLastAction(match, req.seat);
    this.cancelSearches(match.id);
    match.updatedAt = new Date().toISOString();
    this.deps.emit({ type: 'match.updated', match: summarize(match) });
    await this.autosave(match);
    return seatView(match, req.seat);
  }

  /** Lets the AI play a human seat until switched off; the seat stays the person's. */
  autoplay(req: ApiRequest<'match.autoplay'>): MatchSummary {
    const match = this.require(req.matchId);
    this.requireHumanSeat(match, req.seat, 'hand to the AI');
    match.autoplay ??= new Map();
    if (req.on) match.autoplay.set(req.seat, req.level ?? 'normal');
    else match.autoplay.delete(req.seat);
    // Switched off: a search under way for this seat is for nobody now (the loop then stops).
    if (!req.on) this.cancelSearches(match.id);
    this.deps.emit({ type: 'match.updated', match: summarize(match) });
    // Switched off and on again quickly: the old loop is still winding down from its cancelled search.
    if (match.driving) void match.driving.then(() => this.drive(match));
    else this.drive(match);
    return summarize(match);
  }

  /** The live match, for the save library (read-only use). */
  require(matchId: string): LiveMatch {
    const match = this.matches.get(matchId);
    if (!match) throw notFound(`There is no open match with the id "${matchId}". It may have been closed.`);
    return match;
  }

  /** Stops AI work and lets pending autosaves land; autosaves stay on disk for the next start. */
  async shutdown(): Promise<void> {
    this.stopping = true;
    for (const id of this.matches.keys()) this.cancelSearches(id);
    await Promise.allSettled([...this.matches.values()].map((m) => m.driving));
    await this.deps.autosaves.flush();
  }

  private adopt(id: string, seats: readonly SeatSpec[], checked: CheckedRecord, createdAt: string, updatedAt: string) {
    const match: LiveMatch = {
      id,
      game: checked.game,
      seats: seats.map((s) => ({ ...s })),
      record: checked.record,
      state: checked.state,
      createdAt,
      updatedAt,
      closed: false,
      driving: null,
    };
    this.matches.set(id, match);
    return match;
  }

  /**
   * Refuses a new match while `LIMITS.liveMatches` are open: each holds a game and its AI turns.
   * A finished match makes room first (the oldest): nobody plays it on, and the home screen's
   * Continue list does not show it to be closed by hand.
   */
  requireRoom(): void {
    if (this.matches.size < LIMITS.liveMatches) return;
    const finished = [...this.matches.values()]
      .filter((m) => m.game.isOver(m.state))
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))[0];
    if (finished) {
      void this.close(finished.id).catch((error: unknown) => {
        console.error(`[matches] could not remove the autosave of the finished match ${finished.id}:`, error);
      });
      return;
    }
    throw new ServiceError(
      'limit-reached',
      `${LIMITS.liveMatches} matches are open, the most Boardwright keeps at once. Close a match you no longer play, then try again.`,
    );
  }

  /** Stops the AI seats' and the hints' searches of a match. */
  private cancelSearches(matchId: string): void {
    this.deps.pool.cancel(matchId);
    this.deps.pool.cancel(hintTag(matchId));
  }

  private requireGame(id: string): AnyGame {
    const game = this.deps.games.find((g) => g.id === id);
    if (!game) throw notFound(`There is no game called "${id}".`);
    return game;
  }

  private requireHumanSeat(match: LiveMatch, seat: Seat, doing: string): void {
    if (seat >= match.seats.length) {
      throw badRequest(`This match has no seat ${seat}.`, [
        `seat: must be between 0 and ${match.seats.length - 1} for this match`,
      ]);
    }
    if (match.seats[seat]?.kind === 'ai') {
      throw new ServiceError(
        'forbidden',
        `Seat ${seat} (${seatLabel(match, seat)}) is played by the AI; you cannot ${doing} it.`,
      );
    }
  }

  /** Records an applied action, tells listeners, and autosaves. */
  private async commit(match: LiveMatch, seat: Seat, result: Extract<ApplyResult<unknown>, { ok: true }>) {
    match.state = result.state;
    match.record.actions.push({ seat, key: result.action.key });
    match.updatedAt = new Date().toISOString();
    this.deps.emit({ type: 'match.updated', match: summarize(match) });
    await this.autosave(match);
  }

  private async autosave(match: LiveMatch): Promise<void> {
    if (match.closed) return;
    try {
      await this.deps.autosaves.write(match);
    } catch (error) {
      console.error(`[matches] autosave of ${match.id} failed:`, error);
      this.deps.emit({
        type: 'match.error',
        matchId: match.id,
        message: `The match could not be autosaved (${(error as Error).message}); play goes on, but it may not survive a restart.`,
      });
    }
  }

  /** Starts the AI turn loop for the match unless it is already running. */
  private drive(match: LiveMatch): void {
    if (match.driving || match.closed || this.stopping) return;
    match.driving = this.playAiTurns(match)
      .catch((error: unknown) => {
        console.error(`[matches] the AI turn loop of ${match.id} failed:`, error);
        this.deps.emit({
          type: 'match.error',
          matchId: match.id,
          message: `The AI stopped because of an internal error: ${(error as Error).message}`,
        });
      })
      .finally(() => {
        match.driving = null;
      });
  }

  private nextAiSeat(match: LiveMatch): Seat | undefined {
    if (match.game.isOver(match.state)) return undefined;
    return match.game.toAct(match.state).find((seat) => aiLevelOf(match, seat) !== null);
  }

  /** Plays AI moves while an AI seat is to act. */
  private async playAiTurns(match: LiveMatch): Promise<void> {
    for (;;) {
      if (match.closed || this.stopping) return;
      const seat = this.nextAiSeat(match);
      if (seat === undefined) return;
      const version = versionOf(match);
      const choice = await this.choose(match, seat);
      if (match.closed || this.stopping) return;
      // A human acted meanwhile (simultaneous turns), which cancels the search: decide again on the new state.
      if (versionOf(match) !== version) continue;
      if (choice === 'cancelled') return;
      // Autoplay was switched off while the AI thought: the move is no longer its to make.
      if (aiLevelOf(match, seat) === null) continue;
      await this.commit(match, seat, applyAiChoice(match, seat, choice, this.deps.emit));
    }
  }

  /** The seat's scripted move (at the pace of a thought one), else the AI's choice. */
  private async choose(match: LiveMatch, seat: Seat): Promise<{ key: string } | { failure: string } | 'cancelled'> {
    const key = aiLevelOf(match, seat) === null ? undefined : scriptedKey(match, seat);
    if (key === undefined) return this.askAi(match, seat);
    this.deps.emit({ type: 'ai.thinking', matchId: match.id, seat, thinking: true });
    await pause(this.deps.aiDelayMs);
    this.deps.emit({ type: 'ai.thinking', matchId: match.id, seat, thinking: false });
    return { key };
  }

  /**
   * Asks the pool with the seat's view only; at least `aiDelayMs` passes so people can follow.
   * Search levels report progress as `ai.progress`, naming the move they lean towards only when
   * that gives nothing away (leaning.ts).
   */
  private async askAi(match: LiveMatch, seat: Seat): Promise<{ key: string } | { failure: string } | 'cancelled'> {
    const level = aiLevelOf(match, seat) ?? 'normal';
    const leaning = leaningLabels(match.game, match.state, seat);
    const request: AiRequest = {
      game: match.game.id,
      seat,
      view: match.game.view(match.state, seat),
      level,
      seed: aiSeed(match, seat),
      tag: match.id,
      playoutCap: playoutCapAt(match.game, level),
      onProgress: ({ iterations, best }) => {
        if (match.closed) return;
        this.deps.emit({ type: 'ai.progress', matchId: match.id, seat, iterations, leaning: leaning(best) });
      },
    };
    this.deps.emit({ type: 'ai.thinking', matchId: match.id, seat, thinking: true });
    try {
      const [key] = await Promise.all([this.deps.pool.decide(request), pause(this.deps.aiDelayMs)]);
      return { key };
    } catch (error) {
      if (error instanceof AiCancelledError) return 'cancelled';
      return { failure: (error as Error).message };
    } finally {
      this.deps.emit({ type: 'ai.thinking', matchId: match.id, seat, thinking: false });
    }
  }
}

function newMatchId(): string {
  return `m-${randomBytes(9).toString('base64url')}`;
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
