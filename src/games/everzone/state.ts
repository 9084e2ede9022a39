/**
 * Helpers every EverZone rule file shares: seats and teams of a format, copying a
 * state, the log, moving cards between piles, drawing (with the Retreated pile
 * reshuffled into an empty deck), and resources against the turn's limit.
 */
import { shuffleInPlace, type LogLine, type Seat } from '../../engine';
import type { EzRules } from './rules-context';
import type { EzState, ForcesCardDef, Format, LocationDef, PlayerState } from './types';

export const HAND_SIZE = 10;

export const SEATS: Record<Format, number> = { '1v1': 2, '2v2': 4, '3v3': 6, '1v1v1': 3 };

/** "team = seat % 2" in the team formats; in 1v1v1 every player is a team of one. */
export function teamOfSeat(format: Format, seat: Seat): number {
  return format === '1v1v1' ? seat : seat % 2;
}

export function teamCount(format: Format): number {
  return format === '1v1v1' ? 3 : 2;
}

/** Search states keep no log; frozen so that a write which forgot to ask `keepsLog` fails loudly. */
export const NO_LOG: LogLine[] = Object.freeze([] as LogLine[]) as LogLine[];

export function keepsLog(state: EzState): boolean {
  return state.log !== NO_LOG;
}

export function say(state: EzState, text: string, seat?: Seat): void {
  if (!keepsLog(state)) return;
  state.log.push(seat === undefined ? { text } : { seat, text });
}

export function seatName(seat: Seat): string {
  return `Player ${seat + 1}`;
}

export function playerOf(state: EzState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`There is no seat ${seat} in this game.`);
  return p;
}

export function defOf(rules: EzRules, state: EzState, card: number): ForcesCardDef {
  const def = rules.defsOf(state.cards)[card];
  if (!def) throw new Error(`No card instance ${card} in this game.`);
  return def;
}

export function currentLocation(rules: EzRules, state: EzState): LocationDef | null {
  return state.location === null ? null : rules.location(state.location);
}

/** This battle turn's resource limit per player, or null between battles. */
export function turnLimit(rules: EzRules, state: EzState): number | null {
  const loc = currentLocation(rules, state);
  if (!loc) return null;
  return loc.resources[Math.min(state.battleTurn, loc.resources.length - 1)] ?? 0;
}

export function removeFrom<T>(list: T[], card: T): boolean {
  const at = list.indexOf(card);
  if (at < 0) return false;
  // By hand: `splice` would make an array of the removed item on every call.
  for (let i = at + 1; i < list.length; i++) list[i - 1] = list[i] as T;
  list.pop();
  return true;
}

/**
 * Sorts a short list of numbers ascending, in place (insertion sort): the built-in sort
 * makes a work array on every call, and the rules sort a few cards or seats at a time.
 */
export function sortAscending(list: number[]): number[] {
  for (let i = 1; i < list.length; i++) {
    const value = list[i] as number;
    let at = i;
    while (at > 0 && (list[at - 1] as number) > value) {
      list[at] = list[at - 1] as number;
      at--;
    }
    list[at] = value;
  }
  return list;
}

/** Teams still in the game as bits (team t: bit t), for steps that only compare before and after. */
export function liveTeamMask(state: EzState): number {
  let mask = 0;
  for (const t of state.teams) if (!t.out) mask |= 1 << t.team;
  return mask;
}

/** The teams of a mask, ascending. */
export function teamsOfMask(mask: number): number[] {
  const out: number[] = [];
  for (let team = 0; mask >> team !== 0; team++) if (mask & (1 << team)) out.push(team);
  return out;
}

export function isLive(state: EzState, seat: Seat): boolean {
  const p = playerOf(state, seat);
  return !state.teams[p.team]!.out;
}

/** The first seat still playing from `from` round the table, or `fallback` when none is. */
export function firstLiveSeatFrom(state: EzState, from: Seat, fallback: Seat): Seat {
  const n = state.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (isLive(state, seat)) return seat;
  }
  return fallback;
}

export function liveSeatCount(state: EzState): number {
  let count = 0;
  for (const p of state.players) if (!state.teams[p.team]!.out) count++;
  return count;
}

/** Seats still playing, starting from `from` and going round the table. */
export function liveSeatsFrom(state: EzState, from: Seat): Seat[] {
  const n = state.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (isLive(state, seat)) out.push(seat);
  }
  return out;
}

/** The seats that share one resource limit with `seat`: itself, or both merged allies in 1v1v1. */
export function limitGroup(state: EzState, seat: Seat): Seat[] {
  if (state.config.format !== '1v1v1') return [seat];
  for (const side of state.stage.sides) if (side.includes(seat)) return side;
  return [seat];
}

/** Resources a card takes while active or in play: its printed cost unless an ability says otherwise. */
export function costOf(rules: EzRules, state: EzState, card: number): number {
  return rules.hooks.resourceCost ? rules.hooks.resourceCost(state, card) : defOf(rules, state, card).cost;
}

export function resourcesOf(rules: EzRules, state: EzState, seat: Seat): number {
  const p = playerOf(state, seat);
  let sum = 0;
  for (const card of p.active) sum += costOf(rules, state, card);
  for (const card of p.supports) sum += costOf(rules, state, card);
  return sum;
}

/** Resources used by the seat's limit group (the seat alone, or merged allies). */
export function groupResources(rules: EzRules, state: EzState, seat: Seat): number {
  if (state.config.format !== '1v1v1') return resourcesOf(rules, state, seat);
  let sum = 0;
  for (const s of limitGroup(state, seat)) sum += resourcesOf(rules, state, s);
  return sum;
}

/** "Leaders may be marshalled and activated in any Location"; others only where their card says. */
export function canFightHere(rules: EzRules, state: EzState, card: number): boolean {
  return fightsAt(defOf(rules, state, card), currentLocation(rules, state));
}

/** `canFightHere` for a card already looked up, at a location already looked up. */
export function fightsAt(def: ForcesCardDef, loc: LocationDef | null): boolean {
  if (def.type === 'leader') return true;
  return def.type === 'unit' && loc !== null && def.terrains.includes(loc.terrain);
}

export function isUnit(rules: EzRules, state: EzState, card: number): boolean {
  return defOf(rules, state, card).type !== 'support';
}

/** Draws one card; an empty deck is first rebuilt from the shuffled Retreated pile. False when both are empty. */
export function drawOne(state: EzState, seat: Seat): boolean {
  const p = playerOf(state, seat);
  if (p.deck.length === 0) {
    if (p.retreated.length === 0) return false;
    // "Whenever your Forces deck runs out, shuffle the cards in your Retreated pile and form a new deck."
    p.deck = shuffleInPlace(state.rng, p.retreated.splice(0));
    if (keepsLog(state)) say(state, `${seatName(seat)} shuffles the Retreated pile into a new Forces deck.`, seat);
  }
  p.hand.push(p.deck.shift() as number);
  return true;
}

export function drawUpTo(state: EzState, seat: Seat, size: number): void {
  const p = playerOf(state, seat);
  while (p.hand.length < size) {
    if (!drawOne(state, seat)) return;
  }
}

/** Where a card lies on the battlefield of its controller, if anywhere. */
export function battlefieldSeat(state: EzState, card: number): Seat | null {
  for (const p of state.players) {
    if (p.active.includes(card) || p.inactive.includes(card) || p.marshalled.includes(card)) return p.seat;
    if (p.supports.includes(card)) return p.seat;
  }
  return null;
}
