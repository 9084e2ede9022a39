/**
 * JSON Schema of the board of Shadowbrook (`content/touch/board.json`): the spaces,
 * their kinds and printed game text, and the paths between them. What a schema
 * cannot say (the Town Hall at the centre, a unique shortest route to it from every
 * space but the Fields) is checked by `checkBoard` (board-check.ts).
 */
import { EFFECT_LIST, ID_PATTERN, VOCABULARY_DEFS, NAMED_RULES } from './effects';

export const SPACE_KINDS = ['town', 'corner', 'dangerous', 'road'] as const;

export const CORNER_DECKS = ['manor', 'windmill', 'olde-woods', 'abandoned-keep'] as const;

const coordinate = {
  type: 'integer',
  minimum: 0,
  maximum: 100,
  description: 'Position on the map, 0 to 100.',
} as const;

export const TOUCH_BOARD_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/board.json',
  title: 'A Touch of Evil: the board',
  description:
    'The spaces of Shadowbrook and the paths between them. Heroes move along paths; Minions are displaced along the shortest route to the Town Hall.',
  type: 'object',
  $defs: VOCABULARY_DEFS,
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    spaces: {
      type: 'array',
      minItems: 2,
      maxItems: 80,
      description: 'Every space of the board.',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', pattern: ID_PATTERN, maxLength: 40, description: 'Unique id ("town-hall").' },
          name: { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the board.' },
          kind: {
            enum: SPACE_KINDS,
            description: 'town: a Town Space; corner: a Corner Location; dangerous: a Dangerous Location; road.',
          },
          x: coordinate,
          y: coordinate,
          deck: { enum: CORNER_DECKS, description: 'Corner Locations: the Location deck drawn when Encountering.' },
          encounter: { ...EFFECT_LIST, description: 'Town and Dangerous spaces: the printed game text.' },
          rule: { enum: NAMED_RULES, description: 'A Town Space ability the rules implement by name.' },
          tie: {
            type: 'array',
            minItems: 2,
            maxItems: 2,
            description:
              "Only where two shortest routes lead to the Town Hall: the numbered arrows, a D6 roll's range per neighbouring space.",
            items: {
              type: 'object',
              properties: {
                min: { type: 'integer', minimum: 1, maximum: 6, description: 'Lowest roll.' },
                max: { type: 'integer', minimum: 1, maximum: 6, description: 'Highest roll.' },
                toward: { type: 'string', pattern: ID_PATTERN, maxLength: 40, description: 'The next space.' },
              },
              required: ['min', 'max', 'toward'],
              additionalProperties: false,
            },
          },
        },
        required: ['id', 'name', 'kind', 'x', 'y'],
        additionalProperties: false,
      },
    },
    paths: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      description: 'Pairs of adjacent spaces; a path goes both ways.',
      items: {
        type: 'array',
        minItems: 2,
        maxItems: 2,
        items: { type: 'string', pattern: ID_PATTERN, maxLength: 40, description: 'A space id.' },
        description: 'Two space ids.',
      },
    },
  },
  required: ['spaces', 'paths'],
  additionalProperties: false,
} as const;
