/** Readable text of an action in the state it is taken in, for menus, hints and logs. */
import { findAbility } from './content';
import { allyOf, defOf, seatName, type QueenState } from './state';
import type { QueenAction } from './types';
import { effectLabel, positionText } from './words';

export function describe(action: QueenAction, state: QueenState): string {
  switch (action.type) {
    case 'choose-order':
      return action.direction === 'clockwise'
        ? 'Play clockwise (seat order)'
        : 'Play counter-clockwise (reverse seat order)';
    case 'play-action': {
      const def = defOf(state, action.card);
      return def.effect ? `Play ${def.name} (${effectLabel(def.effect)})` : `Play ${def.name}`;
    }
    case 'play-points': {
      const def = defOf(state, action.card);
      return `Play ${def.name} (+${def.points ?? 0} ability ${def.points === 1 ? 'point' : 'points'})`;
    }
    case 'play-weapon':
      return `Put ${defOf(state, action.card).name} on the table`;
    case 'use-ability': {
      const ability = findAbility(action.ability);
      if (!ability) return `Use the unknown ability "${action.ability}"`;
      return `Use ${ability.name} (${ability.cost} ${ability.cost === 1 ? 'point' : 'points'}: ${effectLabel(ability.effect)})`;
    }
    case 'draw':
      return 'Draw the top card and end the turn';
    case 'choose-seat':
      return `Choose ${seatName(state, action.seat)}`;
    case 'choose-card':
      return describeCardChoice(action.card, state);
    case 'choose-position': {
      const verb = state.prompt?.purpose === 'move-demon' ? 'Move the Demon' : 'Put the Demon back';
      return `${verb} ${positionText(action.position, state.pile.length)}`;
    }
  }
}

function describeCardChoice(card: number, state: QueenState): string {
  const name = defOf(state, card).name;
  const prompt = state.prompt;
  switch (prompt?.purpose) {
    case 'give-card': {
      const ally = allyOf(state, prompt.actor);
      return `Give ${name} to ${ally === undefined ? 'your ally' : seatName(state, ally)}`;
    }
    case 'drain-discard':
      return `Discard ${name}`;
    case 'disarm-weapon':
      return `Discard ${seatName(state, prompt.target ?? 0)}'s ${name}`;
    case 'recover-weapon':
      return `Take ${name} back from the Discard Pile`;
    case 'defeat-demon': {
      const owner = state.seats.findIndex((s) => s.table.includes(card));
      const whose = owner >= 0 && owner !== prompt.actor ? ` (${seatName(state, owner)}'s)` : '';
      return `Defeat the Demon with ${name}${whose}`;
    }
    case 'pick-demon': {
      const at = state.pile.indexOf(card);
      return `Pick the Demon ${positionText(at, state.pile.length - 1)}`;
    }
    default:
      return `Choose ${name}`;
  }
}
