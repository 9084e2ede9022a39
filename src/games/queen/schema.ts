/**
 * JSON Schemas (draft 2020-12) of The Girl vs. the Evil Queen's content files and
 * config. Descriptions are written for the designers who edit the JSON; every
 * string, array and number is bounded so a malformed or hostile file is refused
 * before the rules ever read it.
 */
/** Ids of cards and abilities: lower-case words joined by dashes. */
export const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** Every effect op the rules implement (effects.ts), in the order the schema lists them. */
export const EFFECT_OPS = [
  'peek',
  'skip',
  'steal',
  'shuffle',
  'move-demon',
  'disarm',
  'give',
  'recover-weapon',
  'draw-bottom',
  'drain',
] as const;

/** An effect without parameters: just its op. Written out per op so the types can be derived. */
function simpleEffect<Op extends string>(op: Op, text: string) {
  return {
    description: `${op}: ${text}`,
    type: 'object',
    properties: { op: { const: op, description: 'The effect word.' } },
    required: ['op'],
    additionalProperties: false,
  } as const;
}

/** The effect vocabulary of `types.ts`, one branch per op. */
export const EFFECT_SCHEMA = {
  description: 'What the card or ability does, written with one of the effect words the rules know.',
  type: 'object',
  oneOf: [
    {
      description: 'peek: your team looks at the top `count` cards of the Draw Pile.',
      type: 'object',
      properties: {
        op: { const: 'peek', description: 'The effect word.' },
        count: { type: 'integer', minimum: 1, maximum: 5, description: 'How many cards from the top (1 to 5).' },
      },
      required: ['op', 'count'],
      additionalProperties: false,
    },
    simpleEffect('skip', 'end the turn at once without drawing.'),
    simpleEffect('steal', 'take a random card from the hand of an opponent you choose.'),
    simpleEffect('shuffle', 'shuffle the Draw Pile; face-up Demons stay face up.'),
    simpleEffect('move-demon', 'move one face-up Demon to any place in the Draw Pile.'),
    simpleEffect('disarm', "discard a weapon of your choice from an opponent's table."),
    simpleEffect('give', 'give a card of your choice from your hand to your living ally.'),
    simpleEffect('recover-weapon', 'take a weapon from the Discard Pile onto your table.'),
    simpleEffect('draw-bottom', 'draw the bottom card of the Draw Pile; the turn goes on.'),
    simpleEffect('drain', 'an opponent you choose discards a card of their choice.'),
  ],
} as const;

export const QUEEN_CARDS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/queen/cards.json',
  title: 'The Girl vs. the Evil Queen: cards',
  description:
    'Every card in the box. Demons and Basic Swords are set aside by the rules; all other cards form the deck.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 60,
      description: 'One entry per kind of card, with how many copies are in the box.',
      items: {
        type: 'object',
        properties: {
          id: {
            type: 'string',
            pattern: ID_PATTERN,
            minLength: 1,
            maxLength: 40,
            description: 'Lower-case words joined by dashes, unique among the cards (e.g. "silver-dagger").',
          },
          name: { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the card.' },
          kind: {
            enum: ['action', 'points', 'weapon', 'demon'],
            description:
              'action: played for its effect then discarded; points: Ability Points; weapon: put on the table, defeats one Demon; demon: the danger in the Draw Pile.',
          },
          copies: { type: 'integer', minimum: 1, maximum: 12, description: 'How many of this card are in the box.' },
          text: { type: 'string', minLength: 1, maxLength: 300, description: 'The rules text printed on the card.' },
          effect: EFFECT_SCHEMA,
          points: {
            type: 'integer',
            minimum: 1,
            maximum: 3,
            description: 'Ability Points cards only: how many points the card gives (1 to 3).',
          },
        },
        required: ['id', 'name', 'kind', 'copies', 'text'],
        additionalProperties: false,
        allOf: [
          {
            if: { properties: { kind: { const: 'action' } } },
            then: { required: ['effect'], not: { required: ['points'] } },
          },
          {
            if: { properties: { kind: { const: 'points' } } },
            then: { required: ['points'], not: { required: ['effect'] } },
          },
          {
            if: { properties: { kind: { enum: ['weapon', 'demon'] } } },
            then: { allOf: [{ not: { required: ['effect'] } }, { not: { required: ['points'] } }] },
          },
        ],
      },
    },
  },
  required: ['cards'],
  additionalProperties: false,
} as const;

export const ABILITY_SCHEMA = {
  type: 'object',
  description: 'An ability the character activates by spending Ability Points.',
  properties: {
    id: {
      type: 'string',
      pattern: ID_PATTERN,
      minLength: 1,
      maxLength: 40,
      description: 'Unique among all abilities of all characters (e.g. "girl-foresight").',
    },
    name: { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the character card.' },
    cost: { type: 'integer', minimum: 1, maximum: 4, description: 'Ability Points spent to activate it (1 to 4).' },
    effect: EFFECT_SCHEMA,
    text: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      description: 'The rules text printed on the character card.',
    },
  },
  required: ['id', 'name', 'cost', 'effect', 'text'],
  additionalProperties: false,
} as const;

const SIDE_SCHEMA = {
  type: 'object',
  properties: {
    abilities: {
      type: 'array',
      minItems: 1,
      maxItems: 2,
      items: ABILITY_SCHEMA,
      description: 'One or two abilities on this side of the card.',
    },
  },
  required: ['abilities'],
  additionalProperties: false,
} as const;

export const QUEEN_CHARACTERS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/queen/characters.json',
  title: 'The Girl vs. the Evil Queen: characters',
  description: 'The four Character cards. Each has an Alone side and a Team side with their own abilities.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    characters: {
      type: 'array',
      minItems: 4,
      maxItems: 4,
      description: 'Exactly the four characters of the book: girl, robot, queen, shadow-robot.',
      items: {
        type: 'object',
        properties: {
          id: { enum: ['girl', 'robot', 'queen', 'shadow-robot'], description: 'Which character this is.' },
          name: { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the card.' },
          team: {
            enum: [0, 1],
            description:
              "0: the Girl's team (the Girl, the Robot); 1: the Evil Queen's team (the Queen, the Shadow Robot).",
          },
          sides: {
            type: 'object',
            description: 'alone: the side used without a living ally; team: the side used with one.',
            properties: {
              alone: { ...SIDE_SCHEMA, description: 'The side used while the character has no living ally.' },
              team: { ...SIDE_SCHEMA, description: 'The side used while the character has a living ally.' },
            },
            required: ['alone', 'team'],
            additionalProperties: false,
          },
        },
        required: ['id', 'name', 'team', 'sides'],
        additionalProperties: false,
      },
    },
  },
  required: ['characters'],
  additionalProperties: false,
} as const;

/** The card set inside the options: one document, one `$id`, so the card schema's own `$id`/`$schema` go. */
const { $id: _cardsId, $schema: _cardsSchema, ...CARD_SET } = QUEEN_CARDS_SCHEMA;
void _cardsId;
void _cardsSchema;

export const QUEEN_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/queen/config.json',
  title: 'The Girl vs. the Evil Queen: game options',
  type: 'object',
  properties: {
    players: {
      title: 'Players',
      type: 'integer',
      minimum: 2,
      maximum: 4,
      description:
        "2: the Girl against the Evil Queen; 3: the Girl and the Robot against the Queen; 4: adds the Shadow Robot to the Queen's team.",
    },
    variant: {
      title: 'Rules',
      enum: ['standard', 'euro'],
      description: "euro: allies share one life and may use each other's weapons.",
    },
    // readOnly: a card set from the library, chosen beside the form; the record keeps it, so the match replays.
    cards: {
      ...CARD_SET,
      readOnly: true,
      description: 'A designer’s card set (a whole cards file), played instead of the book’s cards.',
    },
  },
  required: ['players', 'variant'],
  additionalProperties: false,
} as const;
