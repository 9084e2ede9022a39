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
  const exitListeners: ((code: number | null) => void)[] = [];
  let exited = false;
  const reportExit = (code: number | null): void => {
    if (exited) return;
    exited = true;
    for (const listener of exitListeners) listener(code);
  };
  child.once('exit', (code) => reportExit(code));
  child.on('error', (type, location) => {
    log(`worker ${child.pid ?? '?'} stopped on a ${type} at ${location || 'an unknown place'}; replacing it.`);
    if (!exited) child.kill();
    reportExit(null);
  });
  return {
    get pid() {
      return child.pid;
    },
    post(message) {
      if (!exited) child.postMessage(message);
    },
    onMessage(listener) {
      child.on('message', (message: unknown) => listener(message as WorkerReply));
    },
    onExit(listener) {
      exitListeners.push(listener);
    },
    kill() {
      if (!exited) child.kill();
    },
  };
}
