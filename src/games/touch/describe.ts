/** Actions in words, for logs, menus and hints. */
import type { TouchAction } from './actions';
import { SHADOWBROOK } from './board';
import { cardOf } from './cards';
import { elderDef, heroDef, TOUCH_CONTENT } from './content';
import { carriedName } from './carry';
import { heroAt, type TouchState } from './state';
import { plural } from '../../engine';

const space = (n: number): string => SHADOWBROOK.spaces[n]?.name ?? `space ${n}`;

export function describe(action: TouchAction, state: TouchState): string {
  const elder = (i: number): string => (state.elders[i] ? elderDef(state.elders[i]!.elder).name : 'an Elder');
  const hero = state.prompt ? heroAt(state, state.prompt.hero) : state.heroes[state.turn.hero];
  const heroName = (i: number): string => (state.heroes[i] ? heroDef(state.heroes[i]!.hero).name : 'a Hero');
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
      return `Heal ${plural(action.amount, 'Wound')} for ${3 * action.amount} Investigation`;
    case 'look':
      return `Look at ${elder(action.elder)}'s Secrets`;
    case 'buy-lair':
      return 'Buy a Lair card';
    case 'showdown':
      return 'Start a Showdown';
    case 'buy':
      return `Buy ${TOUCH_CONTENT.townItems[action.item]?.name ?? 'a Town Item'}`;
    case 'play':
      return `Play ${cardOf('event', action.card).name}${action.on === undefined ? '' : ` on ${heroName(action.on)}`}`;
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
    case 'hand-on':
      return `Give ${carried(action.position)} to ${heroName(action.hero)} instead of discarding it`;
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
    case 'accuse':
      return action.elder < 0 ? 'Make no Accusation' : `Accuse ${elder(action.elder)}`;
    case 'first':
      if (state.prompt?.kind === 'confronter') return `${heroName(action.hero)} makes the Honor 6+ Test`;
      return `${heroName(action.hero)} fights first`;
    case 'hound':
      return `The Hound in ${space(action.space)} moves next`;
    case 'push':
      return `Be pushed back to ${space(action.space)}`;
    case 'give':
      return `Give ${carried(action.position)} to ${heroName(action.hero)}`;
    case 'gift':
      return action.accept ? 'Accept the card offered' : 'Refuse the card offered';
    case 'hold-back':
      return action.accept ? 'Every Hero pays 2 Investigation to hold back the Darkness' : 'Keep the Investigation';
    case 'shield':
      return action.accept ? 'Take the Wounds between the Heroes' : 'Let the Shadow Track move';
    case 'confront':
      return action.accept ? 'Every Hero in the Showdown takes 1 Wound' : 'Cancel the Showdown';
    case 'chase':
      return action.accept ? 'Go to the Showdown' : 'Stay away';
    case 'join':
      return action.accept ? 'Pay the Lair cost and join the Showdown' : 'Stay out of the Showdown';
    case 'martyr':
      return action.accept ? 'Let the Elder take the Wounds' : 'Take the Wounds yourself';
    case 'elder':
      return `Choose ${elder(action.elder)}`;
    case 'order': {
      const task = state.tasks[state.tasks.length - 1];
      const source = task?.t === 'start-jobs' ? task.jobs[action.index]?.source : undefined;
      return `${source ?? 'That'} happens next`;
    }
    case 'aim':
      return `Aim a Fight Die at ${elder(action.elder)}`;
    case 'dice':
      return `Roll ${action.count} Fight Dice`;
    case 'resolve':
      return `${elder(action.elder)} discards the Resolve token: +2 Fight Dice this round`;
    case 'send':
      return `Send ${elder(action.elder)} back to Town`;
    case 'assign':
      if (action.hero < 0) return 'The Heroes are ready';
      return `${action.elder < 0 ? 'The Militia' : elder(action.elder)} stands with ${heroName(action.hero)}`;
    case 'hand':
      return `${heroName(action.from)} gives ${state.heroes[action.from]?.carried[action.position] ? carriedName(state.heroes[action.from]!.carried[action.position]!) : 'a card'} to ${heroName(action.hero)}`;
    case 'protect':
      return action.elder < 0 ? 'The rest of the prevention shields the Hero' : `Shield ${elder(action.elder)}`;
    case 'heal-whom':
      return action.elder < 0 ? `Heal ${hero ? heroDef(hero.hero).name : 'the Hero'}` : `Heal ${elder(action.elder)}`;
    case 'heal-elder':
      return `Heal a Wound of ${elder(action.elder)} for 3 Investigation`;
  }
}
