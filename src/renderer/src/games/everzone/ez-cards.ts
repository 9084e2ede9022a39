/** Card faces and names the EverZone table shows, read from the content (never hard-coded). */
import { findForcesCard } from '../../../../games/everzone/content';
import type { CardView, ForcesCardDef, Race, Terrain } from '../../../../games/everzone/types';

export function cardFace(def: string): ForcesCardDef | undefined {
  return findForcesCard(def);
}

export function cardName(card: CardView | number | null | undefined, cards?: ReadonlyMap<number, CardView>): string {
  const view = typeof card === 'number' ? cards?.get(card) : card;
  if (!view) return typeof card === 'number' ? `card #${card}` : 'a face-down card';
  return findForcesCard(view.def)?.name ?? view.def;
}

export const RACE_NAMES: Record<Race, string> = { numan: 'Numan', slurr: 'Slurr', uthron: 'Uthron' };

export const TERRAIN_NAMES: Record<Terrain, string> = { earth: 'Earth', sea: 'Sea', space: 'Space' };

/** Resources a card takes of the turn's limit (its cost), 0 when unknown. */
export function costOf(card: CardView | null | undefined): number {
  return card ? (findForcesCard(card.def)?.cost ?? 0) : 0;
}
