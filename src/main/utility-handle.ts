/**
 * A `WorkerHandle` over one Electron utility process (utility-worker.ts forks
 * it). Kept apart from the fork, with a structural type of the process, so
 * tests drive it with a fake.
 *
 * A worker's fatal V8 error arrives as an `'error'` event: with no listener,
 * that event would be thrown in the main process. It is logged, the process is
 * ended, and its exit is reported at once, so the pool replaces it (Electron
 * also emits `'exit'` afterwards; it is reported only once).
 */
import type { WorkerReply } from '../services/pool/protocol';
import type { WorkerHandle } from '../services/pool/worker-handle';
import { ExitOnce } from '../services/pool/exit-once';

/** What we use of Electron's UtilityProcess. */
export interface UtilityChild {
  readonly pid: number | undefined;
  postMessage(message: unknown): void;
  kill(): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'error', listener: (type: string, location: string, report: string) => void): unknown;
  once(event: 'exit', listener: (code: number) => void): unknown;
}

export function utilityWorkerHandle(
  child: UtilityChild,
  log: (message: string) => void = (message) => console.error(`[ai-worker] ${message}`),
): WorkerHandle {
  const exit = new ExitOnce();
  child.once('exit', (code) => exit.report(code));
  child.on('error', (type, location) => {
    log(`worker ${child.pid ?? '?'} stopped on a ${type} at ${location || 'an unknown place'}; replacing it.`);
    if (!exit.exited) child.kill();
    exit.report(null);
  });
  return {
    get pid() {
      return child.pid;
    },
    post(message) {
      if (!exit.exited) child.postMessage(message);
    },
    onMessage(listener) {
      child.on('message', (message: unknown) => listener(message as WorkerReply));
    },
    onExit: (listener) => exit.onExit(listener),
    kill() {
      if (!exit.exited) child.kill();
    },
  };
}
