import type { BaseView, LogLine } from './types';

/**
 * The log lines a view has that an earlier view of the same seat did not: what happened between
 * the two. A game's log only grows (an undo replays the record, so its log is a new prefix), so the
 * new lines are those past the earlier view's count; none when the later log is not longer.
 */
export function linesSince(before: BaseView, after: BaseView): LogLine[] {
  return after.log.length > before.log.length ? after.log.slice(before.log.length) : [];
}

/** The most lines a recap quotes from the log: it is a short account, and the log keeps the rest. */
export const RECAP_LOG_LINES = 6;

/** New lines written by seats other than `seat`: what the others did while it waited. */
export function othersLines(lines: readonly LogLine[], seat: number): LogLine[] {
  return lines.filter((l) => l.seat !== undefined && l.seat !== seat);
}
