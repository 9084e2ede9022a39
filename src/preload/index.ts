/**
 * Preload of the app window (sandboxed, built as CommonJS): exposes the narrow
 * typed `window.api` and nothing else. `ipcRenderer` itself never reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from './bridge';

contextBridge.exposeInMainWorld('api', createPreloadBridge(ipcRenderer));
