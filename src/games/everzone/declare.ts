/**
 * Supports and skills: the declaration window of a battle turn, between activation and
 * the clash. Seats take turns to declare or pass; when every seat has passed in a row,
 * the pile resolves ("all effects are resolved first starting with the one that was
 * declared last, and then all skills follow in similar fashion") and the window opens
 * again, until all pass with an empty pile: then the clash.
 */
import type { Seat } from '../../engine';
import { activeSnapshot, forceActivations, seatsThatLost } from './battle';
import { beginClash, settleIfOver } from './clash';
import type { EzRules } from './rules-context';
import {
  costOf,
  currentLocation,
  defOf,
  groupResources,
  keepsLog,
  liveSeatsFrom,
  liveTeams,
  playerOf,
  removeFrom,
  say,
  seatName,
  turnLimit,
} from './state';
import type { Declaration, EzAction, EzState } from './types';

export function openDeclare(_rules: EzRules, state: EzState): void {
  state.phase = 'declare';
  state.passes = 0;
  state.stage.queue = [];
  state.current = liveSeatsFrom(state, state.stage.first)[0] ?? 0;
}

function nextSeat(state: EzState, seat: Seat): Seat {
  return liveSeatsFrom(state, (seat + 1) % state.players.length)[0] ?? seat;
}

/**
 * "players may play one Support card per turn … If by the last turn of a battle, a player
 * has played less support cards than there are turns … The maximum is always equal to the
 * number of turns": by battle turn t (from 1), at most t supports in this battle.
 */
export function supportAllowance(state: EzState, seat: Seat): number {
  return state.battleTurn + 1 - playerOf(state, seat).supportsPlayed;
}

/** May `seat` play this card from hand as a support now (before its effect's own conditions)? */
export function canPlaySupport(rules: EzRules, state: EzState, seat: Seat, card: number): boolean {
  const p = playerOf(state, seat);
  if (!p.hand.includes(card)) return false;
  const def = defOf(rules, state, card);
  const loc = currentLocation(rules, state);
  if (def.type !== 'support' || !loc || !def.terrains.includes(loc.terrain)) return false;
  if (supportAllowance(state, seat) <= 0) return false;
  // "If a support card would put a player above the resource limit, then it may not be played."
  if (groupResources(rules, state, seat) + costOf(rules, state, card) > (turnLimit(rules, state) ?? 0)) return false;
  return rules.hooks.canPlaySupports(state, seat);
}

/** The abilities' declarable actions that the rules allow now. */
export function declarations(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  return rules.hooks.declarable(state, seat).filter((a) => {
    if (a.type === 'play-support') return canPlaySupport(rules, state, seat, a.card);
    if (a.type === 'use-skill') return state.cards[a.card]?.controller === seat;
    return false;
  });
}

export function declare(rules: EzRules, state: EzState, seat: Seat, action: EzAction): void {
  if (action.type !== 'play-support' && action.type !== 'use-skill') return;
  const p = playerOf(state, seat);
  const name = defOf(rules, state, action.card).name;
  // What it chooses, in the abilities' words (the pile is public); search copies keep no log.
  const chosen = keepsLog(state) ? (rules.hooks.describeChoice?.(state, action.card, action.choice) ?? '') : '';
  if (action.type === 'play-support') {
    // "it is placed face up beside the activated unit cards, and is allowed to remain there until the end of the battle"
    removeFrom(p.hand, action.card);
    p.supports.push(action.card);
    p.supportsPlayed++;
    say(state, `${seatName(seat)} plays ${name}${chosen}.`, seat);
  } else {
    say(state, `${seatName(seat)} declares the skill of ${name}${chosen}.`, seat);
  }
  const declaration: Declaration = {
    seat,
    card: action.card,
    kind: action.type === 'play-support' ? 'effect' : 'skill',
    choice: action.choice,
  };
  state.pile.push(declaration);
  state.passes = 0;
  state.current = nextSeat(state, seat);
}

/** "A player may discard a support card they played at any time. Discarded support cards go to the Retreated pile." */
export function discardSupport(rules: EzRules, state: EzState, seat: Seat, card: number): void {
  const p = playerOf(state, seat);
  if (!removeFrom(p.supports, card)) return;
  p.retreated.push(card);
  say(state, `${seatName(seat)} retreats ${defOf(rules, state, card).name}.`, seat);
}

export function pass(rules: EzRules, state: EzState, seat: Seat): void {
  state.passes++;
  if (state.passes < liveSeatsFrom(state, 0).length) {
    state.current = nextSeat(state, seat);
    return;
  }
  if (state.pile.length === 0) {
    beginClash(rules, state);
    return;
  }
  resolvePile(rules, state);
}

/** Effects first, last declared first; then skills, last declared first. */
export function resolutionOrder(pile: readonly Declaration[]): Declaration[] {
  const effects = pile.filter((d) => d.kind === 'effect').reverse();
  const skills = pile.filter((d) => d.kind === 'skill').reverse();
  return [...effects, ...skills];
}

function resolvePile(rules: EzRules, state: EzState): void {
  const before = activeSnapshot(state);
  const liveBefore = liveTeams(state);
  const order = resolutionOrder(state.pile);
  state.pile = [];
  for (const declaration of order) {
    rules.hooks.resolve(state, declaration);
    if (state.phase === 'over') return;
  }
  if (settleIfOver(state, liveBefore)) return;
  openDeclare(rules, state);
  // Units lost to effects and skills: their owners must activate deactivated units that fit.
  forceActivations(rules, state, seatsThatLost(state, before));
}
