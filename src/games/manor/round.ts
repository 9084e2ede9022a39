/**
 * The round: Select Actions (simultaneous, face down, one commitment per seat),
 * Resolve Actions (the reveal, madness for shared cards, initiative order from the
 * Lantern) and End of Round (the awakening check, refills, the Lantern passing).
 */
import { ACTIONS, AWAKEN_AT, actionDef } from './content';
import { drawRelic } from './deck';
import { endGame } from './endgame';
import { VAULT, isSolo, playerOf, roomIds, say, seatCount, seatsFrom, type ManorState } from './state';
import type { ActionId, Task } from './types';
import { actionName, cardName, playerName, roomName, tokens } from './words';

/** Cards a seat may choose: its hand, which is every action card but last round's face-up one. */
export function choosableCards(state: ManorState, seat: number): ActionId[] {
  const previous = playerOf(state, seat).previous;
  return ACTIONS.map((a) => a.id).filter((id) => id !== previous);
}

/**
 * "Each player simultaneously selects one action card from their hand and places it
 * facedown in their play area." The card stays hidden until every seat has chosen.
 */
export function commit(state: ManorState, seat: number, card: ActionId): void {
  playerOf(state, seat).selected = card;
  const name = playerName(state, seat);
  say(state, () => `${name} places an action card face down.`, seat, {
    seats: [seat],
    text: `${name} places ${actionName(card)} face down.`,
  });
  for (let s = 0; s < seatCount(state); s++) if (playerOf(state, s).selected === null) return;
  reveal(state);
}

/** Seats in the order they resolve: by initiative, then clockwise from the Lantern. */
export function resolutionOrder(state: ManorState): { player: number; card: ActionId }[] {
  const order = seatsFrom(state, state.lantern);
  const out: { player: number; card: ActionId }[] = [];
  for (const action of ACTIONS) {
    for (const seat of order)
      if (playerOf(state, seat).selected === action.id) out.push({ player: seat, card: action.id });
  }
  return out;
}

/** "All players simultaneously reveal their selected action cards. All players who selected the same action card as any other player gain one madness token." */
function reveal(state: ManorState): void {
  const seats = seatsFrom(state, 0);
  const shown = (s: number): string => actionName(playerOf(state, s).selected as ActionId);
  say(state, () =>
    isSolo(state)
      ? `${playerName(state, 0)} reveals ${shown(0)}.`
      : `Revealed: ${seats.map((s) => `${playerName(state, s)} ${shown(s)}`).join(', ')}.`,
  );
  for (const seat of seats) {
    const mine = playerOf(state, seat).selected;
    if (seats.some((other) => other !== seat && playerOf(state, other).selected === mine)) {
      playerOf(state, seat).madness += 1;
      say(state, () => `${playerName(state, seat)} shares ${actionName(mine as ActionId)} and gains ${tokens(1)}.`);
    }
  }
  state.phase = 'resolve';
  const tasks: Task[] = [];
  if (isSolo(state)) {
    // The solo turn: the action ability, then the four rooms left to right, then the refill.
    const card = playerOf(state, 0).selected as ActionId;
    tasks.push({ k: 'effect', player: 0, effect: actionDef(card).ability, card: null });
    for (let room = 0; room < 4; room++) tasks.push({ k: 'solo-room', room });
  } else {
    for (const { player, card } of resolutionOrder(state)) tasks.push({ k: 'turn', player, card });
    if (state.players.some((p) => p.kind === 'lovecraft')) tasks.push({ k: 'lovecraft' });
  }
  tasks.push({ k: 'end-round' });
  state.tasks = tasks.reverse();
}

/** "To resolve an action card, start with the Action ability at the top of the card followed by the room ability." */
export function startTurn(state: ManorState, player: number, card: ActionId): void {
  const def = actionDef(card);
  say(state, () => `${playerName(state, player)} resolves ${def.name}.`, player);
  state.tasks.push({ k: 'room-steal', player, rooms: def.rooms.slice() });
  state.tasks.push({ k: 'effect', player, effect: def.ability, card: null });
}

/** Elder gods with 6 or more awakening tokens. */
export function awakenedGods(state: ManorState): ManorState['gods'] {
  return state.gods.filter((g) => g.tokens >= AWAKEN_AT);
}

/**
 * "Check to see if any elder gods have 6 or more awakening tokens. If so, proceed
 * to the End of Game. If not, refill all empty rooms with cards from the top of the
 * Manor deck. Pass the Lantern to the next player in clockwise order and begin a
 * new round." The solo turn refills first, and its end-of-round check follows.
 */
export function endRound(state: ManorState): void {
  if (isSolo(state)) {
    if (!refillRooms(state)) return;
    if (awakenedGods(state).length > 0) return endGame(state, 'gods');
    return nextRound(state);
  }
  const awake = awakenedGods(state);
  if (awake.length > 1) return endGame(state, 'gods');
  if (awake.length === 1) {
    say(state, () => `The ${awake[0]?.colour} elder god awakens!`);
    return endGame(state, 'god', awake[0]?.colour ?? null);
  }
  if (!refillRooms(state)) return;
  state.lantern = (state.lantern + 1) % seatCount(state);
  say(state, () => `The Lantern passes to ${playerName(state, state.lantern)}.`, state.lantern);
  nextRound(state);
}

/** Fills every empty room from the deck, in board order. False when a draw ended the game. */
function refillRooms(state: ManorState): boolean {
  const filled: number[] = [];
  for (let at = 0; at < state.rooms.length; at++) {
    if (state.rooms[at] !== null) continue;
    const card = drawRelic(state);
    if (card === null) return false;
    state.rooms[at] = card;
    filled.push(at);
    // The Vault is refilled at once whenever it empties, so it is never empty here; the rule stays literal anyway.
    if (at === VAULT) state.roomMadness[at] = (state.roomMadness[at] ?? 0) + 1;
  }
  if (filled.length > 0) {
    const rooms = roomIds(state);
    say(
      state,
      () =>
        `Refilled: ${filled.map((at) => `${cardName(state.rooms[at] as number)} in ${roomName(rooms[at] ?? 'attic')}`).join(', ')}.`,
    );
  }
  return true;
}

function nextRound(state: ManorState): void {
  for (const p of state.players) {
    // The card played stays face up: "immediately return any faceup action card … to your hand" only when the next is placed.
    if (p.selected !== null) p.previous = p.selected;
    p.selected = null;
  }
  state.fatesUsed = [];
  state.round++;
  state.phase = 'select';
  say(state, () => `Round ${state.round}.`);
}
