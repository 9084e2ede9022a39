/**
 * JSON Schemas (draft 2020-12) of EverZone's content files: forces cards (units,
 * leaders, supports), location cards and decks. Descriptions are for the designers
 * who edit the JSON; every string, array and number is bounded and every object
 * closed, so a malformed or hostile file is refused before the rules read it. The
 * ability vocabulary a card's text is written in is `abilities/ability-schema.ts`,
 * re-exported here.
 */
import { EZ_ABILITY_SCHEMA, ID, TERRAIN } from './abilities/ability-schema';

export { EZ_ABILITY_SCHEMA, EZ_ID_PATTERN, EZ_OPS, EZ_OP_SCHEMA, UNIT_FILTER_SCHEMA } from './abilities/ability-schema';

const STAT_VALUE = (what: string) =>
  ({ type: 'integer', minimum: 0, maximum: 20, description: `Units and leaders only: ${what} (0 to 20).` }) as const;

export const EZ_CARDS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/everzone/cards.json',
  title: 'EverZone: forces cards',
  description: 'Every unit, Unit Leader and support card, of all three races.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 400,
      description: 'One entry per card name.',
      items: {
        type: 'object',
        properties: {
          id: { ...ID, description: 'Lower-case words joined by dashes, unique (e.g. "sea-arrow").' },
          name: { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the card.' },
          race: { enum: ['numan', 'slurr', 'uthron'], description: 'A deck holds cards of one race only.' },
          type: {
            enum: ['unit', 'leader', 'support'],
            description: 'unit; leader (one per deck, starts in hand); support (played from hand in combat).',
          },
          cost: {
            type: 'integer',
            minimum: 0,
            maximum: 20,
            description: 'Resources it takes while active (units) or in play (supports), 0 to 20.',
          },
          attack: STAT_VALUE('attack'),
          defence: STAT_VALUE('defence'),
          range: STAT_VALUE('range; the army with the higher total attacks first'),
          terrains: {
            type: 'array',
            minItems: 1,
            maxItems: 3,
            uniqueItems: true,
            items: TERRAIN,
            description: 'Where it can be activated or played. Leaders can be activated anywhere: list all three.',
          },
          limit: { type: 'integer', minimum: 1, maximum: 6, description: 'Copies allowed in one deck (1 to 6).' },
          ability: EZ_ABILITY_SCHEMA,
        },
        required: ['id', 'name', 'race', 'type', 'cost', 'terrains', 'limit'],
        additionalProperties: false,
        allOf: [
          {
            if: { properties: { type: { enum: ['unit', 'leader'] } } },
            then: { required: ['attack', 'defence', 'range'] },
          },
          {
            if: { properties: { type: { const: 'support' } } },
            then: {
              required: ['ability'],
              allOf: [
                { not: { required: ['attack'] } },
                { not: { required: ['defence'] } },
                { not: { required: ['range'] } },
              ],
            },
          },
        ],
      },
    },
  },
  required: ['cards'],
  additionalProperties: false,
} as const;

export const EZ_LOCATIONS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/everzone/locations.json',
  title: 'EverZone: location cards',
  description: 'The battlefields: a terrain, and one resource limit per battle turn.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    locations: {
      type: 'array',
      minItems: 1,
      maxItems: 40,
      description: 'One entry per location card name.',
      items: {
        type: 'object',
        properties: {
          id: { ...ID, description: 'Lower-case words joined by dashes, unique (e.g. "prime-earth").' },
          name: { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the card.' },
          terrain: TERRAIN,
          prime: {
            type: 'boolean',
            description: 'true: a Prime location; one of each Prime terrain starts every location deck.',
          },
          resources: {
            type: 'array',
            minItems: 1,
            maxItems: 6,
            items: { type: 'integer', minimum: 1, maximum: 30, description: 'Resource limit of that turn (1 to 30).' },
            description: 'The resource limit of each battle turn, in order; how many there are is the number of turns.',
          },
        },
        required: ['id', 'name', 'terrain', 'prime', 'resources'],
        additionalProperties: false,
      },
    },
  },
  required: ['locations'],
  additionalProperties: false,
} as const;

export const EZ_DECK_SCHEMA = {
  type: 'object',
  description: 'A forces deck: one Unit Leader, units and supports of one race, and the locations it brings.',
  properties: {
    id: { ...ID, description: 'Lower-case words joined by dashes, unique (e.g. "adam-finn").' },
    name: { type: 'string', minLength: 1, maxLength: 60, description: 'The deck’s name as players see it.' },
    race: { enum: ['numan', 'slurr', 'uthron'], description: 'Every card of the deck is of this race.' },
    leader: { ...ID, description: 'The card id of its Unit Leader.' },
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 80,
      description: 'Units and supports (not the leader), each with how many copies.',
      items: {
        type: 'object',
        properties: {
          card: { ...ID, description: 'A unit or support card id.' },
          count: { type: 'integer', minimum: 1, maximum: 6, description: 'Copies (1 to 6), within the card’s limit.' },
        },
        required: ['card', 'count'],
        additionalProperties: false,
      },
    },
    locations: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: { ...ID, description: 'A location card id.' },
      description: 'The location cards it adds to the pool (a name may repeat).',
    },
  },
  required: ['id', 'name', 'race', 'leader', 'cards', 'locations'],
  additionalProperties: false,
} as const;

export const EZ_DECKS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/everzone/decks.json',
  title: 'EverZone: decks',
  description: 'Forces decks: the six pre-made ones of the box, or your own.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    decks: { type: 'array', minItems: 1, maxItems: 60, items: EZ_DECK_SCHEMA, description: 'One entry per deck.' },
  },
  required: ['decks'],
  additionalProperties: false,
} as const;
