/**
 * What the rules read besides the state: the card content, indexed once, and the
 * ability hooks. The game object is made from one context (`makeEverzone`), so
 * tests can run the rules on their own small content and on identity hooks.
 */
import type { AbilityHooks, DeckDef, EverzoneContent, ForcesCardDef, LocationDef } from './types';

export interface EzRules {
  content: EverzoneContent;
  hooks: AbilityHooks;
  card(id: string): ForcesCardDef;
  location(id: string): LocationDef;
  deck(id: string): DeckDef;
  hasDeck(id: string): boolean;
}

export function makeRules(content: EverzoneContent, hooks: AbilityHooks): EzRules {
  const cards = new Map(content.cards.map((c) => [c.id, c]));
  const locations = new Map(content.locations.map((l) => [l.id, l]));
  const decks = new Map(content.decks.map((d) => [d.id, d]));
  return {
    content,
    hooks,
    card(id) {
      const card = cards.get(id);
      if (!card) throw new Error(`There is no EverZone card "${id}".`);
      return card;
    },
    location(id) {
      const found = locations.get(id);
      if (!found) throw new Error(`There is no EverZone location "${id}".`);
      return found;
    },
    deck(id) {
      const found = decks.get(id);
      if (!found) throw new Error(`There is no EverZone deck "${id}".`);
      return found;
    },
    hasDeck: (id) => decks.has(id),
  };
}
