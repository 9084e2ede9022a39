/**
 * The game options: their JSON Schema, a check in words for callers that skipped
 * validation, and the decks a config names, resolved.
 */
import type { EzRules } from './rules-context';
import { EZ_CARDS_SCHEMA, EZ_LOCATIONS_SCHEMA } from './schema';
import { SEATS } from './state';
import type { DeckDef, EverzoneConfig } from './types';

export const MIN_CP = 10;
export const MAX_CP = 30;
/** "Each player builds their own Forces Deck of at least 50 Unit and Support cards." */
export const MIN_DECK = 50;

/** A content file inside the options: one document, one `$id`, so the file schema's own `$id`/`$schema` go. */
function inOptions<S extends { $id: string; $schema: string }>(schema: S): Omit<S, '$id' | '$schema'> {
  const { $id: _id, $schema: _schema, ...rest } = schema;
  void _id;
  void _schema;
  return rest;
}

export const EVERZONE_CONFIG_SCHEMA = {
  type: 'object',
  description: 'Options of a game of EverZone.',
  properties: {
    format: {
      title: 'Teams',
      enum: ['1v1', '2v2', '3v3', '1v1v1'],
      description: 'Teams: 1v1, 2v2, 3v3, or three players 1v1v1.',
    },
    cpPerPlayer: {
      title: 'Command points per player',
      type: 'integer',
      minimum: MIN_CP,
      maximum: MAX_CP,
      description: 'Command points each player brings (10 to 30); a team has the sum.',
    },
    decks: {
      title: 'Decks',
      type: 'array',
      minItems: 2,
      maxItems: 6,
      description: 'One deck per seat: a built-in deck id or a whole deck.',
      items: {
        oneOf: [
          { type: 'string', minLength: 1, maxLength: 64 },
          {
            type: 'object',
            required: ['id', 'name', 'race', 'leader', 'cards', 'locations'],
            properties: {
              id: { type: 'string', minLength: 1, maxLength: 64 },
              name: { type: 'string', minLength: 1, maxLength: 80 },
              race: { enum: ['numan', 'slurr', 'uthron'] },
              leader: { type: 'string', minLength: 1, maxLength: 64 },
              cards: {
                type: 'array',
                maxItems: 200,
                items: {
                  type: 'object',
                  required: ['card', 'count'],
                  properties: {
                    card: { type: 'string', minLength: 1, maxLength: 64 },
                    count: { type: 'integer', minimum: 1, maximum: 60 },
                  },
                  additionalProperties: false,
                },
              },
              locations: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 64 } },
            },
            additionalProperties: false,
          },
        ],
      },
    },
    locations: {
      title: 'Locations',
      enum: ['choose', 'random'],
      description: 'Teams choose their locations, or they are drawn.',
    },
    // readOnly: sets from the library, chosen beside the form; the record keeps them, so the match replays.
    cards: {
      ...inOptions(EZ_CARDS_SCHEMA),
      readOnly: true,
      description: 'A designer’s forces cards (a whole cards file), played instead of the built-in cards.',
    },
    locationSet: {
      ...inOptions(EZ_LOCATIONS_SCHEMA),
      readOnly: true,
      description: 'A designer’s location cards (a whole locations file), played instead of the built-in ones.',
    },
  },
  required: ['format', 'cpPerPlayer', 'decks', 'locations'],
  additionalProperties: false,
} as const;

export function resolveDeck(rules: EzRules, deck: string | DeckDef): DeckDef {
  return typeof deck === 'string' ? rules.deck(deck) : deck;
}

/** Refuses a config the rules cannot play, saying what is wrong and where. */
export function checkConfig(rules: EzRules, config: EverzoneConfig): void {
  if (!config || typeof config !== 'object') throw new RangeError('The EverZone options are missing.');
  const seats = SEATS[config.format];
  if (seats === undefined) {
    throw new RangeError(`Unknown format "${String(config.format)}": choose 1v1, 2v2, 3v3 or 1v1v1.`);
  }
  const cp = config.cpPerPlayer;
  if (!Number.isInteger(cp) || cp < MIN_CP || cp > MAX_CP) {
    throw new RangeError(`Command points per player must be a whole number from ${MIN_CP} to ${MAX_CP}, not ${cp}.`);
  }
  if (config.locations !== 'choose' && config.locations !== 'random') {
    throw new RangeError(`Locations must be "choose" or "random", not "${String(config.locations)}".`);
  }
  if (!Array.isArray(config.decks) || config.decks.length !== seats) {
    throw new RangeError(`A ${config.format} game needs ${seats} decks, one per seat.`);
  }
  const decks = config.decks.map((d, seat) => {
    if (typeof d === 'string' && !rules.hasDeck(d)) throw new RangeError(`Seat ${seat + 1}: there is no deck "${d}".`);
    const deck = resolveDeck(rules, d);
    checkDeck(rules, deck, seat);
    return deck;
  });
  // "In a 3-player game, each player should play a single different race than the others."
  if (config.format === '1v1v1' && new Set(decks.map((d) => d.race)).size !== 3) {
    throw new RangeError(
      'In 1v1v1 each player plays a different race: choose one Numan, one Slurr and one Uthron deck.',
    );
  }
}

function checkDeck(rules: EzRules, deck: DeckDef, seat: number): void {
  const where = `Seat ${seat + 1}, deck "${deck.name}"`;
  const leader = tryCard(rules, deck.leader);
  if (!leader || leader.type !== 'leader') throw new RangeError(`${where}: "${deck.leader}" is not a leader card.`);
  if (leader.race !== deck.race) throw new RangeError(`${where}: the leader ${leader.name} is not ${deck.race}.`);
  // The leader is one of the deck's cards: a pre-made deck lists 34 units, its leader and 15 supports ("35 Unit cards and 15 Support cards").
  let size = 1;
  // Copies are counted over the whole list: one card in two entries is still one card's copies.
  const copies = new Map<string, number>();
  for (const { card, count } of deck.cards) {
    const def = tryCard(rules, card);
    if (!def) throw new RangeError(`${where}: there is no card "${card}".`);
    // "players must adhere to cards of only one race for one single deck"; "Each player can only have one Leader".
    if (def.race !== deck.race) throw new RangeError(`${where}: ${def.name} is ${def.race}, the deck is ${deck.race}.`);
    if (def.type === 'leader') throw new RangeError(`${where}: a deck has one leader, and ${def.name} is another.`);
    const total = (copies.get(card) ?? 0) + count;
    if (total > def.limit) throw new RangeError(`${where}: at most ${def.limit} copies of ${def.name}, not ${total}.`);
    copies.set(card, total);
    size += count;
  }
  if (size < MIN_DECK)
    throw new RangeError(`${where}: a Forces deck has at least ${MIN_DECK} cards, this one ${size}.`);
  for (const loc of deck.locations) {
    if (!rules.content.locations.some((l) => l.id === loc)) {
      throw new RangeError(`${where}: there is no location "${loc}".`);
    }
  }
}

function tryCard(rules: EzRules, id: string) {
  try {
    return rules.card(id);
  } catch {
    return undefined;
  }
}
