/**
 * `boardwright play`: a whole game between bots, each move decided in a real
 * AI worker process through the same pool the app uses, from the seat's view
 * only. The AI seeds are derived from the game seed exactly as the match
 * service derives them, so a seed always replays the same game.
 */
import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { newRecord, plural, stateHash, tryApply, type AnyGame, type Seat } from '../../engine';
import { AI_LEVELS } from '../../ai';
import { aiDecisionSeed } from '../../services/match/live-match';
import { AiPool } from '../../services/pool/ai-pool';
import { childProcessWorkerFactory } from '../../services/pool/child-process-worker';
import { RequestChecker } from '../../services/request-check';
import type { AiLevel } from '../../shared/api';
import { CliFailure, UsageError } from '../errors';
import { readJsonArgument } from '../files';
import type { CliRegistry } from '../game-cli';
import { applySimulateOptions, CLI_REGISTRY } from '../games';

/** Every level the app offers; search levels play their fixed iteration budget here, so a seed replays. */
const LEVELS: readonly AiLevel[] = AI_LEVELS.map((l) => l.level);

export interface PlayOptions {
  game: string;
  seats: string;
  seed?: string;
  config?: string;
  record?: string;
  /** Options a game adds (games/index.ts), by name, the same as `simulate` takes. */
  gameOptions?: Record<string, string | undefined>;
}

export interface PlaySummary {
  game: string;
  seed: number;
  config: unknown;
  seats: AiLevel[];
  /** Seats with the best score (all seats of the winning team). */
  winnerSeats: Seat[];
  outcome: number[];
  actions: number;
  hash: string;
}

export async function playCommand(
  options: PlayOptions,
  out: (line: string) => void,
  { games, clis }: CliRegistry = CLI_REGISTRY,
): Promise<void> {
  const game = games.find((g) => g.id === options.game);
  if (!game) throw new UsageError(`There is no game "${options.game}". Games: ${games.map((g) => g.id).join(', ')}.`);
  const seed = parseSeed(options.seed);
  const base = options.config === undefined ? game.defaultConfig() : await readConfig(game, options.config);
  const config = applySimulateOptions(game, base, options.gameOptions ?? {}, clis);
  // What the options typed here make must be a setup the game plays, as the app's setup screen checks it.
  const problems = new RequestChecker().configProblems(game, config, 'options');
  if (problems.length > 0) throw new UsageError(`not a valid setup for ${game.name}:\n  ${problems.join('\n  ')}`);
  const seats = parseSeats(options.seats, game.seatCount(config));

  const pool = new AiPool(childProcessWorkerFactory(), Math.max(1, Math.min(seats.length, availableParallelism())));
  try {
    const record = newRecord(game, config, seed);
    let state: unknown = game.setup(config, seed);
    while (!game.isOver(state)) {
      const seat = game.toAct(state)[0] as Seat;
      const request = {
        game: game.id,
        seat,
        view: game.view(state, seat),
        level: seats[seat] as AiLevel,
        seed: aiDecisionSeed(seed, record.actions.length, seat),
        reproducible: true,
      };
      const key = await pool.decide(request).catch((error: Error) => {
        throw new CliFailure(
          `The ${request.level} AI for seat ${seat} failed after ${record.actions.length} actions: ${error.message}`,
        );
      });
      const result = tryApply(game, state, seat, { key });
      if (!result.ok) {
        throw new CliFailure(
          `The ${request.level} AI for seat ${seat} chose an illegal action: ${result.error.message}`,
        );
      }
      record.actions.push({ seat, key: result.action.key });
      state = result.state;
    }
    if (options.record !== undefined) await writeFile(options.record, JSON.stringify(record, null, 1) + '\n');
    const outcome = game.outcome(state);
    const best = Math.max(...outcome);
    const summary: PlaySummary = {
      game: game.id,
      seed,
      config,
      seats,
      winnerSeats: outcome.flatMap((score, seat) => (score === best ? [seat] : [])),
      outcome,
      actions: record.actions.length,
      hash: stateHash(state),
    };
    out(JSON.stringify(summary));
  } finally {
    await pool.close();
  }
}

function parseSeed(text: string | undefined): number {
  if (text === undefined) return randomInt(0, 2 ** 32);
  const seed = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(seed) || seed > 4294967295) {
    throw new UsageError(`--seed must be a whole number from 0 to 4294967295, not "${text}".`);
  }
  return seed;
}

function parseSeats(text: string, expected: number): AiLevel[] {
  const seats = text.split(',').map((s) => s.trim());
  const unknown = seats.filter((s) => !(LEVELS as readonly string[]).includes(s));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown AI level ${unknown.map((u) => `"${u}"`).join(', ')} in --seats; levels: ${LEVELS.join(', ')}.`,
    );
  }
  if (seats.length !== expected) {
    throw new UsageError(`--seats lists ${plural(seats.length, 'seat')}, but this setup plays with ${expected}.`);
  }
  return seats as AiLevel[];
}

/** Reads a game config file named on the command line and checks it against the game's schema. */
export async function readConfig(game: AnyGame, path: string): Promise<unknown> {
  const config = await readJsonArgument(path);
  const problems = new RequestChecker().configProblems(game, config, '(config)');
  if (problems.length > 0) throw new CliFailure(`${path} is not a valid setup for ${game.name}:`, problems);
  return config;
}
