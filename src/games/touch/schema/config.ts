/** JSON Schema of a Competitive game's config: the Heroes in seat order, the Villain, the Basic Game option. */
import { TOUCH_CONTENT } from '../content';

export const TOUCH_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/config.json',
  title: 'A Touch of Evil: game setup',
  description: 'A Competitive game: one Hero per seat, racing to defeat the Villain.',
  type: 'object',
  properties: {
    heroes: {
      type: 'array',
      minItems: 2,
      maxItems: 6,
      uniqueItems: true,
      items: { enum: TOUCH_CONTENT.heroes.map((h) => h.id), description: 'A Hero.' },
      description: 'The Heroes, one per seat, clockwise from seat 0.',
    },
    villain: { enum: TOUCH_CONTENT.villains.map((v) => v.id), description: 'The Villain terrorizing Shadowbrook.' },
    basic: {
      type: 'boolean',
      description: "The Basic Game: only the Villain's Basic Ability, the Basic Minion Chart, 8 Secrets removed.",
    },
  },
  required: ['heroes', 'villain', 'basic'],
  additionalProperties: false,
} as const;
