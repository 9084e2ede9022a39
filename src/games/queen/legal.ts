/** Who acts, and the legal actions of a state, in a deterministic order with readable keys. */
import type { Seat } from '../../engine';
import { defOf, isWeapon, livingAlly, seatOf, type QueenState } from './state';
import {
  currentAbilities,
  effectHasTarget,
  faceUpDemons,
  opponentsWithCards,
  opponentsWithWeapons,
  weaponsFor,
  weaponsInDiscard,
} from './targets';
import type { QueenAction } from './types';

export function toAct(state: QueenState): Seat[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'choose-order':
      return [0];
    case 'prompt':
      return state.prompt ? [state.prompt.seat] : [];
    case 'turn':
      return [state.current];
  }
}

export function legalActions(state: QueenState, seat: Seat): QueenAction[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === 'choose-order') {
    return [
      { key: 'order:cw', type: 'choose-order', direction: 'clockwise' },
      { key: 'order:ccw', type: 'choose-order', direction: 'counter-clockwise' },
    ];
  }
  if (state.phase === 'prompt') return promptActions(state);
  return turnActions(state, seat);
}

function turnActions(state: QueenState, seat: Seat): QueenAction[] {
  const out: QueenAction[] = [];
  const hand = seatOf(state, seat)
    .hand.slice()
    .sort((a, b) => a - b);
  const abilities = currentAbilities(state, seat);
  for (const card of hand) {
    const def = defOf(state, card);
    const key = `play:${card}`;
    if (def.kind === 'weapon') out.push({ key, type: 'play-weapon', card });
    else if (def.kind === 'action' && def.effect && effectHasTarget(state, seat, def.effect, hand.length - 1)) {
      out.push({ key, type: 'play-action', card });
    } else if (
      def.kind === 'points' &&
      abilities.some((a) => effectHasTarget(state, seat, a.effect, hand.length - 1))
    ) {
      // Points only ever pay for abilities: playing them with no usable ability would only throw them away.
      out.push({ key, type: 'play-points', card });
    }
  }
  for (const ability of abilities) {
    if (ability.cost <= state.points && effectHasTarget(state, seat, ability.effect, hand.length)) {
      out.push({ key: `ability:${ability.id}`, type: 'use-ability', ability: ability.id });
    }
  }
  out.push({ key: 'draw', type: 'draw' });
  return out;
}

function promptActions(state: QueenState): QueenAction[] {
  const prompt = state.prompt;
  if (!prompt) return [];
  const seats = (list: Seat[]): QueenAction[] =>
    list.map((seat) => ({ key: `seat:${seat}`, type: 'choose-seat', seat }));
  const cards = (list: number[]): QueenAction[] =>
    list.map((card) => ({ key: `card:${card}`, type: 'choose-card', card }));
  const positions = (): QueenAction[] => {
    const out: QueenAction[] = [];
    for (let position = 0; position <= state.pile.length; position++) {
      out.push({ key: `pos:${position}`, type: 'choose-position', position });
    }
    return out;
  };
  const sorted = (list: number[]): number[] => list.slice().sort((a, b) => a - b);
  switch (prompt.purpose) {
    case 'steal-target':
    case 'drain-target':
      return seats(opponentsWithCards(state, prompt.actor));
    case 'disarm-target':
      return seats(opponentsWithWeapons(state, prompt.actor));
    case 'disarm-weapon':
      return cards(sorted(seatOf(state, prompt.target as Seat).table));
    case 'drain-discard':
      return cards(sorted(seatOf(state, prompt.target as Seat).hand));
    case 'give-card':
      return livingAlly(state, prompt.actor) === undefined ? [] : cards(sorted(seatOf(state, prompt.actor).hand));
    case 'recover-weapon':
      return cards(weaponsInDiscard(state));
    case 'defeat-demon':
      return cards(weaponsFor(state, prompt.actor).filter((card) => isWeapon(state, card)));
    case 'pick-demon':
      return cards(faceUpDemons(state));
    case 'move-demon':
    case 'place-demon':
      return positions();
  }
}
