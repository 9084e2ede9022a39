/**
 * Why a game of The Girl vs. the Evil Queen ended: "last team standing wins", and the
 * only way to die is to draw a Demon with no Weapon on the table. Read from the public
 * view, so it cannot say more than every player saw.
 */
import type { EndReasonText } from '../../engine';
import type { QueenView } from './types';

export function queenEndReason(view: QueenView): EndReasonText | null {
  if (view.phase !== 'over' || view.winnerTeam === null) return null;
  // The outcome above it names the winners; this says what decided it.
  const fallen = view.seats.filter((s) => s.team !== view.winnerTeam).map((s) => s.name);
  const headline = `${fallen.join(' and ')} ${fallen.length > 1 ? 'are' : 'is'} dead: the last team standing wins`;
  const details: string[] = [];
  const last = view.lastDemon;
  const victim = last ? view.seats[last.seat] : undefined;
  if (victim) {
    details.push(`${victim.name} drew a Demon with no Weapon on the table to fight it, and died.`);
    // "Allies share 1 life": the drawer's ally fell with them.
    const ally = view.seats.find((s) => s.seat !== victim.seat && s.team === victim.team);
    if (ally && view.config.variant === 'euro') details.push(`${ally.name} died too: allies share one life.`);
  }
  details.push(`${view.drawPile.length} cards were left in the Draw Pile.`);
  return { headline, details };
}
