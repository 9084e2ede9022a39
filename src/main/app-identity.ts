/**
 * The app's name and data folder, settled before Electron is ready.
 *
 * Menus and dialogs say "Boardwright" (the product name; macOS builds "About
 * Boardwright" and "Quit Boardwright" from it). Electron derives the default
 * userData folder from that same name, so naming the product would move
 * everyone's matches and saves from `…/boardwright` to `…/Boardwright` (a
 * different folder on Linux). The folder is pinned to the name it has always
 * had, the one docs/GUIDE.md gives. Electron types only, so tests use a fake app.
 */
import { join } from 'node:path';
import type { App } from 'electron';

export const PRODUCT_NAME = 'Boardwright';
/** The data folder's name under the platform's app-data folder (docs/GUIDE.md, "Where your games are kept"). */
export const DATA_FOLDER_NAME = 'boardwright';

/** Names the app and pins its userData folder; returns that folder. Call before `ready` and before the single-instance lock, which lives there. */
export function settleAppIdentity(app: Pick<App, 'setName' | 'getPath' | 'setPath'>): string {
  app.setName(PRODUCT_NAME);
  const userData = join(app.getPath('appData'), DATA_FOLDER_NAME);
  app.setPath('userData', userData);
  return userData;
}
