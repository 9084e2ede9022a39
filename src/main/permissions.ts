/**
 * Which web permissions the desktop app grants, and to whom: only what a
 * feature of ours needs, only to the main frame of our own pages
 * (`app://boardwright/`, or the dev server under `electron-vite dev`). Every
 * other permission, and every permission for any other page or a subframe,
 * stays denied. Electron types only, so tests drive the handlers with fakes.
 *
 * Chromium both checks a permission (synchronously, e.g. before
 * `navigator.clipboard.writeText`) and may then request it; Electron wants a
 * handler for each, and they must agree.
 */
import type { Session } from 'electron';

type RequestHandler = Parameters<Session['setPermissionRequestHandler']>[0] & {};
type CheckHandler = Parameters<Session['setPermissionCheckHandler']>[0] & {};
export type Permission = Parameters<RequestHandler>[1];

/**
 * `clipboard-sanitized-write`: `navigator.clipboard.writeText`, used by the
 * deck builder's Copy button and the other Copy buttons. Reading the clipboard
 * (`clipboard-read`) is not granted: pasting goes through the Edit menu and the
 * keyboard, which need no permission.
 */
export const GRANTED_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>(['clipboard-sanitized-write']);

export interface PermissionHandlers {
  request: RequestHandler;
  check: CheckHandler;
}

export function permissionHandlers(isAppUrl: (url: string) => boolean): PermissionHandlers {
  // An origin has no path; our checker wants a page URL.
  const isAppOrigin = (origin: string): boolean => origin !== '' && isAppUrl(`${origin}/`);
  return {
    request(_contents, permission, callback, details) {
      callback(GRANTED_PERMISSIONS.has(permission) && details.isMainFrame && isAppUrl(details.requestingUrl));
    },
    check(_contents, permission, requestingOrigin, details) {
      if (!GRANTED_PERMISSIONS.has(permission) || !details.isMainFrame) return false;
      // Set only for a cross-origin subframe: never ours, whatever it claims.
      if (details.embeddingOrigin !== undefined) return false;
      if (details.requestingUrl !== undefined && !isAppUrl(details.requestingUrl)) return false;
      return isAppOrigin(requestingOrigin);
    },
  };
}
