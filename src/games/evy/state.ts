/**
 * The full (true) state of an Evy adventure and the small helpers every rule file
 * shares. Plain JSON of numbers: positions are cell numbers of `geometry.ts`, board
 * markers are packed positions (`pos(map, cell)`), cards are instance ids 0..26 of
 * `EVY_DECK`. Only `deck` (which card lies under which tile) and `rng` are hidden.
 */
import type { LogEntry, RngState } from '../../engine';
import { evyDeck, findAdventure } from './content';
import { geometry, type MapGeometry } from './geometry';
import type { Adventure, EvyCardDef, EvyCardId, EvyConfig, EvyPhase, MonsterEvent } from './types';

export interface MonsterState {
  id: number;
  map: number;
  cell: number;
  /** Health left: 1 for a normal monster, the die's face for a boss. */
  hp: number;
  boss: boolean;
}

/** A tie the player decides in the monster phase. */
export type MonsterChoice =
  { kind: 'monster'; options: number[] } | { kind: 'tile'; monster: number; options: number[] };

/** The monster phase while it runs (null in Evy's phase). */
export interface MonsterPhaseState {
  /** Monster actions left. */
  ma: number;
  stage: 'attack' | 'move';
  /** Monster ids that have attacked / had their move (moved or could not) this phase. */
  attacked: number[];
  done: number[];
  /** The monster whose attack waits for the player's discard-or-take decision. */
  hitBy: number | null;
  choice: MonsterChoice | null;
}

export interface EvyState {
  config: EvyConfig;
  rng: RngState;
  phase: EvyPhase;
  turn: number;
  map: number;
  evy: number;
  hp: number;
  /** Card instance ids in hand, in the order they arrived. */
  hand: number[];
  /** Uses left per card instance (weapon and movement trackers). */
  uses: number[];
  monsters: MonsterState[];
  nextMonsterId: number;
  /** Closed doors and items still on the board, as `pos(map, cell)`. */
  doors: number[];
  items: number[];
  collected: string[];
  /** The face-down cards: the card under numbered tile n is deck[n - 1]; the rest stay unused. */
  deck: number[];
  /** Card numbers turned over. */
  taken: number[];
  /** Cards carried in from the previous adventure (instance ids), public. */
  carried: number[];
  discarded: number[];
  movesLeft: number;
  attackLeft: boolean;
  /** Card numbers Evy reached with her last move and has not yet flipped or passed, in order. */
  offers: number[];
  /** Elevator: the card tile the floor's card is offered on. */
  offerCell: number;
  monsterPhase: MonsterPhaseState | null;
  /** Freeze Ray: the next monster phase is skipped. */
  frozen: boolean;
  objectiveStep: number;
  /** Library: index of the next waypoint letter. */
  waypoint: number;
  /** Elevator: floor (1-based), whether its card was taken, the tile it was taken from, the floors to survive. */
  floor: number;
  floorTaken: boolean;
  lastLiftTile: number;
  floors: number;
  picked: number[];
  result: 'won' | 'lost' | null;
  kept: number | null;
  undoable: number;
  lastMonsterPhase: MonsterEvent[];
  log: LogEntry[];
}

export const TOKENS = 25;
export const MAX_HP = 10;
const STRIDE = 1 << 16;

export function pos(map: number, cell: number): number {
  return map * STRIDE + cell;
}
export function posMap(p: number): number {
  return Math.floor(p / STRIDE);
}
export function posCell(p: number): number {
  return p % STRIDE;
}

/** The adventure a config plays; throws in words on an unknown id. */
export function adventureOf(config: EvyConfig): Adventure {
  if (config.custom) return config.custom;
  if (config.adventure === undefined) throw new RangeError('Choose an Evy adventure (or give a custom one) to play.');
  const found = findAdventure(config.adventure);
  if (!found) throw new RangeError(`There is no Evy adventure "${String(config.adventure)}".`);
  return found;
}

// Every rule asks for the adventure and its maps, and the states of one game (and of a
// search) share one config object: the last one asked about is remembered.
let lastConfig: EvyConfig | null = null;
let lastAdventure: Adventure | null = null;
let lastMaps: MapGeometry[] = [];

function remember(config: EvyConfig): void {
  const adv = adventureOf(config);
  lastMaps = geometry(adv);
  lastAdventure = adv;
  lastConfig = config;
}

export function adventure(state: EvyState): Adventure {
  if (state.config !== lastConfig) remember(state.config);
  return lastAdventure as Adventure;
}

export function mapsOf(state: EvyState): MapGeometry[] {
  if (state.config !== lastConfig) remember(state.config);
  return lastMaps;
}

export function evyMap(state: EvyState): MapGeometry {
  if (state.config !== lastConfig) remember(state.config);
  return lastMaps[state.map] as MapGeometry;
}

/** The definition of a card instance of this game (its own card set, or the book's). */
export function cardDef(state: Pick<EvyState, 'config'>, card: number): EvyCardDef {
  const def = evyDeck(state.config).defs[card];
  if (def === undefined) throw new Error(`There is no Evy card instance ${card}.`);
  return def;
}

export function cardId(state: Pick<EvyState, 'config'>, card: number): EvyCardId {
  return cardDef(state, card).id;
}

export function hasRule(state: EvyState, rule: 'A' | 'B' | 'C', side: 'easier'): boolean;
export function hasRule(state: EvyState, rule: 'A' | 'B' | 'C' | 'D', side: 'harder'): boolean;
export function hasRule(state: EvyState, rule: string, side: 'easier' | 'harder'): boolean {
  const list = state.config.difficulty?.[side] as string[] | undefined;
  return list !== undefined && list.includes(rule);
}

/** Gains HP, capped at 10 unless Easier A. */
export function heal(state: EvyState, amount: number): void {
  state.hp = hasRule(state, 'A', 'easier') ? state.hp + amount : Math.min(MAX_HP, state.hp + amount);
  if (state.hp < 0) state.hp = 0;
}

export function monsterAt(state: EvyState, map: number, cell: number): MonsterState | undefined {
  for (const m of state.monsters) if (m.cell === cell && m.map === map) return m;
  return undefined;
}

export function monsterById(state: EvyState, id: number): MonsterState {
  const m = state.monsters.find((x) => x.id === id);
  if (!m) throw new Error(`There is no monster ${id} on the board.`);
  return m;
}

export function isGhost(state: EvyState): boolean {
  return adventure(state).rules.ghosts === true;
}

/** Normal monsters use tokens (25 in all); bosses are dice. */
export function tokensLeft(state: EvyState): number {
  let used = 0;
  for (const m of state.monsters) if (!m.boss) used++;
  return TOKENS - used;
}

export function removeFrom(list: number[], value: number): void {
  const at = list.indexOf(value);
  if (at < 0) throw new Error(`${value} is not where the rules expected it.`);
  list.splice(at, 1);
}

export function discardCard(state: EvyState, card: number): void {
  removeFrom(state.hand, card);
  state.discarded.push(card);
}

/** The log of search states: frozen and empty, the rules write nothing to it. */
export const NO_LOG: LogEntry[] = Object.freeze([] as LogEntry[]) as LogEntry[];

export function keepsLog(state: EvyState): boolean {
  return state.log !== NO_LOG;
}

export function say(state: EvyState, text: string | (() => string)): void {
  if (state.log !== NO_LOG) state.log.push({ seat: 0, text: typeof text === 'string' ? text : text() });
}

export function cloneState(s: EvyState): EvyState {
  return copyState(s, s.log === NO_LOG ? NO_LOG : s.log.slice());
}

/** A copy for search: no log, and the rules write none. */
export function searchCopy(state: EvyState): EvyState {
  return copyState(state, NO_LOG);
}

function copyState(s: EvyState, log: LogEntry[]): EvyState {
  const mp = s.monsterPhase;
  return {
    config: s.config,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    phase: s.phase,
    turn: s.turn,
    map: s.map,
    evy: s.evy,
    hp: s.hp,
    hand: s.hand.slice(),
    uses: s.uses.slice(),
    monsters: copyMonsters(s.monsters),
    nextMonsterId: s.nextMonsterId,
    doors: s.doors.slice(),
    items: s.items.slice(),
    collected: s.collected.slice(),
    deck: s.deck.slice(),
    taken: s.taken.slice(),
    carried: s.carried.slice(),
    discarded: s.discarded.slice(),
    movesLeft: s.movesLeft,
    attackLeft: s.attackLeft,
    offers: s.offers.slice(),
    offerCell: s.offerCell,
    monsterPhase: mp
      ? {
          ma: mp.ma,
          stage: mp.stage,
          attacked: mp.attacked.slice(),
          done: mp.done.slice(),
          hitBy: mp.hitBy,
          choice: mp.choice ? { ...mp.choice, options: mp.choice.options.slice() } : null,
        }
      : null,
    frozen: s.frozen,
    objectiveStep: s.objectiveStep,
    waypoint: s.waypoint,
    floor: s.floor,
    floorTaken: s.floorTaken,
    lastLiftTile: s.lastLiftTile,
    floors: s.floors,
    picked: s.picked.slice(),
    result: s.result,
    kept: s.kept,
    undoable: s.undoable,
    // Events and log entries are never changed once written, so they can be shared.
    lastMonsterPhase: s.lastMonsterPhase.slice(),
    log,
  };
}

function copyMonsters(monsters: readonly MonsterState[]): MonsterState[] {
  const out: MonsterState[] = [];
  for (const m of monsters) out.push({ id: m.id, map: m.map, cell: m.cell, hp: m.hp, boss: m.boss });
  return out;
}
