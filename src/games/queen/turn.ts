/**
 * The end of a turn, drawing, Demons and death. These functions change the state
 * they are given in place: call them only on a clone (see `apply.ts`).
 */
import type { Seat } from '../../engine';
import { character } from './content';
import {
  FACE_UP,
  KNOWN_BY_TEAM,
  PUBLIC,
  allyOf,
  defOf,
  discardCard,
  isDemon,
  seatName,
  seatOf,
  teamSeats,
  type QueenState,
  keepsLog,
} from './state';
import { weaponsFor } from './targets';

/** "Unused Ability Points are lost at the end of the turn": the pool's cards go to the Discard Pile. */
export function discardPool(state: QueenState): void {
  for (const card of state.pool) discardCard(state, card);
  state.pool = [];
}

/** The next living seat after `from` in the chosen direction. */
export function nextLiving(state: QueenState, from: Seat): Seat {
  const n = state.seats.length;
  const step = state.direction === 'counter-clockwise' ? n - 1 : 1;
  let seat = from;
  for (let i = 0; i < n; i++) {
    seat = (seat + step) % n;
    if (seatOf(state, seat).alive) return seat;
  }
  return from;
}

/** Ends the current turn (after a draw, a skip or a death) and starts the next living player's. */
export function endTurn(state: QueenState): void {
  state.points = 0;
  discardPool(state);
  state.prompt = null;
  if (state.winnerTeam !== null) return;
  state.current = nextLiving(state, state.current);
  state.phase = 'turn';
  if (keepsLog(state)) state.log.push({ seat: state.current, text: `${seatName(state, state.current)}'s turn.` });
}

/** "End your turn by drawing 1 card from the Draw Pile. You cannot play any cards after that." */
export function drawToEndTurn(state: QueenState): void {
  const seat = state.current;
  // The turn is over as soon as the card is drawn: leftover points are lost now.
  state.points = 0;
  discardPool(state);
  const card = state.pile.shift();
  if (card === undefined)
    throw new Error('The Draw Pile is empty, which the rules never allow (the Demons stay in it).');
  if (isDemon(state, card)) {
    meetDemon(state, seat, card, false, false);
    return;
  }
  takeIntoHand(state, seat, card);
  const name = seatName(state, seat);
  const team = seatOf(state, seat).team;
  if (keepsLog(state))
    state.log.push({
      seat,
      text: `${name} draws a card.`,
      secret: { seats: teamSeats(state, team), text: `${name} draws ${defOf(state, card).name}.` },
    });
  endTurn(state);
}

/** Puts a drawn card into a hand; the drawer's team learns what it is (the caller logs it). */
export function takeIntoHand(state: QueenState, seat: Seat, card: number): void {
  const s = seatOf(state, seat);
  s.hand.push(card);
  state.known[card] = (state.known[card] ?? 0) | KNOWN_BY_TEAM[s.team];
}

/**
 * "If you draw a Demon card, reveal it to everyone! You may use one of your Weapons
 * on the table to defeat it… if you have no Weapon on the table, you die."
 */
export function meetDemon(state: QueenState, seat: Seat, demon: number, ability: boolean, midTurn: boolean): void {
  state.known[demon] = PUBLIC | FACE_UP;
  state.lastDemon = { seat, card: demon, defeatedWith: null };
  const name = seatName(state, seat);
  const weapons = weaponsFor(state, seat);
  const base = { seat, actor: seat, demon, ability, midTurn };
  if (weapons.length > 0) {
    if (keepsLog(state)) state.log.push({ seat, text: `${name} draws a Demon!` });
    state.phase = 'prompt';
    state.prompt = { kind: 'choose-card', purpose: 'defeat-demon', ...base };
    return;
  }
  if (keepsLog(state)) state.log.push({ seat, text: `${name} draws a Demon and has no weapon to fight it!` });
  kill(state, seat);
  if (state.winnerTeam !== null) return;
  // "Place back the Demon card face up anywhere in the Draw Pile… even if you died."
  state.phase = 'prompt';
  state.prompt = { kind: 'choose-position', purpose: 'place-demon', ...base };
}

/**
 * A seat dies: its cards go to the Discard Pile, its ally flips to the Alone side
 * ("If your Ally dies…"), or in the Euro variant dies too ("Allies share 1 life").
 * Declares the winner when a whole team is gone.
 */
export function kill(state: QueenState, seat: Seat): void {
  const victims = [seat];
  const ally = allyOf(state, seat);
  if (ally !== undefined && seatOf(state, ally).alive && state.config.variant === 'euro') victims.push(ally);
  for (const victim of victims) {
    const s = seatOf(state, victim);
    s.alive = false;
    // "…their cards are placed into the Discard Pile in any order": hand first, then table.
    for (const card of s.hand) discardCard(state, card);
    for (const card of s.table) discardCard(state, card);
    s.hand = [];
    s.table = [];
    if (keepsLog(state))
      state.log.push({ seat: victim, text: `${seatName(state, victim)} dies; their cards go to the Discard Pile.` });
  }
  if (victims.includes(state.current)) {
    state.points = 0;
    discardPool(state);
  }
  if (ally !== undefined && seatOf(state, ally).alive) {
    const s = seatOf(state, ally);
    s.side = 'alone';
    if (keepsLog(state))
      state.log.push({
        seat: ally,
        text: `${character(s.character).name} is alone now and flips to the Alone side.`,
      });
  }
  const team = seatOf(state, seat).team;
  if (!state.seats.some((s) => s.team === team && s.alive)) {
    const winner = team === 0 ? 1 : 0;
    state.winnerTeam = winner;
    state.phase = 'over';
    state.prompt = null;
    const names = teamSeats(state, winner).map((s) => seatName(state, s));
    if (keepsLog(state))
      state.log.push({ text: `${names.join(' and ')} ${names.length > 1 ? 'win' : 'wins'}: the last team standing.` });
  }
}

/** After a drawn Demon is put back: the turn goes on (a Demon met mid-turn by a survivor) or ends. */
export function afterDemonPlaced(state: QueenState, drawer: Seat, ability: boolean, midTurn: boolean): void {
  if (ability) discardPool(state);
  state.prompt = null;
  if (midTurn && drawer === state.current && seatOf(state, drawer).alive) {
    state.phase = 'turn';
    return;
  }
  endTurn(state);
}
