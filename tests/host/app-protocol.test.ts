/**
 * The desktop app's `app://boardwright/` protocol, without Electron: which file
 * a URL names (only inside the renderer folder; traversal in any spelling
 * refused), and what the handler answers — the file with its type and the
 * security headers, index.html for app paths, 404 for a missing asset, 405 for
 * anything but GET and HEAD, never a file outside the folder.
 */
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProtocolHandler, appTarget, registerAppProtocol } from '../../src/main/app-protocol';
import { RENDERER_CSP } from '../../src/shared/csp';
import { INDEX_HTML, makeRendererDir } from './helpers';

let dir: Awaited<ReturnType<typeof makeRendererDir>>;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  dir = await makeRendererDir();
  handle = appProtocolHandler(dir.root);
});
afterAll(() => dir.cleanup());

describe('appTarget', () => {
  const root = join('/opt', 'app', 'renderer');

  it('maps app URLs to files inside the renderer folder', () => {
    expect(appTarget('app://boardwright/index.html', root)).toEqual({
      file: join(root, 'index.html'),
      fallback: false,
    });
    expect(appTarget('app://boardwright/', root)).toEqual({ file: join(root, 'index.html'), fallback: true });
    expect(appTarget('app://boardwright/assets/app.js?v=1#x', root)).toEqual({
      file: join(root, 'assets', 'app.js'),
      fallback: false,
    });
    expect(appTarget('app://boardwright/library', root)).toEqual({ file: join(root, 'library'), fallback: true });
  });

  it('never leaves the folder, whatever the spelling: refused, or resolved inside it', () => {
    const inside = (target: ReturnType<typeof appTarget>): boolean =>
      'status' in target || target.file.startsWith(root + sep);
    // The URL parser resolves "..", "%2e%2e" and ".%2E" segments itself: they can only end inside.
    for (const url of [
      'app://boardwright/../../etc/passwd',
      'app://boardwright/%2e%2e/secret.txt',
      'app://boardwright/assets/%2E%2E/%2E%2E/secret.txt',
      'app://boardwright/.%2e/.%2e/etc/passwd',
    ]) {
      const target = appTarget(url, root);
      expect(inside(target), url).toBe(true);
      expect('status' in target ? '' : target.file, url).not.toContain('..');
    }
    // What the parser leaves alone, the path check refuses.
    for (const bad of [
      'app://boardwright/..%2fsecret.txt',
      'app://boardwright/..%5csecret.txt',
      'app://boardwright/assets%5c..%5c..%5csecret.txt',
      'app://boardwright/C:%5cWindows%5cwin.ini',
      'app://boardwright/index.html%00.png',
      'app://boardwright/%E0%A4%A',
    ]) {
      expect(appTarget(bad, root), bad).toMatchObject({ status: 400 });
    }
  });

  it('serves only its own scheme and host', () => {
    expect(appTarget('app://elsewhere/index.html', root)).toMatchObject({ status: 404 });
    expect(appTarget('file:///etc/passwd', root)).toMatchObject({ status: 404 });
    expect(appTarget('not a url', root)).toMatchObject({ status: 400 });
  });
});

describe('the app:// handler', () => {
  it('serves a file with its type, the CSP and nosniff', async () => {
    const response = await handle(new Request('app://boardwright/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(RENDERER_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log("app");');
  });

  it('answers app paths with index.html, a missing asset with 404', async () => {
    const page = await handle(new Request('app://boardwright/some/screen'));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
    expect((await handle(new Request('app://boardwright/assets/missing.js'))).status).toBe(404);
  });

  it('never serves the file beside the renderer folder, nor anything but GET and HEAD', async () => {
    for (const url of ['app://boardwright/%2e%2e/secret.txt', 'app://boardwright/..%2fsecret.txt']) {
      const sneaky = await handle(new Request(url));
      expect(sneaky.status, url).toBeGreaterThanOrEqual(400);
      expect(await sneaky.text()).not.toContain('TOP SECRET');
    }
    const post = await handle(new Request('app://boardwright/index.html', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    const head = await handle(new Request('app://boardwright/index.html', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('registers itself for the app scheme', () => {
    const registered: string[] = [];
    registerAppProtocol({ handle: (scheme: string) => void registered.push(scheme) }, dir.root);
    expect(registered).toEqual(['app']);
  });
});
