/**
 * Electron main process: a thin host around the services. It starts them with
 * utility-process AI workers, serves the renderer on `app://boardwright/`
 * (app-protocol.ts), forwards `bw:invoke` calls from our own window's main
 * frame to `services.dispatch`, and pushes service events to the window.
 * Everything else (matches, saves, AI) lives in src/services.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, protocol, session } from 'electron';
import type { Services } from '../services';
import { createServices } from '../services/app';
import { EVENT_CHANNEL } from '../shared/ipc-channels';
import { settleAppIdentity } from './app-identity';
import { APP_INDEX_URL, APP_SCHEME_PRIVILEGES, registerAppProtocol } from './app-protocol';
import { appUrlChecker } from './app-url';
import { isTrustedSender, registerApiIpc } from './ipc';
import { installMenu } from './menu';
import { closeServicesOnQuit } from './quit-limit';
import { hardenAllWebContents, hardenSession } from './security';
import { createUtilityWorker } from './utility-worker';
import { createMainWindow } from './window';
import { bringAppForward } from './window-focus';

const RENDERER_DIR = join(import.meta.dirname, '..', 'renderer');
const PRELOAD = join(import.meta.dirname, '..', 'preload', 'index.cjs');
const DEV_SERVER_URL = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const isAppUrl = appUrlChecker(DEV_SERVER_URL);
// First of all: the single-instance lock and the services live in the data folder, which must not move with the name.
const userData = settleAppIdentity(app);

let services: Services | null = null;
let mainWindow: BrowserWindow | null = null;

function aiDelayMs(): number {
  const text = process.env.BOARDWRIGHT_AI_DELAY_MS;
  const value = text ? Number(text) : NaN;
  return Number.isInteger(value) && value >= 0 && value <= 60_000 ? value : 400;
}

function openWindow(): void {
  const window = createMainWindow({ preloadPath: PRELOAD, devTools: !app.isPackaged });
  mainWindow = window;
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  const loading = window.loadURL(DEV_SERVER_URL ?? APP_INDEX_URL);
  loading.catch((error: unknown) => console.error('[main] could not load the renderer:', error));
}

/** A second launch, or the Dock icon on macOS: the window comes forward, or a new one opens. */
function showApp(): void {
  bringAppForward(mainWindow, services !== null, openWindow);
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession, isAppUrl);
  registerAppProtocol(protocol, RENDERER_DIR);
  installMenu(!app.isPackaged);
  const started = await createServices({
    dataDir: process.env.BOARDWRIGHT_DATA_DIR || userData,
    workerFactory: createUtilityWorker,
    aiDelayMs: aiDelayMs(),
  });
  services = started;
  registerApiIpc(ipcMain, started, (event) => isTrustedSender(event, mainWindow, isAppUrl));
  started.subscribe((event) => {
    if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(EVENT_CHANNEL, event);
  });
  openWindow();
}

// Two instances would write the same autosaves; the second one hands over to the first.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  // Before the app is ready, as Electron requires: `app://` gets an origin and counts as secure.
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  hardenAllWebContents(app);

  app.on('second-instance', showApp);
  app.on('activate', showApp);

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  // Let the services finish writing autosaves and stop the AI workers first, within a time limit.
  closeServicesOnQuit(app, () => services);

  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      dialog.showErrorBox('Boardwright could not start', message);
      app.exit(1);
    });
}
