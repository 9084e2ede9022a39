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
  firstLiveSeatFrom,
  liveSeatCount,
  liveTeamMask,
  playerOf,
  removeFrom,
  say,
  seatName,
  turnLimit,
} from './state';
import type { Declaration, EzAction, EzState, ForcesCardDef } from './types';

export function openDeclare(_rules: EzRules, state: EzState): void {
  state.phase = 'declare';
  state.passes = 0;
  state.stage.queue = [];
  state.current = firstLiveSeatFrom(state, state.stage.first, 0);
}

function nextSeat(state: EzState, seat: Seat): Seat {
  return firstLiveSeatFrom(state, (seat + 1) % state.players.length, seat);
}

/**
 * "players may play one Support card per turn … If by the last turn of a battle, a player
 * has played less support cards than there are turns … The maximum is always equal to the
 * number of turns": by battle turn t (from 1), at most t supports in this battle.
 */
export function supportAllowance(state: EzState, seat: Seat): number {
  return state.battleTurn + 1 - playerOf(state, seat).supportsPlayed;
}

/**
 * The cards `seat` may play from hand as supports now (before their effects' own
 * conditions), in hand order: supports allowed at this location, within this turn's
 * allowance and the resource limit, when the abilities let the seat play supports.
 */
export function playableSupports(rules: EzRules, state: EzState, seat: Seat): number[] {
  const p = playerOf(state, seat);
  const loc = currentLocation(rules, state);
  const out: number[] = [];
  if (!loc || supportAllowance(state, seat) <= 0) return out;
  const defs = rules.defsOf(state.cards);
  let free: number | null = null;
  for (const card of p.hand) {
    const def = defs[card] as ForcesCardDef;
    if (def.type !== 'support' || !def.terrains.includes(loc.terrain)) continue;
    // "If a support card would put a player above the resource limit, then it may not be played."
    free ??= (turnLimit(rules, state) ?? 0) - groupResources(rules, state, seat);
    if (costOf(rules, state, card) > free) continue;
    out.push(card);
  }
  return out.length > 0 && rules.hooks.canPlaySupports(state, seat) ? out : [];
}

/** The abilities' declarable actions that the rules allow now. */
export function declarations(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  const playable = playableSupports(rules, state, seat);
  const out: EzAction[] = [];
  for (const a of rules.hooks.declarable(state, seat, playable)) {
    if (
      a.type === 'play-support'
        ? playable.includes(a.card)
        : a.type === 'use-skill' && isController(state, a.card, seat)
    ) {
      out.push(a);
    }
  }
  return out;
}

function isController(state: EzState, card: number, seat: Seat): boolean {
  return state.cards[card]?.controller === seat;
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
    if (keepsLog(state)) say(state, `${seatName(seat)} plays ${name}${chosen}.`, seat);
  } else {
    if (keepsLog(state)) say(state, `${seatName(seat)} declares the skill of ${name}${chosen}.`, seat);
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
  if (keepsLog(state)) say(state, `${seatName(seat)} retreats ${defOf(rules, state, card).name}.`, seat);
}

export function pass(rules: EzRules, state: EzState, seat: Seat): void {
  state.passes++;
  if (state.passes < liveSeatCount(state)) {
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
  const liveBefore = liveTeamMask(state);
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
