/**
 * The ability vocabulary's JSON Schema: the effect words (ops) a card's skill or effect
 * is written in, with their parameters, bounds and descriptions for designers. Part of
 * the card schema (`../schema.ts`); each word is implemented once in `ops.ts`.
 */
/** Ids of cards, locations and decks: lower-case words joined by dashes. */
export const EZ_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const ID = { type: 'string', pattern: EZ_ID_PATTERN, minLength: 1, maxLength: 40 } as const;
export const TERRAIN = {
  enum: ['earth', 'sea', 'space'],
  description: 'earth, sea or space: the symbol on the location card.',
} as const;
const STAT = {
  enum: ['attack', 'defence', 'range'],
  description: 'Which value: attack, defence or range.',
} as const;
const AMOUNT = {
  type: 'integer',
  minimum: -10,
  maximum: 10,
  description: 'How much is added (negative: taken away), -10 to 10.',
} as const;

const MAX_COST = { type: 'integer', minimum: 0, maximum: 20, description: 'Resource cost at most this.' } as const;

/** Which units an op may pick or count. Everything is optional: an empty filter matches every unit. */
export const UNIT_FILTER_SCHEMA = {
  type: 'object',
  description: 'Which units qualify. Fields combine with "and"; an empty filter matches every unit.',
  properties: {
    side: {
      enum: ['own', 'opponent', 'any'],
      description: 'own: units under your control; opponent: under an opponent’s control; any: both.',
    },
    zones: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      items: { enum: ['active', 'inactive', 'marshalled'], description: 'A place a unit can be this battle.' },
      description:
        'Where the unit may be: active (in the army), inactive (revealed, turned sideways), marshalled (face down). Default: active.',
    },
    maxRange: { type: 'integer', minimum: 0, maximum: 20, description: 'Printed range at most this.' },
    minRange: { type: 'integer', minimum: 0, maximum: 20, description: 'Printed range at least this.' },
    maxCost: MAX_COST,
    maxDefence: { type: 'integer', minimum: 0, maximum: 20, description: 'Current defence at most this.' },
    maxAttack: { type: 'integer', minimum: 0, maximum: 20, description: 'Current attack at most this.' },
    terrain: { ...TERRAIN, description: 'The unit may be activated on this terrain.' },
    card: { ...ID, description: 'Only copies of this card id.' },
    notSelf: { type: 'boolean', description: 'true: never the card that has this ability.' },
    notLeader: { type: 'boolean', description: 'true: never a Unit Leader.' },
  },
  additionalProperties: false,
} as const;

/** What an army count multiplies by (`per`): units or supports of yours. */
const PER_SCHEMA = {
  type: 'object',
  description: 'Multiply the amount by a count: your active units matching the filter, or your supports in play.',
  properties: {
    count: {
      enum: ['own-units', 'own-supports', 'opponent-units'],
      description:
        'own-units: your active units (matching `filter`); own-supports: your supports in play; opponent-units: opposing active units (matching `filter`).',
    },
    filter: UNIT_FILTER_SCHEMA,
  },
  required: ['count'],
  additionalProperties: false,
} as const;

const UNTIL = {
  enum: ['turn', 'battle', 'source-leaves'],
  description:
    'How long it lasts: turn (this battle turn), battle (this location), source-leaves (while this card stays in play and active).',
} as const;

/** The effect words, one branch each; `abilities/ops.ts` implements each once. */
export const EZ_OPS = [
  'army-stat',
  'army-scale',
  'unit-stat',
  'destroy',
  'sacrifice',
  'cp-damage',
  'draw',
  'search',
  'recover',
  'activate',
  'deactivate',
  'remarshal',
  'take-control',
  'prevent-destroy',
  'forbid-supports',
  'alt-activation',
  'duel',
] as const;

function op<Op extends string, P extends Record<string, unknown>, R extends readonly string[]>(
  name: Op,
  text: string,
  properties: P,
  required: R,
) {
  return {
    description: `${name}: ${text}`,
    type: 'object',
    properties: { op: { const: name, description: 'The effect word.' }, ...properties },
    required: ['op', ...required] as ['op', ...R],
    additionalProperties: false,
  } as const;
}

export const EZ_OP_SCHEMA = {
  description: 'One step of what a skill or effect does, written with an effect word the rules know.',
  type: 'object',
  oneOf: [
    op(
      'army-stat',
      'adds to a value of an army (not of its units: "Cards clarifications — Carapace").',
      {
        stat: STAT,
        amount: AMOUNT,
        army: { enum: ['own', 'opponent'], description: 'Whose army: yours (default) or the opposing one.' },
        per: PER_SCHEMA,
        whileOwnUnits: {
          type: 'boolean',
          description: 'true: only while you have at least one active unit (Carapace).',
        },
      },
      ['stat', 'amount'] as const,
    ),
    op(
      'army-scale',
      'doubles or halves what your active units give to a value of your army.',
      {
        stat: STAT,
        factor: { enum: ['double', 'half'], description: 'double, or half rounded down.' },
      },
      ['stat', 'factor'] as const,
    ),
    op(
      'unit-stat',
      'changes a value of one chosen unit (or all that match); a unit whose defence drops to 0 is destroyed.',
      {
        stat: STAT,
        amount: AMOUNT,
        target: UNIT_FILTER_SCHEMA,
        all: { type: 'boolean', description: 'true: every matching unit instead of one you choose.' },
        until: UNTIL,
      },
      ['stat', 'amount', 'target', 'until'] as const,
    ),
    op(
      'destroy',
      'destroys one chosen unit, every matching unit, or every active unit of one opposing player you choose.',
      {
        target: UNIT_FILTER_SCHEMA,
        count: {
          enum: ['one', 'all', 'one-player'],
          description:
            'one: a unit you choose; all: every matching unit; one-player: all of one player’s matching units.',
        },
      },
      ['target', 'count'] as const,
    ),
    op(
      'sacrifice',
      'you destroy units under your control (a price or a cost to keep a unit).',
      {
        count: { type: 'integer', minimum: 1, maximum: 3, description: 'How many of your units (1 to 3).' },
        zones: { ...UNIT_FILTER_SCHEMA.properties.zones, description: 'Where your units may be taken from.' },
        required: {
          type: 'boolean',
          description:
            'true: without enough units the whole ability cannot be used; false: destroy what you can and go on.',
        },
        otherwise: {
          enum: ['deactivate-self'],
          description: 'For a skill set off on activation: what happens when the price cannot be paid.',
        },
      },
      ['count', 'required'] as const,
    ),
    op(
      'cp-damage',
      'deals Command Point damage to the opposing side.',
      { amount: { type: 'integer', minimum: 1, maximum: 10, description: 'Command Points (1 to 10).' } },
      ['amount'] as const,
    ),
    op(
      'draw',
      'you draw cards from your forces deck.',
      { count: { type: 'integer', minimum: 1, maximum: 5, description: 'How many cards (1 to 5).' } },
      ['count'] as const,
    ),
    op(
      'search',
      'you look through your forces deck for a card, take it, then shuffle the deck.',
      {
        type: { enum: ['unit', 'support'], description: 'The kind of card looked for.' },
        maxCost: MAX_COST,
        to: {
          enum: ['hand', 'activate'],
          description: 'hand: into your hand; activate: straight into your army (it must fit the terrain and limit).',
        },
      },
      ['type', 'to'] as const,
    ),
    op('recover', 'you take a unit from your Fallen pile back into your hand.', { maxCost: MAX_COST }, [] as const),
    op(
      'activate',
      'activates a unit of yours outside the activation step ("Cards clarifications — Tribe Recall").',
      { target: UNIT_FILTER_SCHEMA },
      ['target'] as const,
    ),
    op('deactivate', 'turns a chosen active unit sideways: it leaves the army.', { target: UNIT_FILTER_SCHEMA }, [
      'target',
    ] as const),
    op(
      'remarshal',
      'puts a unit back face down among the marshalled cards of its controller.',
      {
        target: {
          oneOf: [{ const: 'self', description: 'The card with this ability.' }, UNIT_FILTER_SCHEMA],
          description: 'self, or a unit matching a filter that you choose.',
        },
        at: { enum: ['now', 'turn-end'], description: 'now, or at the end of this battle turn (Ciel).' },
      },
      ['target', 'at'] as const,
    ),
    op(
      'take-control',
      'puts an opposing unit under your control ("Cards clarifications — Vlad").',
      { target: UNIT_FILTER_SCHEMA },
      ['target'] as const,
    ),
    op(
      'prevent-destroy',
      'the card (self) or your units cannot be destroyed, by a cause, under a condition.',
      {
        who: { enum: ['self', 'own-units'], description: 'self: this card; own-units: every unit you control.' },
        cause: { enum: ['clash', 'ability', 'any'], description: 'What cannot destroy them.' },
        opponentRangeAtMost: {
          type: 'integer',
          minimum: 0,
          maximum: 20,
          description: 'Only while the opposing army has an active unit with range at most this (Sea Arrow).',
        },
        until: UNTIL,
      },
      ['who', 'cause'] as const,
    ),
    op('forbid-supports', 'opponents cannot play supports while this card is active (Virago).', {}, [] as const),
    op(
      'alt-activation',
      'this unit may be activated from your hand at another cost, as your support play of the turn (Gunlid).',
      { cost: { type: 'integer', minimum: 0, maximum: 20, description: 'Resources it takes while active.' } },
      ['cost'] as const,
    ),
    op(
      'duel',
      'before the clash, this unit alone attacks one opposing active unit; both are stand-alone armies ("Cards clarifications — Xenogray and Kraken").',
      {},
      [] as const,
    ),
  ],
} as const;

export const EZ_ABILITY_SCHEMA = {
  type: 'object',
  description: 'A unit’s skill or a support’s effect: its kind, our own text, and the steps it takes.',
  properties: {
    kind: {
      enum: ['arbitrary', 'contextual', 'extended', 'hybrid', 'single'],
      description:
        'arbitrary: declared by choice, once per activation; contextual: set off by `trigger`; extended: always on while active or in play; hybrid: declared, once per battle turn; single: a support’s one-time effect.',
    },
    text: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      description: 'The text printed on the card (our own words).',
    },
    trigger: {
      enum: ['activated', 'destroyed', 'attacks-first', 'clash-start', 'turn-end'],
      description: 'Contextual skills only: the situation that sets the skill off.',
    },
    ops: { type: 'array', minItems: 1, maxItems: 4, items: EZ_OP_SCHEMA, description: 'The steps, in order.' },
  },
  required: ['kind', 'text', 'ops'],
  additionalProperties: false,
} as const;
