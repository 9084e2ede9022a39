/**
 * The clash: "each Army will get the opportunity to attack once". The army with the
 * higher range attacks first, ties attack simultaneously; an attack that matches or
 * exceeds the defence destroys the defending army and deals the difference in CP.
 */
import type { Seat } from '../../engine';
import { activeSnapshot, forceActivations, seatsThatLost } from './battle';
import { setController } from './instances';
import type { EzRules } from './rules-context';
import { activeUnits, armyOf, liveSide, targetOf } from './sides';
import { defOf, liveTeams, playerOf, removeFrom, say, seatName } from './state';
import { endTurn } from './turn-end';
import type { EzState } from './types';

export function beginClash(rules: EzRules, state: EzState): void {
  state.phase = 'clash';
  rules.hooks.onEvent(state, { type: 'clash-start' });
  const sides = state.stage.sides.map((_, i) => i).filter((i) => liveSide(state, i).length > 0);
  const ranges = new Map(sides.map((i) => [i, armyOf(rules, state, i).range]));
  // "The Army that has the highest range attacks first. If there is a tie, both armies simultaneously attack."
  const order = [...new Set(sides.map((i) => ranges.get(i) as number))].sort((a, b) => b - a);
  state.stage.clash = order.map((r) => sides.filter((i) => ranges.get(i) === r));
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
    const attackers = group.filter((i) => activeUnits(state, i).length > 0 && targetOf(state, i) !== null);
    if (attackers.length === 0) {
      first = false;
      continue;
    }
    // Losses from here on (skills of an army attacking first, then the attacks) bring the
    // forced activations after this group's attacks, before the next group strikes.
    const before = activeSnapshot(state);
    const liveBefore = liveTeams(state);
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
  const names = (side: number) => liveSide(state, side).map(seatName).join(' and ');
  if (attack < defence) {
    // "If the attacker's attack is lower than the defender's defence, the attack fails."
    say(state, `${names(attacker)}: attack ${attack} against defence ${defence}, the attack fails.`);
    return;
  }
  say(state, `${names(attacker)}: attack ${attack} against defence ${defence}, the army of ${names(defender)} falls.`);
  for (const card of activeUnits(state, defender)) {
    if (rules.hooks.canBeDestroyed(state, card, 'clash')) destroyUnit(rules, state, card);
  }
  damageSide(state, defender, attack - defence);
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
  say(state, `${defOf(rules, state, card).name} falls.`, instance.owner);
  rules.hooks.onEvent(state, { type: 'destroyed', card });
}

/** Damage to a side: its team's CP; merged allies each take the whole of it ("dealt to EACH player"). */
export function damageSide(state: EzState, side: number, amount: number): void {
  const teams = [...new Set(liveSide(state, side).map((s) => playerOf(state, s).team))];
  for (const team of teams) damageTeam(state, team, amount);
}

export function damageTeam(state: EzState, team: number, amount: number): void {
  const t = state.teams[team];
  if (!t || t.out || amount <= 0) return;
  t.cp = Math.max(0, t.cp - amount);
  say(state, `${teamName(state, team)}: ${amount} CP lost (${t.cp} left).`);
  // "Once a player (or team) reaches 0 CP, they are out of the game."
  if (t.cp === 0) knockOut(state, team, 'no command points left');
}

export function knockOut(state: EzState, team: number, why: string): void {
  const t = state.teams[team];
  if (!t || t.out) return;
  t.out = true;
  say(state, `${teamName(state, team)}: out of the game (${why}).`);
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
 * they share the result (`liveBefore`: the teams in the game before that event).
 */
export function settleIfOver(state: EzState, liveBefore: number[]): boolean {
  const live = liveTeams(state);
  if (live.length > 1) return false;
  finishGame(state, live.length === 1 ? live : liveBefore);
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
