/**
 * What the rules read besides the state: the card content, indexed once, and the
 * ability hooks. The game object is made from one context (`makeEverzone`), so
 * tests can run the rules on their own small content and on identity hooks.
 */
import type { AbilityHooks, CardInstance, DeckDef, EverzoneContent, ForcesCardDef, LocationDef } from './types';

export interface EzRules {
  content: EverzoneContent;
  hooks: AbilityHooks;
  card(id: string): ForcesCardDef;
  location(id: string): LocationDef;
  deck(id: string): DeckDef;
  hasDeck(id: string): boolean;
  /**
   * The definitions of a list of card instances, by instance id. Copies of a state share
   * their list (`instances.ts`), so one table serves a whole game or search.
   */
  defsOf(cards: readonly CardInstance[]): readonly ForcesCardDef[];
}

export function makeRules(content: EverzoneContent, hooks: AbilityHooks): EzRules {
  const cards = new Map(content.cards.map((c) => [c.id, c]));
  const locations = new Map(content.locations.map((l) => [l.id, l]));
  const decks = new Map(content.decks.map((d) => [d.id, d]));
  const card = (id: string): ForcesCardDef => {
    const found = cards.get(id);
    if (!found) throw new Error(`There is no EverZone card "${id}".`);
    return found;
  };
  const tables = new WeakMap<readonly CardInstance[], ForcesCardDef[]>();
  // The list asked for last: nearly every call of a search asks for the same one.
  let lastList: readonly CardInstance[] | null = null;
  let lastTable: ForcesCardDef[] = [];
  return {
    content,
    hooks,
    card,
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
    defsOf(list) {
      // A list that grew (a test adding cards) gets a new table.
      if (list === lastList && lastTable.length === list.length) return lastTable;
      let table = tables.get(list);
      if (!table || table.length !== list.length) {
        table = list.map((instance) => card(instance.def));
        tables.set(list, table);
      }
      lastList = list;
      lastTable = table;
      return table;
    },
  };
}
