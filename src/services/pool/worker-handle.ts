/**
 * The one small interface every AI worker backend implements: Electron's
 * utilityProcess (src/main) and Node's child_process (src/services). The pool
 * and its supervisor only ever see this.
 */
import type { WorkerReply, WorkerRequest } from './protocol';

export interface WorkerHandle {
  post(message: WorkerRequest): void;
  onMessage(listener: (message: WorkerReply) => void): void;
  /** Called once when the process ends, for whatever reason. */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
  readonly pid: number | undefined;
}

export type WorkerFactory = () => WorkerHandle;
