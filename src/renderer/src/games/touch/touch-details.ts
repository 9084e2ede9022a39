/**
 * One line under a prompt button saying what the engine's label leaves out: the
 * text of the card played, kept or bought, its cost, a Lair card's place and cost,
 * the Investigation an encounter's choice costs, where a Road to Escape to leads (the
 * Showdown screen hides the map, and every Road has the same name). Only cards the seat
 * may see are read.
 */
import { SHADOWBROOK } from '../../../../games/touch/board';
import { cardOf } from '../../../../games/touch/cards';
import { TOUCH_CONTENT } from '../../../../games/touch/content';
import type { TouchView } from '../../../../games/touch/view';
import type { LegalAction } from '../../../../shared/api';
import { asTouchAction } from './touch-map';
import { currentFight } from './touch-situation';
import { HIDDEN_CARD, spaceName } from './touch-words';

export function actionDetail(view: TouchView, legal: LegalAction): string | null {
  const action = asTouchAction(legal);
  const prompt = view.prompt;
  switch (action.type) {
    case 'play':
      return cardOf('event', action.card).text;
    case 'buy': {
      const item = TOUCH_CONTENT.townItems[action.item];
      return item ? `${item.cost} Investigation. ${item.text}` : null;
    }
    case 'keep': {
      if (action.card === HIDDEN_CARD || prompt?.kind !== 'keep') return null;
      return cardOf(prompt.deck, action.card).text;
    }
    case 'lair': {
      if (action.card === HIDDEN_CARD) return null;
      const lair = cardOf('lair', action.card);
      const place = TOUCH_CONTENT.board.spaces.find((s) => s.id === lair.location)?.name ?? lair.location;
      return `At ${place}; a Showdown costs ${lair.cost} Investigation. ${lair.text}`;
    }
    case 'option': {
      const cost = prompt?.kind === 'choose' ? (prompt.options[action.index]?.cost ?? 0) : 0;
      return cost > 0 ? `Costs ${cost} Investigation.` : null;
    }
    case 'escape':
      return escapeDetail(view, action.space);
    default:
      return null;
  }
}

/**
 * "Leads on to the Blacksmith": the spaces next to the one escaped to, apart from the one left.
 * A Road is named by where it goes ("Road toward the Marsh"), so two Roads out of one space
 * read differently.
 */
function escapeDetail(view: TouchView, space: number): string | null {
  const fight = currentFight(view);
  const here = fight ? view.heroes[fight.hero]?.space : undefined;
  const next = (SHADOWBROOK.adjacent[space] ?? []).filter((s) => s !== here).map((s) => beyond(space, s));
  return next.length > 0 ? `Leads on to ${[...new Set(next)].join(', ')}.` : null;
}

/** A space's name, or for a Road, the first space off the Roads in the direction walked. */
function beyond(from: number, space: number): string {
  let previous = from;
  let current = space;
  for (let steps = 0; SHADOWBROOK.spaces[current]!.kind === 'road' && steps < SHADOWBROOK.spaces.length; steps++) {
    const ahead = (SHADOWBROOK.adjacent[current] ?? []).find((s) => s !== previous);
    if (ahead === undefined) return spaceName(space);
    previous = current;
    current = ahead;
  }
  return current === space ? spaceName(space) : `${spaceName(space)} toward ${spaceName(current)}`;
}
