/**
 * Who sat where in a replayed game, when the source says: a match knows its seats, a
 * save file lists them, a bare game record does not. They label the seats on the
 * board (human or AI) and are the take-over's first choice ("the same players").
 */
import type { AiLevel, SeatSpec } from '../../../../shared/api';
import { aiLevel } from '../../../../shared/schema-parts';

const LEVELS: readonly unknown[] = aiLevel.enum;

function seatSpec(value: unknown): SeatSpec | null {
  if (typeof value !== 'object' || value === null) return null;
  const spec = value as { kind?: unknown; name?: unknown; level?: unknown };
  if (spec.kind === 'ai' && LEVELS.includes(spec.level)) return { kind: 'ai', level: spec.level as AiLevel };
  if (spec.kind !== 'human') return null;
  return typeof spec.name === 'string' && spec.name.trim() ? { kind: 'human', name: spec.name } : { kind: 'human' };
}

/** The seats a save file lists, if it is one and lists them all well; otherwise null (a record, or a file gone wrong). */
export function seatsOfSaveData(data: unknown): SeatSpec[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const save = data as { format?: unknown; seats?: unknown };
  if (save.format !== 'boardwright-save' || !Array.isArray(save.seats)) return null;
  const seats = save.seats.map(seatSpec);
  return seats.every((s): s is SeatSpec => s !== null) ? seats : null;
}

/** The take-over's first choice: the same players when known, else a human in the seat on show and AIs. */
export function takeOverSeats(
  seatCount: number,
  known: readonly SeatSpec[] | null,
  watching: number | null,
  level: AiLevel,
): SeatSpec[] {
  if (known && known.length === seatCount) return known.map((spec) => ({ ...spec }));
  const human = watching ?? 0;
  return Array.from({ length: seatCount }, (_, seat) => (seat === human ? { kind: 'human' } : { kind: 'ai', level }));
}
