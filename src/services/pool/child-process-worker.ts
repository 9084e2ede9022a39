/**
 * The Node backend of WorkerHandle: a real child process started with
 * `child_process.fork`, talking over its IPC channel.
 *
 * Where the worker's code is: running from the build (this file bundled into
 * out/main/*.js), the built out/main/worker.js next to it; running from sources
 * (tests, the CLI through tsx), src/worker/main.ts loaded through tsx.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { WorkerReply } from './protocol';
import type { WorkerFactory, WorkerHandle } from './worker-handle';
import { ExitOnce } from './exit-once';

export interface WorkerEntry {
  /** The script to fork. */
  entry: string;
  /** Node options for the child (e.g. `--import tsx` to run TypeScript). */
  execArgv: string[];
  /** Arguments after the script. */
  args?: string[];
  /** Working directory of the child; `--import tsx` is resolved from it. */
  cwd?: string;
}

/** Finds the worker script for the way this code is running (built or from sources). */
export function resolveWorkerEntry(here: string = import.meta.dirname): WorkerEntry {
  const built = join(here, 'worker.js');
  if (basename(here) === 'main' && basename(dirname(here)) === 'out' && existsSync(built)) {
    return { entry: built, execArgv: [] };
  }
  // From sources: this file is src/services/pool/child-process-worker.ts.
  const root = resolve(here, '..', '..', '..');
  const source = join(root, 'src', 'worker', 'main.ts');
  if (!existsSync(source)) {
    throw new Error(`Cannot find the AI worker: neither ${built} nor ${source} exists.`);
  }
  return { entry: source, execArgv: ['--import', 'tsx'], cwd: root };
}

/** A factory starting real child processes; by default the worker entry found by `resolveWorkerEntry`. */
export function childProcessWorkerFactory(entry: WorkerEntry = resolveWorkerEntry()): WorkerFactory {
  return () => startChildWorker(entry);
}

export function startChildWorker({ entry, execArgv, args = [], cwd }: WorkerEntry): WorkerHandle {
  const child: ChildProcess = fork(entry, args, {
    execArgv,
    cwd,
    // The worker's own output goes to ours, so crashes are visible in the log.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const exit = new ExitOnce();
  child.on('exit', (code) => exit.report(code));
  // A fork that cannot start emits 'error' and may never emit 'exit'.
  child.on('error', (error) => {
    console.error(`[ai-worker] ${error.message}`);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    exit.report(null);
  });

  return {
    get pid() {
      return child.pid;
    },
    post(message) {
      if (!child.connected) return; // exiting; the supervisor will see the exit
      child.send(message, (error) => {
        if (error) console.error(`[ai-worker] could not send to worker ${child.pid}: ${error.message}`);
      });
    },
    onMessage(listener) {
      child.on('message', (message) => listener(message as WorkerReply));
    },
    onExit: (listener) => exit.onExit(listener),
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
