/**
 * The desktop backend of `WorkerHandle`: each AI worker is an Electron utility
 * process (a Node process managed by Chromium's service machinery, which shows
 * up by name in the task manager and never runs as the main process).
 * `?modulePath` makes electron-vite build the worker entry and hand us its path.
 */
import { utilityProcess } from 'electron';
import type { WorkerReply } from '../services/pool/protocol';
import type { WorkerFactory, WorkerHandle } from '../services/pool/worker-handle';
import workerPath from '../worker/main?modulePath';

export const createUtilityWorker: WorkerFactory = (): WorkerHandle => {
  const child = utilityProcess.fork(workerPath, [], {
    serviceName: 'Boardwright AI worker',
    // Crashes and logs from the worker appear in the main process's output.
    stdio: 'inherit',
  });
  const exitListeners: ((code: number | null) => void)[] = [];
  let exited = false;
  child.once('exit', (code) => {
    exited = true;
    for (const listener of exitListeners) listener(code);
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
};
