/**
 * JSON Schema (draft 2020-12) of Evy's card set (`content/evy/cards.json`), and the card ids the
 * rules implement, which the adventure schema and the match options also name. Mirrors `types.ts`;
 * every string, array and number is bounded.
 */
/** Ids: lower-case words joined by dashes. */
export const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The sixteen cards the rules implement, by id (`EvyCardId`). */
export const EVY_CARD_IDS = [
  'fruit',
  'lunch-box',
  'teddy-bear',
  'baseball-bat',
  'chainsaw',
  'crossbow',
  'sword',
  'bicycle',
  'mountain-boots',
  'pogo-stick',
  'sneakers',
  'first-aid-kit',
  'freeze-ray',
  'hypnotize',
  'ice-cube',
  'scream',
] as const;

export const EVY_CARDS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/evy/cards.json',
  title: 'Evy: cards',
  description:
    'The card set of Evy against Everything. Each card kind is implemented by the rules under its id; copies say how many are in the deck.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 16,
      description: 'One entry per kind of card, with how many copies are in the deck.',
      items: {
        type: 'object',
        properties: {
          id: {
            enum: EVY_CARD_IDS,
            description: 'Which card this is; the rules know each card by its id (e.g. "baseball-bat").',
          },
          name: { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the card.' },
          kind: {
            enum: ['health', 'movement', 'weapon', 'skill'],
            description:
              'health: HP gained when turned over, then discarded; movement and weapon: kept in hand (one of each) with a usage tracker; skill: kept, used once.',
          },
          copies: { type: 'integer', minimum: 1, maximum: 12, description: 'How many of this card are in the deck.' },
          heal: {
            type: 'integer',
            minimum: 1,
            maximum: 10,
            description: 'Health cards and the First Aid Kit: the HP gained (never above 10 unless Easier A).',
          },
          uses: {
            type: 'integer',
            minimum: 1,
            maximum: 9,
            description: "Weapon and movement cards: the length of the card's usage tracker.",
          },
          text: {
            type: 'string',
            minLength: 1,
            maxLength: 300,
            description: 'The short card text shown to the player: how to use it and what happens after.',
          },
        },
        required: ['id', 'name', 'kind', 'copies', 'text'],
        additionalProperties: false,
        allOf: [
          {
            if: { properties: { kind: { const: 'health' } } },
            then: { required: ['heal'], not: { required: ['uses'] } },
          },
          {
            if: { properties: { kind: { enum: ['movement', 'weapon'] } } },
            then: { required: ['uses'], not: { required: ['heal'] } },
          },
          {
            if: { properties: { kind: { const: 'skill' } } },
            then: { not: { required: ['uses'] } },
          },
        ],
      },
    },
  },
  required: ['cards'],
  additionalProperties: false,
} as const;
