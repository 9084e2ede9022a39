import type { LogLine, Seat, Viewer } from './types';

/**
 * A log entry as stored in state. `secret`, when present, is the fuller text
 * that only the listed seats may read; everyone else reads `text`.
 */
export interface LogEntry {
  seat?: Seat;
  text: string;
  secret?: { seats: Seat[]; text: string };
}

export function redactLog(entries: readonly LogEntry[], viewer: Viewer): LogLine[] {
  return entries.map((e) => {
    const canSee = e.secret !== undefined && viewer !== 'spectator' && e.secret.seats.includes(viewer);
    const text = canSee && e.secret ? e.secret.text : e.text;
    return e.seat === undefined ? { text } : { seat: e.seat, text };
  });
}
