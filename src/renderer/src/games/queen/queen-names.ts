/** Names the Queen table shows, taken from the content (never hard-coded rules). */
import { computed, inject, provide, type ComputedRef, type InjectionKey } from 'vue';
import { QUEEN_CONTENT } from '../../../../games/queen/content';
import type { CardDef, CardView, QueenView } from '../../../../games/queen/types';

/** "The Girl's team": named after the first character of that team in the content. */
export function teamName(team: number): string {
  const leader = QUEEN_CONTENT.characters.find((c) => c.team === team);
  return leader ? `${leader.name}'s team` : `Team ${team + 1}`;
}

/** The cards of the match on the table, by id: its own card set (public, in its options) or the book's. */
const CARDS: InjectionKey<ComputedRef<ReadonlyMap<string, CardDef>>> = Symbol('queen cards');

const BOOK_CARDS = computed(() => cardsById(QUEEN_CONTENT.cards));

function cardsById(cards: readonly CardDef[]): ReadonlyMap<string, CardDef> {
  return new Map(cards.map((c) => [c.id, c]));
}

/** Called by the table: its parts read the cards of the match it shows. */
export function provideQueenCards(view: () => QueenView): void {
  provide(
    CARDS,
    computed(() => cardsById(view().config.cards?.cards ?? QUEEN_CONTENT.cards)),
  );
}

/** The card lookups of the match on the table (the book's cards outside one). */
export function useQueenCards(): {
  cardDef: (id: string) => CardDef | undefined;
  cardName: (card: CardView | null | undefined) => string;
} {
  const cards = inject(CARDS, BOOK_CARDS);
  return {
    cardDef: (id) => cards.value.get(id),
    cardName: (card) => (card ? (cards.value.get(card.def)?.name ?? card.def) : 'Unknown card'),
  };
}

/** Seats allied with the viewer (same team, not the viewer). */
export function allySeats(view: QueenView): number[] {
  const me = view.seats.find((s) => s.seat === view.viewer);
  if (!me) return [];
  return view.seats.filter((s) => s.team === me.team && s.seat !== me.seat).map((s) => s.seat);
}
