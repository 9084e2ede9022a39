/**
 * The 2-player game's third player: "After both players have resolved their actions
 * the player in possession of the Lantern takes a turn for Lovecraft": "Lovecraft
 * steals a relic from any room of the player's choosing", and that player resolves
 * the relic "as if the player was Lovecraft".
 */
import { ask } from './ask';
import { roomIds, roomsWithRelics, say, type ManorState } from './state';

export function lovecraftPlayer(state: ManorState): number {
  const at = state.players.findIndex((p) => p.kind === 'lovecraft');
  if (at < 0) throw new Error('Lovecraft does not play in this game.');
  return at;
}

export function startLovecraftTurn(state: ManorState): void {
  const lovecraft = lovecraftPlayer(state);
  const rooms = roomsWithRelics(state, roomIds(state));
  if (rooms.length === 0) {
    say(state, () => 'Lovecraft finds no relic to steal.');
    return;
  }
  say(state, () => 'Lovecraft takes his turn.');
  ask(state, lovecraft, 'lovecraft-room', rooms);
}
