/**
 * Sorts the legal actions the services sent into what Evy's board offers: steps
 * and plain attacks on the map, each hand card's uses, and the prompt of the
 * moment. No rules here: a hex is highlighted only because a legal action names
 * it (`to`, `target`, `targets`, `monster`).
 */
import type { LegalAction } from '../../../../shared/api';
import type { EvyAction, Hex } from '../../../../games/evy/types';
import { hexKey, neighbour } from './evy-geometry';

/** The action as the Evy rules shaped it; the services send the full object. */
export function asEvyAction(legal: LegalAction): EvyAction {
  return legal.action as EvyAction;
}

export interface EvyControls {
  roll: LegalAction | null;
  endTurn: LegalAction | null;
  /** Plain one-step moves, by the hex they lead to ("q,r"). */
  steps: Map<string, LegalAction>;
  /** Plain attacks, by the monster's hex. */
  attacks: Map<string, LegalAction>;
  /** Each hand card's uses (weapon, movement card, skill), by the card's instance id. */
  cardUses: Map<number, LegalAction[]>;
  /** Discards offered now (hand limit, preventing a hit), by card instance id. */
  discards: Map<number, LegalAction>;
  /** Monster-phase ties, by hex: which monster moves, or where it moves to. */
  tieChoices: Map<string, LegalAction>;
  /** Every prompt answer other than those on the map or the hand, as a numbered button, in the order given. */
  prompts: LegalAction[];
}

/**
 * The hexes an action names, for highlighting its shape on the map. A movement card
 * that names only a direction (Bicycle, Sneakers, Pogo Stick) is shown by the hex next
 * to Evy (`from`) that way: a click there picks the direction, where she lands is the rules' to say.
 */
export function shapeOf(legal: LegalAction, from?: Hex): Hex[] {
  const a = asEvyAction(legal);
  switch (a.type) {
    case 'step':
    case 'choose-tile':
      return [a.to];
    case 'attack':
      return [a.target];
    case 'move-card':
      if (a.target) return [a.target];
      return from ? [neighbour(from, a.direction)] : [];
    case 'weapon':
      return a.targets;
    case 'skill':
      return [...(a.monster ? [a.monster] : []), ...(a.targets ?? [])];
    case 'choose-monster':
      return [a.monster];
    default:
      return [];
  }
}

export function sortEvyControls(legal: readonly LegalAction[]): EvyControls {
  const controls: EvyControls = {
    roll: null,
    endTurn: null,
    steps: new Map(),
    attacks: new Map(),
    cardUses: new Map(),
    discards: new Map(),
    tieChoices: new Map(),
    prompts: [],
  };
  for (const entry of legal) {
    const a = asEvyAction(entry);
    switch (a.type) {
      case 'roll':
        controls.roll ??= entry;
        break;
      case 'end-turn':
        controls.endTurn ??= entry;
        break;
      case 'step':
        controls.steps.set(hexKey(a.to), entry);
        break;
      case 'attack':
        controls.attacks.set(hexKey(a.target), entry);
        break;
      case 'move-card':
      case 'weapon':
      case 'skill': {
        const uses = controls.cardUses.get(a.card) ?? [];
        uses.push(entry);
        controls.cardUses.set(a.card, uses);
        break;
      }
      case 'discard':
        controls.discards.set(a.card, entry);
        controls.prompts.push(entry);
        break;
      case 'choose-monster':
        controls.tieChoices.set(hexKey(a.monster), entry);
        controls.prompts.push(entry);
        break;
      case 'choose-tile':
        controls.tieChoices.set(hexKey(a.to), entry);
        controls.prompts.push(entry);
        break;
      default:
        // flip, pass-card, take-hit, keep, continue-elevator (and any type added later): a numbered button.
        controls.prompts.push(entry);
    }
  }
  return controls;
}

/**
 * The uses of a card that name `hex` in their shape. A click on the map while a
 * card is chosen acts when exactly one use names the hex; otherwise the list is
 * narrowed to these.
 */
export function usesNaming(uses: readonly LegalAction[], hex: Hex, from?: Hex): LegalAction[] {
  const key = hexKey(hex);
  return uses.filter((use) => shapeOf(use, from).some((h) => hexKey(h) === key));
}
