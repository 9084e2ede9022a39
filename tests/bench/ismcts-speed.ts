/**
 * ISMCTS iterations per second, and its overhead against plain playouts of the
 * same length: a fresh determinisation, the same number of moves with the same
 * policy, one evaluation. The ratio is the price of the tree (selection with
 * availability counts, expansion, back-up). Search and playouts each run in
 * their own process, over the same positions.
 */
import { IsmctsSearch, type RolloutKind } from '../../src/ai';
import { rollOut, searchMoves } from '../../src/ai/playout';
import { createRng, type AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { decisionPoints, type DecisionPoint } from './positions';
import { runInChild } from './processes';
import { perSecond, printTable } from './table';

interface SpeedArgs {
  players: number;
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
}

const POSITIONS = 12;
const queen = findGame('queen') as AnyGame;

function positions(players: number) {
  return decisionPoints(queen, { players, variant: 'standard' }, POSITIONS, 12);
}

function searchOnce(point: DecisionPoint, seed: number, args: SpeedArgs): { iterations: number; plies: number } {
  const search = new IsmctsSearch(queen, point.view, point.seat, {
    seed,
    iterations: args.iterations,
    rollout: args.rollout,
    depth: args.depth,
  });
  let iterations = 0;
  while (!search.done) iterations += search.run(500);
  return { iterations, plies: search.plies };
}

function playoutsOnce(point: DecisionPoint, seed: number, args: SpeedArgs): { iterations: number; plies: number } {
  const moves = searchMoves(queen, point.view, point.seat, args.rollout);
  const rng = createRng(`playouts:${seed}`);
  const length = args.playoutPlies ?? args.depth;
  for (let n = 0; n < args.iterations; n++) {
    const value = moves.value(rollOut(queen, moves, moves.sample(rng), length, rng), point.seat);
    if (!(value >= 0 && value <= 1)) throw new Error('playout value out of range');
  }
  return { iterations: args.iterations, plies: moves.plies };
}

/** Runs `once` on every position, after one untimed warm-up run (so the figures are warm, JIT-compiled speed). */
function measure(args: SpeedArgs, once: typeof searchOnce): SpeedFigures {
  const points = positions(args.players);
  once(points.at(-1)!, -1, args);
  let iterations = 0;
  let plies = 0;
  const started = performance.now();
  points.forEach((point, i) => {
    const figures = once(point, i, args);
    iterations += figures.iterations;
    plies += figures.plies;
  });
  return { iterations, plies, ms: performance.now() - started };
}

export function measureSearch(args: SpeedArgs): SpeedFigures {
  return measure(args, searchOnce);
}

export function measurePlayouts(args: SpeedArgs): SpeedFigures {
  return measure(args, playoutsOnce);
}

export async function ismctsSpeed(): Promise<void> {
  const rows: (string | number)[][] = [];
  const depth = 20;
  for (const players of [2, 4]) {
    for (const rollout of ['heuristic', 'random'] as const) {
      const args: SpeedArgs = { players, rollout, depth, iterations: 3000 };
      const search = await runInChild<SpeedFigures>(import.meta.filename, 'measureSearch', args);
      const playoutPlies = Math.round(search.plies / search.iterations);
      const plain = await runInChild<SpeedFigures>(import.meta.filename, 'measurePlayouts', { ...args, playoutPlies });
      const searchRate = search.iterations / search.ms;
      const plainRate = plain.iterations / plain.ms;
      rows.push([
        `queen ${players}p ${rollout}`,
        perSecond(search.iterations, search.ms),
        (search.plies / search.iterations).toFixed(1),
        perSecond(plain.iterations, plain.ms),
        (plain.plies / plain.iterations).toFixed(1),
        `${(plainRate / searchRate).toFixed(2)}×`,
      ]);
    }
  }
  printTable(
    `ISMCTS vs plain playouts of the same length (${POSITIONS} positions × 3000 iterations, depth ${depth})`,
    ['game / rollout', 'ISMCTS it/s', 'plies/it', 'playouts/s', 'plies/playout', 'overhead'],
    rows,
  );
}
