/**
 * Card instances (`EzState.cards`) are never changed in place: every copy of a state
 * shares one list of frozen instances, and a change of controller (possession) gives
 * the state a new list with a new instance. So copying a state never copies its 100
 * to 300 instances, and the rules can keep the definitions of a list's instances in
 * a table (`EzRules.defsOf`) that every copy reuses. The rules never write into a
 * list; it stays extensible for tests that deal cards onto a table by hand.
 */
import type { Seat } from '../../engine';
import type { CardInstance, EzState } from './types';

/** Freezes each instance of a new list; returns the list. */
export function freezeInstances(cards: CardInstance[]): CardInstance[] {
  for (const card of cards) Object.freeze(card);
  return cards;
}

/** Puts `card` under `seat`'s control, copying the list (other copies of the state keep theirs). */
export function setController(state: EzState, card: number, seat: Seat): void {
  const instance = state.cards[card];
  if (!instance || instance.controller === seat) return;
  const cards = state.cards.slice();
  cards[card] = Object.freeze({ ...instance, controller: seat });
  state.cards = cards;
}
