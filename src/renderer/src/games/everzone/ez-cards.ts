/**
 * Card faces and names the EverZone table shows, read from the content (never hard-coded): the
 * match's own card and location sets when its options carry them (public, like every option),
 * else the built-in ones.
 */
import { computed, inject, provide, type ComputedRef, type InjectionKey } from 'vue';
import { EVERZONE_CONTENT } from '../../../../games/everzone/content';
import type {
  CardView,
  EverzoneView,
  ForcesCardDef,
  LocationDef,
  Race,
  Terrain,
} from '../../../../games/everzone/types';

interface MatchContent {
  cards: ReadonlyMap<string, ForcesCardDef>;
  locations: ReadonlyMap<string, LocationDef>;
}

const CONTENT: InjectionKey<ComputedRef<MatchContent>> = Symbol('everzone content');

function contentOf(cards: readonly ForcesCardDef[], locations: readonly LocationDef[]): MatchContent {
  return { cards: new Map(cards.map((c) => [c.id, c])), locations: new Map(locations.map((l) => [l.id, l])) };
}

const BUILT_IN = computed(() => contentOf(EVERZONE_CONTENT.cards, EVERZONE_CONTENT.locations));

/**
 * Called by the table: its parts read the cards and locations of the match it shows. Returns the
 * lookups for the table itself (a component does not inject what it provides).
 */
export function provideEverzoneCards(view: () => EverzoneView): EverzoneCards {
  const content = computed(() => {
    const config = view().config;
    if (!config.cards && !config.locationSet) return BUILT_IN.value;
    return contentOf(
      config.cards?.cards ?? EVERZONE_CONTENT.cards,
      config.locationSet?.locations ?? EVERZONE_CONTENT.locations,
    );
  });
  provide(CONTENT, content);
  return lookups(content);
}

export interface EverzoneCards {
  cardFace(def: string): ForcesCardDef | undefined;
  cardName(card: CardView | number | null | undefined, cards?: ReadonlyMap<number, CardView>): string;
  /** Resources a card takes of the turn's limit (its cost), 0 when unknown. */
  costOf(card: CardView | null | undefined): number;
  locationName(id: string): string;
}

/** The card lookups of the match on the table (the built-in content outside one). */
export function useEverzoneCards(): EverzoneCards {
  return lookups(inject(CONTENT, BUILT_IN));
}

function lookups(content: ComputedRef<MatchContent>): EverzoneCards {
  const cardFace = (def: string): ForcesCardDef | undefined => content.value.cards.get(def);
  return {
    cardFace,
    cardName(card, cards) {
      const view = typeof card === 'number' ? cards?.get(card) : card;
      if (!view) return typeof card === 'number' ? `card #${card}` : 'a face-down card';
      return cardFace(view.def)?.name ?? view.def;
    },
    costOf: (card) => (card ? (cardFace(card.def)?.cost ?? 0) : 0),
    locationName: (id) => content.value.locations.get(id)?.name ?? id,
  };
}

export const RACE_NAMES: Record<Race, string> = { numan: 'Numan', slurr: 'Slurr', uthron: 'Uthron' };

export const TERRAIN_NAMES: Record<Terrain, string> = { earth: 'Earth', sea: 'Sea', space: 'Space' };
