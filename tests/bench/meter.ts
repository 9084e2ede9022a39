/**
 * Difficulty meter throughput: a built-in adventure measured through the
 * services and real AI worker processes (one per core), as the editor's meter
 * panel runs it at its default level. Prints runs per second and the estimate.
 *
 * `BENCH_METER_ADVENTURE` (default park), `BENCH_METER_RUNS` (default 40),
 * `BENCH_METER_LEVEL` (default greedy, the panel's default).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../../src/services/app';
import { childProcessWorkerFactory } from '../../src/services/pool/child-process-worker';
import type { AiLevel, ApiEvent } from '../../src/shared/api';
import type { MeterSpec, MeterStatus } from '../../src/shared/games/evy/meter-types';
import { percent, printTable } from './table';

export async function meterBench(): Promise<void> {
  const adventure = process.env.BENCH_METER_ADVENTURE ?? 'park';
  const runs = Number(process.env.BENCH_METER_RUNS ?? 40);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_METER_RUNS must be a whole number ≥ 1, not ${runs}`);
  const level = (process.env.BENCH_METER_LEVEL ?? 'greedy') as AiLevel;
  const workers = availableParallelism();
  const dataDir = await mkdtemp(join(tmpdir(), 'boardwright-bench-meter-'));
  const services = await createServices({ dataDir, workerFactory: childProcessWorkerFactory(), workers });
  try {
    const spec: MeterSpec = { config: { adventure }, games: runs, level, seed: 1 };
    const started = performance.now();
    const status = await runMeter(services, spec);
    const ms = performance.now() - started;
    const { report } = status;
    printTable(
      `Difficulty meter: ${status.title}, ${runs} runs at ${level}, ${workers} workers`,
      ['figure', 'value'],
      [
        ['runs finished', report.finished],
        ['failed', report.failed],
        ['wall time (s)', (ms / 1000).toFixed(1)],
        ['runs per second', ((report.finished / ms) * 1000).toFixed(2)],
        [
          'survival',
          `${percent(report.survival.rate)} (${percent(report.survival.low)}–${percent(report.survival.high)})`,
        ],
        ['average turns', report.averageTurns?.toFixed(1) ?? '–'],
      ],
    );
  } finally {
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function runMeter(services: Awaited<ReturnType<typeof createServices>>, spec: MeterSpec): Promise<MeterStatus> {
  let resolveDone: (status: MeterStatus) => void = () => undefined;
  const done = new Promise<MeterStatus>((resolve) => (resolveDone = resolve));
  services.subscribe((event: ApiEvent) => {
    if (event.type === 'meter.done') resolveDone(event.status);
  });
  const response = await services.dispatch('meter.start', spec);
  if (!response.ok) throw new Error(`meter.start was refused: ${response.error.message}`);
  return done;
}
