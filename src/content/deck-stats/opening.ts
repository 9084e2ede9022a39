/**
 * The opening hand, as the rules deal it: the leader is set aside ("placed on
 * the table in front of you"), the rest is shuffled, ten are drawn; a mulligan
 * discards the whole hand and draws one fewer from what is left of the deck
 * (docs/rules/everzone.md, "1/Draw Phase"). The sampler is seeded, so a hand
 * can be shown again; the odds are exact (hypergeometric).
 */
import { createRng, shuffleInPlace, type RngState } from '../../engine/rng';
import { EVERZONE_CONTENT } from '../../games/everzone/content';
import type { ForcesCardDef, Terrain } from '../../games/everzone/types';
import type { DeckDocument } from '../deck/types';
import { probabilityAtLeast, type ExactProbability } from './hypergeometric';

/** "Each player draws cards from their deck until they have 10 cards in their hand." */
export const OPENING_HAND = 10;

/** The forces deck a game shuffles: every card but the (first) leader, which waits aside. */
export function forcesDeck(
  deck: Pick<DeckDocument, 'cards'>,
  cards: readonly ForcesCardDef[] = EVERZONE_CONTENT.cards,
): string[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const leaderAt = deck.cards.findIndex((id) => byId.get(id)?.type === 'leader');
  return deck.cards.filter((_, i) => i !== leaderAt);
}

/** A shuffled deck and the hands drawn from it: the first ten, then one fewer per mulligan. */
export class OpeningSampler {
  private readonly rng: RngState;
  private library: string[] = [];
  /** The hand now held (card ids, in the order drawn). */
  hand: string[] = [];
  /** Mulligans taken since the last shuffle. */
  mulligans = 0;

  constructor(
    private readonly deck: readonly string[],
    seed: number | string,
  ) {
    this.rng = createRng(seed);
    this.newGame();
  }

  /** Shuffles the whole forces deck again and draws a fresh opening hand. */
  newGame(): string[] {
    this.library = shuffleInPlace(this.rng, [...this.deck]);
    this.mulligans = 0;
    return this.draw(OPENING_HAND);
  }

  /** Discards the hand and draws one fewer from the rest of the deck; false when the hand is empty. */
  mulligan(): boolean {
    if (this.hand.length === 0) return false;
    this.mulligans++;
    this.draw(this.hand.length - 1);
    return true;
  }

  private draw(n: number): string[] {
    this.hand = this.library.splice(0, Math.min(n, this.library.length));
    return this.hand;
  }
}

/** Units of the forces deck (never supports, never the leader) that can be activated on a terrain. */
export function unitsFor(
  forces: readonly string[],
  terrain: Terrain,
  cards: readonly ForcesCardDef[] = EVERZONE_CONTENT.cards,
): number {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return forces.filter((id) => {
    const card = byId.get(id);
    return card?.type === 'unit' && card.terrains.includes(terrain);
  }).length;
}

/** The chance that a hand of `handSize` holds at least `atLeast` units able to fight on `terrain`. */
export function openingOdds(
  forces: readonly string[],
  terrain: Terrain,
  atLeast: number,
  handSize: number = OPENING_HAND,
  cards: readonly ForcesCardDef[] = EVERZONE_CONTENT.cards,
): ExactProbability {
  return probabilityAtLeast({
    population: forces.length,
    successes: unitsFor(forces, terrain, cards),
    draws: handSize,
    atLeast,
  });
}
