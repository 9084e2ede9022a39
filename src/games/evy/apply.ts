/**
 * Applying an action: clone, then step in place. `step` trusts the action is legal
 * (`tryApply` only passes the engine's own legal actions) but refuses one of the
 * wrong kind for the phase, in words.
 */
import type { Seat } from '../../engine';
import { playMovementCard, playSkill, playWeapon } from './cards';
import {
  advanceObjective,
  continueElevator,
  discardForLimit,
  endTurn,
  enterCells,
  flipCard,
  hitMonster,
  keepCard,
  passCard,
} from './evy-turn';
import { answerHit, chooseMonster, chooseTile, roll } from './monsters';
import { describe } from './describe';
import { cellOf } from './geometry';
import { cloneState, evyMap, keepsLog, monsterAt, type EvyState } from './state';
import type { EvyAction, Hex } from './types';

export function apply(state: EvyState, seat: Seat, action: EvyAction): EvyState {
  const next = cloneState(state);
  step(next, seat, action);
  return next;
}

function cellAt(state: EvyState, h: Hex): number {
  const cell = cellOf(evyMap(state), h);
  if (cell < 0) throw new Error(`${h.q},${h.r} is not on this map.`);
  return cell;
}

/** Evy's own moves are logged as `describe` words them; the rest log what they cause. */
const LOGGED = new Set<EvyAction['type']>(['step', 'move-card', 'attack', 'weapon', 'skill', 'end-turn']);

/** Changes `state` in place: for callers that own it (a clone, a search copy). */
export function step(state: EvyState, _seat: Seat, action: EvyAction): void {
  // Every action but a roll or a flip can be taken back: nothing random or hidden came out.
  if (action.type !== 'roll' && action.type !== 'flip') state.undoable++;
  if (LOGGED.has(action.type) && keepsLog(state)) state.log.push({ seat: 0, text: `${describe(action, state)}.` });
  switch (action.type) {
    case 'roll':
      roll(state);
      return;
    case 'step':
      state.movesLeft--;
      enterCells(state, [cellAt(state, action.to)]);
      return;
    case 'move-card':
      playMovementCard(state, action);
      return;
    case 'attack': {
      const m = monsterAt(state, state.map, cellAt(state, action.target));
      if (!m) throw new Error('There is no monster there to attack.');
      state.attackLeft = false;
      hitMonster(state, m);
      advanceObjective(state);
      return;
    }
    case 'weapon':
      playWeapon(state, action);
      return;
    case 'skill':
      playSkill(state, action);
      return;
    case 'flip':
      flipCard(state, action.number);
      return;
    case 'pass-card':
      passCard(state, action.number);
      return;
    case 'discard':
      if (state.phase === 'hit') answerHit(state, action.card);
      else discardForLimit(state, action.card);
      return;
    case 'take-hit':
      answerHit(state, null);
      return;
    case 'choose-monster': {
      const m = monsterAt(state, state.map, cellAt(state, action.monster));
      if (!m) throw new Error('There is no monster there.');
      chooseMonster(state, m.id);
      return;
    }
    case 'choose-tile':
      chooseTile(state, cellAt(state, action.to));
      return;
    case 'end-turn':
      endTurn(state);
      return;
    case 'keep':
      keepCard(state, action.card);
      return;
    case 'continue-elevator':
      continueElevator(state, action.go);
      return;
  }
}
