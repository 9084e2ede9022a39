/**
 * The pool starts its worker processes when the AI is asked, not when it is
 * made, and never more than its size; a crashed worker is replaced when there
 * is work for it. Fake handles (no processes) answer at once, so the counts are
 * exact. The default size is capped by the machine's cores and memory.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { AiPool } from '../../src/services/pool/ai-pool';
import type { WorkerReply, WorkerRequest } from '../../src/services/pool/protocol';
import type { WorkerFactory, WorkerHandle } from '../../src/services/pool/worker-handle';
import { defaultWorkerCount, WORKER_MEMORY_BYTES } from '../../src/services/pool/worker-count';

interface FakeWorker extends WorkerHandle {
  crash(): void;
  /** Sends a message to the pool as this worker. */
  reply(message: WorkerReply): void;
  posted: WorkerRequest[];
}

/** Workers that answer a decide with "take:1" on the next tick, and can be made to crash. */
function fakeFactory(): WorkerFactory & { started: FakeWorker[] } {
  const started: FakeWorker[] = [];
  const factory = (): FakeWorker => {
    let onMessage: (message: WorkerReply) => void = () => undefined;
    const exits: ((code: number | null) => void)[] = [];
    let alive = true;
    const worker: FakeWorker = {
      pid: 1000 + started.length,
      posted: [],
      post(message) {
        worker.posted.push(message);
        if (message.type === 'decide' && alive) {
          queueMicrotask(() => alive && onMessage({ type: 'decided', requestId: message.requestId, key: 'take:1' }));
        }
      },
      onMessage: (listener) => void (onMessage = listener),
      reply: (message) => onMessage(message),
      onExit: (listener) => void exits.push(listener),
      kill: () => worker.crash(),
      crash() {
        if (!alive) return;
        alive = false;
        for (const exit of exits) exit(null);
      },
    };
    started.push(worker);
    return worker;
  };
  return Object.assign(factory, { started });
}

/** A quiet pool, closed when the test ends. */
function pool(factory: WorkerFactory, size: number): AiPool {
  const p = new AiPool(factory, size, { log: () => undefined });
  onTestFinished(() => p.close());
  return p;
}

const decide = (p: AiPool, seed = 1) =>
  p.decide({ game: 'sticks', seat: 0, view: {}, level: 'random', seed, reproducible: true });

describe('AiPool starts workers on demand', () => {
  it('starts no process when made, one for the first move, and no more than its size', async () => {
    const factory = fakeFactory();
    const p = pool(factory, 3);
    expect(factory.started).toHaveLength(0);
    expect(p.running()).toBe(0);
    expect(p.idleWorkers()).toBe(3); // not started yet, but free to take work

    await expect(decide(p)).resolves.toBe('take:1');
    expect(factory.started).toHaveLength(1);
    expect(p.running()).toBe(1);

    await Promise.all(Array.from({ length: 10 }, (_, i) => decide(p, i)));
    expect(factory.started.length).toBeLessThanOrEqual(3);
    expect(p.running()).toBe(factory.started.length);
  });

  it('replaces a crashed worker only when there is work for it', async () => {
    const factory = fakeFactory();
    const p = pool(factory, 1);
    await decide(p);
    factory.started[0]!.crash();
    expect(p.running()).toBe(0); // no work: no replacement yet
    await expect(decide(p)).resolves.toBe('take:1');
    expect(factory.started).toHaveLength(2);
    expect(p.pids()).toEqual([1001]);
  });
});

describe('a search', () => {
  const search = (p: AiPool) =>
    p.search({ game: 'sticks', seat: 0, view: {}, options: { rollout: 'random', depth: 5, timeMs: 100 }, seed: 1 });
  const searches = (worker: FakeWorker) => worker.posted.filter((m) => m.type === 'search').length;

  it('starts every worker, but is split only over those ready: a starting one would spend the time loading', async () => {
    const factory = fakeFactory();
    const p = pool(factory, 3);
    const first = search(p).catch(() => 'closed');
    expect(factory.started).toHaveLength(3);
    expect(factory.started.map(searches)).toEqual([1, 0, 0]);

    for (const worker of factory.started) worker.reply({ type: 'ready' });
    const second = search(p).catch(() => 'closed');
    expect(factory.started.map(searches)).toEqual([1, 1, 1]); // the two idle, ready workers share it
    expect(factory.started).toHaveLength(3);
    await p.close();
    expect(await Promise.all([first, second])).toEqual(['closed', 'closed']);
  });
});

describe('defaultWorkerCount', () => {
  const GiB = 1024 ** 3;
  it('is one per core but one, at least one', () => {
    expect(defaultWorkerCount({ cores: 8, totalMemoryBytes: 64 * GiB })).toBe(7);
    expect(defaultWorkerCount({ cores: 2, totalMemoryBytes: 64 * GiB })).toBe(1);
    expect(defaultWorkerCount({ cores: 1, totalMemoryBytes: 64 * GiB })).toBe(1);
  });

  it('is held to half the memory, at a worker budget each', () => {
    expect(defaultWorkerCount({ cores: 32, totalMemoryBytes: 4 * GiB })).toBe((2 * GiB) / WORKER_MEMORY_BYTES);
    expect(defaultWorkerCount({ cores: 32, totalMemoryBytes: GiB / 2 })).toBe(1);
  });
});
