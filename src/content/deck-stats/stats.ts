/**
 * What a player reads off a deck at a glance: how many cards of each type, the
 * resource curve, the spreads of attack, defence and range, and how many units
 * can fight on each terrain. Pure: the deck document and the card database in,
 * numbers out; unknown ids are counted apart, never guessed at.
 */
import { EVERZONE_CONTENT } from '../../games/everzone/content';
import type { CardType, ForcesCardDef, Terrain } from '../../games/everzone/types';
import type { DeckDocument } from '../deck/types';

export const TERRAINS: readonly Terrain[] = ['earth', 'sea', 'space'];
export const CARD_TYPES: readonly CardType[] = ['leader', 'unit', 'support'];

/** How many cards have each value (index = value), from 0 to the highest value met. */
export type Spread = number[];

export interface DeckStats {
  /** Every copy, the leader included. */
  total: number;
  byType: Record<CardType, number>;
  /** Ids that are not in the card database (each copy). */
  unknown: number;
  /** Cost → how many units (leader included) and supports cost that much. */
  curve: { units: Spread; supports: Spread };
  /** Spreads over units and the leader (supports have no such values). */
  attack: Spread;
  defence: Spread;
  range: Spread;
  /** Units (leader included) able to be activated on each terrain. */
  terrain: Record<Terrain, number>;
}

export function deckStats(
  deck: Pick<DeckDocument, 'cards'>,
  cards: readonly ForcesCardDef[] = EVERZONE_CONTENT.cards,
): DeckStats {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const stats: DeckStats = {
    total: deck.cards.length,
    byType: { leader: 0, unit: 0, support: 0 },
    unknown: 0,
    curve: { units: [], supports: [] },
    attack: [],
    defence: [],
    range: [],
    terrain: { earth: 0, sea: 0, space: 0 },
  };
  for (const id of deck.cards) {
    const card = byId.get(id);
    if (!card) {
      stats.unknown++;
      continue;
    }
    stats.byType[card.type]++;
    if (card.type === 'support') {
      bump(stats.curve.supports, card.cost);
      continue;
    }
    bump(stats.curve.units, card.cost);
    bump(stats.attack, card.attack ?? 0);
    bump(stats.defence, card.defence ?? 0);
    bump(stats.range, card.range ?? 0);
    for (const t of card.terrains) stats.terrain[t]++;
  }
  const width = Math.max(stats.curve.units.length, stats.curve.supports.length);
  pad(stats.curve.units, width);
  pad(stats.curve.supports, width);
  return stats;
}

/** The mean of a spread (0 for an empty one). */
export function spreadMean(spread: Spread): number {
  let n = 0;
  let sum = 0;
  spread.forEach((count, value) => {
    n += count;
    sum += count * value;
  });
  return n === 0 ? 0 : sum / n;
}

function bump(spread: Spread, value: number): void {
  pad(spread, value + 1);
  spread[value]!++;
}

function pad(spread: Spread, length: number): void {
  while (spread.length < length) spread.push(0);
}
