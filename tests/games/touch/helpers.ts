/** Helpers for A Touch of Evil rule tests: play by key, rig the dice, and arrange situations. */
import { createRng, nextInt, tryApply, type RngState } from '../../../src/engine';
import { touch } from '../../../src/games/touch';
import { SHADOWBROOK, spaceNumber } from '../../../src/games/touch/board';
import { cardIds, cardOf } from '../../../src/games/touch/cards';
import type { DeckName } from '../../../src/games/touch/content-types';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';

export const TWO: TouchConfig = { heroes: ['karl', 'inspector-cooke'], villain: 'vampire', basic: false };

export function newGame(config: Partial<TouchConfig> = {}, seed = 1): TouchState {
  return touch.setup({ ...TWO, ...config }, seed);
}

export const space = (id: string): number => spaceNumber(SHADOWBROOK, id);

export function actor(state: TouchState): number {
  const seats = touch.toAct(state);
  if (seats.length !== 1) throw new Error(`expected one seat to act, got ${JSON.stringify(seats)}`);
  return seats[0]!;
}

export function keys(state: TouchState): string[] {
  return touch.legalActions(state, actor(state)).map((a) => a.key);
}

/** Applies the legal action with this key for the seat to act; fails loudly with the legal keys. */
export function act(state: TouchState, ...list: string[]): TouchState {
  let s = state;
  for (const key of list) {
    const seat = actor(s);
    const result = tryApply(touch, s, seat, { key });
    if (!result.ok) throw new Error(`${result.error.message} Legal: ${keys(s).join(' ')}`);
    s = result.state as TouchState;
  }
  return s;
}

const D6 = (rng: RngState): number => nextInt(rng, 6) + 1;

/**
 * A generator whose next D6 rolls are exactly `rolls` (found by trying seeds: fine for
 * up to five or six dice). The rules take every die from `state.rng`, so a test can
 * say what the dice show.
 */
export function rngRolling(rolls: readonly number[]): RngState {
  for (let seed = 0; seed < 2_000_000; seed++) {
    const probe = createRng(`rig:${seed}`);
    if (rolls.every((r) => D6(probe) === r)) return createRng(`rig:${seed}`);
  }
  throw new Error(`no seed rolls ${rolls.join(' ')}`);
}

export function rig(state: TouchState, rolls: readonly number[]): TouchState {
  state.rng = rngRolling(rolls);
  return state;
}

/** Puts cards (by definition id, first free copy) on top of a deck, in order. */
export function stack(state: TouchState, deck: DeckName, ids: readonly string[]): void {
  const pile = state.decks[deck];
  const chosen: number[] = [];
  for (const id of ids) {
    const card = cardIds(deck).find((c) => cardOf(deck, c).id === id && pile.draw.includes(c) && !chosen.includes(c));
    if (card === undefined) throw new Error(`no free ${id} in the ${deck} deck`);
    chosen.push(card);
  }
  pile.draw = [...chosen, ...pile.draw.filter((c) => !chosen.includes(c))];
}

/** The first instance of a card by definition id (wherever it is). */
export function instanceOf(deck: DeckName, id: string): number {
  const card = cardIds(deck).find((c) => cardOf(deck, c).id === id);
  if (card === undefined) throw new Error(`no ${id} in ${deck}`);
  return card;
}

/** Takes a card out of its deck's draw pile, to give it to a Hero in a test. */
export function takeFromDeck(state: TouchState, deck: DeckName, id: string): number {
  const card = cardIds(deck).find((c) => cardOf(deck, c).id === id && state.decks[deck].draw.includes(c));
  if (card === undefined) throw new Error(`no free ${id} in ${deck}`);
  state.decks[deck].draw.splice(state.decks[deck].draw.indexOf(card), 1);
  return card;
}

/** A game at the start of seat `hero`'s turn (the First Player), nothing resolving. */
export function atTurnOf(hero: number, config: Partial<TouchConfig> = {}, seed = 1): TouchState {
  for (let s = seed; s < seed + 200; s++) {
    const state = newGame(config, s);
    if (state.first === hero && state.tasks.length === 0 && !state.prompt) return state;
  }
  throw new Error(`no seed where hero ${hero} is First Player`);
}

export function logText(state: TouchState): string {
  return state.log.map((l) => l.text).join('\n');
}
