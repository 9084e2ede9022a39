/**
 * The action objects Evy's legal actions are made of, made once and shared (frozen):
 * legal actions are listed at every step of every search iteration, and a key string
 * made once is also hashed once by the search tree's maps. Actions naming a cell are
 * kept per map; the others by a small whole number (a card instance, a card tile's
 * number). Actions that name several monsters (weapons, Hypnotize) are made as needed.
 */
import { DIRECTIONS, hexOf, type MapGeometry } from './geometry';
import type { EvyAction } from './types';

function keep<A extends EvyAction>(action: A): A {
  return Object.freeze(action);
}

export const ROLL: EvyAction = keep({ key: 'roll', type: 'roll' });
export const END_TURN: EvyAction = keep({ key: 'end-turn', type: 'end-turn' });
export const TAKE_HIT: EvyAction = keep({ key: 'take-hit', type: 'take-hit' });
export const KEEP_NONE: EvyAction = keep({ key: 'keep:none', type: 'keep', card: null });
export const ELEVATOR_UP: EvyAction = keep({ key: 'elevator:up', type: 'continue-elevator', go: true });
export const ELEVATOR_STOP: EvyAction = keep({ key: 'elevator:stop', type: 'continue-elevator', go: false });

type CellKind = 'step' | 'attack' | 'choose-monster' | 'choose-tile';

const byMap = new WeakMap<MapGeometry, Record<CellKind, EvyAction[]>>();

function makeCellAction(geo: MapGeometry, kind: CellKind, cell: number): EvyAction {
  const h = Object.freeze(hexOf(geo, cell));
  const at = `${h.q},${h.r}`;
  switch (kind) {
    case 'step':
      return keep({ key: `step:${at}`, type: 'step', to: h });
    case 'attack':
      return keep({ key: `attack:${at}`, type: 'attack', target: h });
    case 'choose-monster':
      return keep({ key: `choose-monster:${at}`, type: 'choose-monster', monster: h });
    case 'choose-tile':
      return keep({ key: `choose-tile:${at}`, type: 'choose-tile', to: h });
  }
}

/** The action of this kind naming `cell` of the map: a step there, an attack on it, a tie answer. */
export function cellAction(geo: MapGeometry, kind: CellKind, cell: number): EvyAction {
  let tables = byMap.get(geo);
  if (!tables) {
    tables = { step: [], attack: [], 'choose-monster': [], 'choose-tile': [] };
    byMap.set(geo, tables);
  }
  const table = tables[kind];
  return (table[cell] ??= makeCellAction(geo, kind, cell));
}

const discards: EvyAction[] = [];
const keeps: EvyAction[] = [];
const flips: EvyAction[] = [];
const passes: EvyAction[] = [];
const skills: EvyAction[] = [];
const iceCubeHp: EvyAction[] = [];
const iceCubeTrack: EvyAction[][] = [];
const moves: EvyAction[][] = [];

/** Discarding card instance `card` (to keep the hand limit, or instead of losing an HP). */
export function discardAction(card: number): EvyAction {
  return (discards[card] ??= keep({ key: `discard:${card}`, type: 'discard', card }));
}

export function keepAction(card: number): EvyAction {
  return (keeps[card] ??= keep({ key: `keep:${card}`, type: 'keep', card }));
}

/** Turning over, or leaving, the card of card tile number `n`. */
export function flipAction(n: number): EvyAction {
  return (flips[n] ??= keep({ key: `flip:${n}`, type: 'flip', number: n }));
}

export function passAction(n: number): EvyAction {
  return (passes[n] ??= keep({ key: `pass:${n}`, type: 'pass-card', number: n }));
}

/** A skill card used as it is (First Aid Kit, Freeze Ray, Scream). */
export function skillAction(card: number): EvyAction {
  return (skills[card] ??= keep({ key: `skill:${card}`, type: 'skill', card }));
}

/** The Ice Cube as one HP, or as one use more on the tracker of card `tracker`. */
export function iceCubeAction(card: number, tracker: number | null): EvyAction {
  if (tracker === null) return (iceCubeHp[card] ??= keep({ key: `skill:${card}:hp`, type: 'skill', card }));
  const row = (iceCubeTrack[card] ??= []);
  return (row[tracker] ??= keep({ key: `skill:${card}:track:${tracker}`, type: 'skill', card, tracker }));
}

/** A movement card ridden or jumped in direction index `d` (Bicycle, Sneakers, Pogo Stick). */
export function moveCardAction(card: number, d: number): EvyAction {
  const row = (moves[card] ??= []);
  const direction = DIRECTIONS[d] as (typeof DIRECTIONS)[number];
  return (row[d] ??= keep({ key: `move:${card}:${direction}`, type: 'move-card', card, direction }));
}
