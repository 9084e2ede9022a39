/**
 * Sorts the legal actions the services sent into the controls the Queen table
 * shows. No rules here: only what is legal is offered, grouped by shape.
 */
import type { LegalAction } from '../../../../shared/api';
import type { QueenAction } from '../../../../games/queen/types';

export interface QueenControls {
  /** Ending the turn by drawing. */
  draw: LegalAction | null;
  /** A card in the viewer's hand → what clicking it does. */
  handCards: Map<number, LegalAction>;
  /** Ability id → the action using it. */
  abilities: Map<string, LegalAction>;
  /** Places in the draw pile to choose from, in order. */
  positions: LegalAction[];
  /** Every other action, as a button with its label, in the order given. */
  buttons: LegalAction[];
}

const PLAY_TYPES = new Set(['play-action', 'play-points', 'play-weapon']);

/** The action as the Queen rules shaped it; the services send the full object. */
export function asQueenAction(legal: LegalAction): QueenAction {
  return legal.action as QueenAction;
}

/**
 * `handIds`: the cards of the viewer's own hand. A card choice (give, discard)
 * is also clickable on the card itself, and stays a button so the prompt can
 * be answered from one place; plays are on the cards only.
 */
export function sortControls(legal: readonly LegalAction[], handIds: ReadonlySet<number>): QueenControls {
  const controls: QueenControls = {
    draw: null,
    handCards: new Map(),
    abilities: new Map(),
    positions: [],
    buttons: [],
  };
  for (const entry of legal) {
    const action = asQueenAction(entry);
    if (action.type === 'draw') {
      controls.draw ??= entry;
    } else if (PLAY_TYPES.has(action.type) && 'card' in action && handIds.has(action.card)) {
      if (!controls.handCards.has(action.card)) controls.handCards.set(action.card, entry);
    } else if (action.type === 'use-ability') {
      controls.abilities.set(action.ability, entry);
    } else if (action.type === 'choose-position') {
      controls.positions.push(entry);
    } else {
      if (action.type === 'choose-card' && handIds.has(action.card) && !controls.handCards.has(action.card)) {
        controls.handCards.set(action.card, entry);
      }
      controls.buttons.push(entry);
    }
  }
  return controls;
}
