/**
 * JSON Schema (draft 2020-12) of one Evy adventure (`content/evy/adventures/*.json`); the card
 * set's is in `cards-schema.ts`.
 * They mirror `types.ts` field for field; descriptions are written for the
 * designers who edit the JSON, and every string, array and number is bounded so
 * a malformed or hostile file is refused before the rules ever read it. What a
 * schema cannot say (the start on a floor tile, cards numbered 1..n, every goal
 * reachable) is checked in `src/content/checks/evy.ts`.
 */

import { ID_PATTERN } from './cards-schema';

export { EVY_CARD_IDS, EVY_CARDS_SCHEMA } from './cards-schema';

export const TILE_KINDS = ['floor', 'pit', 'boss-pit', 'card', 'exit', 'door', 'locked-door', 'stairs'] as const;

/**
 * Axial coordinates stay bounded: the largest book map is about 14 × 12 hexes, and the
 * adventure editor draws maps of 40 × 40 and more (a drawn rectangle of 50 rows spans q
 * from about -25 to 50).
 */
export const COORD_LIMIT = 64;
/** "25 monster markers": never more monsters than that on one adventure. */
export const MONSTER_TOKENS = 25;
/** The Tower has five maps; room for a designer's longer climb. */
export const MAX_MAPS = 8;
/** Room for a designer's 50 × 50 map, every hex a tile. */
export const MAX_TILES_PER_MAP = 2500;

const coordinate = (axis: string) =>
  ({
    type: 'integer',
    minimum: -COORD_LIMIT,
    maximum: COORD_LIMIT,
    description: `Axial ${axis} coordinate of the hex (pointy-top hexes; ${axis === 'q' ? 'q grows to the east' : 'r grows to the south-east'}).`,
  }) as const;

const HEX_SCHEMA = {
  type: 'object',
  description: 'A hex in axial coordinates.',
  properties: { q: coordinate('q'), r: coordinate('r') },
  required: ['q', 'r'],
  additionalProperties: false,
} as const;

const TILE_SCHEMA = {
  type: 'object',
  description: 'One tile of the map. Hexes without a tile are walls.',
  properties: {
    q: coordinate('q'),
    r: coordinate('r'),
    kind: {
      enum: TILE_KINDS,
      description:
        'floor; pit (monster spawn pit, nobody walks onto it); boss-pit (the boss starts here, then it is a pit); card (a face-down card, numbered); exit; door (closed until Evy walks over it, monsters cannot enter); locked-door (the same, for locked doors); stairs (to another map with stairsTo, else out of the adventure).',
    },
    card: {
      type: 'integer',
      minimum: 1,
      maximum: 27,
      description: "Card tiles: the card's number, 1 to n over the whole adventure (left out in the elevator).",
    },
    item: {
      type: 'string',
      pattern: ID_PATTERN,
      minLength: 1,
      maxLength: 40,
      description:
        'An item token to collect on this tile (e.g. "baby", "key"); monsters cannot enter until Evy takes it.',
    },
    waypoint: {
      type: 'string',
      pattern: '^[A-Z]$',
      maxLength: 1,
      description: "A waypoint letter (the Library's books), one capital letter.",
    },
    stairsTo: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_MAPS - 1,
      description:
        'Stairs: the index of the map they lead to (0 is the first map); Evy arrives on its start. Stairs without it lead out of the adventure (a "reach stairs" objective).',
    },
  },
  required: ['q', 'r', 'kind'],
  additionalProperties: false,
  allOf: [
    // "Must not be there" written as a property that no value satisfies: strict ajv refuses `required`
    // on a property its own subschema does not define.
    {
      if: { properties: { kind: { not: { const: 'stairs' } } } },
      then: { properties: { stairsTo: { not: {}, description: 'Only stairs lead to a map.' } } },
    },
    {
      if: { properties: { kind: { not: { const: 'card' } } } },
      then: { properties: { card: { not: {}, description: 'Only a card hex holds a card.' } } },
    },
  ],
} as const;

const MONSTER_SCHEMA = {
  type: 'object',
  description: 'A monster on the map at the start, besides the one on every spawn pit.',
  properties: {
    q: coordinate('q'),
    r: coordinate('r'),
    boss: {
      type: 'object',
      description: 'Makes this monster a boss, played with a die showing its health.',
      properties: {
        health: {
          type: 'integer',
          minimum: 1,
          maximum: 6,
          description: "The die's top face at the start: attacks needed to defeat it (the book's bosses have 6).",
        },
        name: { type: 'string', minLength: 1, maxLength: 40, description: 'What the boss is called ("the witch").' },
      },
      required: ['health', 'name'],
      additionalProperties: false,
    },
  },
  required: ['q', 'r'],
  additionalProperties: false,
} as const;

const MAP_SCHEMA = {
  type: 'object',
  description: 'One map (one floor of the Tower, one page of the book).',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 60, description: 'The name shown above the map.' },
    tiles: {
      type: 'array',
      minItems: 2,
      maxItems: MAX_TILES_PER_MAP,
      items: TILE_SCHEMA,
      description: 'Every tile of the map, each hex at most once; hexes not listed are walls.',
    },
    start: { ...HEX_SCHEMA, description: 'Where Evy stands when the adventure (or this floor) starts.' },
    monsters: {
      type: 'array',
      maxItems: MONSTER_TOKENS,
      items: MONSTER_SCHEMA,
      description: 'Monsters placed at the start besides those on spawn pits (a boss, a few guards).',
    },
  },
  required: ['name', 'tiles', 'start'],
  additionalProperties: false,
} as const;

const stepText = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description: 'How the step is shown to the player ("Reach the front door").',
} as const;

const OBJECTIVE_STEP_SCHEMA = {
  type: 'object',
  description: 'One step of the objective.',
  oneOf: [
    {
      description: 'reach: stand on any tile of a kind (exit, stairs), or back on the start.',
      type: 'object',
      properties: {
        type: { const: 'reach', description: 'The step word.' },
        tile: { enum: ['exit', 'stairs', 'start'], description: 'The kind of tile to reach, or "start".' },
        text: stepText,
      },
      required: ['type', 'tile'],
      additionalProperties: false,
    },
    {
      description: "collect: step onto the item's tile and take it.",
      type: 'object',
      properties: {
        type: { const: 'collect', description: 'The step word.' },
        item: {
          type: 'string',
          pattern: ID_PATTERN,
          minLength: 1,
          maxLength: 40,
          description: 'The item, as named on its tile.',
        },
        text: stepText,
      },
      required: ['type', 'item'],
      additionalProperties: false,
    },
    {
      description: 'waypoints: visit the lettered tiles in this order.',
      type: 'object',
      properties: {
        type: { const: 'waypoints', description: 'The step word.' },
        letters: {
          type: 'array',
          minItems: 1,
          maxItems: 26,
          items: { type: 'string', pattern: '^[A-Z]$', maxLength: 1, description: 'A waypoint letter.' },
          description: 'The letters, in the order they must be visited.',
        },
        text: stepText,
      },
      required: ['type', 'letters'],
      additionalProperties: false,
    },
    {
      description: 'defeat-boss: bring every boss to zero health.',
      type: 'object',
      properties: { type: { const: 'defeat-boss', description: 'The step word.' }, text: stepText },
      required: ['type'],
      additionalProperties: false,
    },
    {
      description: 'survive-floors: ride the elevator up this many floors.',
      type: 'object',
      properties: {
        type: { const: 'survive-floors', description: 'The step word.' },
        floors: { type: 'integer', minimum: 1, maximum: 26, description: 'Floors to ride up.' },
        text: stepText,
      },
      required: ['type', 'floors'],
      additionalProperties: false,
    },
  ],
} as const;

export const EVY_ADVENTURE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/evy/adventure.json',
  title: 'Evy: adventure',
  description:
    'One adventure: its story, its map or maps, how many cards lie on them, what Evy must do to win, and any special rules.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    id: {
      type: 'string',
      pattern: ID_PATTERN,
      minLength: 1,
      maxLength: 40,
      description: 'Lower-case words joined by dashes, unique among adventures (e.g. "upstairs-hall").',
    },
    title: { type: 'string', minLength: 1, maxLength: 60, description: 'The title shown to the player.' },
    order: {
      type: 'integer',
      minimum: 1,
      maximum: 99,
      description: 'Position in the campaign (the built-in one runs 1 to 13).',
    },
    intro: {
      type: 'string',
      minLength: 1,
      maxLength: 800,
      description: 'A short story told before the adventure starts.',
    },
    cardCount: {
      type: 'integer',
      minimum: 0,
      maximum: 26,
      description:
        '"This map uses N cards": card tiles are numbered 1 to N over all maps (the elevator deals one per floor instead).',
    },
    monsterName: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      description: 'What the monsters are called here, for the board and the log ("dust slugs").',
    },
    tutorial: {
      enum: ['evys-room', 'upstairs-hall'],
      description: "The book's two first adventures teach the rules step by step and play with fewer of them.",
    },
    maps: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_MAPS,
      items: MAP_SCHEMA,
      description: 'The maps in order; Evy starts on the first.',
    },
    objective: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: OBJECTIVE_STEP_SCHEMA,
      description: 'What Evy must do to win, as steps done in order.',
    },
    rules: {
      type: 'object',
      description: 'Special rules of this adventure; leave empty for none.',
      properties: {
        ghosts: {
          type: 'boolean',
          description: 'Every monster is a ghost: it walks and attacks through walls.',
        },
        elevator: {
          type: 'object',
          description:
            'The elevator: one card per floor from a card tile other than the last one used; the floor goes up after each of Evy’s turns.',
          properties: {
            floors: { type: 'integer', minimum: 1, maximum: 26, description: 'Floors to the top.' },
          },
          required: ['floors'],
          additionalProperties: false,
        },
        actionsOnEvyMapOnly: {
          type: 'boolean',
          description: 'With several maps: monster actions are spent only on the map Evy is on.',
        },
      },
      additionalProperties: false,
    },
  },
  required: ['id', 'title', 'order', 'intro', 'cardCount', 'monsterName', 'maps', 'objective', 'rules'],
  additionalProperties: false,
} as const;
