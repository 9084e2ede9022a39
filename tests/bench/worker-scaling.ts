/**
 * Worker scaling: N child processes (N = 1 … core count), each running ISMCTS
 * searches on the same positions with a time budget, all at once; the figure is
 * aggregate iterations per second, against N × one worker alone. Root
 * parallelism in the pool spreads one decision over workers this way, so this
 * is the speed-up a decision can get. Other load on the machine shows up here
 * first: the load average is printed with the figures.
 */
import { availableParallelism, loadavg } from 'node:os';
import { IsmctsSearch } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { decisionPoints } from './positions';
import { runInChild } from './processes';
import { printTable } from './table';

interface WorkerArgs {
  worker: number;
  searchMs: number;
}

interface WorkerFigures {
  iterations: number;
  ms: number;
  /** CPU time this process got (user + system): less than `ms` when other programs took the cores. */
  cpuMs: number;
}

const queen = findGame('queen') as AnyGame;

export function searchForAWhile(args: WorkerArgs): WorkerFigures {
  const points = decisionPoints(queen, { players: 2, variant: 'standard' }, 10, 12);
  let iterations = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  points.forEach((point, i) => {
    const search = new IsmctsSearch(queen, point.view, point.seat, {
      seed: args.worker * 1000 + i,
      timeMs: args.searchMs,
      now: () => performance.now(),
      rollout: 'heuristic',
      depth: 20,
    });
    while (!search.done) iterations += search.run(200);
  });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { iterations, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

export async function workerScaling(): Promise<void> {
  const cores = availableParallelism();
  const rows: (string | number)[][] = [];
  let single = 0;
  for (let workers = 1; workers <= cores; workers++) {
    const load = loadavg()[0]!;
    const figures = await Promise.all(
      Array.from({ length: workers }, (_, worker) =>
        runInChild<WorkerFigures>(import.meta.filename, 'searchForAWhile', { worker, searchMs: 600 }),
      ),
    );
    const aggregate = figures.reduce((sum, f) => sum + (f.iterations / f.ms) * 1000, 0);
    const perCpuSecond =
      figures.reduce((sum, f) => sum + f.iterations, 0) / figures.reduce((sum, f) => sum + f.cpuMs / 1000, 0);
    const cpuShare = figures.reduce((sum, f) => sum + f.cpuMs / f.ms, 0) / workers;
    if (workers === 1) single = aggregate;
    rows.push([
      workers,
      Math.round(aggregate).toLocaleString('en'),
      `${(aggregate / single).toFixed(2)}×`,
      `${(aggregate / (single * workers)).toFixed(2)}`,
      Math.round(perCpuSecond).toLocaleString('en'),
      `${Math.round(cpuShare * 100)}%`,
      load.toFixed(2),
    ]);
  }
  printTable(
    'Worker scaling: ISMCTS in N child processes at once (Queen 2p, heuristic rollouts, depth 20, 10 × 0.6 s each)',
    ['workers', 'iterations/s', 'speed-up', 'per worker (goal ≥ 0.8)', 'it per CPU-s', 'CPU got', 'load before'],
    rows,
  );
}
