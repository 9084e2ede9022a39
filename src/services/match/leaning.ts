/**
 * The words for the move an AI seat leans towards while it thinks ("leaning
 * towards: Draw"), but only when saying them gives nothing away. "Play
 * Fireflies" would tell everyone a card in the AI's hand, so a label is shown
 * only when the move is legal, with the same words, in several states dealt at
 * random from what a spectator sees: then anyone could have named it.
 */
import { createRng, type AnyGame, type Seat } from '../../engine';

/** Random deals a label must survive; a hidden card passes them all by chance about once in millions. */
export const LEANING_SAMPLES = 8;

export function publicMoveLabel(game: AnyGame, state: unknown, seat: Seat, key: string): string | null {
  const action = game.legalActions(state, seat).find((a) => a.key === key);
  if (!action) return null;
  const label = game.describe(action, state);
  try {
    const spectator = game.view(state, 'spectator');
    const rng = createRng(`leaning:${key}`);
    for (let i = 0; i < LEANING_SAMPLES; i++) {
      const world: unknown = game.determinize(spectator, seat, rng);
      const same = game.legalActions(world, seat).find((a) => a.key === key);
      if (!same || game.describe(same, world) !== label) return null;
    }
  } catch {
    // A game that cannot deal from a spectator's view: say nothing rather than too much.
    return null;
  }
  return label;
}

/** Remembers the answer per key for one decision (progress repeats the same few keys). */
export function leaningLabels(game: AnyGame, state: unknown, seat: Seat): (key: string) => string | null {
  const known = new Map<string, string | null>();
  return (key) => {
    if (!known.has(key)) known.set(key, publicMoveLabel(game, state, seat, key));
    return known.get(key) ?? null;
  };
}
