/**
 * Which seat the device shows, when several people share it. Pure functions so
 * the rule can be tested on its own; the match store applies them.
 */
import type { Seat } from '../../../engine';
import type { SeatSpec } from '../../../shared/api';

export function humanSeatsOf(seats: readonly SeatSpec[]): Seat[] {
  const humans: Seat[] = [];
  seats.forEach((spec, seat) => {
    if (spec.kind === 'human') humans.push(seat);
  });
  return humans;
}

/**
 * The human who must act now; while nobody human must act (AI turns, game
 * over) the last displayed human stays, so the table does not flicker.
 */
export function chooseDisplayedSeat(
  toAct: readonly Seat[],
  humans: readonly Seat[],
  previous: Seat | null,
): Seat | null {
  if (previous !== null && toAct.includes(previous) && humans.includes(previous)) return previous;
  const acting = toAct.find((seat) => humans.includes(seat));
  if (acting !== undefined) return acting;
  if (previous !== null && humans.includes(previous)) return previous;
  return humans[0] ?? null;
}

/**
 * A hand-over screen is needed whenever the device switches to another human
 * while two or more share it, including the very first seat shown: whoever
 * holds the device must not see a hand that is not theirs.
 */
export function needsHandover(previous: Seat | null, next: Seat | null, humanCount: number): boolean {
  return humanCount >= 2 && next !== null && next !== previous;
}

/**
 * The name to call a human seat by: the player's own name if given, else the seat's label.
 * A label with brackets of its own ("Player 1 (Numan: Adam Finn)") follows the name after a
 * comma, so brackets never nest.
 */
export function seatDisplayName(seats: readonly SeatSpec[], labels: readonly string[], seat: Seat): string {
  const spec = seats[seat];
  const label = labels[seat] ?? `Seat ${seat + 1}`;
  if (spec?.kind !== 'human' || !spec.name) return label;
  return label.includes('(') ? `${spec.name}, ${label}` : `${spec.name} (${label})`;
}
