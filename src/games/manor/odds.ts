/**
 * A rough guess, for the AI, at how the game will end: each elder god's chance to
 * awaken from its tokens and the rounds the Manor deck has left before the second
 * Clock, and from those the chances of the three endings. Cheap and public: it
 * reads only what every seat sees.
 */
import { AWAKEN_AT } from './content';
import { clockZone } from './deck';
import { seatCount, type ManorState } from './state';
import type { Colour } from './types';

export interface EndingOdds {
  /** Each god's chance to be awake at the end, by colour. */
  awake: Partial<Record<Colour, number>>;
  /** One god alone, two or more, or the second Clock. */
  oneGod: number;
  manyGods: number;
  clock: number;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Rounds left before the second Clock, expected: the later of two Clocks lies about
 * two thirds into what is left of their pile, and a round draws about one card per player.
 */
export function roundsLeft(state: ManorState): number {
  if (state.clocksOut >= 2) return 0;
  const zone = clockZone(state);
  const share = state.clocksOut === 1 ? 1 / 2 : 2 / 3;
  const draws = state.deck.length - zone + share * zone;
  return draws / Math.max(1, seatCount(state) + 0.5);
}

/** How many tokens a round a god drifts towards waking, on average. */
const DRIFT_PER_ROUND = 0.2;

/**
 * Each god's chance to wake on its own is a logistic of its tokens and the rounds left
 * (about one in five for a god at 1 token at the start of the game, most of the way
 * for a god at the threshold). The game ends at the first awakening, so two gods wake
 * together only when the second is itself at the brink.
 */
export function endingOdds(state: ManorState): EndingOdds {
  const left = roundsLeft(state);
  const awake: Partial<Record<Colour, number>> = {};
  const chances = state.gods.map((g) => {
    const p = sigmoid(1.3 * (g.tokens - AWAKEN_AT + DRIFT_PER_ROUND * left) + 2);
    awake[g.colour] = p;
    return p;
  });
  const any = 1 - chances.reduce((q, p) => q * (1 - p), 1);
  const second = state.gods.map((g) => g.tokens).sort((a, b) => b - a)[1] ?? 0;
  const manyGods = any * sigmoid(2 * (second - AWAKEN_AT + 1));
  return { awake, oneGod: any - manyGods, manyGods, clock: 1 - any };
}
