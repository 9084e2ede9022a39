/**
 * The solo fate picker: all four fates of the room being resolved, the ones the
 * rules offer enabled, and for each of the others the reason it cannot be given.
 * Which fates are legal comes from the services; this only explains the rest.
 */
import { actionDef } from '../../../../games/manor/content';
import { FATES } from '../../../../games/manor/solo';
import type { Fate, ManorView } from '../../../../games/manor/types';
import { FATE_WORDS } from '../../../../games/manor/words';
import type { LegalAction } from '../../../../shared/api';
import { asManorAction } from './manor-controls';
import { ROOM_NAMES } from './manor-words';

export interface FateRow {
  fate: Fate;
  /** Its number key, the same in every room. */
  key: number;
  words: string;
  legal: LegalAction | null;
  /** Why it cannot be given now; null when it can. */
  reason: string | null;
}

export function fateRows(view: ManorView, answers: readonly LegalAction[]): FateRow[] {
  const offered = new Map<Fate, LegalAction>();
  for (const entry of answers) {
    const action = asManorAction(entry);
    if (action.type === 'fate') offered.set(action.fate, entry);
  }
  return FATES.map((fate, i) => {
    const legal = offered.get(fate) ?? null;
    const words = FATE_WORDS[fate].charAt(0).toUpperCase() + FATE_WORDS[fate].slice(1);
    return { fate, key: i + 1, words, legal, reason: legal ? null : whyNot(view, fate) };
  });
}

/**
 * Why a fate is not offered. A room that must take the steal is never asked (its one
 * fate is given at once), so a fate left out of an asked question is already used,
 * a steal outside the card's rooms, or one the rooms still to come cannot spare.
 */
function whyNot(view: ManorView, fate: Fate): string {
  if (view.fatesUsed.includes(fate)) return 'Already given to a room this round: each fate once a round.';
  const card = view.players[0]?.selected;
  if (fate === 'steal' && card) {
    const def = actionDef(card);
    return `${def.name} steals only from ${def.rooms.map((r) => `the ${ROOM_NAMES[r]}`).join(' or ')}.`;
  }
  return 'Needed for a room still to come: every room gets a different fate, and the steal must be used.';
}
