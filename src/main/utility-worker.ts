/**
 * The desktop backend of `WorkerHandle`: each AI worker is an Electron utility
 * process (a Node process managed by Chromium's service machinery, which shows
 * up by name in the task manager and never runs as the main process).
 * `?modulePath` makes electron-vite build the worker entry and hand us its path.
 * The handle itself, with the crash handling, is utility-handle.ts.
 */
import { utilityProcess } from 'electron';
import type { WorkerFactory } from '../services/pool/worker-handle';
import workerPath from '../worker/main?modulePath';
import { utilityWorkerHandle } from './utility-handle';

export const createUtilityWorker: WorkerFactory = () =>
  utilityWorkerHandle(
    utilityProcess.fork(workerPath, [], {
      serviceName: 'Boardwright AI worker',
      // Crashes and logs from the worker appear in the main process's output.
      stdio: 'inherit',
    }),
  );
