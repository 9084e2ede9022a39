/**
 * Who or what an effect can target. An effect with no legal target makes its card
 * or ability unplayable (docs/rules/queen.md). Everything read here is public
 * (hand sizes, tables, the Discard Pile, face-up Demons), so a determinised state
 * offers the same choices as the true one.
 */
import type { Seat } from '../../engine';
import { character } from './content';
import { FACE_UP, isWeapon, livingAlly, livingOpponents, seatOf, type QueenState } from './state';
import type { AbilityDef, Effect } from './types';

/** Opponents with cards in hand (steal, drain). */
export function opponentsWithCards(state: QueenState, seat: Seat): Seat[] {
  return livingOpponents(state, seat).filter((o) => seatOf(state, o).hand.length > 0);
}

/** Opponents with a weapon on the table (disarm). */
export function opponentsWithWeapons(state: QueenState, seat: Seat): Seat[] {
  return livingOpponents(state, seat).filter((o) => seatOf(state, o).table.length > 0);
}

export function weaponsInDiscard(state: QueenState): number[] {
  return state.discard.filter((card) => isWeapon(state, card)).sort((a, b) => a - b);
}

export function faceUpDemons(state: QueenState): number[] {
  return state.pile.filter((card) => ((state.known[card] ?? 0) & FACE_UP) !== 0);
}

/**
 * Can `seat` use `effect` now? `handAfter` is how many cards stay in hand once
 * the card paying for it has left (it matters only to `give`).
 */
export function effectHasTarget(state: QueenState, seat: Seat, effect: Effect, handAfter: number): boolean {
  switch (effect.op) {
    case 'peek':
    case 'draw-bottom':
      return state.pile.length > 0;
    case 'shuffle':
      return state.pile.length > 1;
    case 'skip':
      return true;
    case 'steal':
    case 'drain':
      return someOpponent(state, seat, 'hand');
    case 'disarm':
      return someOpponent(state, seat, 'table');
    case 'give':
      return livingAlly(state, seat) !== undefined && handAfter > 0;
    case 'recover-weapon':
      return state.discard.some((card) => isWeapon(state, card));
    case 'move-demon':
      return state.pile.some((card) => ((state.known[card] ?? 0) & FACE_UP) !== 0);
  }
}

/**
 * Has a living opponent of `seat` cards in that place? The same answer as the
 * target lists above, without building them (this is asked for every card in
 * hand, at every step of a search).
 */
function someOpponent(state: QueenState, seat: Seat, place: 'hand' | 'table'): boolean {
  const team = seatOf(state, seat).team;
  for (const s of state.seats) if (s.alive && s.team !== team && s[place].length > 0) return true;
  return false;
}

/** The abilities on the side of the character card that is face up now. */
export function currentAbilities(state: QueenState, seat: Seat): AbilityDef[] {
  const s = seatOf(state, seat);
  return character(s.character).sides[s.side].abilities;
}

/** Weapons that may defeat a Demon drawn by `seat`: own table, then (Euro) the living ally's. */
export function weaponsFor(state: QueenState, seat: Seat): number[] {
  const own = seatOf(state, seat).table.slice();
  if (state.config.variant !== 'euro') return own;
  const ally = livingAlly(state, seat);
  return ally === undefined ? own : [...own, ...seatOf(state, ally).table];
}
