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
