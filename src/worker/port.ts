/**
 * The worker's line to its parent. The same worker file runs as an Electron
 * utility process (messages through `process.parentPort`, data in `event.data`)
 * or as a Node child process (`process.send` / `process.on('message')`). It
 * never imports electron: the utility-process port is found on `process`.
 */
import type { WorkerReply } from '../services/pool/protocol';

export interface ParentPort {
  post(message: WorkerReply): void;
  onMessage(listener: (message: unknown) => void): void;
}

/** The part of Electron's `process.parentPort` we use (typed here, not imported). */
interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

export function connectToParent(): ParentPort {
  const electronPort = (process as unknown as { parentPort?: ElectronParentPort }).parentPort;
  if (electronPort) {
    return {
      post: (message) => electronPort.postMessage(message),
      onMessage: (listener) => electronPort.on('message', (event) => listener(event.data)),
    };
  }
  const send = process.send?.bind(process);
  if (!send) {
    throw new Error('The AI worker must be started by Boardwright (as a utility or child process), not on its own.');
  }
  // A worker outlives nothing: when the parent goes away, so do we.
  process.on('disconnect', () => process.exit(0));
  return {
    post: (message) => {
      send(message);
    },
    onMessage: (listener) => process.on('message', listener),
  };
}
