/**
 * The Manor deck: built in four piles with the two Clocks in the bottom one, and
 * drawn from the top. The first Clock out is set aside; the second ends the game
 * at once, so every draw may end it: callers stop when a draw says so (null).
 */
import { shuffleInPlace, type RngState } from '../../engine';
import { CLOCK_IDS, isClock } from './content';
import { endGame } from './endgame';
import { say, type ManorState } from './state';

/** "Four roughly equal piles": the top piles take the extra cards (62 relics: 16, 16, 15, 15). */
export function pileSizes(cards: number): number[] {
  const base = Math.floor(cards / 4);
  const extra = cards % 4;
  return [0, 1, 2, 3].map((i) => base + (i < extra ? 1 : 0));
}

/**
 * "Divide the Manor deck into four roughly equal piles. Shuffle the two Clocks into
 * one pile and place into the play area near the Manor board. Individually shuffle
 * the remaining piles and place each of those piles on top of the pile with the
 * Clocks." `relics` is shuffled in place first. Returns the deck (top first) and
 * the size of the Clocks' pile, which is public: every player saw it built.
 */
export function buildManorDeck(rng: RngState, relics: number[]): { deck: number[]; clockPile: number } {
  shuffleInPlace(rng, relics);
  const piles: number[][] = [];
  let at = 0;
  for (const size of pileSizes(relics.length)) {
    piles.push(relics.slice(at, at + size));
    at += size;
  }
  const bottom = shuffleInPlace(rng, [...(piles[3] as number[]), ...CLOCK_IDS]);
  const deck: number[] = [];
  for (const pile of piles.slice(0, 3)) deck.push(...shuffleInPlace(rng, pile));
  deck.push(...bottom);
  return { deck, clockPile: bottom.length };
}

/** How many of the deck's cards are still in the Clocks' pile: the bottom ones. */
export function clockZone(state: ManorState): number {
  return Math.min(state.clockPile, state.deck.length);
}

/**
 * Takes the top card. A Clock is counted and set aside; the second one ends the
 * game ("If the second Clock card is drawn or revealed by any means, the game ends
 * immediately") and the result is null.
 */
export function takeTop(state: ManorState): number | 'clock' | null {
  const card = state.deck.shift();
  if (card === undefined) throw new Error('The Manor deck is empty, which its Clocks never allow.');
  if (!isClock(card)) return card;
  state.clocksOut++;
  if (state.clocksOut >= CLOCK_IDS.length) {
    say(state, () => 'The second Clock comes out of the Manor deck: the game ends at once.');
    endGame(state, 'clock');
    return null;
  }
  say(state, () => 'The first Clock comes out of the Manor deck and is set aside.');
  return 'clock';
}

/** Draws a relic to fill a room: a first Clock is set aside and the next card drawn. Null: the game ended. */
export function drawRelic(state: ManorState): number | null {
  for (;;) {
    const card = takeTop(state);
    if (card !== 'clock') return card;
  }
}
