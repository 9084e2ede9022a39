/**
 * Checks of EverZone's content that a JSON Schema cannot express: ids unique, the
 * book's rules on leaders, decks of one race with at least 50 cards, copies within
 * each card's limit, a Prime location of each terrain, and abilities whose kind and
 * words fit the card. They run on data that already passed the schema.
 */
import { EVERZONE_CONTENT } from '../../games/everzone/content';
import type { AbilityDef, DeckDef, ForcesCardDef, LocationDef, Terrain } from '../../games/everzone/types';
import type { ContentProblem } from '../../shared/api';
import { error, pointer, warning } from './pointer';

/** "Each player builds their own Forces Deck of at least 50 Unit and Support cards" (the leader counts). */
export const MIN_DECK = 50;
const TERRAINS: Terrain[] = ['earth', 'sea', 'space'];
/** Words that only make sense on a unit (they act on or through the card itself). */
const UNIT_ONLY_OPS = new Set(['alt-activation', 'duel']);

function duplicates<T extends { id: string }>(items: T[], list: string, what: string): ContentProblem[] {
  const first = new Map<string, number>();
  const out: ContentProblem[] = [];
  items.forEach((item, i) => {
    const earlier = first.get(item.id);
    if (earlier !== undefined) {
      out.push(error(pointer(list, i, 'id'), `the id "${item.id}" is already used by ${what} ${earlier + 1}`));
    } else first.set(item.id, i);
  });
  return out;
}

function checkAbility(
  card: ForcesCardDef,
  ability: AbilityDef,
  ids: ReadonlySet<string>,
  at: (...s: (string | number)[]) => string,
): ContentProblem[] {
  const out: ContentProblem[] = [];
  const isSupport = card.type === 'support';
  if (isSupport && ability.kind !== 'single' && ability.kind !== 'extended') {
    out.push(error(at('kind'), `a support's effect is "single" or "extended", not "${ability.kind}"`));
  }
  if (!isSupport && ability.kind === 'single') {
    out.push(
      error(at('kind'), `"single" is for supports; a unit's skill is arbitrary, contextual, extended or hybrid`),
    );
  }
  if (ability.trigger !== undefined && ability.kind !== 'contextual') {
    out.push(error(at('trigger'), `only a contextual skill is set off by a trigger; this one is ${ability.kind}`));
  }
  ability.ops.forEach((op, j) => {
    const word = String(op['op']);
    if (isSupport && UNIT_ONLY_OPS.has(word)) {
      out.push(error(at('ops', j, 'op'), `"${word}" acts through the unit itself, so a support cannot use it`));
    }
    // A filter may name a card: it must be one of this file's.
    const filters: [unknown, (string | number)[]][] = [
      [op['target'], ['target']],
      [(op['per'] as Record<string, unknown> | undefined)?.['filter'], ['per', 'filter']],
    ];
    for (const [filter, path] of filters) {
      const named = filter && typeof filter === 'object' ? (filter as Record<string, unknown>)['card'] : undefined;
      if (typeof named === 'string' && !ids.has(named)) {
        out.push(error(at('ops', j, ...path, 'card'), `there is no card "${named}" in this file`));
      }
    }
  });
  return out;
}

export function checkEverzoneCards(data: { cards: ForcesCardDef[] }): ContentProblem[] {
  const problems = duplicates(data.cards, 'cards', 'card');
  const ids = new Set(data.cards.map((c) => c.id));
  data.cards.forEach((card, i) => {
    const at = (...s: (string | number)[]) => pointer('cards', i, ...s);
    if (card.type === 'leader') {
      // "Leaders may be marshalled and activated in any Location."
      const missing = TERRAINS.filter((t) => !card.terrains.includes(t));
      if (missing.length > 0) {
        problems.push(error(at('terrains'), `a Unit Leader fights anywhere: add ${missing.join(' and ')}`));
      }
      if (card.limit !== 1) {
        problems.push(error(at('limit'), `"Each player can only have one Leader Card": its limit must be 1`));
      }
    }
    if (card.ability) problems.push(...checkAbility(card, card.ability, ids, (...s) => at('ability', ...s)));
  });
  return problems;
}

export function checkEverzoneLocations(data: { locations: LocationDef[] }): ContentProblem[] {
  const problems = duplicates(data.locations, 'locations', 'location');
  for (const terrain of TERRAINS) {
    // "Take a Prime Earth, a Prime Sea and a Prime Space card and place them aside, forming a Location deck."
    if (!data.locations.some((l) => l.prime && l.terrain === terrain)) {
      problems.push(
        error(pointer('locations'), `there is no Prime location for ${terrain}; every game starts with one`),
      );
    }
  }
  return problems;
}

/** Decks are checked against the built-in cards and locations (a deck names them by id). */
export function checkEverzoneDecks(
  data: { decks: DeckDef[] },
  cards: readonly ForcesCardDef[] = EVERZONE_CONTENT.cards,
  locations: readonly LocationDef[] = EVERZONE_CONTENT.locations,
): ContentProblem[] {
  const problems = duplicates(data.decks, 'decks', 'deck');
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const locationIds = new Set(locations.map((l) => l.id));
  data.decks.forEach((deck, i) => {
    const at = (...s: (string | number)[]) => pointer('decks', i, ...s);
    const leader = cardById.get(deck.leader);
    if (!leader) problems.push(error(at('leader'), `there is no card "${deck.leader}"`));
    else if (leader.type !== 'leader') problems.push(error(at('leader'), `"${leader.name}" is not a Unit Leader`));
    else if (leader.race !== deck.race) {
      problems.push(error(at('leader'), `${leader.name} is ${leader.race}; this deck is ${deck.race}`));
    }
    let total = 1;
    const listed = new Map<string, number>();
    deck.cards.forEach(({ card, count }, j) => {
      total += count;
      const def = cardById.get(card);
      if (listed.has(card)) {
        problems.push(
          error(at('cards', j, 'card'), `"${card}" is already listed at ${listed.get(card)! + 1}: add up the counts`),
        );
      } else listed.set(card, j);
      if (!def) {
        problems.push(error(at('cards', j, 'card'), `there is no card "${card}"`));
        return;
      }
      if (def.type === 'leader') {
        problems.push(error(at('cards', j, 'card'), `${def.name} is a Unit Leader: name it as the deck's leader`));
      }
      if (def.race !== deck.race) {
        // "players must adhere to cards of only one race for one single deck"
        problems.push(
          error(at('cards', j, 'card'), `${def.name} is ${def.race}; a ${deck.race} deck holds one race only`),
        );
      }
      if (count > def.limit) {
        problems.push(error(at('cards', j, 'count'), `${def.name} allows ${def.limit} copies in a deck, not ${count}`));
      }
    });
    if (total < MIN_DECK) {
      problems.push(error(at('cards'), `the deck has ${total} cards with its leader; it needs at least ${MIN_DECK}`));
    } else if (total > MIN_DECK + 10) {
      problems.push(
        warning(
          at('cards'),
          `${total} cards: "it is not a very good idea to have a deck with too much more than 50 cards"`,
        ),
      );
    }
    deck.locations.forEach((id, j) => {
      if (!locationIds.has(id)) problems.push(error(at('locations', j), `there is no location "${id}"`));
    });
  });
  return problems;
}
