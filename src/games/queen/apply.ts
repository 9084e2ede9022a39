/**
 * Applying an action: clone, then step in place. `step` trusts that the action is
 * legal (the engine's `tryApply` only ever passes its own legal actions), but it
 * still refuses an action of the wrong kind for the phase, with a plain message.
 */
import type { Seat } from '../../engine';
import { findAbility } from './content';
import { answerPrompt, startEffect } from './effects';
import { PUBLIC, cloneState, defOf, removeFrom, seatName, seatOf, type QueenState, keepsLog } from './state';
import { drawToEndTurn } from './turn';
import type { QueenAction } from './types';

export function apply(state: QueenState, seat: Seat, action: QueenAction): QueenState {
  const next = cloneState(state);
  step(next, seat, action);
  return next;
}

/** Changes `state` in place: for callers that own the state (a clone, a search tree's scratch copy). */
export function step(state: QueenState, seat: Seat, action: QueenAction): void {
  // Search states keep no log: then no log text is made either.
  const name = keepsLog(state) ? seatName(state, seat) : '';
  switch (action.type) {
    case 'choose-order': {
      state.direction = action.direction;
      state.phase = 'turn';
      if (keepsLog(state)) state.log.push({ seat, text: `${name} chooses ${action.direction} turn order.` });
      return;
    }
    case 'play-weapon': {
      removeFrom(seatOf(state, seat).hand, action.card);
      seatOf(state, seat).table.push(action.card);
      state.known[action.card] = PUBLIC;
      if (keepsLog(state))
        state.log.push({ seat, text: `${name} puts ${defOf(state, action.card).name} on the table.` });
      return;
    }
    case 'play-points': {
      const def = defOf(state, action.card);
      removeFrom(seatOf(state, seat).hand, action.card);
      state.pool.push(action.card);
      state.known[action.card] = PUBLIC;
      state.points += def.points ?? 0;
      if (keepsLog(state)) state.log.push({ seat, text: `${name} plays ${def.name}: ${state.points} ability points.` });
      return;
    }
    case 'play-action': {
      const def = defOf(state, action.card);
      if (!def.effect) throw new Error(`${def.name} has no effect to play.`);
      removeFrom(seatOf(state, seat).hand, action.card);
      // "Cards played this way are placed in a Discard Pile."
      state.discard.push(action.card);
      state.known[action.card] = PUBLIC;
      startEffect(state, seat, def.effect, false, name && `${name} plays ${def.name}`);
      return;
    }
    case 'use-ability': {
      const ability = findAbility(action.ability);
      if (!ability) throw new Error(`Unknown ability "${action.ability}".`);
      state.points -= ability.cost;
      const cause = name && `${name} uses ${ability.name} (${ability.cost} ability points)`;
      startEffect(state, seat, ability.effect, true, cause);
      return;
    }
    case 'draw':
      drawToEndTurn(state);
      return;
    case 'choose-seat':
      answerPrompt(state, action.seat);
      return;
    case 'choose-card':
      answerPrompt(state, action.card);
      return;
    case 'choose-position':
      answerPrompt(state, action.position);
      return;
  }
}
