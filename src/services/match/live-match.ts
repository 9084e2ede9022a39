/**
 * A match held by the match service, and how it is shown to the outside. The
 * true state never leaves the services: callers get a summary (public) or one
 * human seat's view.
 */
import { hashText, type AnyGame, type GameRecord, type Seat } from '../../engine';
import type { AiLevel, MatchSummary, SeatSpec, SeatView } from '../../shared/api';

export interface LiveMatch {
  readonly id: string;
  readonly game: AnyGame;
  readonly seats: readonly SeatSpec[];
  /** The record grows by one action per move; it is what autosaves store. */
  readonly record: GameRecord;
  state: unknown;
  readonly createdAt: string;
  updatedAt: string;
  /** Set once the match is closed; running AI work then stops. */
  closed: boolean;
  /** The AI turn loop running for this match, if any. */
  driving: Promise<void> | null;
  /** Human seats the AI plays for now (`match.autoplay`), with the level it plays at; not autosaved. */
  autoplay?: Map<Seat, AiLevel>;
}

/** The level the AI plays `seat` at: an AI seat's own, or the autoplay's for a human seat; null if a person plays. */
export function aiLevelOf(match: LiveMatch, seat: Seat): AiLevel | null {
  const spec = match.seats[seat];
  if (spec?.kind === 'ai') return spec.level;
  return match.autoplay?.get(seat) ?? null;
}

/** A seat as the outside sees it: an AI seat's script is its moves to come, which nobody else may read. */
function publicSeat(spec: SeatSpec): SeatSpec {
  return spec.kind === 'ai' ? { kind: 'ai', level: spec.level } : { ...spec };
}

/**
 * The scripted move `seat` makes now: the next of its script's keys (one per move it has made),
 * while that move is legal; undefined once the script is played out or the game has left it.
 */
export function scriptedKey(match: LiveMatch, seat: Seat): string | undefined {
  const spec = match.seats[seat];
  if (spec?.kind !== 'ai' || !spec.script) return undefined;
  const made = match.record.actions.filter((a) => a.seat === seat).length;
  const key = spec.script[made];
  if (key === undefined) return undefined;
  return match.game.legalActions(match.state, seat).some((a) => a.key === key) ? key : undefined;
}

export function versionOf(match: LiveMatch): number {
  return match.record.actions.length;
}

export function summarize(match: LiveMatch): MatchSummary {
  const { game, record, state } = match;
  const over = game.isOver(state);
  const endReason = over ? game.endReason?.(state) : null;
  return {
    id: match.id,
    game: game.id,
    gameName: game.name,
    config: structuredClone(record.config),
    seed: record.seed,
    seats: match.seats.map(publicSeat),
    seatLabels: game.seatLabels(record.config),
    seatTeams: game.seatTeams(record.config),
    version: versionOf(match),
    toAct: over ? [] : game.toAct(state),
    over,
    outcome: over ? game.outcome(state) : null,
    ...(endReason ? { endReason } : {}),
    createdAt: match.createdAt,
    updatedAt: match.updatedAt,
    ...(record.origin ? { origin: { ...record.origin } } : {}),
    ...(match.autoplay?.size ? { autoplay: [...match.autoplay.keys()].sort((a, b) => a - b) } : {}),
  };
}

/** What `seat` sees and may do now. Call only for a human seat. */
export function seatView(match: LiveMatch, seat: Seat): SeatView {
  const { game, state } = match;
  const view = game.view(state, seat);
  const canAct = !game.isOver(state) && game.toAct(state).includes(seat);
  const legal = canAct
    ? game.legalActions(state, seat).map((action) => ({ action, label: game.describe(action, state) }))
    : [];
  const unavailable = canAct ? (game.whyNot?.(view, seat) ?? []) : [];
  return {
    match: summarize(match),
    seat,
    view,
    log: view.log,
    legal,
    ...(unavailable.length > 0 ? { unavailable } : {}),
  };
}

/** The AI's seed for one decision: reproducible from the record, different for every move and seat. */
export function aiSeed(match: LiveMatch, seat: Seat): number {
  return aiDecisionSeed(match.record.seed, versionOf(match), seat);
}

/** The seed of the AI decision for `seat` after `version` actions of a game seeded with `gameSeed`. */
export function aiDecisionSeed(gameSeed: number, version: number, seat: Seat): number {
  return seedFrom(`ai:${gameSeed}:${version}:${seat}`);
}

/** A 32-bit seed named by a text: the same text always gives the same seed, nearby texts unrelated ones. */
export function seedFrom(text: string): number {
  return Number.parseInt(hashText(text).slice(0, 8), 16);
}

export function seatLabel(match: LiveMatch, seat: Seat): string {
  return match.game.seatLabels(match.record.config)[seat] ?? `seat ${seat}`;
}
