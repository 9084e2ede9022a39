/**
 * The full (true) state of a game of The Girl vs. the Evil Queen, and the small
 * helpers every rule file shares. The state is plain JSON; cards are instance ids
 * whose definitions follow from the card set and the player count alone (`instanceDefs`).
 */
import type { LogEntry, RngState, Seat } from '../../engine';
import { BASIC_SWORD_ID, DEMON_ID, QUEEN_CONTENT, character } from './content';
import type { CardDef, CharacterId, Direction, PromptDetail, PromptKind, QueenConfig, QueenPhase, Side } from './types';

export interface SeatState {
  character: CharacterId;
  team: 0 | 1;
  side: Side;
  alive: boolean;
  /** Instance ids, in the order the cards arrived. */
  hand: number[];
  /** Weapons on the table next to the character. */
  table: number[];
}

/** An open question to one seat; everything in it is public. */
export type PromptState = { kind: PromptKind; seat: Seat } & PromptDetail;

export interface LastDemon {
  seat: Seat;
  card: number;
  defeatedWith: number | null;
}

export interface QueenState {
  config: QueenConfig;
  rng: RngState;
  phase: QueenPhase;
  /** Whose turn it is. */
  current: Seat;
  direction: Direction | null;
  seats: SeatState[];
  /** Draw Pile, top first. */
  pile: number[];
  /** Discard Pile, bottom first. */
  discard: number[];
  /**
   * Knowledge per card instance, as bits: KNOWN_BY_TEAM[t] = team t knows the card,
   * FACE_UP = a revealed Demon. Only matters while a card is in a hand or the pile;
   * cards in public places carry PUBLIC.
   */
  known: number[];
  /** Ability points left for this turn. */
  points: number;
  /** Ability Points cards played this turn, waiting to be discarded. */
  pool: number[];
  prompt: PromptState | null;
  lastDemon: LastDemon | null;
  winnerTeam: 0 | 1 | null;
  log: LogEntry[];
}

export const KNOWN_BY_TEAM = [1, 2] as const;
export const FACE_UP = 4;
export const PUBLIC = 3;
export const HAND_SIZE = 5;

/** Characters by player count, in seat order around the table (allies side by side). */
export const SEAT_CHARACTERS: Record<QueenConfig['players'], CharacterId[]> = {
  2: ['girl', 'queen'],
  3: ['girl', 'robot', 'queen'],
  4: ['girl', 'robot', 'shadow-robot', 'queen'],
};

/** The cards a game is played with: the set its options carry, else the book's. */
export function cardsOf(config: Pick<QueenConfig, 'cards'>): readonly CardDef[] {
  return config.cards?.cards ?? QUEEN_CONTENT.cards;
}

interface Instances {
  ids: string[];
  defs: CardDef[];
}

// Per card set (the states of one game share its config, so its array), then per player count.
const instanceCache = new WeakMap<readonly CardDef[], Map<number, Instances>>();

function instancesOf(config: { players: number; cards?: QueenConfig['cards'] }): Instances {
  const cards = cardsOf(config);
  let byPlayers = instanceCache.get(cards);
  if (!byPlayers) {
    byPlayers = new Map();
    instanceCache.set(cards, byPlayers);
  }
  let instances = byPlayers.get(config.players);
  if (!instances) {
    instances = dealInstances(cards, config.players);
    byPlayers.set(config.players, instances);
  }
  return instances;
}

/**
 * The card definition id of every instance in a game with `players` players:
 * the 4 Demons first, then one Basic Sword per player (the others stay in the
 * box), then the rest of the deck in content order. Public knowledge: an id
 * alone says which card it is, so views only show ids of cards they reveal.
 */
function dealInstances(cards: readonly CardDef[], players: number): Instances {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const demon = byId.get(DEMON_ID);
  const sword = byId.get(BASIC_SWORD_ID);
  // The content checks refuse such a set first; this is for callers that skipped them.
  if (!demon || !sword) throw new RangeError(`This card set has no "${demon ? BASIC_SWORD_ID : DEMON_ID}" card.`);
  const defs: CardDef[] = [];
  for (let i = 0; i < demon.copies; i++) defs.push(demon);
  for (let i = 0; i < players; i++) defs.push(sword);
  for (const card of cards) {
    if (card.id === DEMON_ID || card.id === BASIC_SWORD_ID) continue;
    for (let i = 0; i < card.copies; i++) defs.push(card);
  }
  return { ids: defs.map((d) => d.id), defs };
}

/**
 * The definition id of every card instance of a game with these options (see `dealInstances`);
 * a player count alone means the book's cards.
 */
export function instanceDefs(of: number | Pick<QueenConfig, 'players' | 'cards'>): string[] {
  return instancesOf(typeof of === 'number' ? { players: of } : of).ids;
}

export function defOf(state: QueenState, card: number): CardDef {
  const def = instancesOf(state.config).defs[card];
  if (def === undefined) throw new Error(`No card instance ${card} in this game.`);
  return def;
}

export function isDemon(state: QueenState, card: number): boolean {
  return defOf(state, card).id === DEMON_ID;
}

export function isWeapon(state: QueenState, card: number): boolean {
  return defOf(state, card).kind === 'weapon';
}

/**
 * The log of search states: they keep none, and the rules skip writing to it
 * (building log text is a good part of a move's cost, and search never reads it).
 * Frozen, so a write that forgot to ask `keepsLog` fails loudly.
 */
export const NO_LOG: LogEntry[] = Object.freeze([] as LogEntry[]) as LogEntry[];

export function keepsLog(state: QueenState): boolean {
  return state.log !== NO_LOG;
}

/** A copy of `state` for search: the same, without a log. */
export function searchCopy(state: QueenState): QueenState {
  return cloneState({ ...state, log: NO_LOG });
}

/** A copy the rules may change in place; hand-written because it is on the AI's hot path. */
export function cloneState(s: QueenState): QueenState {
  return {
    config: s.config,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    phase: s.phase,
    current: s.current,
    direction: s.direction,
    seats: s.seats.map((seat) => ({
      character: seat.character,
      team: seat.team,
      side: seat.side,
      alive: seat.alive,
      hand: seat.hand.slice(),
      table: seat.table.slice(),
    })),
    pile: s.pile.slice(),
    discard: s.discard.slice(),
    known: s.known.slice(),
    points: s.points,
    pool: s.pool.slice(),
    prompt: s.prompt ? { ...s.prompt } : null,
    lastDemon: s.lastDemon ? { ...s.lastDemon } : null,
    winnerTeam: s.winnerTeam,
    // Log entries are never changed once written, so they can be shared.
    log: s.log === NO_LOG ? NO_LOG : s.log.slice(),
  };
}

export function seatOf(state: QueenState, seat: Seat): SeatState {
  const s = state.seats[seat];
  if (!s) throw new Error(`There is no seat ${seat} in this game.`);
  return s;
}

export function seatName(state: QueenState, seat: Seat): string {
  return character(seatOf(state, seat).character).name;
}

/** The other seat of the same team, alive or dead; undefined without one. */
export function allyOf(state: QueenState, seat: Seat): Seat | undefined {
  const team = seatOf(state, seat).team;
  const ally = state.seats.findIndex((s, i) => i !== seat && s.team === team);
  return ally < 0 ? undefined : ally;
}

export function livingAlly(state: QueenState, seat: Seat): Seat | undefined {
  const ally = allyOf(state, seat);
  return ally !== undefined && seatOf(state, ally).alive ? ally : undefined;
}

/** Living seats of the other team, in seat order. */
export function livingOpponents(state: QueenState, seat: Seat): Seat[] {
  const team = seatOf(state, seat).team;
  const out: Seat[] = [];
  state.seats.forEach((s, i) => {
    if (s.alive && s.team !== team) out.push(i);
  });
  return out;
}

/** Seats of one team, for log secrets. */
export function teamSeats(state: QueenState, team: 0 | 1): Seat[] {
  const out: Seat[] = [];
  state.seats.forEach((s, i) => {
    if (s.team === team) out.push(i);
  });
  return out;
}

export function teamKnows(state: QueenState, card: number, team: 0 | 1): boolean {
  return ((state.known[card] ?? 0) & (KNOWN_BY_TEAM[team] | FACE_UP)) !== 0;
}

export function removeFrom(list: number[], card: number): void {
  const at = list.indexOf(card);
  if (at < 0) throw new Error(`Card ${card} is not where the rules expected it.`);
  list.splice(at, 1);
}

/** Moves a card to the Discard Pile, where everyone sees it. */
export function discardCard(state: QueenState, card: number): void {
  state.discard.push(card);
  state.known[card] = PUBLIC;
}
