/** What a Queen view allows a page to show, for the privacy checks. */
import type { CardView, QueenView } from '../../../src/games/queen/types';

/** Every card id the view reveals, wherever it is. */
export function cardIdsInView(view: QueenView): Set<number> {
  const ids = new Set<number>();
  const add = (card: CardView | null | undefined): void => {
    if (card) ids.add(card.id);
  };
  for (const seat of view.seats) {
    seat.hand.forEach(add);
    seat.table.forEach(add);
  }
  view.drawPile.forEach((slot) => add(slot.card));
  view.discard.forEach(add);
  view.pool?.forEach(add);
  if (view.lastDemon) {
    add(view.lastDemon.card);
    add(view.lastDemon.defeatedWith);
  }
  return ids;
}

/** The hands the viewer may see in full: their own and their allies'. */
export function visibleHands(view: QueenView): Map<number, number[]> {
  const me = view.seats.find((s) => s.seat === view.viewer);
  const hands = new Map<number, number[]>();
  for (const seat of view.seats) {
    if (!me || seat.team !== me.team) continue;
    hands.set(
      seat.seat,
      seat.hand.flatMap((c) => (c ? [c.id] : [])),
    );
  }
  return hands;
}

export function handOf(view: QueenView, seat: number): number[] {
  return (view.seats.find((s) => s.seat === seat)?.hand ?? []).flatMap((c) => (c ? [c.id] : []));
}
