/** Actions in words, for logs, menus and hints. */
import type { TouchAction } from './actions';
import { SHADOWBROOK } from './board';
import { cardOf } from './cards';
import { elderDef, TOUCH_CONTENT } from './content';
import { carriedName } from './carry';
import { heroAt, type TouchState } from './state';

const space = (n: number): string => SHADOWBROOK.spaces[n]?.name ?? `space ${n}`;

export function describe(action: TouchAction, state: TouchState): string {
  const elder = (i: number): string => (state.elders[i] ? elderDef(state.elders[i]!.elder).name : 'an Elder');
  const hero = state.prompt ? heroAt(state, state.prompt.hero) : state.heroes[state.turn.hero];
  const carried = (i: number): string => (hero?.carried[i] ? carriedName(hero.carried[i]!) : 'a card');
  switch (action.type) {
    case 'roll':
      return 'Roll to move';
    case 'step':
      return `Move to ${space(action.space)}`;
    case 'stop':
      return 'End the move here';
    case 'free-event':
      return 'Draw the free Event card';
    case 'encounter':
      return 'Encounter the space';
    case 'collect':
      return 'Collect the Investigation here';
    case 'heal':
      return `Heal ${action.amount} Wound(s) for ${3 * action.amount} Investigation`;
    case 'look':
      return `Look at ${elder(action.elder)}'s Secrets`;
    case 'buy-lair':
      return 'Buy a Lair card';
    case 'showdown':
      return 'Start a Showdown';
    case 'buy':
      return `Buy ${TOUCH_CONTENT.townItems[action.item]?.name ?? 'a Town Item'}`;
    case 'play':
      return `Play ${cardOf('event', action.card).name}`;
    case 'pass':
      return 'Play no Event now';
    case 'end':
      return 'End the turn';
    case 'fight':
      return 'Fight a round';
    case 'escape':
      return `Escape to ${space(action.space)}`;
    case 'defeat':
      return `Discard ${carried(action.position)} to defeat the Minion`;
    case 'option': {
      const prompt = state.prompt;
      return prompt?.kind === 'choose' ? (prompt.options[action.index]?.label ?? 'Choose') : 'Choose';
    }
    case 'keep':
      return `Keep ${cardOf('event', action.card).name}`;
    case 'peek':
      return `Peek at ${elder(action.elder)}'s Secrets`;
    case 'replace':
      return action.position < 0 ? 'Keep every Secret' : `Discard Secret ${action.position + 1}`;
    case 'discard':
      return `Discard ${carried(action.position)}`;
    case 'lose':
      return action.position < 0 ? 'Lose 1 Investigation' : `Lose ${carried(action.position)}`;
    case 'lair':
      return `Keep the Lair ${cardOf('lair', action.card).name}`;
    case 'party':
      return action.elder < 0 ? 'The Hunting Party is complete' : `Bring ${elder(action.elder)}`;
  }
}
