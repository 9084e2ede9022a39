/**
 * The Lair card of allied Heroes. "In Cooperative play, the Heroes only need a single Lair
 * Card for the whole group. Any Hero may buy the Lair Card and should place it face up on
 * the table where everyone can see it"; in the Team Game "buying Lair Cards … and fighting
 * Showdowns with the Villain are handled as per Cooperative play with your own Team", so a
 * team's card is known to the team and hidden from the other teams. The card rests with
 * the Hero who bought it or last started a Showdown with it.
 */
import { alliedPlay, teamHeroes } from './modes';
import { heroAt, type TouchState } from './state';

/** The Hero holding the Lair card a Hero may use: its own, or (allied) a teammate's. */
export function lairHolder(state: TouchState, index: number): number | null {
  if (heroAt(state, index).lair !== null) return index;
  if (!alliedPlay(state.config)) return null;
  return teamHeroes(state, index).find((i) => heroAt(state, i).lair !== null) ?? null;
}

/** The Lair card a Hero may use, or null. */
export function usableLair(state: TouchState, index: number): number | null {
  const holder = lairHolder(state, index);
  return holder === null ? null : heroAt(state, holder).lair;
}

/** Allied Heroes buy one Lair card between them; a Competitive Hero may buy another and keep one. */
export function mayBuyLair(state: TouchState, index: number): boolean {
  return !alliedPlay(state.config) || lairHolder(state, index) === null;
}

/** "any Hero at the location of the Lair Card may start a Showdown": the card passes to that Hero. */
export function takeTeamLair(state: TouchState, index: number): number {
  const holder = lairHolder(state, index);
  if (holder === null) throw new Error('This Hero has no Lair card to start a Showdown with.');
  if (holder !== index) {
    const from = heroAt(state, holder);
    const to = heroAt(state, index);
    to.lair = from.lair;
    to.lairRevealed = from.lairRevealed;
    from.lair = null;
    from.lairRevealed = false;
  }
  return heroAt(state, index).lair!;
}
