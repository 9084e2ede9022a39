/** Plain sentences for actions, for the log, menus and hints. */
import type { EzRules } from './rules-context';
import { defOf, seatName } from './state';
import type { EzAction, EzState } from './types';

export function describe(rules: EzRules, action: EzAction, state: EzState): string {
  const names = (cards: readonly number[]) =>
    cards.length === 0 ? 'nothing' : cards.map((c) => cardName(rules, state, c)).join(', ');
  switch (action.type) {
    case 'pick-location':
      return `Add ${locationName(rules, action.location)} to the location deck.`;
    case 'keep-hand':
      return 'Keep this hand.';
    case 'mulligan':
      return 'Discard the whole hand and draw one card fewer.';
    case 'marshal':
      return `Marshal face down: ${names(action.cards)}.`;
    case 'target':
      return `Attack ${seatName(action.seat)} this battle.`;
    case 'reveal':
      return `Reveal: ${names(action.cards)}.`;
    case 'activate':
      // After losses the chosen units join those still active; otherwise they are the whole army.
      return state.stage.activation === 'forced'
        ? `Activate deactivated units: ${names(action.cards)}.`
        : `Have active: ${names(action.cards)}.`;
    case 'play-support':
      return `Play ${cardName(rules, state, action.card)}${choiceWords(rules, state, action)}.`;
    case 'use-skill':
      return `Use the skill of ${cardName(rules, state, action.card)}${choiceWords(rules, state, action)}.`;
    case 'discard-support':
      return `Retreat ${cardName(rules, state, action.card)} from play.`;
    case 'pass':
      return 'Pass.';
    case 'surrender':
      return 'Surrender this battle.';
    case 'fight-on':
      return 'Fight on.';
    case 'retreat-discard':
      return action.cards.length === 0
        ? 'Keep the whole hand.'
        : `Discard to the Retreated pile: ${names(action.cards)}.`;
  }
}

/** What the declaration chooses, in the abilities' words (": destroy Anubis"), so menu entries differ. */
function choiceWords(
  rules: EzRules,
  state: EzState,
  action: { card: number; choice: Record<string, unknown> },
): string {
  return rules.hooks.describeChoice?.(state, action.card, action.choice) ?? '';
}

function cardName(rules: EzRules, state: EzState, card: number): string {
  try {
    return defOf(rules, state, card).name;
  } catch {
    return `card ${card}`;
  }
}

function locationName(rules: EzRules, id: string): string {
  try {
    return rules.location(id).name;
  } catch {
    return id;
  }
}
