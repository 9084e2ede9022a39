import { createRng, nextInt, type Action, type RngState } from '../engine';
import { randomBot } from './random';
import type { BotInput } from './types';

/** How many determinisations each candidate action is scored on. */
export const GREEDY_SAMPLES = 8;

/** Scores closer than this are ties, broken by the seeded generator. */
const TIE_EPSILON = 1e-9;

/**
 * One-ply greedy: every legal action is applied to the same K determinisations
 * of the view, and the one with the best average value for the seat wins
 * (`outcome` when the action ends the game, `evaluate` otherwise). Averaging
 * over several guesses of the hidden cards keeps the bot from betting on one.
 * Falls back to random play when the game has no heuristic.
 */
export function greedyBot(input: BotInput, samples = GREEDY_SAMPLES): string {
  const { game, view, seat, seed } = input;
  const evaluate = game.evaluate?.bind(game);
  if (!evaluate) return randomBot(input);
  const rng = createRng(`greedy:${seed}`);
  const worlds: unknown[] = [];
  for (let i = 0; i < samples; i++) worlds.push(game.determinize(view, seat, rng));
  const candidates = game.legalActions(worlds[0], seat);
  if (candidates.length === 0) throw new Error(`${game.name}: seat ${seat} has no legal action to choose from.`);
  if (candidates.length === 1) return (candidates[0] as Action).key;

  const value = (state: unknown): number =>
    game.isOver(state) ? (game.outcome(state)[seat] ?? 0) : evaluate(state, seat);
  const scores = candidates.map((candidate) => {
    let total = 0;
    for (const world of worlds) {
      // Each world has its own action objects; only keys are shared.
      const action = game.legalActions(world, seat).find((a) => a.key === candidate.key);
      if (!action) throw new Error(`${game.name}: determinisations disagree on the legal action "${candidate.key}".`);
      total += value(game.apply(world, seat, action));
    }
    return total / worlds.length;
  });
  return pickBest(candidates, scores, rng).key;
}

function pickBest(candidates: Action[], scores: number[], rng: RngState): Action {
  const best = Math.max(...scores);
  const tied = candidates.filter((_, i) => (scores[i] as number) >= best - TIE_EPSILON);
  return tied[nextInt(rng, tied.length)] as Action;
}
