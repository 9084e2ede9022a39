/**
 * What happened at an EverZone table while a player waited, from two of their views: what the
 * other players marshalled, revealed and won in the clash (their log lines, as this seat may read
 * them), the battle that began, and every team's CP.
 */
import { linesSince, RECAP_LOG_LINES, type RecapItem, type Seat } from '../../engine';
import type { EverzoneView } from './types';

export function everzoneRecap(before: EverzoneView, after: EverzoneView, seat: Seat): RecapItem[] {
  const lines = linesSince(before, after);
  if (!lines.some((l) => l.seat !== undefined && l.seat !== seat)) return [];
  const told: RecapItem[] = lines
    .filter((l) => (l.seat !== undefined && l.seat !== seat) || /^Battle \d+:/.test(l.text))
    .map((l) => ({ text: l.text, place: l.seat === undefined ? undefined : `seat:${l.seat}` }))
    .slice(-RECAP_LOG_LINES);
  const mine = after.teams.find((t) => t.seats.includes(seat));
  const cp: RecapItem[] = after.teams.flatMap((team) => {
    const was = before.teams.find((t) => t.team === team.team);
    if (!was || was.cp === team.cp) return [];
    const ours = team === mine;
    return [
      {
        text: `${ours ? 'Your' : 'Their'} CP went from ${was.cp} to ${team.cp}.`,
        place: `seat:${team.seats[0]}`,
        tone: team.cp < was.cp === ours ? 'bad' : 'good',
      } satisfies RecapItem,
    ];
  });
  return [...told, ...cp];
}
