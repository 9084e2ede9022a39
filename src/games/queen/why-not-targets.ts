/**
 * "Why not?" helpers read from a seat's own view: whether an effect has something to act on
 * (the same checks as `targets.ts`, on public facts only: hand sizes, tables, the Discard Pile,
 * face-up Demons), and the rule in words when it has not.
 */
import type { Seat } from '../../engine';
import { cardsOf } from './state';
import type { CardDef, Effect, QueenView, SeatStateView } from './types';

/** The card definitions of the match the view shows (its own set, or the book's). */
export function viewCardDef(view: QueenView, def: string): CardDef | undefined {
  return cardsOf(view.config).find((c) => c.id === def);
}

export function seatView(view: QueenView, seat: Seat): SeatStateView | undefined {
  return view.seats.find((s) => s.seat === seat);
}

/** The other seat of `seat`'s team, alive or dead. */
export function allyView(view: QueenView, seat: Seat): SeatStateView | undefined {
  const me = seatView(view, seat);
  return me ? view.seats.find((s) => s.team === me.team && s.seat !== seat) : undefined;
}

function someOpponent(view: QueenView, seat: Seat, has: (s: SeatStateView) => boolean): boolean {
  const me = seatView(view, seat);
  return view.seats.some((s) => s.alive && s.team !== me?.team && has(s));
}

function weaponInDiscard(view: QueenView): boolean {
  return view.discard.some((c) => viewCardDef(view, c.def)?.kind === 'weapon');
}

/**
 * Why `effect` has nothing to act on now, as the end of a sentence ("it needs …"), or null
 * when it has a target. `handAfter`: the cards left in hand once the one paying has gone.
 */
export function noTargetReason(view: QueenView, seat: Seat, effect: Effect, handAfter: number): string | null {
  switch (effect.op) {
    case 'peek':
    case 'draw-bottom':
      return view.drawPile.length > 0 ? null : 'it needs a card in the Draw Pile, and the pile is empty';
    case 'shuffle':
      return view.drawPile.length > 1 ? null : 'it needs at least 2 cards in the Draw Pile to shuffle';
    case 'skip':
      return null;
    case 'steal':
    case 'drain':
      return someOpponent(view, seat, (s) => s.handCount > 0)
        ? null
        : 'it needs an opponent with a card in hand, and no living opponent holds one';
    case 'disarm':
      return someOpponent(view, seat, (s) => s.table.length > 0)
        ? null
        : 'it needs an opponent with a Weapon on their table, and no living opponent has one';
    case 'give': {
      const ally = allyView(view, seat);
      if (!ally) return 'it needs an ally to give a card to, and you play without one';
      if (!ally.alive) return 'it needs a living ally to give a card to, and yours has died';
      return handAfter > 0 ? null : 'there is no card left in your hand to give to your ally';
    }
    case 'recover-weapon':
      return weaponInDiscard(view) ? null : 'it needs a Weapon in the Discard Pile, and there is none there';
    case 'move-demon':
      return view.drawPile.some((slot) => slot.faceUp)
        ? null
        : 'it needs a face-up Demon in the Draw Pile, and a Demon is face up only once someone has drawn it';
  }
}

/** "1 Ability Point", "3 Ability Points". */
export function pointsText(n: number): string {
  return `${n} Ability ${n === 1 ? 'Point' : 'Points'}`;
}

/** "A", "A or B", "A, B or C". */
export function orList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
