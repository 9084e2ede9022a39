/**
 * JSON Schemas of the cast: the Hero Character Sheets (`heroes.json`), the
 * Villain Record Sheets with their Minions and both sides of their Minion Charts
 * (`villains.json`) and the double-sided Town Elder cards (`elders.json`).
 */
import { EFFECT_LIST, ID_PATTERN, VOCABULARY_DEFS, PASSIVE_LIST, SKILLS } from './effects';

const id = (text: string) => ({ type: 'string', pattern: ID_PATTERN, maxLength: 40, description: text }) as const;
const name = { type: 'string', minLength: 1, maxLength: 50, description: 'The name printed on the sheet.' } as const;
const text = { type: 'string', minLength: 1, maxLength: 400, description: 'The rules text, in words.' } as const;
const int = (min: number, max: number, description: string) =>
  ({ type: 'integer', minimum: min, maximum: max, description }) as const;
const keywords = {
  type: 'array',
  minItems: 0,
  maxItems: 6,
  items: { type: 'string', minLength: 1, maxLength: 30, description: 'A Keyword.' },
  description: 'Keywords: no meaning of their own; other cards refer to them.',
} as const;

const ABILITY = {
  type: 'object',
  description: 'A named ability.',
  properties: {
    name,
    text,
    passives: PASSIVE_LIST,
  },
  required: ['name', 'text', 'passives'],
  additionalProperties: false,
} as const;

const skillBlock = Object.fromEntries(SKILLS.map((s) => [s, int(0, 6, `${s} Skill.`)])) as Record<
  (typeof SKILLS)[number],
  ReturnType<typeof int>
>;

export const TOUCH_HEROES_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/heroes.json',
  title: 'A Touch of Evil: Hero Character Sheets',
  description: 'Every Hero: Skills, Health boxes, Keywords and Abilities.',
  type: 'object',
  $defs: VOCABULARY_DEFS,
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    heroes: {
      type: 'array',
      minItems: 1,
      maxItems: 16,
      description: 'The Heroes.',
      items: {
        type: 'object',
        properties: {
          id: id('Unique id ("inspector-cooke").'),
          name,
          title: { type: 'string', minLength: 1, maxLength: 40, description: 'The title ("The Soldier").' },
          skills: {
            type: 'object',
            properties: skillBlock,
            required: [...SKILLS],
            additionalProperties: false,
            description: 'Spirit, Cunning, Combat and Honor.',
          },
          health: int(1, 12, 'Health boxes.'),
          keywords,
          start: { enum: ['town-hall', 'random'], description: 'Start space: the Town Hall, or a Random Location.' },
          abilities: { type: 'array', minItems: 1, maxItems: 3, items: ABILITY, description: 'The Abilities.' },
        },
        required: ['id', 'name', 'title', 'skills', 'health', 'keywords', 'start', 'abilities'],
        additionalProperties: false,
      },
    },
  },
  required: ['heroes'],
  additionalProperties: false,
} as const;

const MINION = {
  type: 'object',
  description: 'A kind of Minion counter.',
  properties: {
    id: id('Unique among this Villain’s Minions ("wolves").'),
    name,
    fightDice: int(0, 8, 'Fight Dice it rolls.'),
    health: int(1, 8, 'Wounds it takes to defeat.'),
    fightWith: { enum: SKILLS, description: 'The Skill Heroes fight it with (default Combat).' },
    counters: int(1, 8, 'Counters in the box; with none left, placing one moves the Shadow Track instead.'),
    victory: { ...EFFECT_LIST, description: 'The Victory bonus for the Hero who defeats it.' },
    text,
    passives: PASSIVE_LIST,
  },
  required: ['id', 'name', 'fightDice', 'health', 'counters', 'victory', 'text', 'passives'],
  additionalProperties: false,
} as const;

const CHART_ENTRY = {
  type: 'object',
  description: 'One result of the D6 roll on the Minion Chart: a Minion, or a themed Event.',
  properties: {
    min: int(1, 6, 'Lowest roll.'),
    max: int(1, 6, 'Highest roll.'),
    minion: id('A Minion of this Villain, placed.'),
    event: {
      type: 'object',
      description: 'A Minion Chart Event (may be canceled like an Event).',
      properties: { name, text, effects: EFFECT_LIST },
      required: ['name', 'text', 'effects'],
      additionalProperties: false,
    },
  },
  required: ['min', 'max'],
  additionalProperties: false,
  oneOf: [{ required: ['minion'] }, { required: ['event'] }],
} as const;

const CHART_SIDE = {
  type: 'array',
  minItems: 2,
  maxItems: 6,
  items: CHART_ENTRY,
  description: 'Results covering 1 to 6 exactly once.',
} as const;

const STAGE_BONUS = {
  type: 'object',
  description: 'A bonus for one Stage of the Shadow Track.',
  properties: { combat: int(0, 4, 'Combat bonus.'), health: int(0, 6, 'Health bonus.') },
  required: ['combat', 'health'],
  additionalProperties: false,
} as const;

export const TOUCH_VILLAINS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/villains.json',
  title: 'A Touch of Evil: Villains and Minion Charts',
  description: 'Every Villain Record Sheet, its Minions, and both sides of its Minion Chart.',
  type: 'object',
  $defs: VOCABULARY_DEFS,
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    villains: {
      type: 'array',
      minItems: 1,
      maxItems: 8,
      description: 'The Villains.',
      items: {
        type: 'object',
        properties: {
          id: id('Unique id ("vampire").'),
          name,
          combat: int(1, 10, 'Fight Dice the Villain rolls.'),
          health: int(1, 20, 'Wounds to defeat it in a Showdown.'),
          keywords,
          abilities: {
            type: 'array',
            minItems: 2,
            maxItems: 5,
            description: 'The Basic Ability first (the only one in the Basic Game), then the Advanced ones.',
            items: {
              ...ABILITY,
              properties: { ...ABILITY.properties, basic: { type: 'boolean', description: 'The Basic Ability.' } },
              required: [...ABILITY.required, 'basic'],
            },
          },
          stages: {
            type: 'array',
            minItems: 5,
            maxItems: 5,
            items: STAGE_BONUS,
            description: 'Feeds on Fear: the bonus for each Stage of the Shadow Track, I to V.',
          },
          minions: { type: 'array', minItems: 1, maxItems: 8, items: MINION, description: 'The Minion counters.' },
          chart: {
            type: 'object',
            description: 'The two sides of the Minion Chart.',
            properties: { basic: CHART_SIDE, advanced: CHART_SIDE },
            required: ['basic', 'advanced'],
            additionalProperties: false,
          },
        },
        required: ['id', 'name', 'combat', 'health', 'keywords', 'abilities', 'minions', 'chart'],
        additionalProperties: false,
      },
    },
  },
  required: ['villains'],
  additionalProperties: false,
} as const;

export const TOUCH_ELDERS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/elders.json',
  title: 'A Touch of Evil: Town Elders',
  description: 'The double-sided Town Elder cards: the good side and the Evil Elder side.',
  type: 'object',
  $defs: VOCABULARY_DEFS,
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    elders: {
      type: 'array',
      minItems: 1,
      maxItems: 8,
      description: 'The Town Elders.',
      items: {
        type: 'object',
        properties: {
          id: id('Unique id ("lord-hanbrook").'),
          name,
          spirit: int(0, 6, 'Spirit (referenced by other cards).'),
          cunning: int(0, 6, 'Cunning (referenced by other cards).'),
          honor: int(0, 6, 'Honor (referenced by other cards).'),
          health: int(1, 3, 'Wounds that kill the Elder (one, unless the card says otherwise).'),
          ability: { ...ABILITY, description: 'The Special Ability granted to the Hero the Elder travels with.' },
          evil: {
            type: 'object',
            description: 'The Evil Elder side.',
            properties: {
              name,
              combat: int(0, 3, "Bonus to the Villain's Combat while the Evil Elder lives."),
              health: int(0, 4, "Bonus to the Villain's Health while the Evil Elder lives."),
              text,
              passives: PASSIVE_LIST,
            },
            required: ['name', 'combat', 'health', 'text', 'passives'],
            additionalProperties: false,
          },
        },
        required: ['id', 'name', 'spirit', 'cunning', 'honor', 'health', 'ability', 'evil'],
        additionalProperties: false,
      },
    },
  },
  required: ['elders'],
  additionalProperties: false,
} as const;
