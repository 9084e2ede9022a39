/**
 * Sorts the legal actions the services sent into the controls the EverZone table
 * shows. No rules here: the engine lists what is legal, and checks any subset the
 * player assembles (marshal, reveal, activate, retreat discards) when it arrives.
 */
import type { LegalAction } from '../../../../shared/api';
import type { EzAction } from '../../../../games/everzone/types';

/** The choices made as a set of cards, assembled by clicking cards and then confirmed. */
export type SubsetType = 'marshal' | 'reveal' | 'activate' | 'retreat-discard';

/** Which of the viewer's zones a subset is chosen from: hand, marshalled cards, revealed units, deactivated units only. */
export type SelectZone = 'hand' | 'marshalled' | 'revealed' | 'inactive' | null;

export const SUBSET_TYPES: readonly SubsetType[] = ['marshal', 'reveal', 'activate', 'retreat-discard'];

export interface EzControls {
  /** The subset choice asked for now, with the engine's own menu of suggested subsets. */
  subset: { type: SubsetType; menu: LegalAction[] } | null;
  /** Supports the viewer may play, by card: each entry one way to play it (targets differ). */
  supports: Map<number, LegalAction[]>;
  /** Skills the viewer may use, by card. */
  skills: Map<number, LegalAction[]>;
  /** Supports in play the viewer may discard, by card. */
  discards: Map<number, LegalAction>;
  /** Location picks, keep/mulligan, target tokens, surrender/fight on: one button each. */
  buttons: LegalAction[];
  /** Passing in the declaration window, kept apart so it is never clicked by mistake. */
  pass: LegalAction | null;
}

/** The action as the EverZone rules shaped it; the services send the full object. */
export function asEzAction(legal: LegalAction): EzAction {
  return legal.action as EzAction;
}

function isSubsetType(type: string): type is SubsetType {
  return (SUBSET_TYPES as readonly string[]).includes(type);
}

function addTo(map: Map<number, LegalAction[]>, card: number, entry: LegalAction): void {
  const list = map.get(card);
  if (list) list.push(entry);
  else map.set(card, [entry]);
}

export function sortControls(legal: readonly LegalAction[]): EzControls {
  const controls: EzControls = {
    subset: null,
    supports: new Map(),
    skills: new Map(),
    discards: new Map(),
    buttons: [],
    pass: null,
  };
  for (const entry of legal) {
    const action = asEzAction(entry);
    if (isSubsetType(action.type)) {
      controls.subset ??= { type: action.type, menu: [] };
      if (controls.subset.type === action.type) controls.subset.menu.push(entry);
      else controls.buttons.push(entry);
    } else if (action.type === 'play-support') addTo(controls.supports, action.card, entry);
    else if (action.type === 'use-skill') addTo(controls.skills, action.card, entry);
    else if (action.type === 'discard-support') controls.discards.set(action.card, entry);
    else if (action.type === 'pass') controls.pass = entry;
    else controls.buttons.push(entry);
  }
  return controls;
}

/** The cards of a subset action, sorted; [] for any other action. */
export function subsetCards(entry: LegalAction): number[] {
  const action = asEzAction(entry);
  return 'cards' in action ? [...action.cards].sort((a, b) => a - b) : [];
}

/** The engine's key prefix of each subset choice (`src/games/everzone/legal.ts`). */
const KEY_PREFIX: Record<SubsetType, string> = {
  marshal: 'marshal',
  reveal: 'reveal',
  activate: 'activate',
  'retreat-discard': 'discard',
};

/**
 * The key to send for a chosen subset. A subset the engine listed is sent with the
 * engine's own key. Any other subset is sent in the engine's subset key format,
 * `<prefix>:<ids ascending, comma-separated>` (`marshal:3,7,12`, `reveal:` for none),
 * which the engine's `parseAction` reads and checks like any other action.
 */
export function subsetKey(type: SubsetType, cards: readonly number[], menu: readonly LegalAction[]): string {
  const wanted = [...new Set(cards)].sort((a, b) => a - b);
  const listed = menu.find((entry) => {
    const have = subsetCards(entry);
    return have.length === wanted.length && have.every((id, i) => id === wanted[i]);
  });
  return listed ? listed.action.key : `${KEY_PREFIX[type]}:${wanted.join(',')}`;
}

/** What a subset choice is called on its confirm button and in its prompt. */
/** `none`: the confirm button's words when nothing is chosen, which is a choice of its own. */
export const SUBSET_WORDS: Record<SubsetType, { title: string; help: string; confirm: string; none: string }> = {
  marshal: {
    title: 'Marshal',
    help: 'Click the cards in your hand to place face down for this battle, then confirm.',
    confirm: 'Marshal these cards',
    none: 'Marshal nothing',
  },
  reveal: {
    title: 'Reveal',
    help: 'Click the marshalled cards to reveal this turn, then confirm.',
    confirm: 'Reveal these cards',
    none: 'Reveal nothing',
  },
  activate: {
    title: 'Activate',
    help: 'Click the revealed units to keep active, within this turn’s resource limit, then confirm.',
    confirm: 'Activate these units',
    none: 'Keep no unit active',
  },
  'retreat-discard': {
    title: 'Retreat',
    help: 'Before the next battle you may discard cards from your hand to your Retreated pile: click them, then confirm.',
    confirm: 'Discard these cards',
    none: 'Keep the whole hand',
  },
};
