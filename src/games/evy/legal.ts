/** Who acts (always Evy, seat 0, until the adventure is over) and the legal actions, in a fixed order. */
import type { Seat } from '../../engine';
import {
  ELEVATOR_STOP,
  ELEVATOR_UP,
  END_TURN,
  KEEP_NONE,
  ROLL,
  TAKE_HIT,
  cellAction,
  discardAction,
  flipAction,
  keepAction,
  passAction,
} from './actions';
import { movementCardActions, skillActions, walkable, weaponActions } from './cards';
import { handLimitChoices } from './evy-turn';
import { cardDef, evyMap, monsterAt, monsterById, type EvyState } from './state';
import type { EvyAction } from './types';

export function toAct(state: EvyState): Seat[] {
  return state.phase === 'over' ? [] : [0];
}

export function legalActions(state: EvyState, seat: Seat): EvyAction[] {
  if (seat !== 0 || state.phase === 'over') return [];
  switch (state.phase) {
    case 'monster':
      return [ROLL];
    case 'hit': {
      const out: EvyAction[] = [];
      for (const card of state.hand) out.push(discardAction(card));
      // With no HP left she must give up a card (with none, the attack already ended the adventure).
      if (state.hp > 0) out.push(TAKE_HIT);
      return out;
    }
    case 'monster-choice':
      return tieAnswers(state);
    case 'card': {
      const n = state.offers[0];
      return n === undefined ? [] : [flipAction(n), passAction(n)];
    }
    case 'hand-limit':
      return handLimitChoices(state).map(discardAction);
    case 'keep': {
      const out: EvyAction[] = [];
      for (const card of state.hand) out.push(keepAction(card));
      out.push(KEEP_NONE);
      return out;
    }
    case 'elevator-continue':
      return [ELEVATOR_UP, ELEVATOR_STOP];
    case 'evy':
      return evyPhaseActions(state);
  }
  return [];
}

/** A monster-phase tie: which monster moves first, or where it moves. */
function tieAnswers(state: EvyState): EvyAction[] {
  const choice = state.monsterPhase?.choice;
  if (!choice) return [];
  const geo = evyMap(state);
  const out: EvyAction[] = [];
  if (choice.kind === 'monster') {
    for (const id of choice.options) out.push(cellAction(geo, 'choose-monster', monsterById(state, id).cell));
  } else {
    for (const cell of choice.options) out.push(cellAction(geo, 'choose-tile', cell));
  }
  return out;
}

function evyPhaseActions(state: EvyState): EvyAction[] {
  const geo = evyMap(state);
  const out: EvyAction[] = [];
  const around = state.evy * 6;
  if (state.movesLeft > 0) {
    for (let d = 0; d < 6; d++) {
      const n = geo.next[around + d] as number;
      if (n >= 0 && walkable(state, geo, n)) out.push(cellAction(geo, 'step', n));
    }
    for (const card of state.hand) if (cardDef(state, card).kind === 'movement') movementCardActions(state, card, out);
  }
  if (state.attackLeft) {
    for (let d = 0; d < 6; d++) {
      const n = geo.next[around + d] as number;
      if (n >= 0 && monsterAt(state, state.map, n)) out.push(cellAction(geo, 'attack', n));
    }
    for (const card of state.hand) if (cardDef(state, card).kind === 'weapon') weaponActions(state, card, out);
  }
  // "Skill cards can be used at any time during Evy's phase … does not count as one of your actions."
  for (const card of state.hand) if (cardDef(state, card).kind === 'skill') skillActions(state, card, out);
  out.push(END_TURN);
  return out;
}
