/**
 * What abilities read of a game: who controls a unit, where it lies, its values now
 * (printed plus the unit modifiers), which units match a filter, and whether a unit
 * may be activated within the turn's resource limit. Limits and resources are the
 * rules' own helpers (`../state`), so abilities and rules never disagree on them.
 */
import type { Seat } from '../../../engine';
import type { EzRules } from '../rules-context';
import { sideOfSeat } from '../sides';
import { canFightHere, groupResources, isLive, costOf, turnLimit } from '../state';
import type { AbilityDef, EzState, ForcesCardDef, Modifier, PlayerState } from '../types';
import { abilityProfiles } from './profile';
import type { UnitFilter, Zone } from './vocabulary';

export type Stat = 'attack' | 'defence' | 'range';

/** Data of the modifiers abilities keep in `state.modifiers`. */
export type ModifierData =
  | { kind: 'unit-stat'; card: number; stat: Stat; amount: number }
  | { kind: 'control'; card: number; owner: Seat }
  | { kind: 'cost'; card: number; cost: number }
  | { kind: 'duelled'; card: number }
  | { kind: 'remarshal-at-turn-end'; card: number }
  | { kind: 'forbid-delayed'; card: number };

export function dataOf(m: Modifier): ModifierData {
  return m.data as unknown as ModifierData;
}

export const ZONES: readonly Zone[] = ['active', 'inactive', 'marshalled'];
const DEFAULT_ZONES: readonly Zone[] = ['active'];

export class World {
  private readonly profiles = abilityProfiles();

  constructor(readonly rules: EzRules) {}

  /** Does the card's ability have this trait (a flag of `profile.ts`)? */
  has(state: EzState, card: number, flag: number): boolean {
    return ((this.traits(state)[card] ?? 0) & flag) !== 0;
  }

  /** The traits (flags of `profile.ts`) of every card instance, by id: for loops over many cards. */
  traits(state: EzState): Uint8Array {
    return this.profiles(this.rules.defsOf(state.cards));
  }

  def(state: EzState, card: number): ForcesCardDef {
    const def = this.rules.defsOf(state.cards)[card];
    if (!def) throw new Error(`No card instance ${card} in this game.`);
    return def;
  }

  ability(state: EzState, card: number): AbilityDef | undefined {
    return this.def(state, card).ability;
  }

  player(state: EzState, seat: Seat): PlayerState {
    const p = state.players[seat];
    if (!p) throw new Error(`There is no seat ${seat} in this game.`);
    return p;
  }

  /** The seat and zone a unit lies in on the battlefield, if it does. */
  where(state: EzState, card: number): { seat: Seat; zone: Zone } | null {
    for (const p of state.players) {
      for (const zone of ZONES) if (p[zone].includes(card)) return { seat: p.seat, zone };
    }
    return null;
  }

  isActive(state: EzState, card: number): boolean {
    return this.where(state, card)?.zone === 'active';
  }

  supportInPlay(state: EzState, card: number): Seat | null {
    const p = state.players.find((pl) => pl.supports.includes(card));
    return p ? p.seat : null;
  }

  /** Seats in the same army as `seat` this battle (itself at least). */
  allies(state: EzState, seat: Seat): Seat[] {
    const side = sideOfSeat(state, seat);
    if (side >= 0) return state.stage.sides[side] ?? [seat];
    const team = this.player(state, seat).team;
    return state.players.filter((p) => p.team === team).map((p) => p.seat);
  }

  /** Seats of the opposing armies still in the game. */
  opponents(state: EzState, seat: Seat): Seat[] {
    const allies = this.allies(state, seat);
    return state.players.filter((p) => !allies.includes(p.seat) && isLive(state, p.seat)).map((p) => p.seat);
  }

  /** Is `other` one of `opponents(seat)`? (Without making the list.) */
  isOpponent(state: EzState, seat: Seat, other: Seat): boolean {
    if (!isLive(state, other)) return false;
    const side = sideOfSeat(state, seat);
    if (side >= 0) return !(state.stage.sides[side] as Seat[]).includes(other);
    return this.player(state, other).team !== this.player(state, seat).team;
  }

  /** Active units of `seat`'s opponents, one after another, until `test` says yes; whether it did. */
  someOpposingUnit(state: EzState, seat: Seat, test: (card: number) => boolean): boolean {
    for (const p of state.players) {
      if (!this.isOpponent(state, seat, p.seat)) continue;
      for (const card of p.active) if (this.def(state, card).type !== 'support' && test(card)) return true;
    }
    return false;
  }

  /** How many units `matching` would list for `seat`'s own side or its opponents (without listing them). */
  countMatching(state: EzState, seat: Seat, side: 'own' | 'opponent', filter: UnitFilter, self: number): number {
    let count = 0;
    for (const p of state.players) {
      if (side === 'own' ? p.seat !== seat : !this.isOpponent(state, seat, p.seat)) continue;
      for (const zone of filter.zones ?? DEFAULT_ZONES) {
        for (const card of p[zone]) {
          if (this.def(state, card).type !== 'support' && this.fits(state, card, filter, self)) count++;
        }
      }
    }
    return count;
  }

  /** A unit's value now: printed, plus the unit modifiers on it, never below 0. */
  stat(state: EzState, card: number, stat: Stat): number {
    let value = this.def(state, card)[stat] ?? 0;
    for (const m of state.modifiers) {
      const d = dataOf(m);
      if (d.kind === 'unit-stat' && d.card === card && d.stat === stat) value += d.amount;
    }
    return Math.max(0, value);
  }

  /** What the unit modifiers on a unit change one of its values by (`stat` minus printed). */
  statChange(state: EzState, card: number, stat: Stat): number {
    return this.stat(state, card, stat) - (this.def(state, card)[stat] ?? 0);
  }

  /** The defence a unit would have, unclamped: at 0 or less it is destroyed ("Cards clarifications — Ciel"). */
  rawDefence(state: EzState, card: number): number {
    let value = this.def(state, card).defence ?? 0;
    for (const m of state.modifiers) {
      const d = dataOf(m);
      if (d.kind === 'unit-stat' && d.card === card && d.stat === 'defence') value += d.amount;
    }
    return value;
  }

  /** Units (never supports) of the seats, in the zones. */
  units(state: EzState, seats: Seat[], zones: readonly Zone[]): number[] {
    const out: number[] = [];
    for (const seat of seats) {
      const p = this.player(state, seat);
      for (const zone of zones)
        for (const card of p[zone]) if (this.def(state, card).type !== 'support') out.push(card);
    }
    return out;
  }

  /** Units matching a filter, seen from `seat` (the one using the ability), `self` the ability's card. */
  matching(state: EzState, seat: Seat, filter: UnitFilter, self: number): number[] {
    const side = filter.side ?? 'any';
    const zones = filter.zones ?? DEFAULT_ZONES;
    const out: number[] = [];
    for (const p of state.players) {
      if (side === 'own' ? p.seat !== seat : side === 'opponent' && !this.isOpponent(state, seat, p.seat)) continue;
      for (const zone of zones) {
        for (const card of p[zone]) {
          if (this.def(state, card).type !== 'support' && this.fits(state, card, filter, self)) out.push(card);
        }
      }
    }
    return out;
  }

  fits(state: EzState, card: number, f: UnitFilter, self: number): boolean {
    const def = this.def(state, card);
    if (f.notSelf && card === self) return false;
    if (f.notLeader && def.type === 'leader') return false;
    if (f.card !== undefined && def.id !== f.card) return false;
    if (f.terrain !== undefined && !def.terrains.includes(f.terrain)) return false;
    if (f.maxCost !== undefined && def.cost > f.maxCost) return false;
    if (f.maxRange !== undefined && (def.range ?? 0) > f.maxRange) return false;
    if (f.minRange !== undefined && (def.range ?? 0) < f.minRange) return false;
    if (f.maxDefence !== undefined && this.stat(state, card, 'defence') > f.maxDefence) return false;
    if (f.maxAttack !== undefined && this.stat(state, card, 'attack') > f.maxAttack) return false;
    return true;
  }

  /** Free resources of the seat's limit group this turn (0 between battles). */
  freeResources(state: EzState, seat: Seat): number {
    const limit = turnLimit(this.rules, state);
    if (limit === null) return 0;
    return limit - groupResources(this.rules, state, seat);
  }

  /** Could this unit be activated now by `seat`: allowed here, and within the limit? */
  canActivate(state: EzState, seat: Seat, card: number, cost = costOf(this.rules, state, card)): boolean {
    return canFightHere(this.rules, state, card) && cost <= this.freeResources(state, seat);
  }
}
