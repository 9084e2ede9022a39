/**
 * The utility-process worker handle with a fake UtilityProcess: a fatal V8
 * error is logged and reported as one exit (not thrown), so the pool replaces
 * the worker; messages and kills go through only while the process lives.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { utilityWorkerHandle, type UtilityChild } from '../../src/main/utility-handle';
import { AiPool } from '../../src/services/pool/ai-pool';
import type { WorkerRequest } from '../../src/services/pool/protocol';

/** An EventEmitter standing in for Electron's UtilityProcess (which emits 'error' like one: thrown if unheard). */
class FakeUtilityProcess extends EventEmitter implements UtilityChild {
  posted: unknown[] = [];
  kills = 0;
  constructor(readonly pid: number) {
    super();
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  kill(): boolean {
    this.kills++;
    return true;
  }
}

const decide: WorkerRequest = { type: 'decide', requestId: 1, game: 'g', seat: 0, view: {}, level: 'random', seed: 1 };

describe('utilityWorkerHandle', () => {
  it('logs a fatal error, ends the process and reports one exit, without throwing', () => {
    const child = new FakeUtilityProcess(41);
    const logged: string[] = [];
    const handle = utilityWorkerHandle(child, (m) => logged.push(m));
    const exits: (number | null)[] = [];
    handle.onExit((code) => exits.push(code));
    expect(() => child.emit('error', 'FatalError', 'v8::ToLocalChecked', '{report}')).not.toThrow();
    child.emit('exit', 133); // Electron emits exit afterwards
    expect(exits).toEqual([null]);
    expect(child.kills).toBe(1);
    expect(logged).toEqual(['worker 41 stopped on a FatalError at v8::ToLocalChecked; replacing it.']);
    handle.post(decide);
    handle.kill();
    expect(child.posted).toEqual([]);
    expect(child.kills).toBe(1);
  });

  it('passes messages both ways and reports a normal exit', () => {
    const child = new FakeUtilityProcess(42);
    const handle = utilityWorkerHandle(child, () => undefined);
    const replies: unknown[] = [];
    handle.onMessage((m) => replies.push(m));
    handle.post(decide);
    child.emit('message', { type: 'decided', requestId: 1, key: 'k' });
    expect(child.posted).toEqual([decide]);
    expect(replies).toEqual([{ type: 'decided', requestId: 1, key: 'k' }]);
    const exits: (number | null)[] = [];
    handle.onExit((code) => exits.push(code));
    child.emit('exit', 0);
    expect(exits).toEqual([0]);
  });

  it('in a pool: a worker lost to a fatal error is replaced and the move is still answered', async () => {
    const children: FakeUtilityProcess[] = [];
    const pool = new AiPool(
      () => {
        const child = new FakeUtilityProcess(100 + children.length);
        children.push(child);
        return utilityWorkerHandle(child, () => undefined);
      },
      1,
      { log: () => undefined },
    );
    try {
      const answer = pool.decide({ game: 'g', seat: 0, view: {}, level: 'random', seed: 1, reproducible: true });
      expect(children).toHaveLength(1);
      children[0]!.emit('error', 'FatalError', '', '');
      expect(children).toHaveLength(2); // the replacement took the move over
      const request = children[1]!.posted[0] as { requestId: number };
      children[1]!.emit('message', { type: 'decided', requestId: request.requestId, key: 'take:1' });
      await expect(answer).resolves.toBe('take:1');
    } finally {
      const closing = pool.close();
      for (const child of children) child.emit('exit', 0);
      await closing;
    }
  });
});
