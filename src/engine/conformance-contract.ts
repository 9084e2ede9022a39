/**
 * What a game declares so the conformance suite can test it: the configs worth
 * playing (`Game.testConfigs`) and what is hidden in a state (`Game.secrets`).
 */
import type { Seat } from './types';

/** One config the conformance suite plays, with how many seeded playouts it gets. */
export interface TestConfig<C> {
  /** Short and unique among the game's test configs ("3p euro", "2v2 random locations"). */
  label: string;
  config: C;
  playouts: number;
}

/**
 * One hidden thing in a state. The suite checks that no view for a seat outside
 * `knownBy` (nor the spectator's) contains `mark`, and that determinisations for
 * such a seat change what lies at each `kind` of place: a determinisation that
 * kept the truth could only have read it from a leaking view.
 */
export interface Secret {
  /** The sort of place ("hand", "deck", "bid"); determinisations must vary every sort they hide. */
  kind: string;
  /** Which place of that sort ("seat 1", "slot 4"): together with `mark`, what a determinisation must move. */
  place: string;
  /**
   * What lies there, written as the game's views and log would show it, so the text
   * appears in a view only if the view reveals it (a card instance, as views print it).
   */
  mark: string;
  /** Seats that may know it; empty when nobody may (the order of a shuffled deck). */
  knownBy: Seat[];
  /**
   * The mark also names things views rightly show (a location whose place in the deck
   * is hidden, not the fact that it is in the deck): only its variation is checked.
   */
  markIsPublic?: boolean;
}

/**
 * The mark of a card instance for games whose views print a card as an object with
 * `def` and `id` (and perhaps more keys after `id`): canonical JSON sorts the keys,
 * so a shown card always contains exactly this text.
 */
export function cardMark(id: number, def: string): string {
  return `"def":${JSON.stringify(def)},"id":${id}`;
}
