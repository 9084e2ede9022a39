/**
 * Replays for the viewer: a record opened once (from a match, a save or a file) and
 * then shown step by step as one seat, the spectator, or — once the game is over —
 * everyone saw it. Only views cross to the renderer, as in a live match. From any step
 * a player can take over (a new live match from that position) or ask for a review.
 */
import { randomBytes } from 'node:crypto';
import { canonicalJson, hashText, ReplayTimeline, type AnyGame, type GameRecord } from '../../engine';
import type { MatchSummary, SeatSpec } from '../../shared/api';
import type { ReplayInfo, ReplaySource, ReplayStep, ReplayViewer } from '../../shared/replay-types';
import type { GameReview, ReviewProgress, ReviewRequest } from '../../shared/review-types';
import { badRequest, notFound, ServiceError } from '../errors';
import { AiCancelledError } from '../pool/ai-pool';
import type { MatchService } from '../match/match-service';
import type { RecordChecker } from '../saves/record-check';
import type { SaveLibrary } from '../saves/save-library';
import type { ReviewService } from '../review/review-service';
import type { BatchRecords } from '../sim/batch-records';

/** Replays kept open at once; opening one more closes the oldest. */
export const OPEN_REPLAYS = 8;

interface OpenReplay {
  info: ReplayInfo;
  game: AnyGame;
  timeline: ReplayTimeline<unknown> | null;
}

export interface ReplayDeps {
  records: RecordChecker;
  matches: MatchService;
  saves: SaveLibrary;
  reviews: ReviewService;
  /** The kept games of simulations and deck gauntlets. */
  batchRecords: BatchRecords;
  emitProgress(replayId: string, progress: ReviewProgress): void;
}

export class ReplayService {
  private readonly open = new Map<string, OpenReplay>();

  constructor(private readonly deps: ReplayDeps) {}

  async openReplay(source: ReplaySource): Promise<ReplayInfo> {
    const data = await this.dataOf(source);
    const { game, record } = this.deps.records.checkUnreplayed(data, 'This record');
    const opened = ReplayTimeline.open<unknown>(game, record);
    const timeline = opened.ok ? opened.timeline : opened.partial;
    const length = timeline?.length ?? 0;
    const end = timeline?.stateAt(length);
    const replayId = `r${randomBytes(6).toString('hex')}`;
    const info: ReplayInfo = {
      replayId,
      game: game.id,
      gameName: game.name,
      seatLabels: game.seatLabels(record.config),
      length,
      turnStarts: timeline?.turnStarts() ?? [0],
      moves: movesInWords(game, record, timeline),
      problem: opened.ok ? null : opened.reason,
      complete: opened.ok || opened.complete,
      over: end !== undefined && game.isOver(end),
    };
    this.open.set(replayId, { info, game, timeline });
    if (this.open.size > OPEN_REPLAYS) this.close(this.open.keys().next().value as string);
    return info;
  }

  /** The outline of a replay still open (a page reloaded on it asks again). */
  info(replayId: string): ReplayInfo {
    return structuredClone(this.require(replayId).info);
  }

  step(replayId: string, step: number, viewer: ReplayViewer): ReplayStep {
    const { game, timeline, info } = this.require(replayId);
    if (!timeline)
      throw badRequest(`${info.problem ?? 'This record does not replay.'} Only its list of moves can be shown.`);
    if (step > timeline.length) throw badRequest(`This replay has steps 0 to ${timeline.length}, not ${step}.`);
    const state = timeline.stateAt(step);
    const over = game.isOver(state);
    const seats = info.seatLabels.length;
    if (typeof viewer === 'number' && viewer >= seats) throw badRequest(`There is no seat ${viewer} in this game.`);
    // Everything is revealed only once the game is over: before that, a replay shows no more than a seat saw.
    if (viewer === 'all' && !over) throw badRequest('Every hand is shown only at the end of the game.');
    const views = viewer === 'all' ? info.seatLabels.map((_, seat) => game.view(state, seat)) : null;
    const endReason = over ? game.endReason?.(state) : null;
    return {
      replayId,
      step,
      viewer,
      view: views ? game.view(state, 'spectator') : game.view(state, viewer as number | 'spectator'),
      views,
      toAct: game.toAct(state),
      over,
      outcome: over ? game.outcome(state) : null,
      ...(endReason ? { endReason } : {}),
    };
  }

  /** A new live match from `step`: the record cut there, with `seats` playing on; the original is untouched. */
  async takeOver(replayId: string, step: number, seats: SeatSpec[]): Promise<MatchSummary> {
    const { game, timeline, info } = this.require(replayId);
    if (!timeline || step > timeline.length) throw badRequest(`Step ${step} of this replay cannot be played from.`);
    if (seats.length !== info.seatLabels.length) {
      throw badRequest(`${game.name} here plays with ${info.seatLabels.length} seats, not ${seats.length}.`);
    }
    const origin = { record: hashText(canonicalJson(timeline.record)), step, of: timeline.length };
    const record: GameRecord = { ...timeline.record, actions: timeline.record.actions.slice(0, step), origin };
    const checked = this.deps.records.checkRecord(record, 'The position taken over');
    return this.deps.matches.start(seats, checked);
  }

  review(replayId: string, request: ReviewRequest): Promise<GameReview> {
    const { game, timeline, info } = this.require(replayId);
    if (!timeline || info.problem) throw badRequest(`This record cannot be reviewed: ${info.problem ?? ''}`.trim());
    return this.deps.reviews
      .review(game, timeline.record, request, reviewTag(replayId), (progress) =>
        this.deps.emitProgress(replayId, progress),
      )
      .catch((error: unknown) => {
        // Cancelling is asked for: the caller is told so in its own code, not as a failure inside Boardwright.
        if (error instanceof AiCancelledError) throw new ServiceError('cancelled', 'The review was cancelled.');
        throw error;
      });
  }

  cancelReview(replayId: string): { cancelled: true } {
    this.require(replayId);
    this.deps.reviews.cancel(reviewTag(replayId));
    return { cancelled: true };
  }

  close(replayId: string): { closed: true } {
    this.deps.reviews.cancel(reviewTag(replayId));
    this.open.delete(replayId);
    return { closed: true };
  }

  private async dataOf(source: ReplaySource): Promise<unknown> {
    if ('matchId' in source) return this.deps.matches.finalRecord(source.matchId);
    if ('saveId' in source) return this.deps.saves.contents(source.saveId);
    if ('batchId' in source) return this.deps.batchRecords.read(source.batchId, source.index);
    return source.file;
  }

  private require(replayId: string): OpenReplay {
    const open = this.open.get(replayId);
    if (!open) {
      throw notFound(
        'This replay is no longer open (the app was restarted, or other replays took its place); open the game again.',
      );
    }
    return open;
  }
}

function reviewTag(replayId: string): string {
  return `review:${replayId}`;
}

/**
 * Each move as the spectator's log tells it (what a view reveals, never more: a move's
 * own description could name a hidden card); a move that does not replay keeps its key.
 */
function movesInWords(
  game: AnyGame,
  record: GameRecord,
  timeline: ReplayTimeline<unknown> | null,
): ReplayInfo['moves'] {
  let before = timeline ? game.view(timeline.stateAt(0), 'spectator').log.length : 0;
  return record.actions.map(({ seat, key }, i) => {
    if (!timeline || i >= timeline.length) return { seat, text: key };
    const log = game.view(timeline.stateAt(i + 1), 'spectator').log;
    const text = log
      .slice(before)
      .map((line) => line.text)
      .join(' ');
    before = log.length;
    return { seat, text: text || `${game.seatLabels(record.config)[seat] ?? `Seat ${seat}`} acts.` };
  });
}
