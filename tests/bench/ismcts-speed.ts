/**
 * ISMCTS speed per game: iterations per second of wall time and per second of CPU
 * time (the figure that holds when other programs share the cores), the garbage
 * collector's pauses, and the overhead against plain playouts of the same length (a
 * fresh determinisation, the same number of moves with the same policy, one
 * evaluation): the price of the tree (selection with availability counts, expansion,
 * back-up). Search and playouts each run in their own process, over the same positions.
 */
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { IsmctsSearch, type RolloutKind } from '../../src/ai';
import { rollOut, searchMoves } from '../../src/ai/playout';
import { createRng, type AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { decisionPoints, type DecisionPoint } from './positions';
import { runInChild } from './processes';
import { perSecond, percent, printTable } from './table';

interface SpeedArgs {
  game: string;
  config: unknown;
  rollout: RolloutKind;
  depth: number;
  iterations: number;
  /** For playouts: moves per playout (the search's average plies per iteration). */
  playoutPlies?: number;
}

interface SpeedFigures {
  iterations: number;
  plies: number;
  ms: number;
  /** CPU time the process got (user + system) while measuring. */
  cpuMs: number;
  /** Garbage collection pauses while measuring: how many, and their total length. */
  gcPauses: number;
  gcMs: number;
}

const POSITIONS = 12;

interface SpeedCase {
  label: string;
  game: string;
  config: unknown;
  rollout: RolloutKind;
  /** Iterations per position: fewer for the games whose iterations cost more, so each case takes seconds. */
  iterations: number;
}

/** `BENCH_ISMCTS_CASES` keeps only the cases whose label contains it (`BENCH_ISMCTS_CASES=evy`). */
function cases(): SpeedCase[] {
  const only = process.env.BENCH_ISMCTS_CASES ?? '';
  return allCases().filter((c) => c.label.includes(only));
}

function allCases(): SpeedCase[] {
  const queen = (players: number, rollout: RolloutKind): SpeedCase => ({
    label: `queen ${players}p ${rollout}`,
    game: 'queen',
    config: { players, variant: 'standard' },
    rollout,
    iterations: 3000,
  });
  return [
    queen(2, 'heuristic'),
    queen(2, 'random'),
    queen(4, 'heuristic'),
    queen(4, 'random'),
    {
      label: 'everzone 1v1 heuristic',
      game: 'everzone',
      config: gameById('everzone').defaultConfig(),
      rollout: 'heuristic',
      iterations: 1000,
    },
    // Evy: the Park with `ties: 'auto'`, as in the engine benchmark.
    {
      label: 'evy park heuristic',
      game: 'evy',
      config: { adventure: 'park', ties: 'auto' },
      rollout: 'heuristic',
      iterations: 1000,
    },
    // A Touch of Evil: Karl and Inspector Cooke racing, and four Heroes together.
    {
      label: 'touch 2 heroes heuristic',
      game: 'touch',
      config: { heroes: ['karl', 'inspector-cooke'], villain: 'vampire', basic: false },
      rollout: 'heuristic',
      iterations: 500,
    },
    {
      label: 'touch cooperative 4 heuristic',
      game: 'touch',
      config: {
        heroes: ['karl', 'inspector-cooke', 'katarina', 'heinrich-cartwright'],
        villain: 'vampire',
        basic: false,
        mode: 'cooperative',
      },
      rollout: 'heuristic',
      iterations: 300,
    },
  ];
}

function gameById(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`no game "${id}"`);
  return game;
}

function searchOnce(game: AnyGame, point: DecisionPoint, seed: number, args: SpeedArgs) {
  const search = new IsmctsSearch(game, point.view, point.seat, {
    seed,
    iterations: args.iterations,
    rollout: args.rollout,
    depth: args.depth,
  });
  let iterations = 0;
  while (!search.done) iterations += search.run(500);
  return { iterations, plies: search.plies };
}

function playoutsOnce(game: AnyGame, point: DecisionPoint, seed: number, args: SpeedArgs) {
  const moves = searchMoves(game, point.view, point.seat, args.rollout);
  const rng = createRng(`playouts:${seed}`);
  const length = args.playoutPlies ?? args.depth;
  for (let n = 0; n < args.iterations; n++) {
    const value = moves.value(rollOut(game, moves, moves.sample(rng), length, rng), point.seat);
    if (!(value >= 0 && value <= 1)) throw new Error('playout value out of range');
  }
  return { iterations: args.iterations, plies: moves.plies };
}

/**
 * Runs `once` on every position, after an untimed warm-up run on each of them with
 * another seed, counting the collector's pauses in the timed part. The figures are
 * warm, JIT-compiled speed, as a worker that has been thinking for a while has it:
 * EverZone's rules take seconds of compiling, and a warm-up on only a few
 * positions leaves the compiler's threads busy in the timed part, adding about a
 * third to its CPU time.
 */
async function measure(args: SpeedArgs, once: typeof searchOnce): Promise<SpeedFigures> {
  const game = gameById(args.game);
  const points = decisionPoints(game, args.config, POSITIONS, 12);
  points.forEach((point, i) => once(game, point, -1 - i, args));
  const pauses: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => pauses.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  let iterations = 0;
  let plies = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  points.forEach((point, i) => {
    const figures = once(game, point, i, args);
    iterations += figures.iterations;
    plies += figures.plies;
  });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // The collector's entries are delivered on the event loop, after the measured work.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const timed = pauses.filter((entry) => entry.startTime >= started && entry.startTime < started + ms);
  return {
    iterations,
    plies,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    gcPauses: timed.length,
    gcMs: timed.reduce((sum, entry) => sum + entry.duration, 0),
  };
}

export function measureSearch(args: SpeedArgs): Promise<SpeedFigures> {
  return measure(args, searchOnce);
}

export function measurePlayouts(args: SpeedArgs): Promise<SpeedFigures> {
  return measure(args, playoutsOnce);
}

export async function ismctsSpeed(): Promise<void> {
  const rows: (string | number)[][] = [];
  const depth = 20;
  for (const { label, game, config, rollout, iterations } of cases()) {
    const args: SpeedArgs = { game, config, rollout, depth, iterations };
    const search = await runInChild<SpeedFigures>(import.meta.filename, 'measureSearch', args);
    const playoutPlies = Math.round(search.plies / search.iterations);
    const plain = await runInChild<SpeedFigures>(import.meta.filename, 'measurePlayouts', { ...args, playoutPlies });
    // By CPU time: on a shared machine the two child processes seldom get the same share of the cores.
    const searchRate = search.iterations / search.cpuMs;
    const plainRate = plain.iterations / plain.cpuMs;
    rows.push([
      label,
      perSecond(search.iterations, search.ms),
      perSecond(search.iterations, search.cpuMs),
      (search.plies / search.iterations).toFixed(1),
      ((search.gcPauses / search.iterations) * 1000).toFixed(1),
      percent(search.gcMs / search.ms),
      perSecond(plain.iterations, plain.cpuMs),
      (plain.plies / plain.iterations).toFixed(1),
      `${(plainRate / searchRate).toFixed(2)}×`,
    ]);
  }
  printTable(
    `ISMCTS per game (${POSITIONS} positions, depth ${depth}; Queen 3000 iterations each, EverZone and Evy 1000, Touch 500 and 300), ` +
      'vs plain playouts of the same length (overhead by CPU time). GC: pauses per 1000 iterations, and their share of the measured time',
    [
      'game / rollout',
      'ISMCTS it/s',
      'it per CPU-s',
      'plies/it',
      'GC /1000 it',
      'GC share',
      'playouts per CPU-s',
      'plies/playout',
      'overhead',
    ],
    rows,
  );
}
