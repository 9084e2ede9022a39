/** The one app window, with every renderer isolation Electron offers switched on. */
import { BrowserWindow } from 'electron';

export interface WindowOptions {
  preloadPath: string;
  devTools: boolean;
}

export function createMainWindow({ preloadPath, devTools }: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 600,
    show: false,
    title: 'Boardwright',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools,
    },
  });
  window.once('ready-to-show', () => window.show());
  return window;
}
