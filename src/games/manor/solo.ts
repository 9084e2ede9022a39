/**
 * The solo turn's rooms: "Resolve the rooms in the following order from left to
 * right: Attic, Basement, Foyer, and the Library. When resolving the rooms use each
 * of the following options once per game round." Each room is given a fate by the
 * player; only fates that still let the remaining rooms be given one are offered,
 * and the steal must be used when one of the card's rooms allows it ("he will be
 * required to take the card in the Library").
 */
import { ask } from './ask';
import { actionDef } from './content';
import { playerOf, roomIndex, say, type ManorState } from './state';
import { queueAbilities, stealFromRoom } from './steal';
import { ROOMS } from './schema-effects';
import type { ActionId, Fate } from './types';
import { FATE_WORDS, cardName, playerName, roomName, tokens } from './words';

export const FATES: readonly Fate[] = ['steal', 'cultist', 'lovecraft', 'leave'];
const CULTIST = 1;
const LOVECRAFT = 2;

/** The rooms (by index) where the chosen card lets the player steal. */
function cardRooms(state: ManorState): number[] {
  return actionDef(playerOf(state, 0).selected as ActionId).rooms.map(roomIndex);
}

/**
 * Can every room of `rooms` get a different fate of `fates`, the steal only where
 * the card allows it, and the steal used if any of these rooms allows it?
 */
function canComplete(rooms: number[], fates: readonly Fate[], stealRooms: number[]): boolean {
  if (fates.includes('steal') && rooms.some((r) => stealRooms.includes(r))) {
    // The steal must go to one of the card's rooms; try each.
    return rooms.some(
      (r, i) =>
        stealRooms.includes(r) &&
        assignable(
          rooms.filter((_, j) => j !== i),
          fates.filter((f) => f !== 'steal'),
        ),
    );
  }
  return assignable(
    rooms,
    fates.filter((f) => f !== 'steal'),
  );
}

/** Fates other than the steal fit any room: enough of them is all it takes. */
function assignable(rooms: number[], fates: readonly Fate[]): boolean {
  return fates.length >= rooms.length;
}

/** The fates the player may give room `room` now. */
export function fateOptions(state: ManorState, room: number): Fate[] {
  const stealRooms = cardRooms(state);
  const unused = FATES.filter((f) => !state.fatesUsed.includes(f));
  const later: number[] = [];
  for (let r = room + 1; r < 4; r++) if (state.rooms[r] !== null) later.push(r);
  return unused.filter((fate) => {
    if (fate === 'steal' && !stealRooms.includes(room)) return false;
    const rest = unused.filter((f) => f !== fate);
    // Skipping the steal here is only fine if a later room of the card can still take it.
    if (
      fate !== 'steal' &&
      rest.includes('steal') &&
      stealRooms.includes(room) &&
      !later.some((r) => stealRooms.includes(r))
    ) {
      return false;
    }
    return canComplete(later, rest, stealRooms);
  });
}

/** Asks the fate of room `room`; an empty room (emptied by an earlier steal) has none. */
export function startSoloRoom(state: ManorState, room: number): void {
  if (state.rooms[room] === null) {
    say(state, () => `${roomName(ROOMS[room] ?? 'attic')} is empty.`);
    return;
  }
  const options = fateOptions(state, room);
  if (options.length === 0) return;
  ask(state, 0, 'fate', options, { room });
}

export function answerFate(state: ManorState, room: number, fate: Fate): void {
  state.fatesUsed.push(fate);
  const roomId = ROOMS[room] ?? 'attic';
  const card = state.rooms[room] as number;
  say(state, () => `${roomName(roomId)}: ${playerName(state, 0)} chooses to ${FATE_WORDS[fate]}.`, 0);
  switch (fate) {
    case 'steal':
      return stealFromRoom(state, 0, roomId);
    case 'cultist': {
      // "Give any madness tokens on the room to the Cultist, resolve the relic's effect, and add it faceup to the top of the Cultist's cache."
      const taken = state.roomMadness[room] ?? 0;
      state.roomMadness[room] = 0;
      state.rooms[room] = null;
      const cultist = playerOf(state, CULTIST);
      cultist.madness += taken;
      cultist.cache.push(card);
      say(
        state,
        () => `${playerName(state, CULTIST)} takes ${cardName(card)}${taken > 0 ? ` and ${tokens(taken)}` : ''}.`,
      );
      return queueAbilities(state, CULTIST, card);
    }
    case 'lovecraft':
      // "…without resolving its effect, place it facedown on top of his cache, and discard any madness tokens on the room."
      state.rooms[room] = null;
      state.roomMadness[room] = 0;
      playerOf(state, LOVECRAFT).cache.push(card);
      return;
    case 'leave':
      return;
  }
}
