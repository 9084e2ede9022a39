/**
 * JSON Schemas of the card decks: Secrets, Events, Mysteries, the four Location
 * decks (one file each), the Town Item Stack, Lairs and Curse of the Werewolf.
 * Every card says what it does with the effect vocabulary (effects.ts); `text` is
 * the same in words, for players.
 */
import { CORNER_DECKS } from './board';
import { EFFECT_LIST, ID_PATTERN, VOCABULARY_DEFS, PASSIVE_LIST, SKILLS } from './effects';

const id = { type: 'string', pattern: ID_PATTERN, maxLength: 40, description: 'Unique id in its file.' } as const;
const name = { type: 'string', minLength: 1, maxLength: 50, description: 'The name printed on the card.' } as const;
const text = { type: 'string', minLength: 1, maxLength: 400, description: 'The card text, in words.' } as const;
const int = (min: number, max: number, description: string) =>
  ({ type: 'integer', minimum: min, maximum: max, description }) as const;
const copies = int(1, 10, 'How many copies of this card the deck holds (default 1).');
const keywords = {
  type: 'array',
  minItems: 0,
  maxItems: 6,
  items: { type: 'string', minLength: 1, maxLength: 30, description: 'A Keyword.' },
  description: 'Keywords: no meaning of their own; other cards and rules refer to them.',
} as const;

/** A file holding one list of cards under `cards`. */
function deckFile<Item extends object, Extra extends Record<string, unknown> = Record<never, never>>(
  file: string,
  title: string,
  description: string,
  item: Item,
  max: number,
  extra: Extra = {} as Extra,
) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://boardwright.app/schemas/touch/${file}.json`,
    title: `A Touch of Evil: ${title}`,
    description,
    type: 'object',
    $defs: VOCABULARY_DEFS,
    properties: {
      $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
      ...extra,
      cards: { type: 'array', minItems: 1, maxItems: max, items: item, description: 'The cards, one entry per kind.' },
    },
    required: [...Object.keys(extra), 'cards'],
    additionalProperties: false,
  } as const;
}

const card = <P extends Record<string, unknown>>(properties: P, required: string[]) =>
  ({
    type: 'object',
    description: 'One kind of card.',
    properties: { id, name, copies, keywords, text, ...properties },
    required: ['id', 'name', 'keywords', 'text', ...required],
    additionalProperties: false,
  }) as const;

export const TOUCH_SECRETS_SCHEMA = deckFile(
  'secrets',
  'Secrets',
  'The Secrets deck: placed face down under the Town Elders.',
  card(
    {
      evil: { type: 'boolean', description: 'Revealing it turns the Elder into an Evil Elder (Keyword Evil).' },
      revealImmediately: { type: 'boolean', description: 'Must be revealed when Looked At (not when Peeked at).' },
      advancedOnly: { type: 'boolean', description: 'Removed from the deck in the Basic Game.' },
      reveal: { ...EFFECT_LIST, description: 'Effects when the Secret is revealed.' },
      passives: { ...PASSIVE_LIST, description: 'Passives while the Elder travels with a Hero and this is revealed.' },
    },
    ['evil', 'revealImmediately', 'passives'],
  ),
  30,
);

export const EVENT_TIMINGS = ['own-turn', 'fight', 'test', 'any-time'] as const;

export const TOUCH_EVENTS_SCHEMA = deckFile(
  'events',
  'Events',
  'The Event deck: kept secret in hand and played as fast effects.',
  card(
    {
      playImmediately: { type: 'boolean', description: 'Must be played as soon as it is drawn (or kept).' },
      timing: {
        enum: EVENT_TIMINGS,
        description:
          "own-turn: during the holder's Actions; fight: during a Fight, before results; test: after a Skill Test's roll; any-time.",
      },
      effects: EFFECT_LIST,
      passives: { ...PASSIVE_LIST, description: 'For cards that Remain in Play: what holds while they do.' },
      remainsInPlay: { type: 'boolean', description: 'Stays face up in play after it is played.' },
      removeAfterPlay: { type: 'boolean', description: 'Removed from the game once played (never reshuffled).' },
    },
    ['timing', 'effects'],
  ),
  60,
);

export const TOUCH_MYSTERIES_SCHEMA = deckFile(
  'mysteries',
  'Mysteries',
  'The Mystery deck: the Villain’s evil, drawn and read aloud by the First Player each Mystery Phase.',
  card(
    {
      murder: { type: 'boolean', description: 'A copy of Murder!: triggers the Villains’ Murder abilities.' },
      remainsInPlay: { type: 'boolean', description: 'Stays face up in play until canceled.' },
      effects: EFFECT_LIST,
      passives: { ...PASSIVE_LIST, description: 'For cards that Remain in Play: what holds while they do.' },
    },
    [],
  ),
  60,
);

export const LOCATION_CARD_KINDS = ['item', 'ally', 'minion', 'encounter'] as const;

export const TOUCH_LOCATION_DECK_SCHEMA = deckFile(
  'location-deck',
  'a Location deck',
  'One Corner Location deck: Items and Allies to carry, Minions to fight, and other encounters.',
  card(
    {
      kind: {
        enum: LOCATION_CARD_KINDS,
        description:
          'item or ally: carried (one card per Corner deck); minion: fought at once, then discarded; encounter: follow its effects.',
      },
      effects: { ...EFFECT_LIST, description: 'Encounters: what happens. Items and Allies: what happens on finding.' },
      passives: { ...PASSIVE_LIST, description: 'Items and Allies: what they give while carried.' },
      fightDice: int(0, 8, 'Minions: Fight Dice.'),
      health: int(1, 8, 'Minions: Wounds to defeat.'),
      fightWith: { enum: SKILLS, description: 'Minions: the Skill Heroes fight with (default Combat).' },
      victory: { ...EFFECT_LIST, description: 'Minions: the Victory bonus.' },
    },
    ['kind'],
  ),
  30,
  { deck: { enum: CORNER_DECKS, description: 'Which Corner Location this deck belongs to.' } },
);

export const TOUCH_TOWN_ITEMS_SCHEMA = deckFile(
  'town-items',
  'Town Items',
  'The Town Item Stack: face up, bought at the Blacksmith; one copy of each.',
  card({ cost: int(1, 10, 'Investigation to buy it.'), passives: PASSIVE_LIST, effects: EFFECT_LIST }, [
    'cost',
    'passives',
  ]),
  20,
);

export const TOUCH_LAIRS_SCHEMA = deckFile(
  'lairs',
  'Lairs',
  'The Lair deck: where a Showdown can start, at what cost, and with what special ability. Also drawn for Random Locations.',
  card(
    {
      location: { type: 'string', pattern: ID_PATTERN, maxLength: 40, description: 'The board space.' },
      cost: int(1, 10, 'Investigation to start the Showdown.'),
      passives: { ...PASSIVE_LIST, description: 'What holds during the Showdown.' },
    },
    ['location', 'cost', 'passives'],
  ),
  30,
);

export const TOUCH_CURSES_SCHEMA = deckFile(
  'curses',
  'Curse of the Werewolf',
  'Curse cards, used only against the Werewolf.',
  card(
    {
      threshold: int(1, 6, 'Transformation markers at which the Hero becomes a Werewolf Hero.'),
      passives: { ...PASSIVE_LIST, description: 'What holds while the Hero carries the Curse.' },
      transformed: {
        ...EFFECT_LIST,
        minItems: 0,
        description: 'What else the Werewolf Hero suffers in each Mystery Phase, beyond lashing out.',
      },
    },
    ['threshold', 'passives', 'transformed'],
  ),
  10,
);
