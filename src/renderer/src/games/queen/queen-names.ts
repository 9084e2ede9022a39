/** Names the Queen table shows, taken from the content (never hard-coded rules). */
import { findCardDef, QUEEN_CONTENT } from '../../../../games/queen/content';
import type { CardView, QueenView } from '../../../../games/queen/types';

/** "The Girl's team": named after the first character of that team in the content. */
export function teamName(team: number): string {
  const leader = QUEEN_CONTENT.characters.find((c) => c.team === team);
  return leader ? `${leader.name}'s team` : `Team ${team + 1}`;
}

export function cardName(card: CardView | null | undefined): string {
  if (!card) return 'Unknown card';
  return findCardDef(card.def)?.name ?? card.def;
}

/** Seats allied with the viewer (same team, not the viewer). */
export function allySeats(view: QueenView): number[] {
  const me = view.seats.find((s) => s.seat === view.viewer);
  if (!me) return [];
  return view.seats.filter((s) => s.team === me.team && s.seat !== me.seat).map((s) => s.seat);
}
