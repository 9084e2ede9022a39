/**
 * Session-wide hardening of the desktop app: the renderer's CSP as a response
 * header, every permission denied except the few our own pages need
 * (permissions.ts), and for every web contents ever
 * created: no navigation away, no new windows, no <webview>.
 */
import type { App, Session } from 'electron';
import { RENDERER_CSP } from '../shared/csp';
import { permissionHandlers } from './permissions';

const REPLACED_HEADERS = /^(content-security-policy|x-content-type-options)$/i;

export function hardenSession(session: Session, isAppUrl: (url: string) => boolean): void {
  // For the dev server's pages. The app's own pages come from the app:// protocol, which sends these
  // headers itself (app-protocol.ts); the policy is also in index.html as a <meta> tag.
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(details.responseHeaders ?? {})) {
      if (!REPLACED_HEADERS.test(name)) headers[name] = value;
    }
    headers['Content-Security-Policy'] = [RENDERER_CSP];
    headers['X-Content-Type-Options'] = ['nosniff'];
    callback({ responseHeaders: headers });
  });
  // Boardwright needs no camera, microphone, notifications, geolocation, …; only its Copy buttons need one.
  const permissions = permissionHandlers(isAppUrl);
  session.setPermissionRequestHandler(permissions.request);
  session.setPermissionCheckHandler(permissions.check);
}

export function hardenAllWebContents(app: App): void {
  app.on('web-contents-created', (_event, contents) => {
    // The renderer is a single page; any navigation is a link or an attack.
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}
