/**
 * The action objects legal actions are made of, made once and shared (frozen):
 * legal actions are listed at every step of every search iteration, and a key
 * string made once is also hashed once by the search tree's maps.
 */
import type { Seat } from '../../engine';
import type { CardKind, QueenAction } from './types';

const PLAY_TYPE = { weapon: 'play-weapon', action: 'play-action', points: 'play-points' } as const;

function keep<A extends QueenAction>(action: A): A {
  return Object.freeze(action);
}

/** Made on first use, kept by a small whole number (a card instance, a seat, a position). */
function cached(cache: QueenAction[], id: number, make: () => QueenAction): QueenAction {
  return (cache[id] ??= make());
}

const plays = {
  'play-weapon': [] as QueenAction[],
  'play-action': [] as QueenAction[],
  'play-points': [] as QueenAction[],
};
const abilities = new Map<string, QueenAction>();
const seats: QueenAction[] = [];
const cards: QueenAction[] = [];
const positions: QueenAction[] = [];

/** Playing card instance `card` of the given kind from hand ("play:12"). */
export function playAction(card: number, kind: CardKind): QueenAction {
  const type = PLAY_TYPE[kind as keyof typeof PLAY_TYPE];
  if (!type) throw new Error(`A ${kind} card cannot be played from hand.`);
  return cached(plays[type], card, () => keep({ key: `play:${card}`, type, card }));
}

export function abilityAction(ability: string): QueenAction {
  let action = abilities.get(ability);
  if (!action) {
    action = keep({ key: `ability:${ability}`, type: 'use-ability', ability });
    abilities.set(ability, action);
  }
  return action;
}

export const DRAW_ACTION: QueenAction = keep({ key: 'draw', type: 'draw' });

export const ORDER_ACTIONS: readonly QueenAction[] = [
  keep({ key: 'order:cw', type: 'choose-order', direction: 'clockwise' }),
  keep({ key: 'order:ccw', type: 'choose-order', direction: 'counter-clockwise' }),
];

export function seatChoice(seat: Seat): QueenAction {
  return cached(seats, seat, () => keep({ key: `seat:${seat}`, type: 'choose-seat', seat }));
}

export function cardChoice(card: number): QueenAction {
  return cached(cards, card, () => keep({ key: `card:${card}`, type: 'choose-card', card }));
}

export function positionChoice(position: number): QueenAction {
  return cached(positions, position, () => keep({ key: `pos:${position}`, type: 'choose-position', position }));
}
