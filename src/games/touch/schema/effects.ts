/**
 * The effect vocabulary of A Touch of Evil's content (docs/rules/touch.md, "The
 * effect vocabulary"), as JSON Schema. Effects happen once; passives hold while a
 * card is carried or in play. Four composite effects hold a list of plain ones and
 * never another composite, so every card is at most two levels deep and the
 * interpreter needs no recursion guard.
 */

export const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const SKILLS = ['spirit', 'cunning', 'combat', 'honor'] as const;

/** Decks a card can draw from (Town Items are a Stack, bought, never drawn). */
export const DECKS = [
  'event',
  'mystery',
  'lair',
  'secret',
  'manor',
  'windmill',
  'olde-woods',
  'abandoned-keep',
  'curse',
] as const;

/** Where a board effect happens: the Hero's space, or a Random Location (the top Lair card). */
const AT = { enum: ['here', 'random'], description: "here: the Hero's space; random: a Random Location." } as const;

const SKILL = { enum: SKILLS, description: 'A Hero Skill.' } as const;

function leaf<Op extends string, P extends Record<string, unknown>>(
  op: Op,
  text: string,
  properties: P = {} as P,
  required: string[] = [],
) {
  return {
    description: `${op}: ${text}`,
    type: 'object',
    properties: { op: { const: op, description: 'The effect word.' }, ...properties },
    required: ['op', ...required],
    additionalProperties: false,
  } as const;
}

const amount = (min: number, max: number, text: string) =>
  ({ type: 'integer', minimum: min, maximum: max, description: text }) as const;

/** The plain effects: the words a composite may hold. */
export const PLAIN_EFFECTS = [
  leaf(
    'investigation',
    'gain Investigation (negative: lose, never below 0).',
    { amount: amount(-10, 10, 'How many.') },
    ['amount'],
  ),
  leaf('wound', 'the Hero takes Wounds.', { amount: amount(1, 6, 'How many Wounds.') }, ['amount']),
  leaf(
    'heal',
    'remove Wound markers.',
    {
      amount: {
        oneOf: [amount(1, 10, 'How many Wounds.'), { const: 'all', description: 'Every Wound.' }],
        description: 'How many Wounds, or "all".',
      },
    },
    ['amount'],
  ),
  leaf(
    'darkness',
    'move the Shadow Track closer to Darkness (negative: away).',
    { steps: amount(-3, 3, 'Steps toward Darkness; negative moves away.') },
    ['steps'],
  ),
  leaf(
    'draw',
    'draw cards from a deck.',
    {
      deck: { enum: DECKS, description: 'Which deck.' },
      count: amount(1, 3, 'How many cards (default 1).'),
      keep: amount(1, 2, 'Keep this many of the cards drawn and discard the rest (default: all).'),
    },
    ['deck'],
  ),
  leaf('upgrade', 'a permanent +1 Skill Upgrade marker.', { skill: SKILL }, ['skill']),
  leaf('minion-chart', "roll once on the Villain's Minion Chart.", { at: AT }, ['at']),
  leaf(
    'villain-attack',
    'a single Fight Round with the Villain; 1 Investigation per Hit.',
    { at: AT, combat: amount(0, 3, 'Extra Fight Dice for the Villain.') },
    ['at'],
  ),
  leaf('place-investigation', 'put Investigation on the board.', { amount: amount(1, 5, 'How many.'), at: AT }, [
    'amount',
    'at',
  ]),
  leaf(
    'collect-here',
    "take Investigation markers from the Hero's space (as many as lie there, at most `amount`).",
    { amount: amount(1, 5, 'How many.') },
    ['amount'],
  ),
  leaf('militia', 'put a Militia marker on the board.', { at: AT }, ['at']),
  leaf(
    'move-hero',
    "move the Hero's figure without Encountering.",
    { to: { enum: ['town-hall', 'random'], description: 'The Town Hall, or a Random Location.' } },
    ['to'],
  ),
  leaf(
    'elder-secret',
    'a living Town Elder gains face-down Secrets.',
    {
      elder: {
        enum: ['random', 'lowest-honor'],
        description: 'Which Elder: a random one, or the one with the lowest Honor (ties: the First Player picks).',
      },
      count: amount(1, 2, 'How many Secrets.'),
    },
    ['elder', 'count'],
  ),
  leaf(
    'kill-elder',
    'a Town Elder is killed.',
    { elder: { enum: ['random', 'lowest-honor'], description: 'Which Elder.' } },
    ['elder'],
  ),
  leaf('peek', 'Peek at the Secrets of a Town Elder of your choice.'),
  leaf('replace-secret', 'discard one Secret of the Elder last Peeked at and give it a new one, face down.'),
  leaf('discard-item', 'discard Items or Allies of your choice.', { count: amount(1, 3, 'How many.') }, ['count']),
  leaf('fight-dice', 'roll more Fight Dice in this Fight Round.', { amount: amount(1, 4, 'How many dice.') }, [
    'amount',
  ]),
  leaf('reroll', 'after a roll, re-roll up to this many dice.', { count: amount(1, 6, 'How many dice.') }, ['count']),
  leaf('prevent', 'prevent Wounds the Hero is about to take.', { amount: amount(1, 6, 'How many Wounds.') }, [
    'amount',
  ]),
  leaf('cancel', 'cancel a Mystery card as it is drawn, or one that Remains in Play.'),
  leaf('end-turn', "the Hero's turn ends."),
  leaf('cure-curse', "the Hero's Curse of the Werewolf is cured: the card and its markers are discarded."),
] as const;

const PLAIN_LIST = {
  type: 'array',
  minItems: 1,
  maxItems: 6,
  items: { $ref: '#/$defs/plainEffect' },
  description: 'Plain effects, in order.',
} as const;

const RESULT = {
  type: 'object',
  description: 'One result of a D6 roll.',
  properties: {
    min: amount(1, 6, 'Lowest roll of this result.'),
    max: amount(1, 6, 'Highest roll of this result.'),
    effects: { ...PLAIN_LIST, minItems: 0, description: 'Plain effects, in order (none: nothing happens).' },
  },
  required: ['min', 'max', 'effects'],
  additionalProperties: false,
} as const;

const OPTION = {
  type: 'object',
  description: 'One option the Hero may pick.',
  properties: {
    label: { type: 'string', minLength: 1, maxLength: 60, description: 'What the option says.' },
    cost: amount(1, 10, 'Investigation paid to pick it (none: free).'),
    effects: { ...PLAIN_LIST, minItems: 0 },
  },
  required: ['label', 'effects'],
  additionalProperties: false,
} as const;

/** The four words that hold plain effects. */
export const COMPOSITE_EFFECTS = [
  leaf(
    'test',
    'a Skill Test.',
    {
      skills: {
        type: 'array',
        minItems: 1,
        maxItems: 2,
        uniqueItems: true,
        items: SKILL,
        description: 'The Skills added together for the pool.',
      },
      target: amount(2, 6, 'A die at or above this is a success.'),
      perSuccess: { ...PLAIN_LIST, description: 'Effects once per success.' },
      success: { ...PLAIN_LIST, description: 'Effects when at least one die succeeds.' },
      fail: { ...PLAIN_LIST, description: 'Effects when none does.' },
    },
    ['skills', 'target'],
  ),
  leaf(
    'roll',
    'roll a D6 and do the matching result.',
    {
      results: {
        type: 'array',
        minItems: 2,
        maxItems: 6,
        items: RESULT,
        description: 'Results covering 1 to 6 exactly once.',
      },
    },
    ['results'],
  ),
  leaf(
    'choose',
    'the Hero picks one option they can pay for.',
    {
      options: { type: 'array', minItems: 2, maxItems: 5, items: OPTION, description: 'The options; one is free.' },
    },
    ['options'],
  ),
  leaf('each-hero', 'every Hero who is not KO’d, from the First Player.', { effects: PLAIN_LIST }, ['effects']),
] as const;

export const EFFECT_SCHEMA = {
  description: 'Something that happens once, written with one effect word.',
  oneOf: [...PLAIN_EFFECTS, ...COMPOSITE_EFFECTS],
} as const;

export const EFFECT_LIST = {
  type: 'array',
  minItems: 1,
  maxItems: 6,
  items: { $ref: '#/$defs/effect' },
  description: 'Effects, in order.',
} as const;

export const TRIGGER_MOMENTS = [
  'setup',
  'victory',
  'mystery-phase',
  'murder',
  'ko-hero',
  'showdown',
  'end-move',
] as const;

/** Rules too particular for the vocabulary; the engine implements each under its name. */
export const NAMED_RULES = [
  'relentless-charge',
  'werewolf-curse',
  'feeds-on-fear',
  'on-the-hunt',
  'hero-of-the-people',
  'coward',
  'selfless-martyr',
  'push-back',
  'rat-nest',
  'barghest-hound',
  'gargoyle',
  'round-minion',
  'town-items',
  'collect-souls',
] as const;

export const PASSIVE_SCHEMA = {
  description: 'Something that holds while the card is carried or in play.',
  oneOf: [
    leaf('skill', '+ or − to a Skill.', { skill: SKILL, amount: amount(-3, 3, 'The bonus.') }, ['skill', 'amount']),
    leaf('health', 'extra Health boxes.', { amount: amount(1, 3, 'How many boxes.') }, ['amount']),
    leaf('move', 'added to the movement roll.', { amount: amount(-2, 2, 'The bonus.') }, ['amount']),
    leaf(
      'collect',
      'collect more whenever collecting Investigation (not from a Fight).',
      { amount: amount(1, 2, 'How many more.') },
      ['amount'],
    ),
    leaf(
      'fight-with',
      'may fight with one of these Skills when the Fight would use Combat.',
      {
        skills: {
          type: 'array',
          minItems: 1,
          maxItems: 3,
          uniqueItems: true,
          items: SKILL,
          description: 'The Skills.',
        },
      },
      ['skills'],
    ),
    leaf(
      'reroll',
      'once per Fight Round or Skill Test, re-roll some dice.',
      {
        scope: {
          enum: ['fight', 'test', 'enemy'],
          description: "fight: the Hero's Fight Dice; test: Skill Tests outside Fights; enemy: the enemy's Hits.",
        },
        count: amount(1, 3, 'How many dice.'),
      },
      ['scope', 'count'],
    ),
    leaf('prevent', 'each Wound is prevented on a D6 roll at or above `on`.', { on: amount(2, 6, 'The roll.') }, [
      'on',
    ]),
    leaf('defeat-minion', 'discard this card to defeat a Minion at once.'),
    leaf('escape-early', 'may Escape before the first Fight Round.'),
    leaf(
      'villain',
      "a bonus to the Villain's Combat and Health.",
      { combat: amount(-2, 3, 'Combat bonus.'), health: amount(-2, 4, 'Health bonus.') },
      [],
    ),
    leaf(
      'trigger',
      'effects at a moment.',
      { when: { enum: TRIGGER_MOMENTS, description: 'The moment.' }, effects: EFFECT_LIST },
      ['when', 'effects'],
    ),
    leaf('rule', 'a rule implemented under its name.', { name: { enum: NAMED_RULES, description: 'The rule.' } }, [
      'name',
    ]),
  ],
} as const;

export const PASSIVE_LIST = {
  type: 'array',
  minItems: 0,
  maxItems: 4,
  items: { $ref: '#/$defs/passive' },
  description: 'Passives of this card.',
} as const;

export const PLAIN_OPS = PLAIN_EFFECTS.map((e) => e.properties.op.const);
export const COMPOSITE_OPS = COMPOSITE_EFFECTS.map((e) => e.properties.op.const);
export const PASSIVE_OPS = PASSIVE_SCHEMA.oneOf.map((p) => p.properties.op.const);

/**
 * The vocabulary as shared definitions: every file schema carries them under
 * `$defs` and its lists point there, so a validator compiles each word once
 * instead of once per place a list of effects appears.
 */
export const VOCABULARY_DEFS = {
  plainEffect: { description: 'A plain effect (not test, roll, choose or each-hero).', oneOf: PLAIN_EFFECTS },
  effect: EFFECT_SCHEMA,
  passive: PASSIVE_SCHEMA,
} as const;
