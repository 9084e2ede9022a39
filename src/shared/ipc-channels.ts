/**
 * The two IPC channels between the Electron preload and main process. Only
 * these are used: one for calls (`ipcRenderer.invoke`), one for events.
 */
export const INVOKE_CHANNEL = 'bw:invoke';
export const EVENT_CHANNEL = 'bw:event';
