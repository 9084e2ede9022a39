/**
 * The end of a battle turn (surrender), the retreat phase and the end of the game:
 * "The game ends on the last turn of the 9th Location card. The team with the most CP
 * at the end of the game wins."
 */
import type { Seat } from '../../engine';
import { startBattle, startTurn } from './battle';
import { damageTeam, finishGame, knockOut, settleIfOver, teamName } from './clash';
import { setController } from './instances';
import type { EzRules } from './rules-context';
import { sideOfSeat, targetOf } from './sides';
import {
  currentLocation,
  defOf,
  isLive,
  keepsLog,
  liveSeatsFrom,
  liveTeamMask,
  playerOf,
  removeFrom,
  say,
  seatName,
} from './state';
import type { EzState } from './types';

/** "If a side surrenders more than twice in the game, they lose immediately." */
export const SURRENDERS_ALLOWED = 2;

export function endTurn(rules: EzRules, state: EzState): void {
  rules.hooks.onEvent(state, { type: 'turn-end' });
  state.modifiers = state.modifiers.filter((m) => m.until !== 'turn');
  if (state.phase === 'over') return;
  const turns = currentLocation(rules, state)?.resources.length ?? 0;
  if (state.battleTurn + 1 >= turns) {
    endBattle(rules, state);
    return;
  }
  // "At the end of a battle turn, either side may choose to surrender." Each team decides
  // once, by its first seat still playing; a surrender after the last turn only costs CP, so
  // it is asked only when turns are left.
  state.phase = 'surrender';
  state.stage.queue = captains(state);
  state.current = state.stage.queue[0] as Seat;
}

function captains(state: EzState): Seat[] {
  const seen = new Set<number>();
  const out: Seat[] = [];
  for (const seat of liveSeatsFrom(state, state.stage.first)) {
    const team = playerOf(state, seat).team;
    if (!seen.has(team)) {
      seen.add(team);
      out.push(seat);
    }
  }
  return out;
}

export function fightOn(rules: EzRules, state: EzState, seat: Seat): void {
  removeFrom(state.stage.queue, seat);
  const next = state.stage.queue[0];
  if (next !== undefined) {
    state.current = next;
    return;
  }
  state.battleTurn++;
  startTurn(rules, state);
}

/**
 * "the surrendering side takes damage equal to half the unmodified attack value of the
 * opposing Army, rounded down" — the printed attack of the active units of the armies
 * attacking the side, before any ability changes it.
 */
export function surrenderDamage(rules: EzRules, state: EzState, seat: Seat): number {
  const side = sideOfSeat(state, seat);
  let attack = 0;
  for (let other = 0; other < state.stage.sides.length; other++) {
    if (other === side || targetOf(state, other) !== side) continue;
    for (const attacker of state.stage.sides[other] as Seat[]) {
      if (!isLive(state, attacker)) continue;
      for (const card of playerOf(state, attacker).active) attack += defOf(rules, state, card).attack ?? 0;
    }
  }
  return Math.floor(attack / 2);
}

export function surrender(rules: EzRules, state: EzState, seat: Seat): void {
  const team = playerOf(state, seat).team;
  const t = state.teams[team];
  if (!t) return;
  const damage = surrenderDamage(rules, state, seat);
  const liveBefore = liveTeamMask(state);
  t.surrenders++;
  if (keepsLog(state))
    say(state, `Surrender by ${teamName(state, team)} (surrender ${t.surrenders} of this war).`, seat);
  if (t.surrenders > SURRENDERS_ALLOWED) knockOut(state, team, 'a third surrender');
  else damageTeam(state, team, damage);
  if (settleIfOver(state, liveBefore)) return;
  // "move straight to the Retreat Phase"
  endBattle(rules, state);
}

/** The retreat phase's clean-up, then the end of the game or the optional discards. */
export function endBattle(rules: EzRules, state: EzState): void {
  rules.hooks.onEvent(state, { type: 'battle-end' });
  state.modifiers = state.modifiers.filter((m) => m.until === 'source-leaves');
  if (state.phase === 'over') return;
  for (const p of state.players) {
    // "If the leader card was not destroyed, set it aside."
    if (p.leaderState !== 'fallen') {
      removeFrom(p.hand, p.leader);
      removeFrom(p.active, p.leader);
      removeFrom(p.inactive, p.leader);
      removeFrom(p.marshalled, p.leader);
      p.leaderState = 'aside';
    }
    // "Each player takes all surviving cards from the battlefield into the Retreated pile, face up."
    for (const card of [...p.active, ...p.inactive, ...p.marshalled, ...p.supports]) {
      const owner = state.cards[card]?.owner ?? p.seat;
      setController(state, card, owner);
      playerOf(state, owner).retreated.push(card);
    }
    p.active = [];
    p.inactive = [];
    p.marshalled = [];
    p.supports = [];
    p.pending = null;
    p.target = null;
  }
  state.pile = [];
  state.stage.clash = null;
  state.stage.queue = [];
  if (state.locationDeck.length === 0) {
    endByCommandPoints(state);
    return;
  }
  // "Before the next battle begins, players may choose to discard any number of cards from their hand."
  state.phase = 'retreat';
  state.stage.waiting = liveSeatsFrom(state, state.stage.first).filter((s) => playerOf(state, s).hand.length > 0);
  if (state.stage.waiting.length === 0) startBattle(rules, state);
}

export function retreatDiscard(rules: EzRules, state: EzState, seat: Seat, cards: number[]): void {
  const p = playerOf(state, seat);
  for (const card of cards) if (removeFrom(p.hand, card)) p.retreated.push(card);
  if (cards.length > 0) say(state, `${seatName(seat)} discards ${cards.length} cards to the Retreated pile.`, seat);
  removeFrom(state.stage.waiting, seat);
  if (state.stage.waiting.length === 0) startBattle(rules, state);
}

/** "The team with the most CP at the end of the game wins"; equal CP at the top is a draw. */
export function endByCommandPoints(state: EzState): void {
  const live = state.teams.filter((t) => !t.out);
  const best = Math.max(...live.map((t) => t.cp));
  finishGame(
    state,
    live.filter((t) => t.cp === best).map((t) => t.team),
  );
}
