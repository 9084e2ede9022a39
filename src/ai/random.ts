import { createRng, pick } from '../engine';
import type { BotInput } from './types';

/**
 * Plays a uniformly random legal action. Legal actions are computed on a
 * determinisation of the view: the bot never sees the true state, and the
 * legal actions of a seat only depend on what that seat knows.
 */
export function randomBot({ game, view, seat, seed }: BotInput): string {
  const rng = createRng(`random:${seed}`);
  const state: unknown = game.determinize(view, seat, rng);
  const legal = game.legalActions(state, seat);
  if (legal.length === 0) throw new Error(`${game.name}: seat ${seat} has no legal action to choose from.`);
  return pick(rng, legal).key;
}
