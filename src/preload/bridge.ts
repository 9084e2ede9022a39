/**
 * The `window.api` object the preload exposes: exactly the `ApiBridge`
 * interface, built on two IPC channels. It forwards only the known API methods
 * and hands listeners the event data alone (never the IPC event, which carries
 * a reference back to ipcRenderer).
 */
import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { API_METHODS, type ApiBridge, type ApiEvent, type ApiResponse } from '../shared/api';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../shared/ipc-channels';
import { describeBytes, jsonSizeWithin, LIMITS } from '../shared/limits';

const KNOWN_METHODS = new Set<string>(API_METHODS);

export function createPreloadBridge(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): ApiBridge {
  return {
    async invoke(method, req): Promise<ApiResponse> {
      if (!KNOWN_METHODS.has(method)) {
        return { ok: false, error: { code: 'unknown-method', message: `Unknown method "${String(method)}".` } };
      }
      // The same limit the web host's frames have: what one host carries, the other does too.
      if (jsonSizeWithin(req, LIMITS.requestBytes) === Infinity) {
        const message = `This request (${method}) is larger than ${describeBytes(LIMITS.requestBytes)}, the most a request may carry.`;
        return { ok: false, error: { code: 'limit-reached', message } };
      }
      try {
        return (await ipc.invoke(INVOKE_CHANNEL, method, req)) as ApiResponse;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, error: { code: 'internal', message: `The app did not answer "${method}": ${reason}` } };
      }
    },
    subscribe(listener) {
      const forward = (_event: IpcRendererEvent, apiEvent: ApiEvent) => listener(apiEvent);
      ipc.on(EVENT_CHANNEL, forward);
      return () => {
        ipc.removeListener(EVENT_CHANNEL, forward);
      };
    },
  };
}
