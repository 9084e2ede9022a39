/** Readable text of an action in the state it is taken in, for menus, hints and logs. */
import { actionDef, cardOf } from './content';
import { hasVault, playerOf, roomIndex, topOfCache, type ManorState } from './state';
import { ROOMS } from './schema-effects';
import type { ManorAction, Prompt, RoomId } from './types';
import { FATE_WORDS, capitalised, cardName, godName, playerName, roomName, tokens } from './words';

export function describe(action: ManorAction, state: ManorState): string {
  const prompt = state.prompt;
  switch (action.type) {
    case 'select': {
      const def = actionDef(action.card);
      const rooms = def.rooms.map((r) => roomName(r as RoomId)).join(' or ');
      const vault = hasVault(state) ? ', or the Vault' : '';
      return `Play ${def.name} (${def.initiative}): ${def.abilityText} Then steal from ${rooms}${vault}.`;
    }
    case 'room':
      return describeRoom(state, prompt, action.room);
    case 'amount':
      if (prompt?.purpose === 'give-madness') {
        return `Give ${tokens(action.amount)} to ${playerName(state, prompt.target ?? 0)}`;
      }
      return `Lose ${tokens(action.amount)}`;
    case 'mode':
      return action.mode === 'add' ? 'Add awakening tokens' : 'Remove awakening tokens';
    case 'god': {
      const amount = prompt?.amount ?? 1;
      const verb = prompt?.mode === 'remove' ? 'Remove' : 'Add';
      const where = prompt?.mode === 'remove' ? 'from' : 'to';
      return `${verb} ${tokens(amount, 'awakening')} ${where} ${godName(state, action.colour)}`;
    }
    case 'player':
      return describeTarget(state, prompt, action.player);
    case 'may': {
      const name = prompt?.card === null || prompt?.card === undefined ? 'the ability' : cardName(prompt.card);
      return action.accept ? `Use ${name}` : `Do not use ${name}`;
    }
    case 'fate': {
      const room = prompt?.room ?? 0;
      const card = state.rooms[room];
      const what = card === null || card === undefined ? '' : ` (${cardName(card)})`;
      return capitalised(`${roomName(ROOMS[room] ?? 'attic')}${what}: ${FATE_WORDS[action.fate]}`);
    }
  }
}

function describeRoom(state: ManorState, prompt: Prompt | null, room: RoomId): string {
  const at = roomIndex(room);
  const card = state.rooms[at];
  const relic = card === null || card === undefined ? 'nothing' : cardName(card);
  const madness = state.roomMadness[at] ?? 0;
  const withTokens = madness > 0 ? ` and its ${tokens(madness)}` : '';
  switch (prompt?.purpose) {
    case 'lovecraft-room':
      return `Lovecraft steals ${relic} from ${roomName(room)}${withTokens}`;
    case 'madness-room':
      return `Add ${tokens(prompt.amount ?? 1)} to ${roomName(room)}`;
    case 'exchange-room': {
      const top = topOfCache(playerOf(state, prompt.player));
      return `Exchange ${top === undefined ? 'your top card' : cardName(top)} for ${relic} in ${roomName(room)}`;
    }
    default:
      return `Steal ${relic} from ${roomName(room)}${withTokens}`;
  }
}

function describeTarget(state: ManorState, prompt: Prompt | null, target: number): string {
  const name = playerName(state, target);
  const effect = prompt?.effect;
  switch (effect?.op) {
    case 'other-god-token':
      return `${name} must ${effect.mode} ${tokens(effect.amount, 'awakening')} ${effect.mode === 'add' ? 'to' : 'from'} an elder god`;
    case 'give-madness':
      return `Give madness tokens to ${name}`;
    case 'peek-role':
      return `Look at ${name}'s role`;
    case 'steal-cache-top': {
      const top = topOfCache(playerOf(state, target));
      return `Steal ${top === undefined ? 'the top relic' : cardOf(top).name} from ${name}'s cache`;
    }
    default:
      return `Choose ${name}`;
  }
}
