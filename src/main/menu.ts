/** Installs the application menu (menu-template.ts); developer tools only when running unpackaged. */
import { Menu } from 'electron';
import { menuTemplate } from './menu-template';

export function installMenu(developer: boolean): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform === 'darwin', developer)));
}
