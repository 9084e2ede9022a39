/**
 * The renderer is served to the window from `app://boardwright/`, a standard,
 * secure custom scheme, instead of `file://`: a page on `file://` may read any
 * file URL and shares one origin with every other local file, while this origin
 * holds exactly the built renderer's folder. Paths are checked by the rules the
 * web host uses (src/shared/renderer-files.ts), and every answer carries the
 * CSP and the other security headers. Electron types only, so it is tested
 * without Electron.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import { isInsideFolder } from '../services/storage/files';
import { contentTypeOf, rendererTarget, safeRelativePath, SECURITY_HEADERS } from '../shared/renderer-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'boardwright';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Registered before the app is ready: a standard scheme (relative URLs, an origin) treated as secure. */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

export type AppTarget = { file: string; fallback: boolean } | { status: 400 | 404; message: string };

/**
 * The file inside `rendererDir` an `app://` URL names, or why there is none: another scheme or
 * host, a path that could leave the folder (`..`, also percent-encoded; backslashes; NUL; drive
 * letters). `fallback`: an app path, answered with index.html when no such file exists.
 */
export function appTarget(url: string, rendererDir: string): AppTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: 400, message: 'Not a URL.' };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) {
    return { status: 404, message: `Only ${APP_SCHEME}://${APP_HOST}/ is served here.` };
  }
  const rel = safeRelativePath(parsed.pathname);
  if (rel === null)
    return { status: 400, message: `Refused path "${parsed.pathname}": it would leave the app's folder.` };
  const { file, fallback } = rendererTarget(rel);
  const path = join(rendererDir, file);
  if (!isInsideFolder(rendererDir, path))
    return { status: 400, message: 'Refused path: it would leave the app’s folder.' };
  return { file: path, fallback };
}

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    if (!(await stat(path)).isFile()) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Answers `app://` requests from `rendererDir`: GET and HEAD only. */
export function appProtocolHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Only GET and HEAD.');
    const target = appTarget(request.url, rendererDir);
    if ('status' in target) return textResponse(target.status, target.message);
    let path = target.file;
    let data = await readIfFile(path);
    if (!data && target.fallback) {
      path = join(rendererDir, 'index.html');
      data = await readIfFile(path);
    }
    if (!data) return textResponse(404, `Not found: ${new URL(request.url).pathname}`);
    const headers = { ...SECURITY_HEADERS, 'Content-Type': contentTypeOf(path), 'Cache-Control': 'no-cache' };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(data), { status: 200, headers });
  };
}

/** Serves the renderer on `app://` for the session's protocol (after the app is ready). */
export function registerAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, appProtocolHandler(rendererDir));
}
