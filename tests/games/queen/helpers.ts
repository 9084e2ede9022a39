/** Helpers for Queen rule tests: play by key, and set up a specific situation. */
import { tryApply } from '../../../src/engine';
import { queen } from '../../../src/games/queen';
import { PUBLIC, KNOWN_BY_TEAM, instanceDefs, type QueenState } from '../../../src/games/queen/state';
import type { QueenConfig, QueenView } from '../../../src/games/queen/types';

export const TWO: QueenConfig = { players: 2, variant: 'standard' };
export const THREE: QueenConfig = { players: 3, variant: 'standard' };
export const FOUR: QueenConfig = { players: 4, variant: 'standard' };
export const THREE_EURO: QueenConfig = { players: 3, variant: 'euro' };
export const FOUR_EURO: QueenConfig = { players: 4, variant: 'euro' };

/** The seat asked to act now (Queen never asks two seats at once). */
export function actor(state: QueenState): number {
  const seats = queen.toAct(state);
  if (seats.length !== 1) throw new Error(`expected one seat to act, got ${JSON.stringify(seats)}`);
  return seats[0] as number;
}

export function keys(state: QueenState, seat = actor(state)): string[] {
  return queen.legalActions(state, seat).map((a) => a.key);
}

/** Applies the legal action with this key for the seat to act; fails loudly with the legal keys. */
export function act(state: QueenState, key: string): QueenState {
  const seat = actor(state);
  const result = tryApply(queen, state, seat, { key });
  if (!result.ok) throw new Error(`${result.error.message} Legal: ${keys(state, seat).join(' ')}`);
  return result.state as QueenState;
}

export function actAll(state: QueenState, ...list: string[]): QueenState {
  return list.reduce(act, state);
}

/** What a seat may play now, as card definition ids ("play:12" -> "fireflies"). */
export function playableDefs(state: QueenState): string[] {
  const defs = instanceDefs(state.config.players);
  return keys(state)
    .filter((k) => k.startsWith('play:'))
    .map((k) => defs[Number(k.slice(5))] as string);
}

/** The key that plays the first card of this definition in the acting seat's hand. */
export function playKey(state: QueenState, def: string): string {
  const defs = instanceDefs(state.config.players);
  const card = state.seats[actor(state)]!.hand.find((c) => defs[c] === def);
  if (card === undefined) throw new Error(`no ${def} in hand`);
  return `play:${card}`;
}

export function defs(state: QueenState, cards: number[]): string[] {
  const all = instanceDefs(state.config.players);
  return cards.map((c) => all[c] as string);
}

export interface Arrangement {
  /** Card definition ids per seat; unspecified seats keep an empty hand. */
  hands?: string[][];
  /** Weapons per seat; default: the Basic Sword each. */
  tables?: string[][];
  /** Top of the Draw Pile, top first; every card not placed elsewhere goes below, in id order. */
  pile?: string[];
  discard?: string[];
  /** Keep the Girl's choice of turn order open (3p/4p); otherwise clockwise is already chosen. */
  chooseOrder?: boolean;
  /** Whose turn it is (default: the Girl's). */
  current?: number;
}

/**
 * A state in a specific situation: the setup of `config`, then every card put
 * where the arrangement says. Every card instance ends up in exactly one place.
 */
export function arrange(config: QueenConfig, arrangement: Arrangement, seed = 1): QueenState {
  const state = queen.setup(config, seed);
  const all = instanceDefs(config.players);
  const free = all.map((_, id) => id);
  const take = (def: string): number => {
    const at = free.findIndex((id) => all[id] === def);
    if (at < 0) throw new Error(`no free ${def} left to place`);
    return free.splice(at, 1)[0] as number;
  };
  const known = all.map(() => 0);
  state.seats.forEach((seat, i) => {
    seat.hand = (arrangement.hands?.[i] ?? []).map(take);
    for (const c of seat.hand) known[c] = KNOWN_BY_TEAM[seat.team];
    seat.table = (arrangement.tables?.[i] ?? ['basic-sword']).map(take);
    for (const c of seat.table) known[c] = PUBLIC;
  });
  state.discard = (arrangement.discard ?? []).map(take);
  for (const c of state.discard) known[c] = PUBLIC;
  const top = (arrangement.pile ?? []).map(take);
  // Extra Basic Swords are not in the game: none are left over with 'players' swords placed.
  state.pile = [...top, ...free];
  state.known = known;
  if (!arrangement.chooseOrder && config.players > 2) {
    state.phase = 'turn';
    state.direction = 'clockwise';
  }
  state.current = arrangement.current ?? 0;
  return state;
}

/** Moves one face-down Demon of the Draw Pile to its bottom (for draw-bottom situations). */
export function demonToBottom(state: QueenState): void {
  const all = instanceDefs(state.config.players);
  const at = state.pile.findIndex((c) => all[c] === 'demon');
  state.pile.push(state.pile.splice(at, 1)[0] as number);
}

/** Every card instance of the game, once each, wherever it is. */
export function allPlaces(state: QueenState): number[] {
  const out = [...state.pile, ...state.discard, ...state.pool];
  for (const s of state.seats) out.push(...s.hand, ...s.table);
  if (state.prompt?.demon !== undefined && !state.pile.includes(state.prompt.demon)) out.push(state.prompt.demon);
  else if (state.phase === 'over' && state.lastDemon && !out.includes(state.lastDemon.card)) {
    out.push(state.lastDemon.card);
  }
  return out;
}

/** Card ids a view shows anywhere. */
export function shownIds(view: QueenView): number[] {
  const ids: number[] = [];
  for (const s of view.seats) {
    for (const c of s.hand) if (c) ids.push(c.id);
    for (const c of s.table) ids.push(c.id);
  }
  for (const slot of view.drawPile) if (slot.card) ids.push(slot.card.id);
  for (const c of view.discard) ids.push(c.id);
  for (const c of view.pool ?? []) ids.push(c.id);
  return ids;
}

/** Plays random legal actions (seeded) until `stop` says so or the game ends. */
export function playRandomly(
  state: QueenState,
  seed: number,
  stop: (s: QueenState) => boolean = () => false,
  each: (s: QueenState) => void = () => {},
): QueenState {
  let x = seed >>> 0 || 1;
  let s = state;
  for (let i = 0; i < 10_000 && !queen.isOver(s) && !stop(s); i++) {
    each(s);
    const legal = queen.legalActions(s, actor(s));
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    s = queen.apply(s, actor(s), legal[(x >>> 0) % legal.length]!);
  }
  each(s);
  return s;
}
