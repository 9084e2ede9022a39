/**
 * One game of a batch: bots on every seat, each decision asked of the pool
 * with the seat's view only, as background work. Everything is derived from the
 * game's seed — the setup, and each decision's seed exactly as the match
 * service and `boardwright play` derive them — and search levels run a fixed
 * number of playouts on one worker, so a game replays identically whatever the
 * number of workers or jobs.
 */
import { stateHash, tryApply, type RecordedAction, type Seat } from '../../engine';
import type { SimGameResult } from '../../shared/api';
import { aiDecisionSeed, seedFrom } from '../match/live-match';
import { AiCancelledError, type AiPool } from '../pool/ai-pool';
import type { SimPlan } from './plan';
import { winnersOf } from './summary';

/** A game longer than this is a rules bug (every registered game ends); the game is reported as failed. */
export const MAX_ACTIONS_PER_GAME = 100_000;

/** The seed of game `index` of a batch seeded with `batchSeed`. */
export function simGameSeed(batchSeed: number, index: number): number {
  return seedFrom(`sim:${batchSeed}:${index}`);
}

/**
 * Plays game `index` to its end. A failure is part of the result; cancellation rejects with AiCancelledError.
 * `observe` sees every state after an action (the last one is the final state) and the action that
 * led there, for batches that note more than the outcome or keep the game's record.
 */
export async function playBatchGame(
  pool: AiPool,
  plan: SimPlan,
  index: number,
  tag: string,
  observe?: (state: unknown, action: RecordedAction) => void,
): Promise<SimGameResult> {
  const { game, config } = plan;
  const seed = simGameSeed(plan.seed, index);
  let actions = 0;
  try {
    let state: unknown = game.setup(config, seed);
    while (!game.isOver(state)) {
      if (actions >= MAX_ACTIONS_PER_GAME)
        throw new Error(`the game did not end within ${MAX_ACTIONS_PER_GAME} actions`);
      const seat = game.toAct(state)[0] as Seat;
      const level = plan.seats[seat];
      if (level === undefined) throw new Error(`seat ${seat} has no bot`);
      const key = await pool.decide({
        game: game.id,
        seat,
        view: game.view(state, seat),
        level,
        seed: aiDecisionSeed(seed, actions, seat),
        tag,
        background: true,
        ...(plan.iterations === undefined ? {} : { iterations: plan.iterations }),
      });
      const result = tryApply(game, state, seat, { key });
      if (!result.ok)
        throw new Error(`the ${level} AI for seat ${seat} chose an illegal action: ${result.error.message}`);
      state = result.state;
      actions++;
      observe?.(state, { seat, key });
    }
    const outcome = game.outcome(state);
    return { index, seed, outcome, winnerSeats: winnersOf(outcome), actions, hash: stateHash(state) };
  } catch (error) {
    if (error instanceof AiCancelledError) throw error;
    const message = `Game ${index} (seed ${seed}) failed after ${actions} actions: ${(error as Error).message}`;
    return { index, seed, outcome: null, winnerSeats: [], actions, hash: null, error: message };
  }
}
