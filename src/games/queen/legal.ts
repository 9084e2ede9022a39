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
import {
  DRAW_ACTION,
  ORDER_ACTIONS,
  abilityAction,
  cardChoice,
  playAction,
  positionChoice,
  seatChoice,
} from './actions';

export function toAct(state: QueenState): Seat[] {
  const seat = actingSeat(state);
  return seat === null ? [] : [seat];
}

/** The one seat to act, or null when the game is over: `toAct` without the array. */
function actingSeat(state: QueenState): Seat | null {
  switch (state.phase) {
    case 'over':
      return null;
    case 'choose-order':
      return 0;
    case 'prompt':
      return state.prompt ? state.prompt.seat : null;
    case 'turn':
      return state.current;
  }
}

export function legalActions(state: QueenState, seat: Seat): QueenAction[] {
  if (actingSeat(state) !== seat) return [];
  if (state.phase === 'choose-order') {
    return ORDER_ACTIONS.slice();
  }
  if (state.phase === 'prompt') return promptActions(state);
  return turnActions(state, seat);
}

function turnActions(state: QueenState, seat: Seat): QueenAction[] {
  const out: QueenAction[] = [];
  const hand = sorted(seatOf(state, seat).hand);
  const abilities = currentAbilities(state, seat);
  for (const card of hand) {
    const def = defOf(state, card);
    if (def.kind === 'weapon') out.push(playAction(card, def.kind));
    else if (def.kind === 'action' && def.effect && effectHasTarget(state, seat, def.effect, hand.length - 1)) {
      out.push(playAction(card, def.kind));
    } else if (
      def.kind === 'points' &&
      abilities.some((a) => effectHasTarget(state, seat, a.effect, hand.length - 1))
    ) {
      // Points only ever pay for abilities: playing them with no usable ability would only throw them away.
      out.push(playAction(card, def.kind));
    }
  }
  for (const ability of abilities) {
    if (ability.cost <= state.points && effectHasTarget(state, seat, ability.effect, hand.length)) {
      out.push(abilityAction(ability.id));
    }
  }
  out.push(DRAW_ACTION);
  return out;
}

function promptActions(state: QueenState): QueenAction[] {
  const prompt = state.prompt;
  if (!prompt) return [];
  switch (prompt.purpose) {
    case 'steal-target':
    case 'drain-target':
      return seatChoices(opponentsWithCards(state, prompt.actor));
    case 'disarm-target':
      return seatChoices(opponentsWithWeapons(state, prompt.actor));
    case 'disarm-weapon':
      return cardChoices(sorted(seatOf(state, prompt.target as Seat).table));
    case 'drain-discard':
      return cardChoices(sorted(seatOf(state, prompt.target as Seat).hand));
    case 'give-card':
      return livingAlly(state, prompt.actor) === undefined ? [] : cardChoices(sorted(seatOf(state, prompt.actor).hand));
    case 'recover-weapon':
      return cardChoices(weaponsInDiscard(state));
    case 'defeat-demon':
      return cardChoices(weaponsFor(state, prompt.actor).filter((card) => isWeapon(state, card)));
    case 'pick-demon':
      return cardChoices(faceUpDemons(state));
    case 'move-demon':
    case 'place-demon':
      return positionChoices(state.pile.length);
  }
}

// Module-level helpers rather than closures: legal actions are on the AI's hot path.

function seatChoices(list: Seat[]): QueenAction[] {
  return list.map(seatChoice);
}

function cardChoices(list: number[]): QueenAction[] {
  return list.map(cardChoice);
}

function positionChoices(pileSize: number): QueenAction[] {
  const out: QueenAction[] = [];
  for (let position = 0; position <= pileSize; position++) out.push(positionChoice(position));
  return out;
}

/** A sorted copy; insertion sort, since hands and tables hold a handful of cards. */
function sorted(list: readonly number[]): number[] {
  const out = list.slice();
  for (let i = 1; i < out.length; i++) {
    const card = out[i] as number;
    let j = i - 1;
    while (j >= 0 && (out[j] as number) > card) {
      out[j + 1] = out[j] as number;
      j--;
    }
    out[j + 1] = card;
  }
  return out;
}
