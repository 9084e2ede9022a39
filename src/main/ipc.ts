/**
 * The API over Electron IPC: one `handle` on the invoke channel that checks
 * who is calling before anything reaches the services. Electron types only, so
 * tests can drive it with a fake ipcMain.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { ApiResponse } from '../shared/api';
import { API_METHODS } from '../shared/api';
import { INVOKE_CHANNEL } from '../shared/ipc-channels';
import type { Services } from '../services';

const KNOWN_METHODS = new Set<string>(API_METHODS);

/** What we need of our window to recognise its main frame. */
export interface AppWindow {
  isDestroyed(): boolean;
  webContents: { id: number; mainFrame: { processId: number; routingId: number } };
}

export type SenderEvent = Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>;

/**
 * A call is trusted only from the main frame of our own window while it shows
 * our app: not from an iframe, another window, or a page it navigated to.
 */
export function isTrustedSender(
  event: SenderEvent,
  window: AppWindow | null,
  isAppUrl: (url: string) => boolean,
): boolean {
  const frame = event.senderFrame;
  if (!window || window.isDestroyed() || !frame) return false;
  if (event.sender.id !== window.webContents.id) return false;
  const main = window.webContents.mainFrame;
  if (frame.processId !== main.processId || frame.routingId !== main.routingId) return false;
  return isAppUrl(frame.url);
}

export function registerApiIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  services: Pick<Services, 'dispatch'>,
  isTrusted: (event: SenderEvent) => boolean,
): () => void {
  ipcMain.handle(INVOKE_CHANNEL, async (event, method: unknown, payload: unknown): Promise<ApiResponse> => {
    if (!isTrusted(event)) {
      return { ok: false, error: { code: 'forbidden', message: 'This page may not use the Boardwright API.' } };
    }
    if (typeof method !== 'string' || !KNOWN_METHODS.has(method)) {
      return {
        ok: false,
        error: { code: 'unknown-method', message: `Unknown method "${String(method).slice(0, 80)}".` },
      };
    }
    return services.dispatch(method, payload);
  });
  return () => ipcMain.removeHandler(INVOKE_CHANNEL);
}
