/**
 * The services as the two hosts see them: one dispatch function that takes an
 * API method and an untrusted payload, and one event stream. Implemented in
 * `app.ts`; the Electron main process and the web host are thin wrappers.
 */
import type { ApiEvent, ApiResponse } from '../shared/api';
import type { WorkerFactory } from './pool/worker-handle';

export interface ServicesOptions {
  /** Where matches, autosaves and saves are written. */
  dataDir: string;
  /** Starts one AI worker process (utility process on the desktop, child process elsewhere). */
  workerFactory: WorkerFactory;
  /** Most worker processes, started as the AI needs them; by default what the machine's cores and memory allow (pool/worker-count.ts). */
  workers?: number;
  /** Smallest pause before an AI move is applied, so people can follow the play. */
  aiDelayMs?: number;
}

export interface Services {
  /** Validates `payload` against the method's schema, runs it, and never throws. */
  dispatch(method: string, payload: unknown): Promise<ApiResponse>;
  /** Every method `dispatch` answers: the core calls and every game extension's. */
  methods(): string[];
  subscribe(listener: (event: ApiEvent) => void): () => void;
  close(): Promise<void>;
}
