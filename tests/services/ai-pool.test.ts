/**
 * The AI pool over real child processes: queueing, the supervisor restarting a
 * worker killed mid-decision, giving up after repeated crashes, cancelling.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AiCancelledError, AiPool, type AiPoolOptions, type AiRequest } from '../../src/services/pool/ai-pool';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';

const pools: AiPool[] = [];
const quiet = () => undefined;

function pool(factory: ConstructorParameters<typeof AiPool>[0], size = 1, options: AiPoolOptions = {}): AiPool {
  const p = new AiPool(factory, size, { log: quiet, ...options });
  pools.push(p);
  return p;
}

/** Sticks with 5 left and seat 0 to move: taking 1 leaves 4, the only winning move. */
function request(overrides: Partial<AiRequest> = {}): AiRequest {
  const state = { ...sticksGame.setup({ players: 2, sticks: 5 }, 1) };
  return { game: 'sticks', seat: 0, view: sticksGame.view(state, 0), level: 'greedy', seed: 1, ...overrides };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('AiPool', () => {
  it('answers decide requests with a legal key from a real worker process', async () => {
    const p = pool(fixtureWorkers());
    await expect(p.decide(request())).resolves.toBe('take:1');
    expect(p.pids()[0]).toBeGreaterThan(0);
    expect(p.pids()[0]).not.toBe(process.pid);
  });

  it('queues more requests than workers and answers them all', async () => {
    const p = pool(fixtureWorkers(), 2);
    const keys = await Promise.all(
      Array.from({ length: 7 }, (_, i) => p.decide(request({ seed: i, level: 'random' }))),
    );
    expect(keys).toHaveLength(7);
    for (const key of keys) expect(['take:1', 'take:2', 'take:3']).toContain(key);
  });

  it('reports a worker failure (unknown game) as a rejected request, without a restart', async () => {
    const factory = fixtureWorkers();
    const p = pool(factory);
    await expect(p.decide(request({ game: 'no-such-game' }))).rejects.toThrow(/does not know the game "no-such-game"/);
    await expect(p.decide(request())).resolves.toBe('take:1');
    expect(factory.started).toHaveLength(1);
  });

  it('restarts a worker killed with SIGKILL mid-decision and posts its request again', async () => {
    const factory = fixtureWorkers('--delay-ms', '400');
    const p = pool(factory);
    const answer = p.decide(request());
    await until(() => factory.busy.size === 1, 'the worker to be deciding');
    const victim = [...factory.busy][0]!;
    const oldPid = victim.pid;
    process.kill(oldPid!, 'SIGKILL');
    await expect(answer).resolves.toBe('take:1');
    expect(factory.started).toHaveLength(2);
    expect(factory.started[1]!.pid).not.toBe(oldPid);
    expect(p.pids()[0]).toBe(factory.started[1]!.pid);
  });

  it('fails a request with a clear error after it crashed its worker three times', async () => {
    const crashing = fixtureWorkers('--crash');
    const p = pool(crashing, 1, { maxAttempts: 3 });
    await expect(p.decide(request())).rejects.toThrow(/crashed 3 times while choosing a move for seat 0 in sticks/);
    // The first worker and two replacements; with no work left, no fourth one is started.
    expect(crashing.started).toHaveLength(3);
  });

  it('gives up on workers that keep dying, fails requests at once, and tries again after a rest', async () => {
    const marker = join(tmpdir(), `boardwright-crash-${process.pid}-${Date.now()}`);
    await writeFile(marker, 'crash while this file exists');
    try {
      const factory = fixtureWorkers('--crash-while', marker);
      const p = pool(factory, 1, { maxAttempts: 3, maxIdleRestarts: 3, retryAfterMs: 0 });
      await expect(p.decide(request())).rejects.toThrow(/crashed 3 times/);
      // The fourth crash in a row is one too many: the worker is given up, and so is the request.
      await expect(p.decide(request())).rejects.toThrow(/No AI worker could be kept running/);
      expect(p.pids()).toEqual([undefined]);
      await rm(marker);
      await expect(p.decide(request())).resolves.toBe('take:1');
    } finally {
      await rm(marker, { force: true });
    }
  });

  it('without a rest, a request to a pool whose workers all died fails at once with a clear message', async () => {
    const factory = fixtureWorkers('--crash');
    const p = pool(factory, 1, { maxAttempts: 3, maxIdleRestarts: 3, retryAfterMs: 60_000 });
    await expect(p.decide(request())).rejects.toThrow(/crashed 3 times/);
    await expect(p.decide(request())).rejects.toThrow(/No AI worker could be kept running/);
    const started = factory.started.length;
    await expect(p.decide(request())).rejects.toThrow(/No AI worker could be kept running/);
    expect(factory.started.length).toBe(started); // no new process was tried
  });

  it('cancels queued and running requests by tag', async () => {
    const factory = fixtureWorkers('--delay-ms', '300');
    const p = pool(factory);
    const running = p.decide(request({ tag: 'm1' }));
    const queued = p.decide(request({ tag: 'm1' }));
    const other = p.decide(request({ tag: 'm2' }));
    await until(() => factory.busy.size === 1, 'the worker to be deciding');
    p.cancel('m1');
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    await expect(queued).rejects.toBeInstanceOf(AiCancelledError);
    await expect(other).resolves.toBe('take:1');
  });

  it('close rejects pending work and stops every worker process', async () => {
    const factory = fixtureWorkers('--delay-ms', '5000');
    const p = pool(factory, 2);
    const pending = p.decide(request()).catch((error: unknown) => error);
    await until(() => factory.busy.size === 1, 'the worker to be deciding');
    const pids = p.pids();
    await p.close();
    expect(await pending).toBeInstanceOf(AiCancelledError);
    for (const pid of pids) expect(() => process.kill(pid!, 0)).toThrow();
    await expect(p.decide(request())).rejects.toBeInstanceOf(AiCancelledError);
  });
});
