/**
 * What the EverZone table derives from a view, kept out of the components so it
 * can be tested on fixtures. Display only: the engine decides what is legal.
 */
import type { CardView, Declaration, EverzoneView, PlayerView } from '../../../../games/everzone/types';
import type { SelectZone, SubsetType } from './ez-controls';

/** Every card the viewer can see, by instance id (names in the pile and the move panel). */
export function visibleCards(view: EverzoneView): Map<number, CardView> {
  const map = new Map<number, CardView>();
  for (const p of view.players) {
    for (const list of [p.hand, p.marshalled, p.active, p.inactive, p.supports, p.retreated, p.fallen]) {
      for (const card of list) if (card) map.set(card.id, card);
    }
  }
  return map;
}

/** Which of the viewer's zones a subset is chosen from. */
export const ZONE_OF: Record<SubsetType, SelectZone> = {
  marshal: 'hand',
  'retreat-discard': 'hand',
  reveal: 'marshalled',
  activate: 'revealed',
};

/** A new question starts from what is on the table: activation from the units active now, the rest from nothing. */
export function initialSelection(type: SubsetType | null, me: PlayerView | null): number[] {
  return type === 'activate' && me ? me.active.map((c) => c.id) : [];
}

export interface ResourceCount {
  /** Resources the chosen units take. */
  chosen: number;
  /** Resources the viewer's supports in play take this turn. */
  supports: number;
  limit: number | null;
}

/** The live counter of the activation step (the engine still checks the choice). */
export function activationResources(
  view: EverzoneView,
  me: PlayerView | null,
  selected: Iterable<number>,
  costOf: (card: CardView | undefined) => number,
): ResourceCount {
  const cards = visibleCards(view);
  let chosen = 0;
  for (const id of selected) chosen += costOf(cards.get(id));
  let supports = 0;
  for (const card of me?.supports ?? []) supports += costOf(card);
  return { chosen, supports, limit: view.limit };
}

export function overLimit(count: ResourceCount | null): boolean {
  return count !== null && count.limit !== null && count.chosen + count.supports > count.limit;
}

/**
 * The pile in the order it will resolve, as the book says: every effect before any
 * skill, the last declared first within each.
 */
export function resolutionOrder(pile: readonly Declaration[]): Declaration[] {
  const effects = pile.filter((d) => d.kind === 'effect').reverse();
  const skills = pile.filter((d) => d.kind === 'skill').reverse();
  return [...effects, ...skills];
}

export type Role = 'you' | 'ally' | 'opponent';

export function roleOf(view: EverzoneView, seat: number): Role {
  if (seat === view.viewer) return 'you';
  const me = view.players.find((p) => p.seat === view.viewer);
  return me && view.players[seat]?.team === me.team ? 'ally' : 'opponent';
}
