/**
 * EverZone strength: the Hard level's search against Greedy in a pre-made mirror
 * match (both seats play the same deck), N seeded 1v1 games with seats swapped
 * every game, and the win rate with its Wilson 95% interval. The search runs a
 * fixed iteration budget, so every figure is reproducible from the seeds. Games
 * are shared out over child processes (one per core).
 *
 * `BENCH_GAMES` (default 40): games; `BENCH_EZ_ITERATIONS` (default Hard's
 * budget): search iterations per move; `BENCH_EZ_DECK` (default adam-finn): the
 * mirrored deck; `BENCH_EZ_CP` (default 10): command points per player.
 */
import { availableParallelism } from 'node:os';
import { botFor, ismcts, levelSpec, type Bot } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import type { EverzoneConfig } from '../../src/games/everzone/types';
import { winRate } from '../../src/services/sim/stats';
import { playBots } from '../ai/play-bots';
import { runInChild } from './processes';
import { percent, printTable } from './table';

interface MatchArgs {
  iterations: number;
  deck: string;
  cp: number;
  /** Game numbers to play; game g uses seed FIRST_SEED + g, and Hard sits in seat g % 2. */
  games: number[];
}

interface MatchFigures {
  wins: number;
  games: number;
  moves: number;
}

const FIRST_SEED = 200_000;

/** Plays the given games in this process; wins (draws count half) are counted for Hard. */
export function playEverzoneGames(args: MatchArgs): MatchFigures {
  const game = findGame('everzone') as AnyGame;
  const spec = levelSpec('hard');
  if (spec.kind !== 'ismcts') throw new Error('Hard is a search level');
  const hard: Bot = ({ view, seat, seed }) =>
    ismcts(game, view, seat, { seed, iterations: args.iterations, rollout: spec.rollout, depth: spec.depth }).best;
  const greedy = botFor('greedy');
  const config: EverzoneConfig = {
    format: '1v1',
    cpPerPlayer: args.cp,
    decks: [args.deck, args.deck],
    locations: 'random',
  };
  let wins = 0;
  let moves = 0;
  for (const g of args.games) {
    const hardSeat = g % 2;
    const seats = hardSeat === 0 ? [hard, greedy] : [greedy, hard];
    const played = playBots(game, config, FIRST_SEED + g, seats, (step) => g * 10_007 + step, 50_000);
    wins += played.outcome[hardSeat] ?? 0;
    moves += played.keys.length;
  }
  return { wins, games: args.games.length, moves };
}

export async function strengthEverzone(): Promise<void> {
  const games = Number(process.env.BENCH_GAMES ?? 40);
  if (!Number.isInteger(games) || games < 2) throw new Error(`BENCH_GAMES must be a whole number ≥ 2, not ${games}`);
  const spec = levelSpec('hard');
  const iterations = Number(process.env.BENCH_EZ_ITERATIONS ?? (spec.kind === 'ismcts' ? spec.iterations : 0));
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new Error(`BENCH_EZ_ITERATIONS must be a whole number ≥ 1, not ${iterations}`);
  }
  const deck = process.env.BENCH_EZ_DECK ?? 'adam-finn';
  const cp = Number(process.env.BENCH_EZ_CP ?? 10);
  const workers = availableParallelism();
  const started = performance.now();
  const parts = Array.from({ length: workers }, (_, w) =>
    Array.from({ length: games }, (_, g) => g).filter((g) => g % workers === w),
  );
  const figures = await Promise.all(
    parts.map((part) =>
      runInChild<MatchFigures>(import.meta.filename, 'playEverzoneGames', { iterations, deck, cp, games: part }),
    ),
  );
  const f = figures.reduce((a, b) => ({ wins: a.wins + b.wins, games: a.games + b.games, moves: a.moves + b.moves }));
  const rate = winRate(f.wins, f.games);
  const seconds = (performance.now() - started) / 1000;
  printTable(
    `Strength: EverZone 1v1 mirror (${deck} vs ${deck}, ${cp} CP each), ${games} seeded games, seats swapped each game`,
    ['pairing', 'wins', 'win rate', 'Wilson 95%', 'moves/game', 'time'],
    [
      [
        `hard (${iterations} iterations) vs greedy`,
        `${f.wins}/${f.games}`,
        percent(rate.rate),
        `${percent(rate.low)} – ${percent(rate.high)}`,
        (f.moves / f.games).toFixed(0),
        `${seconds.toFixed(0)} s`,
      ],
    ],
  );
}
