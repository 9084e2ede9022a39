/**
 * What a second launch does (`second-instance`, and `activate` on macOS, where
 * clicking the Dock icon or opening the app again with no window open lands):
 * bring the window forward, or open one if there is none, e.g. on macOS after
 * its window was closed while the app kept running. Before the app has
 * started, nothing: start-up opens the window itself.
 */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export function bringAppForward(window: FocusableWindow | null, started: boolean, openWindow: () => void): void {
  if (window && !window.isDestroyed()) {
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    return;
  }
  if (started) openWindow();
}
