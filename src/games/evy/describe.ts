/** Plain sentences for actions, for the log, menus and hints ("Evy steps east"). */
import { cellOf, directionBetween } from './geometry';
import { adventure, cardDef, evyMap, monsterAt, type EvyState } from './state';
import type { EvyAction, Hex } from './types';
import { directionWord, monsterLabel } from './words';

function directionTo(state: EvyState, to: Hex): string {
  const geo = evyMap(state);
  const d = directionBetween(geo, state.evy, cellOf(geo, to));
  return d < 0 ? `to ${to.q},${to.r}` : directionWord(d);
}

function monsterName(state: EvyState, h: Hex): string {
  const cell = cellOf(evyMap(state), h);
  const m = cell < 0 ? undefined : monsterAt(state, state.map, cell);
  return m ? monsterLabel(state, m.id) : `the monster at ${h.q},${h.r}`;
}

export function describe(action: EvyAction, state: EvyState): string {
  switch (action.type) {
    case 'roll':
      // Evy's room: one monster action, no dice.
      return adventure(state).tutorial === 'evys-room'
        ? 'Let the monsters take their turn'
        : 'Roll the dice for the monsters';
    case 'step':
      return `Evy steps ${directionTo(state, action.to)}`;
    case 'move-card': {
      const name = cardDef(state, action.card).name;
      return action.target
        ? `Evy stomps ${monsterName(state, action.target)} with the ${name}`
        : `Evy uses the ${name} to go ${directionWord(action.direction)}`;
    }
    case 'attack':
      return `Evy attacks ${monsterName(state, action.target)}`;
    case 'weapon': {
      const names = action.targets.map((h) => monsterName(state, h));
      return `Evy attacks ${names.join(', ')} with the ${cardDef(state, action.card).name}`;
    }
    case 'skill': {
      const name = cardDef(state, action.card).name;
      if (action.monster) {
        const targets = (action.targets ?? []).map((h) => monsterName(state, h)).join(', ');
        return `Evy uses ${name} on ${monsterName(state, action.monster)}, which attacks ${targets}`;
      }
      if (action.tracker !== undefined)
        return `Evy uses the ${name} as a use of the ${cardDef(state, action.tracker).name}`;
      if (cardDef(state, action.card).id === 'ice-cube') return `Evy uses the ${name} as a health point`;
      return `Evy uses the ${name}`;
    }
    case 'flip':
      return `Turn over card ${action.number}`;
    case 'pass-card':
      return `Leave card ${action.number} face down`;
    case 'discard':
      return state.phase === 'hit'
        ? `Discard the ${cardDef(state, action.card).name} instead of losing an HP`
        : `Discard the ${cardDef(state, action.card).name}`;
    case 'take-hit':
      return 'Lose an HP';
    case 'choose-monster':
      return `${monsterName(state, action.monster)} moves first`;
    case 'choose-tile': {
      const id = state.monsterPhase?.choice?.kind === 'tile' ? state.monsterPhase.choice.monster : null;
      return `${id === null ? 'The monster' : monsterLabel(state, id)} moves to ${action.to.q},${action.to.r}`;
    }
    case 'end-turn':
      return 'End Evy’s turn';
    case 'keep':
      return action.card === null
        ? 'Keep no card'
        : `Keep the ${cardDef(state, action.card).name} for the next adventure`;
    case 'continue-elevator':
      return action.go ? 'Ride the elevator further up' : 'Get off at the top floor';
  }
}
