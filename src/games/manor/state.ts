/**
 * The full (true) state of a game of All Manor of Evil, and the small helpers every
 * rule file shares. The state is plain JSON; cards are instance numbers (`content.ts`).
 *
 * Players are numbered like seats. The 2-player game adds Lovecraft as player 2;
 * the solo game has the seat (0), the Cultist (1) and Lovecraft (2). Those extra
 * players have no seat: their choices are prompts to a seat (`controllerOf`).
 */
import type { LogEntry, RngState, Seat } from '../../engine';
import { ROOMS } from './schema-effects';
import type {
  ActionId,
  Colour,
  Fate,
  GameResult,
  ManorConfig,
  ManorPhase,
  PlayerKind,
  Prompt,
  RoomId,
  Task,
} from './types';

export interface PlayerState {
  kind: PlayerKind;
  role: string;
  /** Seats that know this role besides its owner (they looked at it). */
  roleKnownBy: Seat[];
  /** Face up for everyone: the solo Cultist's and Lovecraft's, and every role once revealed. */
  rolePublic: boolean;
  madness: number;
  /** Bottom first; the last card is the top of the cache. */
  cache: number[];
  /** Cards in the cache that went in face down unseen (solo: Lovecraft's first relics). */
  hidden: number[];
  /** Last round's action card, face up in the play area: it cannot be chosen this round. */
  previous: ActionId | null;
  /** This round's card, face down until everyone has chosen. */
  selected: ActionId | null;
  devoured: boolean;
}

export interface GodState {
  face: string;
  colour: Colour;
  tokens: number;
}

export interface ManorState {
  config: ManorConfig;
  rng: RngState;
  phase: ManorPhase;
  round: number;
  /** The seat holding the Lantern. */
  lantern: Seat;
  /** One elder god per colour, in colour order. */
  gods: GodState[];
  /** The relic in each room (Attic, Basement, Foyer, Library, then the Vault at 5–6 players). */
  rooms: (number | null)[];
  roomMadness: number[];
  /** The Manor deck, top first. */
  deck: number[];
  /** How many cards the Clocks' pile (the bottom quarter) had when the deck was built. */
  clockPile: number;
  clocksOut: number;
  /** Solo: the half of the deck returned to the box, unseen. */
  box: number[];
  /** Relics removed from the game by an effect, face up. */
  removed: number[];
  players: PlayerState[];
  /** Steps still to resolve, the next one last. */
  tasks: Task[];
  prompt: Prompt | null;
  /** Solo: the fates given to rooms this round. */
  fatesUsed: Fate[];
  result: GameResult | null;
  log: LogEntry[];
}

/**
 * The log of search states: they keep none, and the rules skip writing to it.
 * Frozen, so a write that forgot to ask `keepsLog` fails loudly.
 */
export const NO_LOG: LogEntry[] = Object.freeze([] as LogEntry[]) as LogEntry[];

export function keepsLog(state: ManorState): boolean {
  return state.log !== NO_LOG;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Adds a log line; `text` is a function so search states, which keep no log, never build it. */
export function say(
  state: ManorState,
  text: () => string,
  seat?: Seat,
  secret?: { seats: Seat[]; text: string },
): void {
  if (!keepsLog(state)) return;
  const entry: LogEntry = { text: capital(text()) };
  if (seat !== undefined) entry.seat = seat;
  if (secret) entry.secret = { seats: secret.seats, text: capital(secret.text) };
  state.log.push(entry);
}

export function clonePlayer(p: PlayerState): PlayerState {
  return {
    kind: p.kind,
    role: p.role,
    roleKnownBy: p.roleKnownBy.slice(),
    rolePublic: p.rolePublic,
    madness: p.madness,
    cache: p.cache.slice(),
    hidden: p.hidden.slice(),
    previous: p.previous,
    selected: p.selected,
    devoured: p.devoured,
  };
}

/** A copy of a prompt: its own options list (the effect it carries is content, never changed). */
export function clonePrompt(p: Prompt | null): Prompt | null {
  return p === null ? null : { ...p, options: p.options.slice() };
}

export function cloneResult(r: GameResult | null): GameResult | null {
  return r === null
    ? null
    : {
        ...r,
        madness: r.madness.slice(),
        dollars: r.dollars.slice(),
        devoured: r.devoured.slice(),
        winners: r.winners.slice(),
      };
}

/** A copy of a queued step (the effect a step carries is content, never changed). */
export function cloneTask(t: Task): Task {
  return t.k === 'room-steal' ? { ...t, rooms: t.rooms.slice() } : { ...t };
}

/** A copy the rules may change in place, sharing nothing that can change with the original. */
export function cloneState(s: ManorState): ManorState {
  return {
    config: s.config,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    phase: s.phase,
    round: s.round,
    lantern: s.lantern,
    gods: s.gods.map((g) => ({ face: g.face, colour: g.colour, tokens: g.tokens })),
    rooms: s.rooms.slice(),
    roomMadness: s.roomMadness.slice(),
    deck: s.deck.slice(),
    clockPile: s.clockPile,
    clocksOut: s.clocksOut,
    box: s.box.slice(),
    removed: s.removed.slice(),
    players: s.players.map(clonePlayer),
    tasks: s.tasks.map(cloneTask),
    prompt: clonePrompt(s.prompt),
    fatesUsed: s.fatesUsed.slice(),
    result: cloneResult(s.result),
    log: s.log === NO_LOG ? NO_LOG : s.log.slice(),
  };
}

/** A copy of `state` for search: the same, without a log. */
export function searchCopy(state: ManorState): ManorState {
  return cloneState({ ...state, log: NO_LOG });
}

// ---------------------------------------------------------------- players and seats

export function seatCount(state: ManorState): number {
  return state.config.players;
}

export function isSolo(state: ManorState): boolean {
  return state.config.players === 1;
}

export function playerOf(state: ManorState, player: number): PlayerState {
  const p = state.players[player];
  if (!p) throw new Error(`There is no player ${player} in this game.`);
  return p;
}

/** The seat that makes a player's choices: its own, the Lantern holder for Lovecraft, the solo seat for the Cultist. */
export function controllerOf(state: ManorState, player: number): Seat {
  const kind = playerOf(state, player).kind;
  if (kind === 'seat') return player;
  if (kind === 'lovecraft' && !isSolo(state)) return state.lantern;
  return 0;
}

/** The seats in clockwise order (increasing seat number) starting at `from`. */
export function seatsFrom(state: ManorState, from: Seat): Seat[] {
  const n = seatCount(state);
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) out.push((from + i) % n);
  return out;
}

/**
 * The players an ability may call "another player": every other player, Lovecraft
 * included in the 2-player game ("considered a player and can be targeted by any
 * and all abilities"); never the solo Lovecraft ("not treated as another player").
 */
export function otherPlayers(state: ManorState, player: number): number[] {
  const out: number[] = [];
  state.players.forEach((p, i) => {
    if (i === player) return;
    if (p.kind === 'lovecraft' && isSolo(state)) return;
    out.push(i);
  });
  return out;
}

/** Does `seat` know `player`'s role: it is face up, the seat's own, or the seat looked at it? */
export function seatKnowsRole(state: ManorState, seat: Seat, player: number): boolean {
  const p = playerOf(state, player);
  return p.rolePublic || (p.kind === 'seat' && player === seat) || p.roleKnownBy.includes(seat);
}

export function topOfCache(p: PlayerState): number | undefined {
  return p.cache[p.cache.length - 1];
}

// ---------------------------------------------------------------- rooms

/** The rooms in play: the four of the Manor board, and the Vault at 5 and 6 players. */
export function roomIds(state: ManorState): RoomId[] {
  return ROOMS.slice(0, state.rooms.length);
}

export function roomIndex(room: RoomId): number {
  return ROOMS.indexOf(room);
}

export const VAULT = roomIndex('vault');

export function hasVault(state: ManorState): boolean {
  return state.rooms.length > VAULT;
}

/** Rooms of `rooms` that hold a relic now, in board order. */
export function roomsWithRelics(state: ManorState, rooms: readonly RoomId[]): RoomId[] {
  return rooms.filter((room) => state.rooms[roomIndex(room)] !== null && state.rooms[roomIndex(room)] !== undefined);
}

export function godOf(state: ManorState, colour: Colour): GodState {
  const god = state.gods.find((g) => g.colour === colour);
  if (!god) throw new Error(`No ${colour} elder god in this game.`);
  return god;
}
