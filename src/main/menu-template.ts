/**
 * The application menu as data (no electron value import, so tests read it).
 * On macOS it follows the platform's conventions: the app menu (About, Hide,
 * Quit, named after the product), File › Close Window, and a Window menu
 * (Minimize Cmd+M, Zoom, Bring All to Front). Elsewhere: File › Quit.
 */
import type { MenuItemConstructorOptions } from 'electron';

export function menuTemplate(isMac: boolean, developer: boolean): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    { label: 'File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(developer ? [{ role: 'forceReload' } as const, { role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    // Electron fills the role in: Minimize, Zoom, and on macOS the window list and Bring All to Front.
    ...(isMac ? [{ role: 'windowMenu' } as const] : []),
  ];
}
