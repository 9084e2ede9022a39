/**
 * The decks and the Town Items in words, for browsing. "This Discard Pile should be formed
 * face up next to the deck … Any player may look through any of the Discard Piles at any
 * time"; "Town Items are not random and the Stack may be looked through at any time." The
 * draw piles are face down: the view gives their size and nothing else.
 */
import { cardOf, DECKS } from '../../../../games/touch/cards';
import { TOUCH_CONTENT } from '../../../../games/touch/content';
import type { DeckName } from '../../../../games/touch/content-types';
import type { TouchView } from '../../../../games/touch/view';
import type { NamedText } from './touch-sheets';

const DECK_NAMES: Record<DeckName, string> = {
  event: 'Events',
  mystery: 'Mysteries',
  lair: 'Lair cards',
  secret: 'Secrets',
  curse: 'Curses',
  manor: 'The Manor',
  windmill: 'The Windmill',
  'olde-woods': 'The Olde Woods',
  'abandoned-keep': 'The Abandoned Keep',
};

export interface DeckPile {
  deck: DeckName;
  name: string;
  /** Face down, counted only. */
  toDraw: number;
  /** Face up, the most recent first. */
  discard: NamedText[];
  /** Removed from the game: never reshuffled (the Basic Game's Secrets, for one). */
  removed: number;
}

export function deckPiles(view: TouchView): DeckPile[] {
  return DECKS.map((deck) => {
    const pile = view.decks[deck];
    return {
      deck,
      name: DECK_NAMES[deck],
      toDraw: pile.draw.length,
      discard: [...pile.discard].reverse().map((card) => {
        const def = cardOf(deck, card);
        return { name: def.name, text: def.text };
      }),
      removed: pile.removed.length,
    };
  });
}

/** The Town Items still in the Stack at the Blacksmith, with their cost. */
export function townItemStack(view: TouchView): (NamedText & { cost: number })[] {
  return view.townItems.map((item) => {
    const def = TOUCH_CONTENT.townItems[item]!;
    return { name: def.name, text: def.text, cost: def.cost };
  });
}
