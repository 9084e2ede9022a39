/**
 * JSON Schemas of the three charts the book prints in full (`charts.json`: the
 * Basic and Advanced Cooperative Mystery Phase Charts and the Advanced Showdown
 * Chart) and of the Shadow Track (`track.json`: its Stages, Lair Costs and the
 * Cooperative side's bonuses).
 */
import { ID_PATTERN } from './effects';

const int = (min: number, max: number, description: string) =>
  ({ type: 'integer', minimum: min, maximum: max, description }) as const;

export const CHART_IDS = ['basic-cooperative-mystery', 'advanced-cooperative-mystery', 'showdown'] as const;

export const TOUCH_CHARTS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/charts.json',
  title: 'A Touch of Evil: charts',
  description: 'The charts the book prints in full. The rules implement each result by its id.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    charts: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      description: 'The charts.',
      items: {
        type: 'object',
        properties: {
          id: { enum: CHART_IDS, description: 'Which chart.' },
          name: { type: 'string', minLength: 1, maxLength: 60, description: 'The chart’s title.' },
          dice: { enum: [1, 2], description: 'Roll one D6, or two added together (2D6).' },
          results: {
            type: 'array',
            minItems: 2,
            maxItems: 11,
            description: 'Results covering every total exactly once.',
            items: {
              type: 'object',
              properties: {
                min: int(1, 12, 'Lowest total.'),
                max: int(1, 12, 'Highest total.'),
                id: { type: 'string', pattern: ID_PATTERN, maxLength: 40, description: 'Result id.' },
                name: { type: 'string', minLength: 1, maxLength: 40, description: 'The result’s name.' },
                text: { type: 'string', minLength: 1, maxLength: 800, description: 'The result, as printed.' },
              },
              required: ['min', 'max', 'id', 'name', 'text'],
              additionalProperties: false,
            },
          },
        },
        required: ['id', 'name', 'dice', 'results'],
        additionalProperties: false,
      },
    },
  },
  required: ['charts'],
  additionalProperties: false,
} as const;

export const TOUCH_TRACK_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/track.json',
  title: 'A Touch of Evil: the Shadow Track',
  description: 'The Shadow Track: numbered from its start down to 1, then Darkness; divided into Stages.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    start: int(4, 40, 'The space the marker starts on (the highest).'),
    stages: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      description: 'The Stages from the start toward Darkness; together they cover start..1 exactly.',
      items: {
        type: 'object',
        properties: {
          high: int(1, 40, 'The Stage’s highest space.'),
          low: int(1, 40, 'The Stage’s lowest space.'),
          lairCost: int(0, 20, 'Investigation to buy a Lair Card while the marker is in this Stage.'),
          red: { type: 'boolean', description: 'Numbered in Red: the track is "in the Red" here.' },
          cooperativeBonus: {
            enum: ['health', 'combat'],
            description:
              'Cooperative side: the symbol at the start of this Stage (+2 Health or +1 Combat for the Villain).',
          },
        },
        required: ['high', 'low', 'lairCost', 'red'],
        additionalProperties: false,
      },
    },
  },
  required: ['start', 'stages'],
  additionalProperties: false,
} as const;
