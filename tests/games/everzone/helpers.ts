/** Helpers for the EverZone rules tests: the game on the fixture content, and playing by key. */
import { tryApply } from '../../../src/engine';
import { makeEverzone } from '../../../src/games/everzone/make';
import { NO_ABILITIES } from '../../../src/games/everzone/no-abilities';
import type { EverzoneConfig, EzState } from '../../../src/games/everzone/types';
import { FIXTURE_CONTENT } from './fixtures/content';

export const game = makeEverzone({ content: FIXTURE_CONTENT, hooks: NO_ABILITIES, contentHash: 'fixture' });

export const ONE_V_ONE: EverzoneConfig = {
  format: '1v1',
  cpPerPlayer: 20,
  decks: ['numan-a', 'slurr-a'],
  locations: 'choose',
};
export const TWO_V_TWO: EverzoneConfig = {
  format: '2v2',
  cpPerPlayer: 20,
  decks: ['numan-a', 'slurr-a', 'numan-b', 'uthron-a'],
  locations: 'choose',
};
export const THREE_V_THREE: EverzoneConfig = {
  format: '3v3',
  cpPerPlayer: 15,
  decks: ['numan-a', 'slurr-a', 'numan-b', 'uthron-a', 'slurr-b', 'uthron-b'],
  locations: 'random',
};
export const THREE_WAY: EverzoneConfig = {
  format: '1v1v1',
  cpPerPlayer: 20,
  decks: ['numan-a', 'slurr-a', 'uthron-a'],
  locations: 'choose',
};

export function keys(state: EzState, seat: number): string[] {
  return game.legalActions(state, seat).map((a) => a.key);
}

/** Applies the action with this key for `seat`; fails loudly with the legal keys. */
export function act(state: EzState, seat: number, key: string): EzState {
  const result = tryApply(game, state, seat, { key });
  if (!result.ok) throw new Error(`${result.error.message} Legal: ${keys(state, seat).join(' ')}`);
  return result.state as EzState;
}

export function defName(state: EzState, card: number): string {
  return state.cards[card]?.def ?? '?';
}

/** Instance ids of one card definition owned by `seat`. */
export function cardsOf(state: EzState, seat: number, def: string): number[] {
  return state.cards.filter((c) => c.owner === seat && c.def === def).map((c) => c.id);
}

type Place = 'hand' | 'deck' | 'marshalled' | 'active' | 'inactive' | 'supports' | 'retreated' | 'fallen';
const PLACES: Place[] = ['hand', 'deck', 'marshalled', 'active', 'inactive', 'supports', 'retreated', 'fallen'];

/** Moves `count` copies of a card (wherever they are) to one place of their owner, in place; returns their ids. */
export function put(state: EzState, seat: number, def: string, count: number, where: Place): number[] {
  const p = state.players[seat]!;
  const moved = cardsOf(state, seat, def)
    .filter((c) => !p[where].includes(c))
    .slice(0, count);
  if (moved.length < count) throw new Error(`only ${moved.length} more ${def} for seat ${seat}`);
  for (const card of moved) {
    for (const place of PLACES) {
      const at = p[place].indexOf(card);
      if (at >= 0) p[place].splice(at, 1);
    }
    p[where].push(card);
  }
  return moved;
}

/** Empties a seat's hand into its deck (so a test can give it exactly the cards it needs). */
export function clearHand(state: EzState, seat: number): void {
  const p = state.players[seat]!;
  p.deck.push(...p.hand.filter((c) => c !== p.leader));
  p.hand = p.hand.filter((c) => c === p.leader);
}

/**
 * A game at the marshal phase of its first battle at `location`: every seat kept its
 * hand. Hands are then emptied (the leader stays), so tests `put` what they need.
 */
export function atMarshal(config: EverzoneConfig, location: string, seed = 1): EzState {
  let state = game.setup({ ...config, locations: 'random' }, seed);
  state.location = location;
  for (const seat of game.toAct(state)) state = act(state, seat, 'keep');
  for (const seat of state.players.keys()) clearHand(state, seat);
  return state;
}

/** Commits a simultaneous choice for every seat, in seat order. */
export function allDo(state: EzState, keyOf: (seat: number) => string): EzState {
  for (const seat of game.toAct(state)) state = act(state, seat, keyOf(seat));
  return state;
}

export function subset(prefix: string, cards: number[]): string {
  return `${prefix}:${cards
    .slice()
    .sort((a, b) => a - b)
    .join(',')}`;
}

/** One card for a seat's hand: its leader (already there, the eleventh card), or a copy from elsewhere. */
export function take(state: EzState, seat: number, def: string): number {
  const p = state.players[seat]!;
  if (def.endsWith('-leader')) return p.leader;
  return put(state, seat, def, 1, 'hand')[0]!;
}
