/**
 * How many AI worker processes a pool may start when its host does not say:
 * one per core but one (kept for the window or the web host), and no more
 * than the memory allows. Workers start only when the AI is asked
 * (ai-pool.ts), so this is a ceiling, not what runs at launch.
 */
import { availableParallelism, totalmem } from 'node:os';

/**
 * Memory one worker may come to use in a long search (its V8 heap holds the
 * search tree), with room for what else runs: a machine gives at most half its
 * memory to the workers.
 */
export const WORKER_MEMORY_BYTES = 512 * 1024 * 1024;

export interface MachineSize {
  cores: number;
  totalMemoryBytes: number;
}

export function defaultWorkerCount(
  machine: MachineSize = { cores: availableParallelism(), totalMemoryBytes: totalmem() },
): number {
  const byCores = machine.cores - 1;
  const byMemory = Math.floor(machine.totalMemoryBytes / 2 / WORKER_MEMORY_BYTES);
  return Math.max(1, Math.min(byCores, byMemory));
}
