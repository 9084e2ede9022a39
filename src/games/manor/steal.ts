/**
 * Stealing: the forced steal of a room ability, taking a room's madness tokens,
 * the Vault's immediate refill, and queuing a stolen relic's steal abilities in the
 * book's order ("awakening token, madness token, special ability").
 */
import { ask } from './ask';
import { cardOf } from './content';
import { drawRelic } from './deck';
import { VAULT, hasVault, playerOf, roomIds, roomIndex, roomsWithRelics, say, type ManorState } from './state';
import type { RoomId } from './types';
import { cardName, playerName, roomName, tokens } from './words';

/**
 * "Room abilities require you to steal a relic from one of the rooms in the Manor
 * board, if possible." The Vault "can always be stolen from regardless of which
 * action card you choose". With no relic in those rooms there is nothing to do.
 */
export function roomSteal(state: ManorState, player: number, rooms: readonly RoomId[]): void {
  const allowed: RoomId[] = rooms.slice();
  if (hasVault(state) && !allowed.includes('vault')) allowed.push('vault');
  const options = roomsWithRelics(state, allowed);
  if (options.length === 0) {
    say(state, () => `${playerName(state, player)} finds no relic to steal.`);
    return;
  }
  ask(state, player, 'steal-room', options);
}

/** Every room in play, for "any room". */
export function anyRoom(state: ManorState): RoomId[] {
  return roomIds(state);
}

/**
 * Steals the relic in `room`: "If you steal a relic from a room with madness tokens
 * on it, you must take all of the madness tokens". An emptied Vault is refilled at
 * once, with a madness token, before the stolen relic's abilities.
 */
export function stealFromRoom(state: ManorState, player: number, room: RoomId): void {
  const at = roomIndex(room);
  const card = state.rooms[at];
  if (card === null || card === undefined) throw new Error(`There is no relic in ${roomName(room)}.`);
  state.rooms[at] = null;
  const taken = state.roomMadness[at] ?? 0;
  state.roomMadness[at] = 0;
  playerOf(state, player).madness += taken;
  say(
    state,
    () =>
      `${playerName(state, player)} steals ${cardName(card)} from ${roomName(room)}${taken > 0 ? ` and takes its ${tokens(taken)}` : ''}.`,
  );
  playerOf(state, player).cache.push(card);
  // The relic is in the cache; a second Clock drawn for the Vault ends the game before its abilities.
  if (at === VAULT && !refillVault(state)) return;
  queueAbilities(state, player, card);
}

/**
 * "Anytime the Vault is empty, immediately add a relic to it off the top of the
 * deck", and "Whenever a relic is added to the Vault from the deck also add 1
 * madness token to the room". False when the draw ended the game.
 */
export function refillVault(state: ManorState): boolean {
  const card = drawRelic(state);
  if (card === null) return false;
  state.rooms[VAULT] = card;
  state.roomMadness[VAULT] = (state.roomMadness[VAULT] ?? 0) + 1;
  say(state, () => `${cardName(card)} is added to the Vault, with a madness token.`);
  return true;
}

/**
 * Puts a stolen card on top of the thief's cache and queues its steal abilities:
 * "they must resolve the ability on that relic".
 */
export function takeStolen(state: ManorState, player: number, card: number): void {
  playerOf(state, player).cache.push(card);
  queueAbilities(state, player, card);
}

/** Queues a relic's abilities so they run next: awakening, then madness, then special. */
export function queueAbilities(state: ManorState, player: number, card: number): void {
  const relic = cardOf(card).relic;
  if (!relic) return;
  if (relic.special) state.tasks.push({ k: 'special', player, card });
  if (relic.madnessIcon) state.tasks.push({ k: 'madness-icon', player, card });
  if (relic.awakening) state.tasks.push({ k: 'awakening', player, card });
}
