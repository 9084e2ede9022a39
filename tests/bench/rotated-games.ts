/**
 * Seeded games between bot line-ups, for the strength benchmarks of games with
 * more than two seats: a line-up lists one player per seat, and game g seats it
 * rotated by g, so every player sits in every seat equally often. Each player's
 * wins (a shared win counts its share) and CPU time per move are counted, so
 * players compared at an equal iteration budget can be seen to spend equal time.
 * Games are shared out over child processes (one per core).
 */
import { availableParallelism } from 'node:os';
import { botFor, ismcts, levelSpec, type Bot, type SimultaneousKind } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { winRate } from '../../src/services/sim/stats';
import { playBots } from '../ai/play-bots';
import { runInChild } from './processes';
import { percent } from './table';

/** A player: the Greedy bot, or a search with a budget and a way of handling simultaneous steps. */
export type Player = { kind: 'greedy' } | { kind: 'search'; iterations: number; simultaneous: SimultaneousKind };

export interface LineUpArgs {
  game: string;
  config: unknown;
  players: Player[];
  /** Game numbers to play; game g uses seed firstSeed + g. */
  games: number[];
  firstSeed: number;
}

export interface PlayerFigures {
  /** Summed outcome (a win 1, a shared win its share). */
  wins: number;
  moves: number;
  cpuMs: number;
}

export interface LineUpFigures {
  games: number;
  players: PlayerFigures[];
}

function botOf(game: AnyGame, player: Player): Bot {
  if (player.kind === 'greedy') return botFor('greedy');
  const spec = levelSpec('hard');
  if (spec.kind !== 'ismcts') throw new Error('Hard is a search level');
  return ({ view, seat, seed }) =>
    ismcts(game, view, seat, {
      seed,
      iterations: player.iterations,
      rollout: spec.rollout,
      depth: spec.depth,
      simultaneous: player.simultaneous,
    }).best;
}

/** Plays the given games in this process. */
export function playLineUp(args: LineUpArgs): LineUpFigures {
  const game = findGame(args.game) as AnyGame;
  const seats = args.players.length;
  const figures: PlayerFigures[] = args.players.map(() => ({ wins: 0, moves: 0, cpuMs: 0 }));
  const timed = args.players.map((player, index): Bot => {
    const bot = botOf(game, player);
    return (input) => {
      const started = process.cpuUsage();
      const key = bot(input);
      const used = process.cpuUsage(started);
      const f = figures[index] as PlayerFigures;
      f.cpuMs += (used.user + used.system) / 1000;
      f.moves++;
      return key;
    };
  });
  for (const g of args.games) {
    // Seat s is played by player (s + g) mod seats.
    const bots = Array.from({ length: seats }, (_, s) => timed[(s + g) % seats] as Bot);
    const played = playBots(game, args.config, args.firstSeed + g, bots, (step) => g * 10_007 + step, 50_000);
    played.outcome.forEach((score, s) => ((figures[(s + g) % seats] as PlayerFigures).wins += score));
  }
  return { games: args.games.length, players: figures };
}

/** Plays `games` games of a line-up over one child process per core and adds up the figures. */
export async function lineUp(args: Omit<LineUpArgs, 'games'> & { games: number }): Promise<LineUpFigures> {
  const workers = Math.min(availableParallelism(), args.games);
  // BENCH_FIRST_GAME plays a later stretch of the same seeds, to add games to an earlier run.
  const first = Number(process.env.BENCH_FIRST_GAME ?? 0);
  if (!Number.isInteger(first) || first < 0)
    throw new Error(`BENCH_FIRST_GAME must be a whole number ≥ 0, not ${first}`);
  const parts = Array.from({ length: workers }, (_, w) =>
    Array.from({ length: args.games }, (_, g) => first + g).filter((g) => g % workers === w),
  );
  const results = await Promise.all(
    parts.map((part) =>
      runInChild<LineUpFigures>(import.meta.filename, 'playLineUp', { ...args, games: part } satisfies LineUpArgs),
    ),
  );
  return results.reduce((a, b) => ({
    games: a.games + b.games,
    players: a.players.map((p, i) => {
      const q = b.players[i] as PlayerFigures;
      return { wins: p.wins + q.wins, moves: p.moves + q.moves, cpuMs: p.cpuMs + q.cpuMs };
    }),
  }));
}

/** "12/40: 30.0% (18.1% – 45.4%)", a shared win rounded to the nearest whole for the interval. */
export function winCell(wins: number, games: number): string {
  const rate = winRate(Math.round(wins), games);
  return `${wins}/${games}: ${percent(wins / games)} (${percent(rate.low)} – ${percent(rate.high)})`;
}

/** CPU milliseconds per move of one player. */
export function cpuPerMove(f: PlayerFigures): string {
  return f.moves === 0 ? '–' : `${(f.cpuMs / f.moves).toFixed(0)} ms`;
}
