/**
 * The legal actions the services sent, sorted into what the Manor table offers:
 * the action cards of the hand while cards are chosen, or the answers to the open
 * question, numbered for the keyboard. No rules here: only what is legal is offered.
 */
import { ACTIONS } from '../../../../games/manor/content';
import { FATES } from '../../../../games/manor/solo';
import type { ActionDef, ActionId, ManorAction } from '../../../../games/manor/types';
import type { LegalAction } from '../../../../shared/api';

export interface HandCard {
  def: ActionDef;
  /** Its number key: the initiative printed on the card. */
  key: number;
  /** The action placing it face down; null when it cannot be chosen now. */
  legal: LegalAction | null;
}

export interface ManorControls {
  /** Select Actions: the four action cards, in initiative order. Empty when no card may be placed. */
  hand: HandCard[];
  /** The answers to the open question, in the order the rules list them: key 1 is the first. */
  answers: LegalAction[];
}

export function asManorAction(legal: LegalAction): ManorAction {
  return legal.action as ManorAction;
}

export function sortManorControls(legal: readonly LegalAction[]): ManorControls {
  const selects = new Map<ActionId, LegalAction>();
  const answers: LegalAction[] = [];
  for (const entry of legal) {
    const action = asManorAction(entry);
    if (action.type === 'select') selects.set(action.card, entry);
    else answers.push(entry);
  }
  const hand =
    selects.size === 0 ? [] : ACTIONS.map((def) => ({ def, key: def.initiative, legal: selects.get(def.id) ?? null }));
  return { hand, answers };
}

/** Everything the viewer may choose now, with the number key of each. */
export function numberedChoices(controls: ManorControls): { key: number; legal: LegalAction }[] {
  if (controls.hand.length > 0) {
    return controls.hand.flatMap((card) => (card.legal ? [{ key: card.key, legal: card.legal }] : []));
  }
  return controls.answers.map((legal, i) => ({ key: answerKey(legal, i), legal }));
}

/** An answer's number key: its place in the list, but a solo fate keeps its own (1 steal … 4 leave) as the picker shows all four. */
function answerKey(legal: LegalAction, index: number): number {
  const action = asManorAction(legal);
  return action.type === 'fate' ? FATES.indexOf(action.fate) + 1 : index + 1;
}

/** The choice a number key picks, if that number is offered. */
export function choiceForKey(controls: ManorControls, key: number): LegalAction | null {
  return numberedChoices(controls).find((c) => c.key === key)?.legal ?? null;
}
