/**
 * `evy-campaign`: an ordered list of Evy adventures played as a campaign (the
 * kept card and HP carried from one to the next, like the book's). Each entry is
 * a built-in adventure's id or a whole adventure embedded in the file, so a
 * campaign shared as a pack carries everything it needs.
 */
import { EVY_ADVENTURE_SCHEMA } from '../../games/evy/schema';

/** The embedded adventure: the adventure schema without its own `$id`/`$schema` (one document, one id). */
const { $id: _id, $schema: _schema, ...EMBEDDED_ADVENTURE } = EVY_ADVENTURE_SCHEMA;
void _id;
void _schema;

export const MAX_CAMPAIGN_ADVENTURES = 40;

export const EVY_CAMPAIGN_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/evy/campaign.json',
  title: 'Evy: campaign',
  description: 'Adventures played in order; a won adventure carries the kept card and HP on to the next.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    title: { type: 'string', minLength: 1, maxLength: 60, description: 'The campaign’s name in the campaign list.' },
    intro: { type: 'string', maxLength: 2000, description: 'A few words shown before the first adventure.' },
    adventures: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_CAMPAIGN_ADVENTURES,
      description: 'In the order they are played: a built-in adventure id ("park"), or a whole adventure.',
      items: {
        oneOf: [
          { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 },
          { ...EMBEDDED_ADVENTURE, title: 'An adventure' },
        ],
      },
    },
  },
  required: ['title', 'adventures'],
  additionalProperties: false,
} as const;
