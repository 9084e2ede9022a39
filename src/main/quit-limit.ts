/**
 * Quitting waits for the services (the last autosaves, the AI workers'
 * exits), but only for so long: a worker that will not die or a disk that
 * hangs must not keep the app from quitting. After the limit the app quits
 * anyway; Electron ends the utility processes with it, and autosaves are
 * written to a temporary file and renamed, so a cut-off write loses only that
 * last write. Electron types only, so tests drive it with a fake app and timers.
 */
import type { App } from 'electron';

/** Long enough for an autosave and a few worker exits; short enough that quitting feels immediate. */
export const QUIT_LIMIT_MS = 3000;

export interface Closable {
  close(): Promise<void>;
}

export interface QuitLimitOptions {
  limitMs?: number;
  log?: (message: string) => void;
}

type QuittingApp = Pick<App, 'quit'> & {
  on(event: 'will-quit', listener: (event: { preventDefault(): void }) => void): unknown;
};

export function closeServicesOnQuit(
  app: QuittingApp,
  services: () => Closable | null,
  { limitMs = QUIT_LIMIT_MS, log = (message) => console.error(`[main] ${message}`) }: QuitLimitOptions = {},
): void {
  let state: 'running' | 'closing' | 'closed' = 'running';
  app.on('will-quit', (event) => {
    const running = services();
    if (!running || state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return; // quit asked again while waiting: the first one finishes it
    state = 'closing';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), limitMs)));
    Promise.race([running.close().then(() => 'closed' as const), limit])
      .then(
        (outcome) => {
          if (outcome === 'late') log(`the services did not stop within ${limitMs} ms; quitting anyway.`);
        },
        (error: unknown) => log(`could not stop the services cleanly: ${errorText(error)}`),
      )
      .finally(() => {
        clearTimeout(timer);
        state = 'closed';
        app.quit(); // will-quit again, which now lets it through
      });
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
