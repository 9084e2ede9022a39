/**
 * The desktop session's permission handlers, with Electron replaced by plain
 * calls: the clipboard write the Copy buttons need is granted to the main
 * frame of our own pages and to nothing else; every other permission is denied
 * everywhere.
 */
import { describe, expect, it } from 'vitest';
import { appUrlChecker } from '../../src/main/app-url';
import { GRANTED_PERMISSIONS, permissionHandlers, type Permission } from '../../src/main/permissions';

const APP_PAGE = 'app://boardwright/index.html#/decks';
const handlers = permissionHandlers(appUrlChecker(undefined));
const contents = {} as never;

function requested(permission: Permission, requestingUrl: string, isMainFrame = true): boolean {
  let granted: boolean | undefined;
  handlers.request(contents, permission, (answer) => (granted = answer), { requestingUrl, isMainFrame });
  if (granted === undefined) throw new Error('the request handler did not answer');
  return granted;
}

function checked(
  permission: Permission,
  origin: string,
  details: { requestingUrl?: string; isMainFrame?: boolean; embeddingOrigin?: string } = {},
): boolean {
  return handlers.check(contents, permission, origin, { isMainFrame: true, requestingUrl: `${origin}/`, ...details });
}

describe('permission requests', () => {
  it('grants the clipboard write to the main frame of our pages', () => {
    expect(requested('clipboard-sanitized-write', APP_PAGE)).toBe(true);
  });

  it('refuses it to other pages, other app hosts, files and subframes', () => {
    expect(requested('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(requested('clipboard-sanitized-write', 'app://evil/index.html')).toBe(false);
    expect(requested('clipboard-sanitized-write', 'file:///etc/passwd')).toBe(false);
    expect(requested('clipboard-sanitized-write', APP_PAGE, false)).toBe(false);
  });

  it('refuses every other permission, even to our pages', () => {
    for (const permission of ['clipboard-read', 'media', 'geolocation', 'notifications', 'openExternal'] as const)
      expect(requested(permission, APP_PAGE), permission).toBe(false);
    expect([...GRANTED_PERMISSIONS]).toEqual(['clipboard-sanitized-write']);
  });
});

describe('permission checks', () => {
  it('grants the clipboard write to our origin', () => {
    expect(checked('clipboard-sanitized-write', 'app://boardwright')).toBe(true);
    expect(checked('clipboard-sanitized-write', 'app://boardwright', { requestingUrl: undefined })).toBe(true);
  });

  it('refuses other origins, a cross-origin subframe, a subframe and a mismatched page', () => {
    expect(checked('clipboard-sanitized-write', 'https://evil.example')).toBe(false);
    expect(checked('clipboard-sanitized-write', 'app://evil')).toBe(false);
    expect(checked('clipboard-sanitized-write', '')).toBe(false);
    expect(checked('clipboard-sanitized-write', 'app://boardwright', { embeddingOrigin: 'https://evil.example' })).toBe(
      false,
    );
    expect(checked('clipboard-sanitized-write', 'app://boardwright', { isMainFrame: false })).toBe(false);
    expect(checked('clipboard-sanitized-write', 'app://boardwright', { requestingUrl: 'https://evil.example/' })).toBe(
      false,
    );
  });

  it('refuses every other permission', () => {
    for (const permission of ['clipboard-read', 'media', 'hid', 'usb', 'serial', 'fullscreen'] as const)
      expect(checked(permission, 'app://boardwright'), permission).toBe(false);
  });

  it('under the dev server, trusts its origin instead of app://', () => {
    const dev = permissionHandlers(appUrlChecker('http://localhost:5173/'));
    const details = { isMainFrame: true, requestingUrl: 'http://localhost:5173/' };
    expect(dev.check(contents, 'clipboard-sanitized-write', 'http://localhost:5173', details)).toBe(true);
    expect(dev.check(contents, 'clipboard-sanitized-write', 'app://boardwright', details)).toBe(false);
  });
});
