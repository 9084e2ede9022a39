/** Plain-words helpers shared by the log, `describe` and the prompts. */
import { SOLO_LEVEL_NAMES } from './config-schema';
import { actionDef, cardOf, godDef, roleDef } from './content';
import { playerOf, type ManorState } from './state';
import type { ActionId, Colour, Fate, RoomId } from './types';

const ROOM_NAMES: Record<RoomId, string> = {
  attic: 'the Attic',
  basement: 'the Basement',
  foyer: 'the Foyer',
  library: 'the Library',
  vault: 'the Vault',
};

export function roomName(room: RoomId): string {
  return ROOM_NAMES[room];
}

export function cardName(id: number): string {
  return cardOf(id).name;
}

export function actionName(id: ActionId): string {
  return actionDef(id).name;
}

export function roleName(id: string): string {
  return roleDef(id).name;
}

/** "the blue elder god (Dagon)". */
export function godName(state: ManorState, colour: Colour): string {
  const god = state.gods.find((g) => g.colour === colour);
  return god ? `the ${colour} elder god (${godDef(god.face).name})` : `the ${colour} elder god`;
}

/** The seat labels: "Player 1"…; the solo game's one seat is "Player". */
export function seatLabel(players: number, seat: number): string {
  return players === 1 ? 'Player' : `Player ${seat + 1}`;
}

export function playerName(state: ManorState, player: number): string {
  const p = playerOf(state, player);
  if (p.kind === 'lovecraft') return 'Lovecraft';
  if (p.kind === 'cultist') return `the ${roleName(p.role)}`;
  // The solo rules call the one seat "the player".
  return state.config.players === 1 ? 'the player' : seatLabel(state.config.players, player);
}

/** "the Attic" -> "The Attic": log lines and descriptions start with a capital. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function tokens(n: number, what = 'madness'): string {
  return `${n} ${what} ${n === 1 ? 'token' : 'tokens'}`;
}

export function soloLevelName(level: number): string {
  return SOLO_LEVEL_NAMES[level - 1] ?? `Doomed +${level - SOLO_LEVEL_NAMES.length}`;
}

export const FATE_WORDS: Record<Fate, string> = {
  steal: 'steal it',
  cultist: 'give it to the Cultist',
  lovecraft: 'give it to Lovecraft face down',
  leave: 'leave it for the next round',
};
