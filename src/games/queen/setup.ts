/** Setting up a game: characters, Basic Swords, the deal and the Draw Pile. */
import { createRng, shuffleInPlace } from '../../engine';
import { BASIC_SWORD_ID, DEMON_ID, character } from './content';
import {
  HAND_SIZE,
  KNOWN_BY_TEAM,
  PUBLIC,
  SEAT_CHARACTERS,
  instanceDefs,
  type QueenState,
  type SeatState,
} from './state';
import type { QueenConfig } from './types';

/** Refuses a config the schema would refuse, in words, for callers that skipped validation. */
export function checkConfig(config: QueenConfig): void {
  if (!config || typeof config !== 'object') throw new RangeError('The game options are missing.');
  if (config.players !== 2 && config.players !== 3 && config.players !== 4) {
    throw new RangeError(`The Girl vs. the Evil Queen is played by 2, 3 or 4 players, not ${String(config.players)}.`);
  }
  if (config.variant !== 'standard' && config.variant !== 'euro') {
    throw new RangeError(`Unknown variant "${String(config.variant)}": choose "standard" or "euro".`);
  }
}

export function setup(config: QueenConfig, seed: number): QueenState {
  checkConfig(config);
  const players = config.players;
  const rng = createRng(seed);
  const defs = instanceDefs(config);
  const known = defs.map(() => 0);
  const demons: number[] = [];
  const swords: number[] = [];
  const deck: number[] = [];
  defs.forEach((def, id) => {
    if (def === DEMON_ID) demons.push(id);
    else if (def === BASIC_SWORD_ID) swords.push(id);
    else deck.push(id);
  });

  // "If you play with an ally, flip your Character card to its Team side; otherwise, … Alone side."
  const characters = SEAT_CHARACTERS[players];
  const seats: SeatState[] = characters.map((id, seat) => {
    const team = character(id).team;
    const hasAlly = characters.some((other, i) => i !== seat && character(other).team === team);
    const sword = swords[seat] as number;
    known[sword] = PUBLIC;
    return { character: id, team, side: hasAlly ? 'team' : 'alone', alive: true, hand: [], table: [sword] };
  });

  // "Remove the 4 Demon cards from the Deck, shuffle the Deck and deal 5 cards to each player.
  //  Put the Demon cards back into the Deck and reshuffle the deck."
  shuffleInPlace(rng, deck);
  for (let round = 0; round < HAND_SIZE; round++) {
    for (const seat of seats) {
      const card = deck.shift() as number;
      seat.hand.push(card);
      known[card] = KNOWN_BY_TEAM[seat.team];
    }
  }
  const pile = shuffleInPlace(rng, [...deck, ...demons]);

  const multi = players > 2;
  const names = characters.map((id) => character(id).name);
  const state: QueenState = {
    config: config.cards
      ? { players, variant: config.variant, cards: config.cards }
      : { players, variant: config.variant },
    rng,
    // In 2p both orders are the same, so the Girl has nothing to choose.
    phase: multi ? 'choose-order' : 'turn',
    current: 0,
    direction: multi ? null : 'clockwise',
    seats,
    pile,
    discard: [],
    known,
    points: 0,
    pool: [],
    prompt: null,
    lastDemon: null,
    winnerTeam: null,
    log: [
      { text: `A new game: ${names.join(', ')}${config.variant === 'euro' ? ' (Euro variant)' : ''}.` },
      { text: `Each player has a Basic Sword on the table and ${HAND_SIZE} cards in hand.` },
      {
        seat: 0,
        text: multi ? `${names[0]} starts and chooses the turn order.` : `${names[0]} starts.`,
      },
    ],
  };
  return state;
}
