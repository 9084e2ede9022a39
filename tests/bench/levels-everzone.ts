/**
 * What Hard buys over Normal at EverZone 1v1, each level at its in-app time budget.
 *
 * In play a search level thinks for its `timeMs` on every worker process at once and
 * the pool merges the searches (root parallelism). Here each move runs the same
 * searches one after another, each for the level's `timeMs` of this process's CPU
 * time, and merges them with `mergeRootStats`: what the level buys with the cores to
 * itself, whatever else the machine runs. Time budgets are not reproducible to the
 * iteration, so the table also prints the iterations each level's move bought.
 *
 * Games are shared out over child processes (one per core); game g is seeded
 * FIRST_SEED + g and Hard sits in seat g % 2. `BENCH_GAMES` (default 4) games from
 * `BENCH_FIRST_GAME` (default 0); `BENCH_EZ_CP` (default 10) command points per
 * player; `BENCH_LEVEL_WORKERS` (default: the cores) searches per move;
 * `BENCH_LEVEL_TIME_SCALE` (default 1) multiplies both levels' budgets (0.1: a tenth of
 * each, the same ratio between them; for quick checks on a busy machine).
 * `BENCH_LEVELS_LOG` names a file every finished game is appended to (one JSON line);
 * games it holds are not played again, and the interval is printed over every game in
 * it, so runs in slices add up (a slice cut short is finished by the next one).
 * `BENCH_LEVEL_SECONDS`: no game is started after that many seconds (one in play is
 * finished), for runs of a few minutes. `BENCH_EZ_DECK` (a pre-made deck's id) plays a
 * mirror match of that deck, where the two default decks' difference would otherwise
 * outweigh the levels'. `BENCH_LEVEL_ITERATIONS=<normal>,<hard>` gives each level a fixed
 * number of iterations a search instead of its time (reproducible, and any ratio between
 * the two: how strength grows with the budget). With time budgets each level also stops at
 * the game's playout cap a move (`Game.aiPlayoutCaps`), shared over the move's searches as the
 * pool shares it over workers; `BENCH_LEVEL_UNCAPPED=1` lifts the caps.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { levelSpec, mergeRootStats, playoutCapAt, IsmctsSearch, type Bot, type SearchResult } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { findDeck } from '../../src/games/everzone/content';
import type { EverzoneConfig } from '../../src/games/everzone/types';
import { winRate } from '../../src/services/sim/stats';
import { playBots } from '../ai/play-bots';
import { runInChild } from './processes';
import { percent, printTable } from './table';

const FIRST_SEED = 300_000;

interface SliceArgs {
  games: number[];
  cp: number;
  /** The deck both seats play (a mirror match), or null for the game's default decks. */
  deck: string | null;
  workers: number;
  timeScale: number;
  /** Fixed iterations a search for Normal and for Hard instead of their time budgets; null: time. */
  iterations: [number, number] | null;
  /** Playouts a move for Normal and Hard with time budgets (the game's caps); null: no cap. */
  caps: [number | null, number | null];
  log: string | null;
  /** No game is started after this time (ms since the epoch); null: play them all. */
  stopAt: number | null;
}

/** One finished game, as appended to the log. */
interface GameLine {
  game: number;
  cp: number;
  /** The mirrored deck; absent for the default decks. */
  deck?: string;
  workers: number;
  timeScale: number;
  /** Fixed iterations a search (Normal, Hard); absent when the levels thought for their time. */
  iterations?: [number, number];
  /** The playout caps a move (Normal, Hard) with time budgets; absent when there were none. */
  caps?: [number | null, number | null];
  /** Hard's result: 1 a win, 0.5 a draw, 0 a loss. */
  hard: number;
  moves: number;
  /** Moves with a choice and the iterations they bought, per level. */
  hardSearches: number;
  hardIterations: number;
  normalSearches: number;
  normalIterations: number;
}

/** Milliseconds of CPU time this process has had: the clock the budgets are measured by. */
function cpuClock(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** A bot for a search level that thinks as the app does, counting what its moves bought. */
function timedBot(
  game: AnyGame,
  level: 'normal' | 'hard',
  args: SliceArgs,
  tally: { searches: number; iterations: number },
): Bot {
  const { workers, timeScale, iterations, caps } = args;
  const spec = levelSpec(level);
  if (spec.kind !== 'ismcts') throw new Error(`${level} is not a search level`);
  const side = level === 'normal' ? 0 : 1;
  const cap = caps[side];
  const budget = iterations
    ? { iterations: iterations[side] }
    : {
        timeMs: spec.timeMs * timeScale,
        now: cpuClock,
        ...(cap === null ? {} : { iterations: Math.ceil(cap / workers) }),
      };
  return ({ view, seat, seed }) => {
    const results: SearchResult[] = [];
    for (let w = 0; w < workers; w++) {
      const search = new IsmctsSearch(game, view, seat, {
        seed: seed * workers + w,
        rollout: spec.rollout,
        depth: spec.depth,
        ...budget,
      });
      while (!search.done) search.run(64);
      results.push(search.result());
    }
    const merged = mergeRootStats(results);
    // A forced move is answered after one iteration: it buys nothing to count.
    if (merged.stats.length > 1) {
      tally.searches++;
      tally.iterations += merged.iterations;
    }
    return merged.best;
  };
}

/** Plays the given games in this process and returns (and logs) each one's line. */
export function playLevelGames(args: SliceArgs): GameLine[] {
  const game = findGame('everzone') as AnyGame;
  const defaults = game.defaultConfig() as EverzoneConfig;
  const decks = args.deck === null ? defaults.decks : [args.deck, args.deck];
  const config: EverzoneConfig = { ...defaults, cpPerPlayer: args.cp, decks };
  const lines: GameLine[] = [];
  for (const g of args.games) {
    if (args.stopAt !== null && Date.now() >= args.stopAt) break;
    const hardTally = { searches: 0, iterations: 0 };
    const normalTally = { searches: 0, iterations: 0 };
    const hard = timedBot(game, 'hard', args, hardTally);
    const normal = timedBot(game, 'normal', args, normalTally);
    const hardSeat = g % 2;
    const seats = hardSeat === 0 ? [hard, normal] : [normal, hard];
    const played = playBots(game, config, FIRST_SEED + g, seats, (step) => g * 10_007 + step, 50_000);
    const line: GameLine = {
      game: g,
      cp: args.cp,
      ...(args.deck === null ? {} : { deck: args.deck }),
      workers: args.workers,
      timeScale: args.timeScale,
      ...(args.iterations ? { iterations: args.iterations } : {}),
      ...(hasCaps(args.caps) ? { caps: args.caps } : {}),
      hard: played.outcome[hardSeat] ?? 0,
      moves: played.keys.length,
      hardSearches: hardTally.searches,
      hardIterations: hardTally.iterations,
      normalSearches: normalTally.searches,
      normalIterations: normalTally.iterations,
    };
    if (args.log) appendFileSync(args.log, `${JSON.stringify(line)}\n`);
    lines.push(line);
  }
  return lines;
}

function wholeNumber(name: string, fallback: number, least: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number ≥ ${least}, not ${value}`);
  return value;
}

/** Every game of the log with the same settings (a game played twice counts once). */
function loggedGames(log: string, args: SliceArgs): GameLine[] {
  if (!existsSync(log)) return [];
  const byGame = new Map<number, GameLine>();
  for (const text of readFileSync(log, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const line = JSON.parse(text) as GameLine;
    const sameDeck = (line.deck ?? null) === args.deck;
    const sameBudget =
      `${line.iterations ?? null}` === `${args.iterations}` &&
      `${line.caps ?? null}` === `${hasCaps(args.caps) ? args.caps : null}`;
    if (
      sameDeck &&
      sameBudget &&
      line.cp === args.cp &&
      line.workers === args.workers &&
      line.timeScale === args.timeScale
    ) {
      byGame.set(line.game, line);
    }
  }
  return [...byGame.values()];
}

export async function levelsEverzone(): Promise<void> {
  const games = wholeNumber('BENCH_GAMES', 4, 1);
  const first = wholeNumber('BENCH_FIRST_GAME', 0, 0);
  const cp = wholeNumber('BENCH_EZ_CP', 10, 1);
  const workers = wholeNumber('BENCH_LEVEL_WORKERS', availableParallelism(), 1);
  const timeScale = Number(process.env.BENCH_LEVEL_TIME_SCALE ?? 1);
  if (!(timeScale > 0 && timeScale <= 10)) {
    throw new Error(`BENCH_LEVEL_TIME_SCALE must be a number above 0 and at most 10, not ${timeScale}`);
  }
  const log = process.env.BENCH_LEVELS_LOG ?? null;
  const seconds = process.env.BENCH_LEVEL_SECONDS === undefined ? null : Number(process.env.BENCH_LEVEL_SECONDS);
  if (seconds !== null && !(seconds > 0))
    throw new Error(`BENCH_LEVEL_SECONDS must be a number above 0, not ${seconds}`);
  const stopAt = seconds === null ? null : Date.now() + seconds * 1000;
  const deck = process.env.BENCH_EZ_DECK ?? null;
  if (deck !== null && !findDeck(deck)) throw new Error(`BENCH_EZ_DECK: no pre-made EverZone deck is called "${deck}"`);
  const iterations = iterationBudgets(process.env.BENCH_LEVEL_ITERATIONS);
  const game = findGame('everzone') as AnyGame;
  const capped = iterations === null && process.env.BENCH_LEVEL_UNCAPPED !== '1';
  const caps: SliceArgs['caps'] = capped
    ? [playoutCapAt(game, 'normal') ?? null, playoutCapAt(game, 'hard') ?? null]
    : [null, null];
  const settings: SliceArgs = { games: [], cp, deck, workers, timeScale, iterations, caps, log, stopAt };
  // Games the log holds already are not played again: a slice cut short is finished by the next.
  const done = new Set(log ? loggedGames(log, settings).map((l) => l.game) : []);
  const numbers = Array.from({ length: games }, (_, i) => first + i).filter((g) => !done.has(g));
  const processes = Math.min(availableParallelism(), numbers.length);
  const parts = Array.from({ length: processes }, (_, p) => numbers.filter((_, i) => i % processes === p));
  const started = performance.now();
  const played = (
    await Promise.all(
      parts.map((part) => runInChild<GameLine[]>(import.meta.filename, 'playLevelGames', { ...settings, games: part })),
    )
  ).flat();
  const elapsed = (performance.now() - started) / 1000;
  const rows = [summaryRow(`this run (games ${first}–${first + games - 1})`, played)];
  if (log) rows.push(summaryRow(`every game in ${log}`, loggedGames(log, settings)));
  const { timeMs: normalMs } = levelSpec('normal') as { timeMs: number };
  const { timeMs: hardMs } = levelSpec('hard') as { timeMs: number };
  const budgets = iterations
    ? `Hard (${iterations[1]} iterations) vs Normal (${iterations[0]} iterations)`
    : `Hard (${hardMs * timeScale} ms${capText(caps[1])}) vs Normal (${normalMs * timeScale} ms${capText(caps[0])})`;
  printTable(
    `Levels: ${budgets} at EverZone 1v1, ${cp} CP each, ` +
      (deck === null ? '' : `a mirror of ${deck}, `) +
      `${workers} search${workers === 1 ? '' : 'es'} per move merged, seats swapped each game (${elapsed.toFixed(0)} s)`,
    ['games', 'Hard wins', 'draws', 'win rate', 'Wilson 95%', 'Hard it/move', 'Normal it/move'],
    rows,
  );
}

function capText(cap: number | null): string {
  return cap === null ? '' : `, at most ${cap} playouts a move`;
}

function hasCaps(caps: SliceArgs['caps']): boolean {
  return caps.some((cap) => cap !== null);
}

/** `BENCH_LEVEL_ITERATIONS` read as Normal's and Hard's iterations a search, or null (their time budgets). */
function iterationBudgets(text: string | undefined): [number, number] | null {
  if (text === undefined) return null;
  const parts = text.split(',').map(Number);
  if (parts.length !== 2 || !parts.every((n) => Number.isInteger(n) && n >= 1))
    throw new Error(
      `BENCH_LEVEL_ITERATIONS must be two whole numbers, Normal's and Hard's, such as 500,5000, not ${text}`,
    );
  return [parts[0]!, parts[1]!];
}

/** Hard's wins over `lines`; a draw counts as no win (so the interval is on the safe side). */
function summaryRow(label: string, lines: GameLine[]): (string | number)[] {
  const wins = lines.filter((l) => l.hard === 1).length;
  const draws = lines.filter((l) => l.hard > 0 && l.hard < 1).length;
  const rate = winRate(wins, lines.length);
  const perMove = (iterations: number, searches: number) =>
    searches === 0 ? '–' : Math.round(iterations / searches).toLocaleString('en');
  const sum = (pick: (l: GameLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return [
    label,
    `${wins}/${lines.length}`,
    draws,
    percent(rate.rate),
    `${percent(rate.low)} – ${percent(rate.high)}`,
    perMove(
      sum((l) => l.hardIterations),
      sum((l) => l.hardSearches),
    ),
    perMove(
      sum((l) => l.normalIterations),
      sum((l) => l.normalSearches),
    ),
  ];
}
