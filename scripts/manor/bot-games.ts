/**
 * Seeded bot games of All Manor of Evil, played in this process on the game object
 * itself (no registry needed), and what a designer tunes by: how each game ended,
 * who won, with which role and under which god. Shared by `balance.ts` and
 * `automa-report.ts`.
 */
import { botFor, type Bot, type BotLevel } from '../../src/ai';
import { tryApply, type AnyGame } from '../../src/engine';
import { manor, type ManorState } from '../../src/games/manor';
import type { ManorConfig } from '../../src/games/manor/types';

const game = manor as unknown as AnyGame;

/** What one finished game tells the balance report. */
export interface GameRecord {
  reason: 'clock' | 'god' | 'gods';
  /** The awakened god's face when one god awakened, else null. */
  god: string | null;
  rounds: number;
  /** Each seat's role, score (1 a win, split when shared) and whether it was devoured. */
  seats: { role: string; score: number; devoured: boolean }[];
  /** The 2-player Lovecraft won. */
  lovecraftWon: boolean;
}

/** Plays one game from `setup(config, seed)`, every seat played by the bot of its level. */
export function playGame(config: ManorConfig, seed: number, levels: readonly BotLevel[]): GameRecord {
  const bots: Bot[] = levels.map((level) => botFor(level));
  let state = manor.setup(config, seed);
  for (let step = 0; !manor.isOver(state); step++) {
    if (step > 5000) throw new Error(`seed ${seed}: no end after 5000 steps`);
    const seat = manor.toAct(state)[0] as number;
    const bot = bots[seat] as Bot;
    const key = bot({ game, view: manor.view(state, seat), seat, seed: seed * 7919 + step });
    const next = tryApply(manor, state, seat, { key });
    if (!next.ok) throw new Error(`seed ${seed}: seat ${seat} chose an illegal action: ${next.error.message}`);
    state = next.state as ManorState;
  }
  return recordOf(state);
}

function recordOf(state: ManorState): GameRecord {
  const result = state.result;
  if (!result) throw new Error('The game is over without a result.');
  const scores = manor.outcome(state);
  const god = result.god === null ? null : (state.gods.find((g) => g.colour === result.god)?.face ?? null);
  return {
    reason: result.reason,
    god: result.reason === 'god' ? god : null,
    rounds: state.round,
    seats: scores.map((score, seat) => ({
      role: state.players[seat]?.role ?? '',
      score,
      devoured: state.players[seat]?.devoured ?? false,
    })),
    lovecraftWon: state.players.some((p, i) => p.kind === 'lovecraft' && result.winners.includes(i)),
  };
}
