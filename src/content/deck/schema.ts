/**
 * The deck rules as JSON Schema, generated from the card database: one branch
 * per race (`oneOf`, told apart by `race` with ajv's `discriminator`), each
 * listing the ids of that race's cards, and one rule per breach: no leader, two
 * leaders, and a copy limit per card (`contains` + `minContains`).
 *
 * A schema cannot add up counts, so a deck document lists every copy
 * (`"cards": ["adam-finn", "marine", "marine", …]`, the leader among them):
 * "at least 50 forces cards" is then `minItems`, and every rule of the deck is
 * one that ajv checks, compiled at runtime in Node and standalone for the
 * renderer. `convert.ts` goes to and from counts.
 */
import { EVERZONE_CONTENT } from '../../games/everzone/content';
import type { ForcesCardDef, LocationDef, Race } from '../../games/everzone/types';

export const EZ_DECK_SCHEMA_ID = 'https://boardwright.app/schemas/everzone/deck.json';
export const RACES: readonly Race[] = ['numan', 'slurr', 'uthron'];
/** "Each player builds their own Forces Deck of at least 50 Unit and Support cards" (the leader counts). */
export const MIN_DECK_CARDS = 50;
/** A bound for the schema only: no legal deck comes near it (one race's cards within their limits). */
export const MAX_DECK_CARDS = 200;
/** Location cards a deck brings to the pool (the pre-made decks bring 5). */
export const MAX_DECK_LOCATIONS = 10;

/** The rules of a deck's card list, in the order of the `allOf` of its race's `cards` schema. */
export type DeckCardRule =
  { rule: 'no-leader' } | { rule: 'two-leaders' } | { rule: 'copy-limit'; card: ForcesCardDef };

export function deckCardRules(cards: readonly ForcesCardDef[], race: Race): DeckCardRule[] {
  return [
    { rule: 'no-leader' },
    { rule: 'two-leaders' },
    // A leader's single copy is the leader rule's business.
    ...cards
      .filter((c) => c.race === race && c.type !== 'leader')
      .map((card) => ({ rule: 'copy-limit' as const, card })),
  ];
}

function ruleSchema(rule: DeckCardRule, leaders: readonly string[]) {
  // Each rule is a `not` of its breach: under `not` ajv builds no error per item that fails to
  // match (a bare `contains` would report every card that is not the one it counts).
  switch (rule.rule) {
    case 'no-leader':
      return { not: { items: { not: { enum: leaders } } } };
    case 'two-leaders':
      return { not: { contains: { enum: leaders }, minContains: 2 } };
    case 'copy-limit':
      return { not: { contains: { const: rule.card.id }, minContains: rule.card.limit + 1 } };
  }
}

function raceCards(race: Race, cards: readonly ForcesCardDef[]) {
  const leaders = cards.filter((c) => c.type === 'leader').map((c) => c.id);
  return {
    type: 'array',
    minItems: MIN_DECK_CARDS,
    maxItems: MAX_DECK_CARDS,
    items: { $ref: `#/$defs/${race}-card` },
    allOf: deckCardRules(cards, race).map((rule) => ruleSchema(rule, leaders)),
  };
}

function raceDeck(race: Race) {
  return {
    type: 'object',
    description: `A ${race} deck: one Unit Leader and at least ${MIN_DECK_CARDS} cards of that race in all.`,
    properties: {
      $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
      name: { type: 'string', minLength: 1, maxLength: 60, description: 'The deck’s name as players see it.' },
      race: { const: race, description: 'Every card of the deck is of this race (numan, slurr or uthron).' },
      cards: {
        $ref: `#/$defs/${race}-cards`,
        description:
          `Card ids, one entry per copy, the Unit Leader among them: at least ${MIN_DECK_CARDS} in all, ` +
          'exactly one leader, each card within its copy limit.',
      },
      locations: {
        $ref: '#/$defs/locations',
        description: 'The location cards the deck adds to the pool (an id may repeat).',
      },
    },
    required: ['name', 'race', 'cards', 'locations'],
    additionalProperties: false,
  };
}

/**
 * The schema of an `everzone-deck` document for this card database. Each race's
 * deck and card list sit in `$defs` behind a `$ref`, so ajv compiles them into
 * functions of their own: one function holding every rule of every race is too
 * large for V8 to optimise, and validating in it took four times as long.
 */
export function buildDeckSchema(cards: readonly ForcesCardDef[], locations: readonly LocationDef[]) {
  const defs: Record<string, unknown> = {
    locations: { type: 'array', maxItems: MAX_DECK_LOCATIONS, items: { enum: locations.map((l) => l.id) } },
  };
  for (const race of RACES) {
    defs[race] = raceDeck(race);
    defs[`${race}-cards`] = raceCards(race, cards);
    defs[`${race}-card`] = { enum: cards.filter((c) => c.race === race).map((c) => c.id) };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: EZ_DECK_SCHEMA_ID,
    title: 'EverZone: a deck',
    description:
      'One forces deck: its name, race, every card copy (the Unit Leader included) and the locations it brings.',
    type: 'object',
    required: ['race'],
    discriminator: { propertyName: 'race' },
    oneOf: RACES.map((race) => ({ $ref: `#/$defs/${race}` })),
    $defs: defs,
  };
}

/** The deck schema for the built-in cards and locations: the one registered for `everzone-deck`. */
export const EZ_DECK_SCHEMA = buildDeckSchema(EVERZONE_CONTENT.cards, EVERZONE_CONTENT.locations);
