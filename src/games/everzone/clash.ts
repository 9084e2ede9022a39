/**
 * The clash: "each Army will get the opportunity to attack once". The army with the
 * higher range attacks first, ties attack simultaneously; an attack that matches or
 * exceeds the defence destroys the defending army and deals the difference in CP.
 */
import type { Seat } from '../../engine';
import { activeSnapshot, forceActivations, seatsThatLost } from './battle';
import { setController } from './instances';
import type { EzRules } from './rules-context';
import { activeUnits, armyOf, hasActiveUnits, liveSide, targetOf } from './sides';
import { defOf, keepsLog, liveTeamMask, playerOf, removeFrom, say, seatName, teamsOfMask } from './state';
import { endTurn } from './turn-end';
import type { EzState } from './types';

export function beginClash(rules: EzRules, state: EzState): void {
  state.phase = 'clash';
  rules.hooks.onEvent(state, { type: 'clash-start' });
  // "The Army that has the highest range attacks first. If there is a tie, both armies simultaneously attack."
  const groups: { range: number; sides: number[] }[] = [];
  for (let side = 0; side < state.stage.sides.length; side++) {
    if (liveSide(state, side).length === 0) continue;
    const range = armyOf(rules, state, side).range;
    const group = groups.find((g) => g.range === range);
    if (group) group.sides.push(side);
    else groups.push({ range, sides: [side] });
  }
  groups.sort((a, b) => b.range - a.range);
  state.stage.clash = groups.map((g) => g.sides);
  continueClash(rules, state, true);
}

/**
 * Runs the attacks left, stopping when a forced activation needs a choice or the game
 * ends. `first`: no attack has been made yet in this clash.
 */
export function continueClash(rules: EzRules, state: EzState, first = false): void {
  state.phase = 'clash';
  const groups = state.stage.clash ?? [];
  while (groups.length > 0) {
    const group = groups.shift() as number[];
    // "provided they still have Units left to attack with"
    const attackers = group.filter((i) => hasActiveUnits(state, i) && targetOf(state, i) !== null);
    if (attackers.length === 0) {
      first = false;
      continue;
    }
    // Losses from here on (skills of an army attacking first, then the attacks) bring the
    // forced activations after this group's attacks, before the next group strikes.
    const before = activeSnapshot(state);
    const liveBefore = liveTeamMask(state);
    if (first && attackers.length === 1) {
      for (const seat of liveSide(state, attackers[0] as number)) {
        rules.hooks.onEvent(state, { type: 'attacks-first', team: playerOf(state, seat).team });
      }
    }
    first = false;
    // Simultaneous attackers all strike with the values they had before any of them struck.
    const strikes = attackers.map((attacker) => {
      const defender = targetOf(state, attacker) as number;
      return { attacker, defender, attack: armyOf(rules, state, attacker), defence: armyOf(rules, state, defender) };
    });
    for (const { attacker, defender, attack, defence } of strikes) {
      resolveAttack(rules, state, attacker, defender, attack.attack, defence.defence);
    }
    if (settleIfOver(state, liveBefore)) return;
    if (forceActivations(rules, state, seatsThatLost(state, before))) return;
  }
  state.stage.clash = null;
  endTurn(rules, state);
}

function resolveAttack(
  rules: EzRules,
  state: EzState,
  attacker: number,
  defender: number,
  attack: number,
  defence: number,
): void {
  const log = keepsLog(state);
  if (attack < defence) {
    // "If the attacker's attack is lower than the defender's defence, the attack fails."
    if (log) say(state, `${sideName(state, attacker)}: attack ${attack} against defence ${defence}, the attack fails.`);
    return;
  }
  if (log) {
    const falls = `the army of ${sideName(state, defender)} falls`;
    if (keepsLog(state))
      say(state, `${sideName(state, attacker)}: attack ${attack} against defence ${defence}, ${falls}.`);
  }
  for (const card of activeUnits(state, defender)) {
    if (rules.hooks.canBeDestroyed(state, card, 'clash')) destroyUnit(rules, state, card);
  }
  damageSide(state, defender, attack - defence);
}

function sideName(state: EzState, side: number): string {
  return liveSide(state, side).map(seatName).join(' and ');
}

/** A unit to its owner's Fallen pile ("Cards in your Fallen pile are out of the game"). */
export function destroyUnit(rules: EzRules, state: EzState, card: number): void {
  const instance = state.cards[card];
  if (!instance) return;
  const controller = playerOf(state, instance.controller);
  const removed =
    removeFrom(controller.active, card) ||
    removeFrom(controller.inactive, card) ||
    removeFrom(controller.marshalled, card);
  if (!removed) return;
  const owner = playerOf(state, instance.owner);
  setController(state, card, instance.owner);
  owner.fallen.push(card);
  if (card === owner.leader) owner.leaderState = 'fallen';
  if (keepsLog(state)) say(state, `${defOf(rules, state, card).name} falls.`, instance.owner);
  rules.hooks.onEvent(state, { type: 'destroyed', card });
}

/** Damage to a side: its team's CP; merged allies each take the whole of it ("dealt to EACH player"). */
export function damageSide(state: EzState, side: number, amount: number): void {
  const seats = liveSide(state, side);
  for (let i = 0; i < seats.length; i++) {
    const team = playerOf(state, seats[i] as Seat).team;
    // Each team once, in the order of its first seat.
    if (!seats.slice(0, i).some((s) => playerOf(state, s).team === team)) damageTeam(state, team, amount);
  }
}

export function damageTeam(state: EzState, team: number, amount: number): void {
  const t = state.teams[team];
  if (!t || t.out || amount <= 0) return;
  t.cp = Math.max(0, t.cp - amount);
  if (keepsLog(state)) say(state, `${teamName(state, team)}: ${amount} CP lost (${t.cp} left).`);
  // "Once a player (or team) reaches 0 CP, they are out of the game."
  if (t.cp === 0) knockOut(state, team, 'no command points left');
}

export function knockOut(state: EzState, team: number, why: string): void {
  const t = state.teams[team];
  if (!t || t.out) return;
  t.out = true;
  if (keepsLog(state)) say(state, `${teamName(state, team)}: out of the game (${why}).`);
  // In 1v1v1 the others play on: the fallen player's cards leave the battlefield.
  for (const seat of t.seats) {
    const p = playerOf(state, seat);
    const field = [...p.active.splice(0), ...p.inactive.splice(0), ...p.marshalled.splice(0), ...p.supports.splice(0)];
    // The leader is set aside as at any retreat, never in a pile.
    if (removeFrom(field, p.leader) || removeFrom(p.hand, p.leader)) p.leaderState = 'aside';
    p.retreated.push(...field);
    removeFrom(state.stage.waiting, seat);
    removeFrom(state.stage.queue, seat);
  }
}

export function teamName(state: EzState, team: number): string {
  const seats = state.teams[team]?.seats ?? [];
  return seats.map((s: Seat) => seatName(s)).join(' and ');
}

/**
 * Ends the game when at most one team is left. When the last teams fall together,
 * they share the result (`liveBefore`: the teams in the game before that event, as
 * `liveTeamMask` gives them).
 */
export function settleIfOver(state: EzState, liveBefore: number): boolean {
  const live = liveTeamMask(state);
  // More than one bit set: the war goes on.
  if ((live & (live - 1)) !== 0) return false;
  finishGame(state, teamsOfMask(live !== 0 ? live : liveBefore));
  return true;
}

export function finishGame(state: EzState, winners: number[]): void {
  state.phase = 'over';
  state.stage.winners = winners.slice().sort((a, b) => a - b);
  state.stage.waiting = [];
  state.stage.queue = [];
  state.stage.clash = null;
  const names = winners.map((t) => teamName(state, t));
  say(
    state,
    winners.length === 1 ? `The war is won by ${names[0]}.` : `The war ends in a draw between ${names.join(', ')}.`,
  );
}
