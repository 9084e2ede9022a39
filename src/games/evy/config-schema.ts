/**
 * JSON Schema of Evy's game options. A `custom` adventure is checked against the
 * whole adventure schema (`schema.ts`), with its bounds on coordinates, tiles, maps
 * and monsters, so an adventure too large to play is refused on every path that
 * takes options (a new match, a save, an autosave, a batch) before a map is built.
 * What a schema cannot say (a start off the floor, goals out of reach) the services
 * check next (src/content/config-content.ts); `setup` refuses in words
 * options naming no adventure.
 */
import { EVY_ADVENTURES } from './content';
import { EVY_ADVENTURE_SCHEMA, EVY_CARD_IDS, EVY_CARDS_SCHEMA } from './schema';

/** The adventure schema inside the options: one document, one `$id`, so its own `$id`/`$schema` go. */
const { $id: _id, $schema: _schema, ...CUSTOM_ADVENTURE } = EVY_ADVENTURE_SCHEMA;
void _id;
void _schema;
/** The card set inside the options, likewise. */
const { $id: _cardsId, $schema: _cardsSchema, ...CARD_SET } = EVY_CARDS_SCHEMA;
void _cardsId;
void _cardsSchema;

export const EVY_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/evy/config.json',
  title: 'Evy: game options',
  type: 'object',
  properties: {
    // The built-in adventures in campaign order, so the setup screen offers them as a list.
    adventure: {
      title: 'Adventure',
      oneOf: EVY_ADVENTURES.map((a) => ({ const: a.id, title: `${a.order}. ${a.title}` })),
    },
    // readOnly: set by the editor's playtest and the campaign, not offered on the setup screen.
    custom: {
      ...CUSTOM_ADVENTURE,
      readOnly: true,
      description: 'A designer’s adventure, played instead of a built-in one.',
    },
    // readOnly: a card set from the library, chosen beside the form; the record keeps it, so the match replays.
    cards: {
      ...CARD_SET,
      readOnly: true,
      description: 'A designer’s card set (a whole cards file), played instead of the book’s cards.',
    },
    carry: {
      type: 'object',
      description: 'What Evy brings from the previous adventure of a campaign.',
      readOnly: true,
      properties: {
        hp: { type: 'integer', minimum: 0 },
        card: { enum: EVY_CARD_IDS },
        skills: { type: 'array', items: { enum: EVY_CARD_IDS }, uniqueItems: true },
        cardUses: { type: 'integer', minimum: 0 },
      },
      required: ['hp'],
      additionalProperties: false,
    },
    difficulty: {
      title: 'Difficulty',
      type: 'object',
      properties: {
        easier: { type: 'array', items: { enum: ['A', 'B', 'C'] }, uniqueItems: true },
        harder: { type: 'array', items: { enum: ['A', 'B', 'C', 'D'] }, uniqueItems: true },
        minHp: { enum: [5, 6, 7] },
      },
      additionalProperties: false,
    },
    ties: {
      title: 'Monster-phase ties',
      enum: ['ask', 'auto'],
      description: 'Monster-phase ties: ask the player, or take the first in the fixed order.',
    },
  },
  additionalProperties: false,
} as const;
