/**
 * The moves a Manor player looks for that the rules do not allow now, with the rule in words:
 * while action cards are chosen, the one played last round is still face up in the play area
 * and comes back to the hand only when the new card goes down ("When you place your selected
 * action card into your play area, immediately return any faceup action card in your play
 * area to your hand").
 */
import type { Seat, Unavailable } from '../../engine';
import type { ManorView } from './types';
import { actionName } from './words';

export function manorWhyNot(view: ManorView, seat: Seat): Unavailable[] {
  if (view.phase !== 'select') return [];
  const me = view.players.find((p) => p.index === seat && p.kind === 'seat');
  if (!me?.previous || me.committed) return [];
  return [
    {
      label: actionName(me.previous),
      reason:
        'you played it last round: it stays face up in front of you and goes back to your hand only once this round’s card is down.',
    },
  ];
}
