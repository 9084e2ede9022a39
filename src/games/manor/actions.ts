/**
 * The action objects legal actions are made of, made once and shared (frozen):
 * legal actions are listed at every step of every search iteration.
 */
import type { ActionId, Colour, Fate, ManorAction, PromptPurpose, RoomId } from './types';

const cache = new Map<string, ManorAction>();

function keep(action: ManorAction): ManorAction {
  const known = cache.get(action.key);
  if (known) return known;
  Object.freeze(action);
  cache.set(action.key, action);
  return action;
}

export function selectAction(card: ActionId): ManorAction {
  return keep({ key: `select:${card}`, type: 'select', card });
}

/** The action answering a question of `purpose` with `value`, one of its options. */
export function answerAction(purpose: PromptPurpose, value: string | number): ManorAction {
  switch (purpose) {
    case 'steal-room':
    case 'lovecraft-room':
    case 'madness-room':
    case 'exchange-room':
      return keep({ key: `room:${value}`, type: 'room', room: value as RoomId });
    case 'lose-madness':
    case 'give-madness':
      return keep({ key: `amount:${value}`, type: 'amount', amount: Number(value) });
    case 'awaken-mode':
      return keep({ key: `mode:${value}`, type: 'mode', mode: value as 'add' | 'remove' });
    case 'awaken-god':
      return keep({ key: `god:${value}`, type: 'god', colour: value as Colour });
    case 'target-player':
      return keep({ key: `player:${value}`, type: 'player', player: Number(value) });
    case 'may':
      return keep({ key: `may:${value}`, type: 'may', accept: value === 'yes' });
    case 'fate':
      return keep({ key: `fate:${value}`, type: 'fate', fate: value as Fate });
  }
}

/** The option value an answering action carries. */
export function valueOf(action: ManorAction): string | number {
  switch (action.type) {
    case 'select':
      return action.card;
    case 'room':
      return action.room;
    case 'amount':
      return action.amount;
    case 'mode':
      return action.mode;
    case 'god':
      return action.colour;
    case 'player':
      return action.player;
    case 'may':
      return action.accept ? 'yes' : 'no';
    case 'fate':
      return action.fate;
  }
}
