/**
 * The desktop app's life cycle with Electron replaced by fakes: the name and
 * the pinned data folder, what a second launch does, the menu's macOS
 * conventions, and quitting within a time limit whatever the services do
 * (fake timers: no test waits on the clock).
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_FOLDER_NAME, settleAppIdentity } from '../../src/main/app-identity';
import { menuTemplate } from '../../src/main/menu-template';
import { closeServicesOnQuit, QUIT_LIMIT_MS, type Closable } from '../../src/main/quit-limit';
import { bringAppForward, type FocusableWindow } from '../../src/main/window-focus';

describe('settleAppIdentity', () => {
  it('names the app Boardwright and keeps the data folder at …/boardwright, whatever the name', () => {
    const paths = new Map([['appData', join('/home', 'ann', '.config')]]);
    let name = 'boardwright';
    const app = {
      setName: (value: string) => void (name = value),
      getPath: (key: string) => paths.get(key) ?? join(paths.get('appData')!, name),
      setPath: (key: string, value: string) => void paths.set(key, value),
    };
    const userData = settleAppIdentity(app as never);
    expect(name).toBe('Boardwright');
    expect(userData).toBe(join('/home', 'ann', '.config', 'boardwright'));
    expect(app.getPath('userData')).toBe(userData); // not …/Boardwright, which the new name alone would give
    expect(DATA_FOLDER_NAME).toBe('boardwright');
  });
});

function fakeWindow(state: { destroyed?: boolean; minimized?: boolean } = {}) {
  const calls: string[] = [];
  const window: FocusableWindow = {
    isDestroyed: () => state.destroyed ?? false,
    isMinimized: () => state.minimized ?? false,
    restore: () => void calls.push('restore'),
    show: () => void calls.push('show'),
    focus: () => void calls.push('focus'),
  };
  return { window, calls };
}

describe('a second launch (second-instance, activate)', () => {
  it('restores, shows and focuses the open window', () => {
    const { window, calls } = fakeWindow({ minimized: true });
    const open = vi.fn();
    bringAppForward(window, true, open);
    expect(calls).toEqual(['restore', 'show', 'focus']);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a window when none is open (macOS, after the window was closed) or it is destroyed', () => {
    const open = vi.fn();
    bringAppForward(null, true, open);
    bringAppForward(fakeWindow({ destroyed: true }).window, true, open);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('does nothing before the app has started: start-up opens the window', () => {
    const open = vi.fn();
    bringAppForward(null, false, open);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the menu', () => {
  const roles = (isMac: boolean) => menuTemplate(isMac, false).map((item) => item.role ?? item.label);

  it('on macOS: the app menu first, and a Window menu (Minimize, Zoom)', () => {
    expect(roles(true)).toEqual(['appMenu', 'File', 'Edit', 'View', 'windowMenu']);
  });

  it('elsewhere: no app or Window menu, and File › Quit', () => {
    expect(roles(false)).toEqual(['File', 'Edit', 'View']);
    expect(menuTemplate(false, false)[0]!.submenu).toEqual([{ role: 'quit' }]);
  });

  it('developer tools only when running unpackaged', () => {
    const view = (developer: boolean) =>
      (menuTemplate(false, developer)[2]!.submenu as { role?: string }[]).map((item) => item.role);
    expect(view(true)).toContain('toggleDevTools');
    expect(view(false)).not.toContain('toggleDevTools');
  });
});

describe('quitting within a time limit', () => {
  type Listener = (event: { preventDefault(): void }) => void;
  let listener: Listener;
  let quits: number;
  let logged: string[];
  const app = {
    on: (_event: 'will-quit', l: Listener) => void (listener = l),
    quit: () => void quits++,
  };

  /** Fires will-quit once; true when the handler held the quit back. */
  function willQuit(): boolean {
    let prevented = false;
    listener({ preventDefault: () => (prevented = true) });
    return prevented;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    quits = 0;
    logged = [];
  });
  afterEach(() => vi.useRealTimers());

  function install(services: Closable | null): void {
    closeServicesOnQuit(app, () => services, { log: (m) => logged.push(m) });
  }

  it('waits for the services to close, then quits', async () => {
    let closed!: () => void;
    install({ close: () => new Promise<void>((resolve) => (closed = resolve)) });
    expect(willQuit()).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(quits).toBe(0);
    closed();
    await vi.advanceTimersByTimeAsync(0);
    expect(quits).toBe(1);
    expect(willQuit()).toBe(false); // the second will-quit goes through
    expect(logged).toEqual([]);
  });

  it('quits after the limit when the services never finish closing', async () => {
    const close = vi.fn(() => new Promise<void>(() => undefined));
    install({ close });
    expect(willQuit()).toBe(true);
    expect(willQuit()).toBe(true); // asked again while waiting: still held, no second close
    expect(close).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(QUIT_LIMIT_MS - 1);
    expect(quits).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(quits).toBe(1);
    expect(logged).toEqual([`the services did not stop within ${QUIT_LIMIT_MS} ms; quitting anyway.`]);
    expect(willQuit()).toBe(false);
    expect(QUIT_LIMIT_MS).toBeLessThanOrEqual(5000);
  });

  it('quits when closing fails, and logs why', async () => {
    install({ close: () => Promise.reject(new Error('disk full')) });
    willQuit();
    await vi.advanceTimersByTimeAsync(0);
    expect(quits).toBe(1);
    expect(logged).toEqual(['could not stop the services cleanly: disk full']);
  });

  it('lets the quit through at once when the services never started', () => {
    install(null);
    expect(willQuit()).toBe(false);
    expect(quits).toBe(0);
  });
});
