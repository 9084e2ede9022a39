/**
 * The armies of a battle. In 1v1, 2v2 and 3v3 each team forms one army ("all of a
 * team's activated Units form the team's single Army"). In 1v1v1 the target tokens
 * decide: three armies attacking round the table, or two allies merged against one.
 */
import type { Seat } from '../../engine';
import type { EzRules } from './rules-context';
import { costOf, defOf, isLive, liveSeatsFrom, playerOf } from './state';
import type { ArmyTotals, EzState } from './types';

export function formSides(state: EzState): void {
  const live = liveSeatsFrom(state, 0);
  if (state.config.format !== '1v1v1') {
    const sides = state.teams.filter((t) => !t.out).map((t) => t.seats.filter((s) => isLive(state, s)));
    setSides(state, sides, [1, 0]);
    return;
  }
  if (live.length < 3) {
    setSides(
      state,
      live.map((s) => [s]),
      [1, 0],
    );
    return;
  }
  const targetOf = (s: Seat): Seat => playerOf(state, s).target ?? s;
  // "If two players select the same target, the two armies that selected the same target merge."
  const lone = live.find((s) => live.filter((o) => o !== s && targetOf(o) === s).length === 2);
  if (lone !== undefined) {
    setSides(state, [live.filter((s) => s !== lone), [lone]], [1, 0]);
    return;
  }
  // "If all players select different targets, then play proceeds as usual."
  setSides(
    state,
    live.map((s) => [s]),
    live.map((s) => live.indexOf(targetOf(s))),
  );
}

function setSides(state: EzState, sides: Seat[][], targets: number[]): void {
  state.stage.sides = sides;
  state.stage.targets = targets.slice(0, sides.length);
  state.alliances = state.config.format === '1v1v1' ? sides.map((s) => s.slice()) : null;
}

/** Seats of a side still in the game. */
export function liveSide(state: EzState, side: number): Seat[] {
  return (state.stage.sides[side] ?? []).filter((s) => isLive(state, s));
}

/** Is a seat of the side still in the game? */
function sideIsLive(state: EzState, side: number): boolean {
  for (const seat of state.stage.sides[side] ?? []) if (isLive(state, seat)) return true;
  return false;
}

/** The side `side` attacks: its target, or, once that one is out, the other side still in. */
export function targetOf(state: EzState, side: number): number | null {
  const target = state.stage.targets[side];
  if (target !== undefined && target !== side && sideIsLive(state, target)) return target;
  for (let other = 0; other < state.stage.sides.length; other++) {
    if (other !== side && sideIsLive(state, other)) return other;
  }
  return null;
}

export function sideOfSeat(state: EzState, seat: Seat): number {
  const sides = state.stage.sides;
  for (let side = 0; side < sides.length; side++) if ((sides[side] as Seat[]).includes(seat)) return side;
  return -1;
}

export function activeUnits(state: EzState, side: number): number[] {
  return liveSide(state, side).flatMap((s) => playerOf(state, s).active);
}

/** Has the side an active unit (`activeUnits` is not empty)? */
export function hasActiveUnits(state: EzState, side: number): boolean {
  for (const seat of state.stage.sides[side] ?? []) {
    if (isLive(state, seat) && playerOf(state, seat).active.length > 0) return true;
  }
  return false;
}

/** Adds the printed values of the units ("adding each of these values of all their activated Units"). */
function addPrinted(rules: EzRules, state: EzState, cards: readonly number[], totals: ArmyTotals): void {
  for (const card of cards) {
    const def = defOf(rules, state, card);
    totals.attack += def.attack ?? 0;
    totals.defence += def.defence ?? 0;
    totals.range += def.range ?? 0;
    totals.resources += costOf(rules, state, card);
  }
}

/**
 * A side's army after abilities: each team in it asks the hooks for its own units'
 * totals (merged allies add theirs up).
 */
export function armyOf(rules: EzRules, state: EzState, side: number): ArmyTotals {
  const sum: ArmyTotals = { attack: 0, defence: 0, range: 0, resources: 0 };
  const seats = state.stage.sides[side] ?? [];
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i] as Seat;
    if (!isLive(state, seat)) continue;
    const team = playerOf(state, seat).team;
    if (teamSeenBefore(state, seats, i, team)) continue;
    const base: ArmyTotals = { attack: 0, defence: 0, range: 0, resources: 0 };
    for (let j = i; j < seats.length; j++) {
      const p = playerOf(state, seats[j] as Seat);
      if (p.team === team) addPrinted(rules, state, p.active, base);
    }
    const t = rules.hooks.armyTotals(state, team, base);
    sum.attack += t.attack;
    sum.defence += t.defence;
    sum.range += t.range;
    sum.resources += t.resources;
  }
  return sum;
}

/** Is `team` the team of one of the first `count` seats still in the game? */
function teamSeenBefore(state: EzState, seats: readonly Seat[], count: number, team: number): boolean {
  for (let i = 0; i < count; i++) {
    const seat = seats[i] as Seat;
    if (isLive(state, seat) && playerOf(state, seat).team === team) return true;
  }
  return false;
}
