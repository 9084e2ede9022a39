/**
 * One battle, phase by phase: draw and mulligan, marshal, (1v1v1) targets, then
 * battle turns of reveal, activation, declarations and clash, surrender, and the
 * retreat. Each function moves the state to the next point where a seat decides.
 */
import type { Seat } from '../../engine';
import { plural } from '../../engine';
import { continueClash } from './clash';
import { openDeclare } from './declare';
import type { EzRules } from './rules-context';
import { formSides } from './sides';
import {
  HAND_SIZE,
  costOf,
  currentLocation,
  defOf,
  drawUpTo,
  fightsAt,
  firstLiveSeatFrom,
  groupResources,
  isLive,
  isUnit,
  keepsLog,
  liveSeatsFrom,
  playerOf,
  removeFrom,
  say,
  seatName,
  sortAscending,
  turnLimit,
} from './state';
import type { EzState, ForcesCardDef } from './types';

// ---------------------------------------------------------------- draw phase

export function startBattle(rules: EzRules, state: EzState): void {
  const n = state.players.length;
  // The seat that opens sequential choices moves one seat on with every location.
  state.stage.first = firstLiveSeatFrom(state, state.locationsPlayed % n, 0);
  const seats = liveSeatsFrom(state, state.stage.first);
  // "Each player draws cards from their deck until they have 10 cards in their hand."
  for (const seat of seats) {
    drawUpTo(state, seat, HAND_SIZE);
    const p = playerOf(state, seat);
    p.kept = false;
    p.mulliganTo = Math.max(0, p.hand.length - 1);
    p.supportsPlayed = 0;
  }
  // "Reveal the top card of the Location deck."
  state.location = state.locationDeck.shift() ?? null;
  state.locationsPlayed++;
  state.battleTurn = 0;
  state.pile = [];
  state.passes = 0;
  const loc = currentLocation(rules, state);
  if (keepsLog(state))
    say(state, `Battle ${state.locationsPlayed}: ${loc?.name ?? '?'} (${loc?.resources.length ?? 0} turns).`);
  state.phase = 'mulligan';
  state.stage.waiting = seats;
}

/** "Each player may choose to either keep their hand or discard their entire hand and then draw back up to one less card." */
export function mulligan(state: EzState, seat: Seat): void {
  const p = playerOf(state, seat);
  const count = p.hand.length;
  p.retreated.push(...p.hand.splice(0));
  drawUpTo(state, seat, count - 1);
  p.mulliganTo = Math.max(0, p.hand.length - 1);
  if (keepsLog(state)) say(state, `${seatName(seat)} discards the hand of ${count} and draws ${p.hand.length}.`, seat);
}

export function keepHand(state: EzState, seat: Seat): void {
  const p = playerOf(state, seat);
  p.kept = true;
  removeFrom(state.stage.waiting, seat);
  if (keepsLog(state)) say(state, `${seatName(seat)} keeps a hand of ${p.hand.length}.`, seat);
  if (state.stage.waiting.length > 0) return;
  // "If the Unit Leader has not been killed, place it in your hand."
  for (const s of liveSeatsFrom(state, state.stage.first)) {
    const player = playerOf(state, s);
    if (player.leaderState === 'aside') {
      player.hand.push(player.leader);
      player.leaderState = 'hand';
    }
  }
  state.phase = 'marshal';
  state.stage.waiting = liveSeatsFrom(state, state.stage.first);
}

// ---------------------------------------------------------------- marshal and targets

/** Face-down choices stay pending (hidden) until every seat has committed, then happen together. */
export function commitMarshal(rules: EzRules, state: EzState, seat: Seat, cards: number[]): void {
  playerOf(state, seat).pending = cards.slice();
  removeFrom(state.stage.waiting, seat);
  if (keepsLog(state)) say(state, `${seatName(seat)} has marshalled.`, seat);
  if (state.stage.waiting.length > 0) return;
  for (const s of liveSeatsFrom(state, state.stage.first)) {
    const p = playerOf(state, s);
    for (const card of p.pending ?? []) {
      removeFrom(p.hand, card);
      p.marshalled.push(card);
    }
    if (keepsLog(state)) say(state, `${seatName(s)} places ${plural(p.marshalled.length, 'card')} face down.`, s);
    p.pending = null;
  }
  const live = liveSeatsFrom(state, 0);
  if (state.config.format === '1v1v1' && live.length === 3) {
    // "Before the combat phase, each player chooses one of the 3 tokens to place face down."
    state.phase = 'target';
    for (const s of live) playerOf(state, s).target = null;
    state.stage.waiting = live;
    return;
  }
  formSides(state);
  startTurn(rules, state);
}

export function commitTarget(rules: EzRules, state: EzState, seat: Seat, target: Seat): void {
  playerOf(state, seat).target = target;
  removeFrom(state.stage.waiting, seat);
  if (keepsLog(state)) say(state, `${seatName(seat)} places a target token face down.`, seat);
  if (state.stage.waiting.length > 0) return;
  // "The tokens are simultaneously revealed."
  for (const s of liveSeatsFrom(state, 0)) {
    if (keepsLog(state)) say(state, `${seatName(s)} attacks ${seatName(playerOf(state, s).target ?? s)}.`, s);
  }
  formSides(state);
  startTurn(rules, state);
}

// ---------------------------------------------------------------- battle turn: reveal

export function startTurn(rules: EzRules, state: EzState): void {
  state.phase = 'reveal';
  state.stage.waiting = liveSeatsFrom(state, state.stage.first).filter((s) =>
    playerOf(state, s).marshalled.some((c) => isUnit(rules, state, c)),
  );
  if (keepsLog(state))
    say(state, `Battle turn ${state.battleTurn + 1}: up to ${turnLimit(rules, state) ?? 0} resources per player.`);
  if (state.stage.waiting.length === 0) startActivation(rules, state);
}

export function commitReveal(rules: EzRules, state: EzState, seat: Seat, cards: number[]): void {
  playerOf(state, seat).pending = cards.slice();
  removeFrom(state.stage.waiting, seat);
  if (state.stage.waiting.length > 0) return;
  // "Then, all players simultaneously reveal the chosen Unit cards."
  for (const s of liveSeatsFrom(state, state.stage.first)) {
    const p = playerOf(state, s);
    const shown = p.pending ?? [];
    for (const card of shown) {
      removeFrom(p.marshalled, card);
      p.inactive.push(card);
      if (card === p.leader) p.leaderState = 'in-battle';
    }
    p.pending = null;
    if (shown.length > 0) {
      if (keepsLog(state))
        say(state, `${seatName(s)} reveals ${shown.map((c) => defOf(rules, state, c).name).join(', ')}.`, s);
    }
  }
  startActivation(rules, state);
}

// ---------------------------------------------------------------- activation

/** Units the seat may have active now: face up and allowed at this location. */
export function activatable(rules: EzRules, state: EzState, seat: Seat): number[] {
  const p = playerOf(state, seat);
  const defs = rules.defsOf(state.cards);
  const loc = currentLocation(rules, state);
  const out: number[] = [];
  for (const card of p.active) if (fightsAt(defs[card] as ForcesCardDef, loc)) out.push(card);
  for (const card of p.inactive) if (fightsAt(defs[card] as ForcesCardDef, loc)) out.push(card);
  return sortAscending(out);
}

/** Resources the seat's group has for active units, its supports (and partners' cards) already counted. */
export function activationBudget(rules: EzRules, state: EzState, seat: Seat): number {
  const limit = turnLimit(rules, state) ?? 0;
  const p = playerOf(state, seat);
  const own = p.active.reduce((sum, c) => sum + costOf(rules, state, c), 0);
  return limit - (groupResources(rules, state, seat) - own);
}

/** Forced activation: deactivated units that fit the resources left. */
export function forcedCandidates(rules: EzRules, state: EzState, seat: Seat): number[] {
  const free = (turnLimit(rules, state) ?? 0) - groupResources(rules, state, seat);
  const defs = rules.defsOf(state.cards);
  const loc = currentLocation(rules, state);
  const out: number[] = [];
  for (const card of playerOf(state, seat).inactive) {
    if (fightsAt(defs[card] as ForcesCardDef, loc) && costOf(rules, state, card) <= free) out.push(card);
  }
  return sortAscending(out);
}

export function startActivation(rules: EzRules, state: EzState): void {
  const limit = turnLimit(rules, state) ?? 0;
  for (const seat of liveSeatsFrom(state, state.stage.first)) {
    const p = playerOf(state, seat);
    // A lower limit than the supports in play take: the latest supports go to the Retreated pile.
    while (p.supports.length > 0 && groupResources(rules, state, seat) - activeCost(rules, state, seat) > limit) {
      const support = p.supports.pop() as number;
      p.retreated.push(support);
      if (keepsLog(state))
        say(state, `${seatName(seat)} retreats ${defOf(rules, state, support).name}: over the resource limit.`, seat);
    }
  }
  state.phase = 'activate';
  state.stage.activation = 'turn';
  state.stage.queue = liveSeatsFrom(state, state.stage.first).filter((s) => {
    const p = playerOf(state, s);
    return p.active.length + p.inactive.length > 0;
  });
  nextActivation(rules, state);
}

function activeCost(rules: EzRules, state: EzState, seat: Seat): number {
  return playerOf(state, seat).active.reduce((sum, c) => sum + costOf(rules, state, c), 0);
}

/** The next seat to choose, or what follows activation when all have chosen. */
export function nextActivation(rules: EzRules, state: EzState): void {
  const next = state.stage.queue[0];
  if (next !== undefined) {
    state.current = next;
    return;
  }
  if (state.stage.activation === 'forced') {
    state.stage.activation = 'turn';
    if (state.stage.clash !== null) {
      continueClash(rules, state);
      return;
    }
  }
  openDeclare(rules, state);
}

/**
 * Sets the seat's active units. In the activation step `cards` is the whole active
 * set; in a forced activation, the units added to it.
 */
export function activate(rules: EzRules, state: EzState, seat: Seat, cards: number[]): void {
  const p = playerOf(state, seat);
  const before = p.active;
  const forced = state.stage.activation === 'forced';
  const active: number[] = [];
  const inactive: number[] = [];
  // A forced activation keeps every unit already active.
  for (const card of before) (forced || cards.includes(card) ? active : inactive).push(card);
  // Those already active come first: the rest of `active` is what this activation adds.
  const kept = active.length;
  for (const card of p.inactive) (cards.includes(card) ? active : inactive).push(card);
  p.active = active;
  p.inactive = inactive;
  if (keepsLog(state)) {
    const names = active.map((c) => defOf(rules, state, c).name);
    say(state, `${seatName(seat)} has active: ${names.length > 0 ? names.join(', ') : 'nothing'}.`, seat);
  }
  removeFrom(state.stage.queue, seat);
  // An activation skill may destroy or deactivate units (Jehrah): walk a copy, skip what left.
  if (active.length > kept) {
    for (const card of active.slice(kept)) {
      if (p.active.includes(card)) rules.hooks.onEvent(state, { type: 'activated', card });
    }
  }
  nextActivation(rules, state);
}

/**
 * "If this happens, and the player has any face-up deactivated units, he must activate
 * any of these units as allowed by the resource limit." Starts a forced activation for
 * the seats that lost active units, if any can add one; returns whether it did.
 */
export function forceActivations(rules: EzRules, state: EzState, losers: Seat[]): boolean {
  const queue = liveSeatsFrom(state, state.stage.first).filter(
    (s) => losers.includes(s) && forcedCandidates(rules, state, s).length > 0,
  );
  if (queue.length === 0) return false;
  state.phase = 'activate';
  state.stage.activation = 'forced';
  state.stage.queue = queue;
  state.current = queue[0] as Seat;
  return true;
}

/** Seats whose active units are fewer than in `before` (a snapshot of every seat's active list). */
export function seatsThatLost(state: EzState, before: number[][]): Seat[] {
  return state.players
    .filter((p) => isLive(state, p.seat) && (before[p.seat] ?? []).some((c) => !p.active.includes(c)))
    .map((p) => p.seat);
}

export function activeSnapshot(state: EzState): number[][] {
  return state.players.map((p) => p.active.slice());
}
