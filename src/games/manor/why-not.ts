/**
 * The moves a Manor player looks for that the rules do not allow now, with the rule in words,
 * read from the seat's own view. While action cards are chosen: the one played last round is
 * still face up in the play area and comes back to the hand only when the new card goes down
 * ("When you place your selected action card into your play area, immediately return any
 * faceup action card in your play area to your hand"). While a question is open: the answers
 * it does not offer (`why-not-prompts.ts`).
 */
import type { Seat, Unavailable } from '../../engine';
import type { ManorView } from './types';
import { promptWhyNot, type WhyNotMove } from './why-not-prompts';
import { actionName } from './words';

/** Each unavailable move with the key its action would have (for tests: that key is never legal). */
export function manorWhyNotMoves(view: ManorView, seat: Seat): WhyNotMove[] {
  if (view.phase === 'select') {
    const me = view.players.find((p) => p.index === seat && p.kind === 'seat');
    if (!me?.previous || me.committed) return [];
    return [
      {
        key: `select:${me.previous}`,
        item: {
          label: actionName(me.previous),
          reason:
            'you played it last round: it stays face up in front of you and goes back to your hand only once this round’s card is down.',
        },
      },
    ];
  }
  if (view.phase !== 'resolve' || !view.prompt || view.prompt.seat !== seat) return [];
  return promptWhyNot(view, view.prompt);
}

export function manorWhyNot(view: ManorView, seat: Seat): Unavailable[] {
  return manorWhyNotMoves(view, seat).map((m) => m.item);
}
