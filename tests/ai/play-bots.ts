/** Plays one seeded game between in-process bots (one per seat), for tests and the strength benchmark. */
import type { Bot } from '../../src/ai';
import { tryApply, type AnyGame, type Seat } from '../../src/engine';

export interface BotGame {
  outcome: number[];
  /** The keys played, in order. */
  keys: string[];
}

/**
 * Plays from `game.setup(config, seed)` to the end, asking the bot of the seat
 * to act with that seat's view and the seed `decisionSeed(step)`. A bot's
 * illegal answer, or a game longer than `maxSteps`, throws.
 */
export function playBots(
  game: AnyGame,
  config: unknown,
  seed: number,
  bots: readonly Bot[],
  decisionSeed: (step: number) => number,
  maxSteps = 5000,
): BotGame {
  let state: unknown = game.setup(config, seed);
  const keys: string[] = [];
  for (let step = 0; !game.isOver(state); step++) {
    if (step >= maxSteps) throw new Error(`seed ${seed}: no end after ${maxSteps} steps`);
    const seat = game.toAct(state)[0] as Seat;
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const key = bot({ game, view: game.view(state, seat), seat, seed: decisionSeed(step) });
    const result = tryApply(game, state, seat, { key });
    if (!result.ok)
      throw new Error(`seed ${seed}: the bot of seat ${seat} chose an illegal action: ${result.error.message}`);
    keys.push(key);
    state = result.state;
  }
  return { outcome: game.outcome(state), keys };
}
