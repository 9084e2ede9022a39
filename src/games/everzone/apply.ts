/**
 * Applying an action: clone, then step in place. `step` trusts that the action is
 * legal (`tryApply` passes only listed or parsed legal actions).
 */
import type { Seat } from '../../engine';
import { activate, commitMarshal, commitReveal, commitTarget, keepHand, mulligan } from './battle';
import { declare, discardSupport, pass } from './declare';
import type { EzRules } from './rules-context';
import { finishLocationDeck } from './setup';
import { settleIfOver } from './clash';
import { cloneState } from './copy';
import { keepsLog, liveTeamMask, playerOf, removeFrom, say, seatName } from './state';
import { fightOn, retreatDiscard, surrender } from './turn-end';
import type { EzAction, EzState } from './types';

export function apply(rules: EzRules, state: EzState, seat: Seat, action: EzAction): EzState {
  const next = cloneState(state);
  step(rules, next, seat, action);
  return next;
}

export function step(rules: EzRules, state: EzState, seat: Seat, action: EzAction): void {
  const liveBefore = liveTeamMask(state);
  dispatch(rules, state, seat, action);
  // Abilities may deal CP damage at any point (a duel at the clash's start, an effect): a
  // team they knock out ends the game as soon as the action is done.
  if (state.phase !== 'over') settleIfOver(state, liveBefore);
}

function dispatch(rules: EzRules, state: EzState, seat: Seat, action: EzAction): void {
  switch (action.type) {
    case 'pick-location':
      pickLocation(rules, state, seat, action.location);
      return;
    case 'keep-hand':
      keepHand(state, seat);
      return;
    case 'mulligan':
      mulligan(state, seat);
      return;
    case 'marshal':
      commitMarshal(rules, state, seat, action.cards);
      return;
    case 'target':
      commitTarget(rules, state, seat, action.seat);
      return;
    case 'reveal':
      commitReveal(rules, state, seat, action.cards);
      return;
    case 'activate':
      activate(rules, state, seat, action.cards);
      return;
    case 'play-support':
    case 'use-skill':
      declare(rules, state, seat, action);
      return;
    case 'discard-support':
      discardSupport(rules, state, seat, action.card);
      return;
    case 'pass':
      pass(rules, state, seat);
      return;
    case 'surrender':
      surrender(rules, state, seat);
      return;
    case 'fight-on':
      fightOn(rules, state, seat);
      return;
    case 'retreat-discard':
      retreatDiscard(rules, state, seat, action.cards);
      return;
  }
}

/** "Each team then selects 3 cards of their choice from the Location pool (one at a time keeping them hidden)." */
function pickLocation(rules: EzRules, state: EzState, seat: Seat, location: string): void {
  removeFrom(state.stage.pool, location);
  state.locationDeck.push(location);
  const team = playerOf(state, seat).team;
  state.stage.picksLeft[team] = (state.stage.picksLeft[team] ?? 1) - 1;
  if (keepsLog(state)) say(state, `${seatName(seat)} adds a location to the deck.`, seat);
  state.stage.queue.shift();
  const next = state.stage.queue[0];
  if (next !== undefined && state.stage.pool.length > 0) {
    state.current = next;
    return;
  }
  finishLocationDeck(rules, state);
}
