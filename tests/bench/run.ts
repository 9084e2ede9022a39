/**
 * The benchmarks (`npm run bench`, or `npm run bench -- <filter>` for those whose
 * name contains the filter). Each prints a table of figures; none asserts a
 * timing. Results and the commands that produced them: docs/PERFORMANCE.md.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { engineThroughput } from './engine-throughput';
import { ismctsSpeed } from './ismcts-speed';
import { workerScaling } from './worker-scaling';
import { peerBoardgameIo } from './peer-boardgameio';
import { strength } from './strength';
import { strengthEverzone } from './strength-everzone';
import { levelsEverzone } from './levels-everzone';
import { deckValidation } from './deck-validate';
import { evyEditor } from './evy-editor';
import { gauntletBench } from './gauntlet';
import { meterBench } from './meter';
import { strengthManor } from './strength-manor';
import { strengthTouch } from './strength-touch';
import { simultaneousBench } from './simultaneous';

const BENCHMARKS: { name: string; run: () => Promise<void> }[] = [
  { name: 'engine', run: engineThroughput },
  { name: 'ismcts', run: ismctsSpeed },
  { name: 'workers', run: workerScaling },
  { name: 'peer', run: peerBoardgameIo },
  { name: 'strength', run: strength },
  { name: 'strength-everzone', run: strengthEverzone },
  { name: 'levels-everzone', run: levelsEverzone },
  { name: 'deck', run: deckValidation },
  { name: 'editor', run: evyEditor },
  { name: 'gauntlet', run: gauntletBench },
  { name: 'meter', run: meterBench },
  { name: 'strength-manor', run: strengthManor },
  { name: 'strength-touch', run: strengthTouch },
  { name: 'simultaneous', run: simultaneousBench },
];

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const chosen = BENCHMARKS.filter((b) => b.name.includes(filter));
  if (chosen.length === 0) {
    console.error(`No benchmark matches "${filter}". Benchmarks: ${BENCHMARKS.map((b) => b.name).join(', ')}.`);
    process.exit(2);
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), load average ${loadavg()[0]!.toFixed(2)}`,
  );
  for (const benchmark of chosen) {
    const started = performance.now();
    await benchmark.run();
    console.log(`(${benchmark.name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
