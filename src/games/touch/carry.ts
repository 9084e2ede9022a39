/**
 * Items and Allies carried: "A Hero may only carry up to one Item or Ally (a single
 * card) from each of the four Corner Locations at a time. They may also only carry
 * up to three Town Items at a time … If a Hero ever has more cards than they can
 * carry … they must immediately discard back down. You may always choose which
 * cards to discard and which to keep."
 */
import { cardOf, discardCard } from './cards';
import { heroDef, TOUCH_CONTENT } from './content';
import { alliedPlay, sameTeam } from './modes';
import { heroAt, logLine, type Carried, type TouchState } from './state';

export const CARRY_LIMIT = { corner: 1, town: 3 } as const;

export function carriedName(item: Carried): string {
  return item.deck === 'town' ? TOUCH_CONTENT.townItems[item.card]!.name : cardOf(item.deck, item.card).name;
}

function limitOf(item: Carried): number {
  return item.deck === 'town' ? CARRY_LIMIT.town : CARRY_LIMIT.corner;
}

/** Indexes of carried cards in a group that is over its limit (empty when within every limit). */
export function overLimit(state: TouchState, index: number): number[] {
  const carried = heroAt(state, index).carried;
  for (const item of carried) {
    const group = carried.flatMap((c, i) => (c.deck === item.deck ? [i] : []));
    if (group.length > limitOf(item)) return group;
  }
  return [];
}

function hasRoomFor(state: TouchState, index: number, item: Carried): boolean {
  return heroAt(state, index).carried.filter((c) => c.deck === item.deck).length < limitOf(item);
}

/**
 * Cooperative play, and teammates in the Team Game ("Teammates may Exchange Items and
 * Allies with each other in the same space, as noted in the Cooperative Play section"):
 * "any time a Hero has to discard an Item/Ally due to their carrying limit, they may
 * instead give it to any other Hero in their space". Only to a Hero standing there with
 * room for the card: "you must always observe your carrying limit", so a card handed on
 * never starts another discard (and two Heroes can never pass it back and forth).
 */
export function handOnTargets(state: TouchState, index: number, position: number): number[] {
  const item = heroAt(state, index).carried[position];
  if (!item || !alliedPlay(state.config)) return [];
  const space = heroAt(state, index).space;
  return state.heroes.flatMap((other, i) =>
    i !== index && !other.ko && other.space === space && sameTeam(state, i, index) && hasRoomFor(state, i, item)
      ? [i]
      : [],
  );
}

/** Hands a card over the limit to another Hero instead of discarding it ("This is out of the normal turn sequence"). */
export function handOnCarried(state: TouchState, index: number, position: number, to: number): void {
  const giver = heroAt(state, index);
  const [item] = giver.carried.splice(position, 1);
  if (!item) throw new Error(`${heroDef(giver.hero).name} carries no card ${position}.`);
  heroAt(state, to).carried.push(item);
  logLine(state, `${heroDef(giver.hero).name} gives ${carriedName(item)} to ${heroDef(heroAt(state, to).hero).name}.`);
}

/** Takes the card; over a limit, the player chooses what to discard. */
export function gainCarried(state: TouchState, index: number, item: Carried): void {
  const hero = heroAt(state, index);
  hero.carried.push(item);
  logLine(state, `${heroDef(hero.hero).name} takes ${carriedName(item)}.`);
  if (overLimit(state, index).length > 0)
    state.prompt = { kind: 'discard-item', hero: index, left: 1, reason: 'carry' };
}

/** Discards a carried card: Location cards to their discard pile, Town Items back to the Stack. */
export function discardCarried(state: TouchState, index: number, position: number): void {
  const hero = heroAt(state, index);
  const [item] = hero.carried.splice(position, 1);
  if (!item) throw new Error(`${heroDef(hero.hero).name} carries no card ${position}.`);
  if (item.deck === 'town') state.townItems.push(item.card);
  else discardCard(state, item.deck, item.card);
  state.townItems.sort((a, b) => a - b);
  logLine(state, `${heroDef(hero.hero).name} discards ${carriedName(item)}.`);
}
