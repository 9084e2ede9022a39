/**
 * The two small effect vocabularies of All Manor of Evil, as JSON Schemas: what
 * action cards and relics do while the game is played (`PLAY_EFFECT_SCHEMA`,
 * implemented once in `effects.ts`), and what elder gods and roles do during the
 * steps of the end of the game (`END_EFFECT_SCHEMA`, in `end-effects.ts`).
 * Content picks an op and its numbers; it never carries rules of its own.
 */

export const COLOURS = ['blue', 'green', 'red'] as const;

export const ROOMS = ['attic', 'basement', 'foyer', 'library', 'vault'] as const;

/** A play effect without parameters: just its op. Written out per op so the types can be derived. */
function bareEffect<Op extends string>(op: Op, text: string) {
  return {
    description: `${op}: ${text}`,
    type: 'object',
    properties: { op: { const: op, description: 'The effect word.' } },
    required: ['op'],
    additionalProperties: false,
  } as const;
}

/** A play effect with one bounded `amount`. */
function amountEffect<Op extends string>(op: Op, maximum: number, text: string) {
  return {
    description: `${op}: ${text}`,
    type: 'object',
    properties: {
      op: { const: op, description: 'The effect word.' },
      amount: { type: 'integer', minimum: 1, maximum, description: `How many tokens (1 to ${maximum}).` },
    },
    required: ['op', 'amount'],
    additionalProperties: false,
  } as const;
}

/** A play effect with one bounded `upTo`: the player chooses how many, from 0 up to it. */
function upToEffect<Op extends string>(op: Op, maximum: number, text: string) {
  return {
    description: `${op}: ${text}`,
    type: 'object',
    properties: {
      op: { const: op, description: 'The effect word.' },
      upTo: { type: 'integer', minimum: 1, maximum, description: `The most tokens (1 to ${maximum}).` },
    },
    required: ['op', 'upTo'],
    additionalProperties: false,
  } as const;
}

/** What an action card's action ability or a relic's special ability does. */
export const PLAY_EFFECT_SCHEMA = {
  description: 'What the ability does, written with one of the effect words the rules know.',
  type: 'object',
  oneOf: [
    amountEffect('room-madness', 3, 'add this many madness tokens from the supply to a room of your choice.'),
    bareEffect('exchange', 'exchange the top relic of your cache with a relic in a room of your choice (not a steal).'),
    upToEffect('lose-madness', 4, 'lose up to this many of your madness tokens (you choose how many).'),
    bareEffect('reveal-steal', 'reveal the top card of the Manor deck and steal it if it is a relic.'),
    bareEffect('steal-from-room', 'steal a relic from any room of your choice.'),
    {
      description:
        'other-god-token: another player of your choice must add or remove awakening tokens on an elder god they choose.',
      type: 'object',
      properties: {
        op: { const: 'other-god-token', description: 'The effect word.' },
        mode: { enum: ['add', 'remove'], description: 'Whether the chosen player adds or removes the tokens.' },
        amount: { type: 'integer', minimum: 1, maximum: 2, description: 'How many tokens (1 or 2).' },
      },
      required: ['op', 'mode', 'amount'],
      additionalProperties: false,
    },
    upToEffect('give-madness', 3, 'give up to this many of your madness tokens to another player of your choice.'),
    amountEffect('others-gain-madness', 2, 'every other player gains this many madness tokens.'),
    bareEffect('peek-role', 'look at the Role card of another player of your choice.'),
    bareEffect('steal-cache-top', "steal the top relic of another player's cache."),
  ],
} as const;

/** The condition a role's effect is tied to; gods' effects always apply (their god is awake). */
const WHEN_SCHEMA = {
  enum: ['always', 'awakened', 'clock'],
  description:
    'always: at every end of the game; awakened: only when one elder god awakened; clock: only when the second Clock ended the game.',
} as const;

const STEP_SCHEMA = {
  enum: ['reveal', 'awakened', 'madness', 'scoring'],
  description:
    'The end-of-game step in which the effect resolves. Only elder gods have Awakened effects; roles use reveal, madness or scoring.',
} as const;

/** Fields every end effect has: its step, its condition and its printed text. */
const END_COMMON = {
  step: STEP_SCHEMA,
  when: WHEN_SCHEMA,
  colour: { enum: COLOURS, description: 'Only when the awakened elder god is of this colour.' },
  text: { type: 'string', minLength: 1, maxLength: 200, description: 'The text printed for this effect.' },
} as const;

const KEYWORD = {
  type: 'string',
  pattern: '^[a-z]+$',
  minLength: 1,
  maxLength: 20,
  description: 'A relic keyword, e.g. "rite".',
} as const;

/**
 * What an elder god or a role does at the end of the game. On a god it applies to
 * every remaining player; on a role, to the role's owner.
 */
export const END_EFFECT_SCHEMA = {
  description: 'One effect resolved during the end of the game.',
  type: 'object',
  oneOf: [
    {
      description: 'score: score this many $.',
      type: 'object',
      properties: {
        op: { const: 'score', description: 'The effect word.' },
        amount: { type: 'integer', minimum: 1, maximum: 12, description: 'How many $ (1 to 12).' },
        ...END_COMMON,
      },
      required: ['op', 'step', 'amount', 'text'],
      additionalProperties: false,
    },
    {
      description: 'score-per-relic: score $ for relics in the cache (every `every` matching relics score `amount`).',
      type: 'object',
      properties: {
        op: { const: 'score-per-relic', description: 'The effect word.' },
        amount: { type: 'integer', minimum: 1, maximum: 4, description: '$ scored per group (1 to 4).' },
        every: { type: 'integer', minimum: 1, maximum: 3, description: 'How many matching relics make a group.' },
        keyword: { ...KEYWORD, description: 'Only relics with this keyword count.' },
        minDollars: { type: 'integer', minimum: 1, maximum: 6, description: 'Only relics worth at least this many $.' },
        ...END_COMMON,
      },
      required: ['op', 'step', 'amount', 'every', 'text'],
      additionalProperties: false,
    },
    {
      description: 'madness: gain (positive) or lose (negative) madness tokens.',
      type: 'object',
      properties: {
        op: { const: 'madness', description: 'The effect word.' },
        amount: {
          type: 'integer',
          minimum: -10,
          maximum: 10,
          not: { const: 0 },
          description: 'Tokens gained (1 to 10) or lost (-1 to -10).',
        },
        ...END_COMMON,
      },
      required: ['op', 'step', 'amount', 'text'],
      additionalProperties: false,
    },
    {
      description: 'pass-madness: give up to this many of your madness tokens to the next player clockwise.',
      type: 'object',
      properties: {
        op: { const: 'pass-madness', description: 'The effect word.' },
        amount: { type: 'integer', minimum: 1, maximum: 4, description: 'How many tokens at most (1 to 4).' },
        ...END_COMMON,
      },
      required: ['op', 'step', 'amount', 'text'],
      additionalProperties: false,
    },
    {
      description: 'remove-cache-top: remove the top relics of the cache from the game (shuffling it first if told).',
      type: 'object',
      properties: {
        op: { const: 'remove-cache-top', description: 'The effect word.' },
        count: { type: 'integer', minimum: 1, maximum: 3, description: 'How many relics (1 to 3).' },
        shuffle: { type: 'boolean', description: 'Shuffle the cache before removing.' },
        ...END_COMMON,
      },
      required: ['op', 'step', 'count', 'shuffle', 'text'],
      additionalProperties: false,
    },
    {
      description:
        'madness-to-extreme: the player(s) with the fewest or most madness tokens, or the most relics, gain or lose tokens (all tied players do).',
      type: 'object',
      properties: {
        op: { const: 'madness-to-extreme', description: 'The effect word.' },
        who: {
          enum: ['least-tokens', 'most-tokens', 'most-relics'],
          description: 'Which players: fewest madness tokens, most madness tokens, or most relics in their cache.',
        },
        amount: {
          type: 'integer',
          minimum: -6,
          maximum: 6,
          not: { const: 0 },
          description: 'Tokens gained (1 to 6) or lost (-1 to -6).',
        },
        ...END_COMMON,
      },
      required: ['op', 'step', 'who', 'amount', 'text'],
      additionalProperties: false,
    },
    {
      description: 'value-swap: relics with this keyword score their madness value instead of their $ value.',
      type: 'object',
      properties: {
        op: { const: 'value-swap', description: 'The effect word.' },
        keyword: KEYWORD,
        ...END_COMMON,
      },
      required: ['op', 'step', 'keyword', 'text'],
      additionalProperties: false,
    },
  ],
} as const;
