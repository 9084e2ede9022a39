/**
 * JSON Schemas (draft 2020-12) of All Manor of Evil's content files. Descriptions
 * are written for the designers who edit the JSON; every string, array and number
 * is bounded and every object closed, so a malformed file is refused before the
 * rules read it. The effect vocabularies are in `schema-effects.ts`.
 */
import { COLOURS, END_EFFECT_SCHEMA, PLAY_EFFECT_SCHEMA, ROOMS } from './schema-effects';

/** Ids: lower-case words joined by dashes. */
export const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

const ID = { type: 'string', pattern: ID_PATTERN, minLength: 1, maxLength: 40 } as const;
const NAME = { type: 'string', minLength: 1, maxLength: 40, description: 'The name printed on the card.' } as const;
const TEXT = {
  type: 'string',
  minLength: 1,
  maxLength: 300,
  description: 'The rules text printed on the card.',
} as const;
const SCHEMA_MARK = { type: 'string', maxLength: 200, description: 'The $id of this schema.' } as const;

/** An awakening icon: add or remove tokens on the elder god(s) of its colour(s). */
const AWAKENING_ICON_SCHEMA = {
  type: 'object',
  description: 'The awakening icon: tokens added to or removed from an elder god of the icon’s colour(s).',
  properties: {
    colours: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      items: { enum: COLOURS, description: 'An elder god colour.' },
      description: 'The icon’s colours; with more than one, the player chooses any elder god of those colours.',
    },
    amount: { type: 'integer', minimum: 1, maximum: 3, description: 'How many awakening tokens (1 to 3).' },
    mode: {
      enum: ['add', 'remove', 'either'],
      description: 'add, remove, or either: the player chooses to add or to remove.',
    },
    asterisk: {
      type: 'boolean',
      description: 'The icon carries a (*): it is explained by, and tied to, the special ability text.',
    },
  },
  required: ['colours', 'amount', 'mode'],
  additionalProperties: false,
} as const;

const MADNESS_ICON_SCHEMA = {
  type: 'object',
  description: 'The madness icon: madness tokens the player who steals the relic gains or loses.',
  properties: {
    amount: {
      type: 'integer',
      minimum: -4,
      maximum: 4,
      not: { const: 0 },
      description: 'Tokens gained (1 to 4) or lost (-1 to -4).',
    },
    asterisk: {
      type: 'boolean',
      description: 'The icon carries a (*): it is explained by, and tied to, the special ability text.',
    },
  },
  required: ['amount'],
  additionalProperties: false,
} as const;

const SPECIAL_SCHEMA = {
  type: 'object',
  description: 'The special ability, resolved after the icons.',
  properties: {
    effect: PLAY_EFFECT_SCHEMA,
    may: {
      type: 'boolean',
      description: 'The text says "may": the player chooses whether to use it. Otherwise it must be resolved.',
    },
  },
  required: ['effect', 'may'],
  additionalProperties: false,
} as const;

export const MANOR_RELICS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/manor/relics.json',
  title: 'All Manor of Evil: relics',
  description: 'The relic cards that make up the Manor deck, and the Skeleton Key each cache starts with.',
  type: 'object',
  properties: {
    $schema: SCHEMA_MARK,
    relics: {
      type: 'array',
      minItems: 1,
      maxItems: 80,
      description: 'One entry per kind of relic, with how many copies are in the deck.',
      items: {
        type: 'object',
        properties: {
          id: { ...ID, description: 'Lower-case words joined by dashes, unique among the relics ("ancient-tome").' },
          name: NAME,
          copies: { type: 'integer', minimum: 1, maximum: 6, description: 'How many of this relic are in the deck.' },
          madness: {
            type: 'integer',
            minimum: 0,
            maximum: 5,
            description: 'Madness value: added to the owner’s madness tokens at the end of the game.',
          },
          dollars: { type: 'integer', minimum: 0, maximum: 8, description: '$ value: points at the end of the game.' },
          keywords: {
            type: 'array',
            maxItems: 4,
            uniqueItems: true,
            items: { type: 'string', pattern: '^[a-z]+$', maxLength: 20, description: 'A keyword.' },
            description: 'Words other effects refer to, e.g. "rite" for every Rite.',
          },
          awakening: AWAKENING_ICON_SCHEMA,
          madnessIcon: MADNESS_ICON_SCHEMA,
          special: SPECIAL_SCHEMA,
          text: {
            ...TEXT,
            description:
              'The special ability box as printed: the text of the special ability and of any icon marked (*).',
          },
        },
        required: ['id', 'name', 'copies', 'madness', 'dollars', 'keywords'],
        additionalProperties: false,
      },
    },
    skeletonKey: {
      type: 'object',
      description: 'The Skeleton Key: the first card of every cache. It has values but no abilities.',
      properties: {
        name: NAME,
        copies: { type: 'integer', minimum: 1, maximum: 6, description: 'How many are in the box.' },
        madness: { type: 'integer', minimum: 0, maximum: 5, description: 'Madness value.' },
        dollars: { type: 'integer', minimum: 0, maximum: 8, description: '$ value.' },
      },
      required: ['name', 'copies', 'madness', 'dollars'],
      additionalProperties: false,
    },
  },
  required: ['relics', 'skeletonKey'],
  additionalProperties: false,
} as const;

export const MANOR_ACTIONS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/manor/actions.json',
  title: 'All Manor of Evil: action cards',
  description: 'The four action cards every player holds: initiative, action ability and room ability.',
  type: 'object',
  properties: {
    $schema: SCHEMA_MARK,
    sets: { type: 'integer', minimum: 1, maximum: 6, description: 'How many sets of the four cards are in the box.' },
    actions: {
      type: 'array',
      minItems: 4,
      maxItems: 4,
      description: 'Exactly Pilfer, Deceive, Study and Inspect.',
      items: {
        type: 'object',
        properties: {
          id: { enum: ['pilfer', 'deceive', 'study', 'inspect'], description: 'Which action card this is.' },
          name: NAME,
          initiative: {
            type: 'integer',
            minimum: 1,
            maximum: 4,
            description: 'The initiative number: lower numbers resolve first.',
          },
          ability: PLAY_EFFECT_SCHEMA,
          abilityText: { ...TEXT, description: 'The action ability as printed at the top of the card.' },
          rooms: {
            type: 'array',
            minItems: 2,
            maxItems: 2,
            uniqueItems: true,
            items: { enum: ROOMS.slice(0, 4), description: 'A room of the Manor board.' },
            description: 'The room ability: the two rooms a player resolving this card must steal from.',
          },
        },
        required: ['id', 'name', 'initiative', 'ability', 'abilityText', 'rooms'],
        additionalProperties: false,
      },
    },
  },
  required: ['sets', 'actions'],
  additionalProperties: false,
} as const;

export const MANOR_GODS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/manor/gods.json',
  title: 'All Manor of Evil: elder gods',
  description: 'The faces of the double-sided elder god cards; one face of each colour is used per game.',
  type: 'object',
  properties: {
    $schema: SCHEMA_MARK,
    gods: {
      type: 'array',
      minItems: 3,
      maxItems: 12,
      description: 'One entry per face.',
      items: {
        type: 'object',
        properties: {
          id: { ...ID, description: 'Unique among the faces ("dagon").' },
          name: NAME,
          colour: { enum: COLOURS, description: 'The elder god’s colour, which awakening icons refer to.' },
          card: { type: 'integer', minimum: 1, maximum: 6, description: 'Which double-sided card the face is on.' },
          side: { enum: ['front', 'back'], description: 'Which side of that card.' },
          minPlayers: { type: 'integer', minimum: 1, maximum: 6, description: 'Fewest players the face is used with.' },
          maxPlayers: { type: 'integer', minimum: 1, maximum: 6, description: 'Most players the face is used with.' },
          effect: END_EFFECT_SCHEMA,
        },
        required: ['id', 'name', 'colour', 'card', 'side', 'minPlayers', 'maxPlayers', 'effect'],
        additionalProperties: false,
      },
    },
  },
  required: ['gods'],
  additionalProperties: false,
} as const;

/** A role card: hidden during play, resolved in the steps of the end of the game. */
const ROLE_SCHEMA = {
  type: 'object',
  properties: {
    id: { ...ID, description: 'Unique among all roles ("blue-cultist").' },
    name: NAME,
    effects: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: END_EFFECT_SCHEMA,
      description: 'The role’s effects, in the order they are printed.',
    },
  },
  required: ['id', 'name', 'effects'],
  additionalProperties: false,
} as const;

export const MANOR_ROLES_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/manor/roles.json',
  title: 'All Manor of Evil: roles',
  description: 'The secret role cards of the players, and the Lovecraft role cards.',
  type: 'object',
  properties: {
    $schema: SCHEMA_MARK,
    roles: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      description: 'The players’ roles.',
      items: {
        ...ROLE_SCHEMA,
        properties: {
          ...ROLE_SCHEMA.properties,
          minPlayers: {
            type: 'integer',
            minimum: 1,
            maximum: 6,
            description:
              'The player-count icon: the role is dealt in games of at least this many players; 1 is the solo (1+) icon.',
          },
          cultist: { enum: COLOURS, description: 'A basic cultist of this colour (the solo game’s opponent).' },
        },
        required: ['id', 'name', 'effects', 'minPlayers'],
      },
    },
    lovecraft: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      description: 'Lovecraft’s role cards: one is dealt face down in the 2-player game; "author" is the solo card.',
      items: ROLE_SCHEMA,
    },
  },
  required: ['roles', 'lovecraft'],
  additionalProperties: false,
} as const;

export const MANOR_COMPONENTS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/manor/components.json',
  title: 'All Manor of Evil: components',
  description: 'The Clocks and the token supplies.',
  type: 'object',
  properties: {
    $schema: SCHEMA_MARK,
    clock: {
      type: 'object',
      description: 'The Clock cards shuffled into the bottom quarter of the Manor deck.',
      properties: {
        name: NAME,
        copies: { type: 'integer', const: 2, description: 'Always 2: the second one ends the game.' },
        text: TEXT,
      },
      required: ['name', 'copies', 'text'],
      additionalProperties: false,
    },
    awakeningTokens: { type: 'integer', minimum: 1, maximum: 60, description: 'Awakening tokens in the box.' },
    madnessTokens: { type: 'integer', minimum: 1, maximum: 99, description: 'Madness tokens in the box.' },
    awakenAt: {
      type: 'integer',
      minimum: 2,
      maximum: 12,
      description: 'An elder god with at least this many awakening tokens at the end of a round is awakened.',
    },
  },
  required: ['clock', 'awakeningTokens', 'madnessTokens', 'awakenAt'],
  additionalProperties: false,
} as const;
