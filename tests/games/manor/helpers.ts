/** Helpers for All Manor of Evil rule tests: play by key, and set up a specific situation. */
import { expect } from 'vitest';
import { tryApply } from '../../../src/engine';
import { manor } from '../../../src/games/manor';
import { CLOCK_IDS, INSTANCES, RELIC_IDS } from '../../../src/games/manor/content';
import type { ManorState } from '../../../src/games/manor/state';
import type { ActionId, Colour, ManorConfig } from '../../../src/games/manor/types';

export const SOLO: ManorConfig = { players: 1, level: 1 };
export const TWO: ManorConfig = { players: 2 };
export const THREE: ManorConfig = { players: 3 };
export const FOUR: ManorConfig = { players: 4 };
export const FIVE: ManorConfig = { players: 5 };
export const SIX: ManorConfig = { players: 6 };

/** The one seat to act now; fails when several seats may act (Select Actions). */
export function actor(state: ManorState): number {
  const seats = manor.toAct(state);
  if (seats.length !== 1) throw new Error(`expected one seat to act, got ${JSON.stringify(seats)}`);
  return seats[0] as number;
}

export function keys(state: ManorState, seat = actor(state)): string[] {
  return manor.legalActions(state, seat).map((a) => a.key);
}

/** Applies the legal action with this key for `seat` (default: the one seat to act); fails loudly with the legal keys. */
export function act(state: ManorState, key: string, seat = actor(state)): ManorState {
  const result = tryApply(manor, state, seat, { key });
  if (!result.ok) throw new Error(`${result.error.message} Legal: ${keys(state, seat).join(' ')}`);
  return result.state as ManorState;
}

export function actAll(state: ManorState, ...list: string[]): ManorState {
  return list.reduce((s, key) => act(s, key), state);
}

/** Every seat places its card, seat 0 first. */
export function selectAll(state: ManorState, cards: ActionId[]): ManorState {
  return cards.reduce((s, card, seat) => act(s, `select:${card}`, seat), state);
}

/** The relic definition id of each card instance in `ids`. */
export function defs(ids: readonly (number | null)[]): (string | null)[] {
  return ids.map((id) => (id === null ? null : (INSTANCES[id]?.id ?? '?')));
}

export interface Arrangement {
  /** Relic definition ids per room (null: empty), Attic first; the Vault fifth at 5–6 players. */
  rooms?: (string | null)[];
  roomMadness?: number[];
  /** Top of the Manor deck, top first; 'clock' places a Clock. The rest follows, the Clocks last. */
  deck?: string[];
  /** Cards put on each player's cache above the Skeleton Key, bottom first. */
  caches?: string[][];
  madness?: number[];
  /** Awakening tokens per god, in colour order (blue, green, red). */
  tokens?: number[];
  /** The god face per colour. */
  faces?: Partial<Record<Colour, string>>;
  roles?: string[];
  lantern?: number;
}

/**
 * A state in a specific situation: the setup of `config`, then every relic put
 * where the arrangement says. Every relic instance ends up in exactly one place;
 * unplaced relics go below the arranged deck top, above the Clocks (or into the
 * solo box, which is emptied).
 */
export function arrange(config: ManorConfig, a: Arrangement, seed = 1): ManorState {
  const state = manor.setup(config, seed);
  const free = RELIC_IDS.slice();
  const take = (def: string): number => {
    const at = free.findIndex((id) => INSTANCES[id]?.id === def);
    if (at < 0) throw new Error(`no free ${def} left to place`);
    return free.splice(at, 1)[0] as number;
  };
  // Lovecraft's solo relics stay as dealt unless the arrangement rebuilds his cache.
  const lovecraftSolo = config.players === 1 ? (state.players[2]?.cache ?? []) : [];
  for (const id of lovecraftSolo) free.splice(free.indexOf(id), 1);
  if (a.rooms) state.rooms = a.rooms.map((def) => (def === null ? null : take(def)));
  state.roomMadness = state.rooms.map((_, i) => a.roomMadness?.[i] ?? (i === 4 ? 1 : 0));
  state.players.forEach((p, i) => {
    const extra = a.caches?.[i];
    if (extra) p.cache = [...p.cache.filter((id) => INSTANCES[id]?.kind === 'key'), ...extra.map(take)];
    if (a.madness?.[i] !== undefined) p.madness = a.madness[i] as number;
    if (a.roles?.[i] !== undefined) p.role = a.roles[i] as string;
  });
  if (!a.rooms) for (const id of state.rooms) if (id !== null) free.splice(free.indexOf(id), 1);
  const clocks = CLOCK_IDS.slice();
  const top = (a.deck ?? []).map((def) => (def === 'clock' ? (clocks.shift() as number) : take(def)));
  state.box = [];
  state.deck = [...top, ...free, ...clocks];
  // The Clocks' pile: everything from the first Clock down.
  const firstClock = state.deck.findIndex((id) => INSTANCES[id]?.kind === 'clock');
  state.clockPile = state.deck.length - firstClock;
  if (a.tokens) state.gods.forEach((g, i) => (g.tokens = a.tokens?.[i] ?? g.tokens));
  if (a.faces) for (const g of state.gods) g.face = a.faces[g.colour] ?? g.face;
  if (a.lantern !== undefined) state.lantern = a.lantern;
  return state;
}

/** Every card instance of the game, once each, wherever it is. */
export function allPlaces(state: ManorState): number[] {
  const out = [...state.deck, ...state.box, ...state.removed];
  for (const id of state.rooms) if (id !== null) out.push(id);
  for (const p of state.players) out.push(...p.cache);
  return out;
}

/** The relic definitions in a player's cache, bottom first. */
export function cacheDefs(state: ManorState, player: number): (string | null)[] {
  return defs(state.players[player]?.cache ?? []);
}

export function expectOver(state: ManorState): void {
  expect(manor.isOver(state)).toBe(true);
  expect(manor.toAct(state)).toEqual([]);
}
