/**
 * Strength: win rates between AI levels over seeded two-player Queen games,
 * seats swapped every game, with Wilson 95% intervals. Search levels use their
 * iteration budgets, so every figure is reproducible from the seeds. Games are
 * shared out over child processes (one per core).
 *
 * `BENCH_GAMES` sets the games per pairing (default 200); `BENCH_PAIRS` picks
 * pairings, e.g. `BENCH_PAIRS=hard-greedy,expert-hard`.
 */
import { availableParallelism } from 'node:os';
import { botFor, type BotLevel } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { winRate } from '../../src/services/sim/stats';
import { playBots } from '../ai/play-bots';
import { runInChild } from './processes';
import { percent, printTable } from './table';

interface MatchArgs {
  level: BotLevel;
  opponent: BotLevel;
  /** Game numbers to play; game g uses seed FIRST_SEED + g, and `level` sits in seat g % 2. */
  games: number[];
}

interface MatchFigures {
  wins: number;
  games: number;
  moves: number;
}

const FIRST_SEED = 100_000;
const queen = findGame('queen') as AnyGame;

/** Plays the given games in this process; wins are counted for `level`. */
export function playGames(args: MatchArgs): MatchFigures {
  const bots = { level: botFor(args.level), opponent: botFor(args.opponent) };
  let wins = 0;
  let moves = 0;
  for (const g of args.games) {
    const levelSeat = g % 2;
    const seats = levelSeat === 0 ? [bots.level, bots.opponent] : [bots.opponent, bots.level];
    const config = { players: 2, variant: 'standard' };
    const game = playBots(queen, config, FIRST_SEED + g, seats, (step) => g * 10_007 + step);
    wins += game.outcome[levelSeat] ?? 0;
    moves += game.keys.length;
  }
  return { wins, games: args.games.length, moves };
}

async function pairing(level: BotLevel, opponent: BotLevel, games: number): Promise<MatchFigures> {
  const workers = availableParallelism();
  const parts = Array.from({ length: workers }, (_, w) =>
    Array.from({ length: games }, (_, g) => g).filter((g) => g % workers === w),
  );
  const figures = await Promise.all(
    parts.map((part) => runInChild<MatchFigures>(import.meta.filename, 'playGames', { level, opponent, games: part })),
  );
  return figures.reduce((a, b) => ({ wins: a.wins + b.wins, games: a.games + b.games, moves: a.moves + b.moves }));
}

export async function strength(): Promise<void> {
  const games = Number(process.env.BENCH_GAMES ?? 200);
  if (!Number.isInteger(games) || games < 2) throw new Error(`BENCH_GAMES must be a whole number ≥ 2, not ${games}`);
  const pairings: [BotLevel, BotLevel][] = [
    ['random', 'greedy'],
    ['easy', 'greedy'],
    ['normal', 'greedy'],
    ['hard', 'greedy'],
    ['expert', 'greedy'],
    ['hard', 'easy'],
    ['expert', 'hard'],
  ];
  const only = process.env.BENCH_PAIRS?.split(',');
  const rows: (string | number)[][] = [];
  for (const [level, opponent] of pairings) {
    if (only && !only.includes(`${level}-${opponent}`)) continue;
    const started = performance.now();
    const f = await pairing(level, opponent, games);
    const rate = winRate(f.wins, f.games);
    rows.push([
      `${level} vs ${opponent}`,
      `${f.wins}/${f.games}`,
      percent(rate.rate),
      `${percent(rate.low)} – ${percent(rate.high)}`,
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
    ]);
    console.log(`  ${level} vs ${opponent}: ${f.wins}/${f.games}`);
  }
  printTable(
    `Strength: 2-player Queen, ${games} seeded games per pairing, seats swapped each game (search levels at their iteration budgets)`,
    ['pairing', 'wins', 'win rate', 'Wilson 95%', 'time'],
    rows,
  );
}
