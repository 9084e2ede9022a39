/**
 * `boardwright simulate`: a batch of seeded bot-vs-bot games in AI worker
 * processes, through the same batch runner as the app's simulation panel.
 * Each finished game is written at once as one JSON line (stdout, and the
 * `--out` file), so a crash or Ctrl+C later loses nothing already finished;
 * the last line is the summary: win rates per seat and team with Wilson 95%
 * intervals. Game i's seed is derived from the batch seed and i, so the same
 * command gives the same games whatever `--jobs` is.
 */
import { randomInt } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { AI_LEVELS } from '../../ai';
import type { AnyGame } from '../../engine';
import { ServiceError } from '../../services/errors';
import { AiPool } from '../../services/pool/ai-pool';
import { childProcessWorkerFactory } from '../../services/pool/child-process-worker';
import type { WorkerFactory } from '../../services/pool/worker-handle';
import { RequestChecker } from '../../services/request-check';
import { runBatch } from '../../services/sim/batch';
import { planSimulation, type SimPlan } from '../../services/sim/plan';
import { summarizeBatch } from '../../services/sim/summary';
import type { AiLevel, SimGameResult, SimSummary } from '../../shared/api';
import { CliFailure, UsageError } from '../errors';
import type { CliRegistry } from '../game-cli';
import type { CliOutput } from '../run';
import { applySimulateOptions, CLI_REGISTRY } from '../games';
import { readConfig } from './play';

export interface SimulateOptions {
  game: string;
  /** The bot of each seat; for a one-seat game `level` may stand for it (default normal). */
  seats?: string;
  level?: string;
  /** Options a game adds (games/index.ts), by name: each sets part of the game's config. */
  gameOptions?: Record<string, string | undefined>;
  games?: string;
  seed?: string;
  jobs?: string;
  iterations?: string;
  config?: string;
  out?: string;
}

/** How workers are started (tests pass a factory whose workers they can kill). */
export interface SimulateHooks {
  workerFactory?: WorkerFactory;
  /** Called with the pool once it runs (tests watch or kill its workers). */
  onPool?(pool: AiPool): void;
}

export async function simulateCommand(
  options: SimulateOptions,
  io: CliOutput,
  hooks: SimulateHooks = {},
  registry: CliRegistry = CLI_REGISTRY,
): Promise<void> {
  const plan = await planFromOptions(options, registry);
  const out = options.out === undefined ? null : await openOut(options.out);
  const pool = new AiPool(hooks.workerFactory ?? childProcessWorkerFactory(), plan.jobs);
  hooks.onPool?.(pool);
  const results: SimGameResult[] = [];
  let writing: Promise<void> = Promise.resolve();
  const emit = (line: string): Promise<void> => {
    io.out(line);
    // One write at a time, in order, each finished before the next game is reported.
    writing = writing.then(() => (out ? out.write(line + '\n').then(() => undefined) : undefined));
    return writing;
  };
  let interrupted = false;
  const onInterrupt = (): void => {
    interrupted = true;
    io.err('boardwright: stopping after the games already finished (Ctrl+C)…');
    pool.cancel(TAG);
  };
  process.once('SIGINT', onInterrupt);
  try {
    const end = await runBatch(pool, plan, TAG, {
      cancelled: () => interrupted,
      onResult: (result) => {
        results.push(result);
        return emit(JSON.stringify({ type: 'game', ...result }));
      },
    });
    const summary = summarizeBatch(plan, results);
    await emit(JSON.stringify({ type: 'summary', ...describePlan(plan), state: end.state, ...summary }));
    for (const line of summaryTable(plan, summary)) io.err(line);
    if (end.state === 'failed') throw new CliFailure(end.error);
    if (end.state === 'cancelled') throw new CliFailure(`Stopped after ${results.length} of ${plan.games} games.`);
  } finally {
    process.off('SIGINT', onInterrupt);
    await pool.close();
    await writing.catch(() => undefined);
    await out?.close();
  }
}

const TAG = 'simulate';

async function planFromOptions(options: SimulateOptions, { games, clis }: CliRegistry): Promise<SimPlan> {
  if (options.games === undefined) throw new UsageError('simulate needs --games, e.g. --games 100.');
  const game = games.find((g) => g.id === options.game);
  if (!game) throw new UsageError(`There is no game "${options.game}". Games: ${games.map((g) => g.id).join(', ')}.`);
  const levels = seatLevels(options, game);
  const known = AI_LEVELS.map((l) => l.level as string);
  const unknown = levels.filter((level) => !known.includes(level));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown bot ${unknown.map((u) => `"${u}"`).join(', ')} in --seats; bots: ${known.join(', ')}.`,
    );
  }
  let config = options.config === undefined ? game.defaultConfig() : await readConfig(game, options.config);
  config = applySimulateOptions(game, config, options.gameOptions ?? {}, clis);
  const spec = {
    game: game.id,
    config,
    seats: levels as AiLevel[],
    games: whole('--games', options.games),
    seed: options.seed === undefined ? randomInt(0, 2 ** 32) : whole('--seed', options.seed),
    ...(options.jobs === undefined ? {} : { jobs: whole('--jobs', options.jobs) }),
    ...(options.iterations === undefined ? {} : { iterations: whole('--iterations', options.iterations) }),
  };
  try {
    return planSimulation(spec, games, new RequestChecker(), Math.max(1, availableParallelism()));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    // The config file was checked above: what is left was typed on the command line.
    throw new UsageError([error.message, ...(error.details ?? []).map((d) => `  --${d}`)].join('\n'));
  }
}

/** The game options that were given (the argument parser lists the others as undefined). */
/** A whole number as typed; range checks are the plan's (one set of limits for the app and the CLI). */
function whole(flag: string, text: string): number {
  if (!/^-?\d+$/.test(text.trim())) throw new UsageError(`${flag} must be a whole number, not "${text}".`);
  return Number(text);
}

async function openOut(path: string): Promise<FileHandle> {
  try {
    return await open(path, 'w');
  } catch (error) {
    throw new CliFailure(`${path}: cannot write the results there (${(error as Error).message}).`);
  }
}

function describePlan(plan: SimPlan) {
  return { game: plan.game.id, config: plan.config, seed: plan.seed, bots: plan.seats, jobs: plan.jobs };
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** The summary for people, on stderr (stdout stays one JSON object per line). */
function summaryTable(plan: SimPlan, summary: SimSummary): string[] {
  const lines = [
    `${plan.game.name}: ${summary.finished} of ${summary.total} games finished (seed ${plan.seed})` +
      (summary.failed > 0 ? `, ${summary.failed} failed` : '') +
      (summary.draws > 0 ? `, ${summary.draws} draws` : ''),
  ];
  const rows = [
    ...summary.seats.map((s) => ({ name: `${s.label} (${s.level})`, ...s })),
    ...(summary.teams.length < summary.seats.length
      ? summary.teams.map((t) => ({ name: `Team ${t.label}`, ...t }))
      : []),
  ];
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const row of rows) {
    lines.push(
      `  ${row.name.padEnd(width)}  wins ${row.wins}/${row.games}  ${percent(row.rate)}  (95% interval ${percent(row.low)} – ${percent(row.high)})`,
    );
  }
  return lines;
}

/** `--seats a,b`, or for a one-seat game `--level L` (default normal). */
function seatLevels(options: SimulateOptions, game: AnyGame): string[] {
  if (options.seats !== undefined && options.level !== undefined) {
    throw new UsageError('give either --seats or --level, not both.');
  }
  if (options.seats !== undefined) return options.seats.split(',').map((s) => s.trim());
  if (game.minSeats !== 1 || game.maxSeats !== 1) {
    throw new UsageError(
      `simulate needs --seats for ${game.name}, e.g. --seats hard,greedy (--level is for one-seat games).`,
    );
  }
  return [options.level ?? 'normal'];
}
