/**
 * What the EverZone table derives from a view, kept out of the components so it
 * can be tested on fixtures. Display only: the engine decides what is legal.
 */
import type { CardView, Declaration, EverzoneView, PlayerView } from '../../../../games/everzone/types';
import type { SeatView } from '../../../../shared/api';
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

/** Forced activation (after losses) adds deactivated units to those active; the turn's activation picks the whole army. */
export function isForcedActivation(view: EverzoneView): boolean {
  return view.phase === 'activate' && view.stage.activation === 'forced';
}

/**
 * A new question starts from what is on the table: the turn's activation from the
 * units active now, every other choice (a forced activation too) from nothing.
 */
export function initialSelection(view: EverzoneView, type: SubsetType | null, me: PlayerView | null): number[] {
  return type === 'activate' && me && !isForcedActivation(view) ? me.active.map((c) => c.id) : [];
}

/** Where the cards of a subset are chosen from; a forced activation picks among deactivated units only. */
export function zoneOf(view: EverzoneView, type: SubsetType | null): SelectZone {
  if (type === null) return null;
  return type === 'activate' && isForcedActivation(view) ? 'inactive' : ZONE_OF[type];
}

export interface ResourceCount {
  /** Resources the chosen units take. */
  chosen: number;
  /** Resources already taken besides them: supports in play; in a forced activation, the active units too. */
  inPlay: number;
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
  let inPlay = 0;
  if (isForcedActivation(view)) inPlay = me?.resourcesUsed ?? 0;
  else for (const card of me?.supports ?? []) inPlay += costOf(card);
  return { chosen, inPlay, limit: view.limit };
}

export function overLimit(count: ResourceCount | null): boolean {
  return count !== null && count.limit !== null && count.chosen + count.inPlay > count.limit;
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

/**
 * Each seat's name at the table and in the log: the name typed at setup, else "Player N",
 * the words the rules' log lines use (so the log leaves out a name a line already starts
 * with). The race and the leader are shown beside it, not folded into it.
 */
export function seatNamesOf(seatView: SeatView<EverzoneView>): string[] {
  return seatView.view.players.map((p) => {
    const spec = seatView.match.seats[p.seat];
    return spec?.kind === 'human' && spec.name ? spec.name : `Player ${p.seat + 1}`;
  });
}
