/**
 * Applying an action: clone, then step in place. `step` trusts that the action is
 * legal (the engine's `tryApply` only passes its own legal actions) but still
 * refuses one of the wrong kind, with a plain message.
 */
import type { Seat } from '../../engine';
import { valueOf } from './actions';
import { commit } from './round';
import { run, answer } from './run';
import { cloneState, type ManorState } from './state';
import type { ManorAction } from './types';

export function apply(state: ManorState, seat: Seat, action: ManorAction): ManorState {
  const next = cloneState(state);
  step(next, seat, action);
  return next;
}

/** Changes `state` in place: for callers that own the state (a clone, a search's scratch copy). */
export function step(state: ManorState, seat: Seat, action: ManorAction): void {
  if (action.type === 'select') {
    if (state.phase !== 'select') throw new Error('Action cards are chosen only at the start of a round.');
    commit(state, seat, action.card);
  } else {
    if (state.prompt?.seat !== seat) throw new Error('There is no question for this seat.');
    answer(state, valueOf(action));
  }
  run(state);
}
