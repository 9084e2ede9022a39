/**
 * Serves the built renderer (out/renderer) to the browser: GET and HEAD only,
 * never a file outside the root, the strict CSP on every response, and the
 * single-page-app fallback to index.html for paths that are not files. Which
 * paths are allowed and the headers are the same rules as the desktop app's
 * `app://` protocol (src/shared/renderer-files.ts).
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isInsideFolder } from '../services/storage/files';
import { contentTypeOf, rendererTarget, safeRelativePath, SECURITY_HEADERS } from '../shared/renderer-files';
import { cachePolicy, etagOf, GzipCache, isFresh, wantsGzip, type BuiltFile } from './file-delivery';

export { contentTypeOf, safeRelativePath, SECURITY_HEADERS } from '../shared/renderer-files';

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(text);
}

async function fileAt(root: string, rel: string): Promise<BuiltFile | null> {
  const candidate = join(root, rel);
  try {
    const info = await stat(candidate);
    if (!info.isFile()) return null;
    // A symlink inside the root must not lead outside it.
    const real = await realpath(candidate);
    if (!isInsideFolder(await realpath(root), real)) return null;
    return { path: real, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return null;
  }
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: BuiltFile,
  rel: string,
  gzipped: GzipCache,
): Promise<void> {
  const etag = etagOf(file);
  const type = contentTypeOf(file.path);
  const headers = { ...SECURITY_HEADERS, ETag: etag, 'Cache-Control': cachePolicy(rel), Vary: 'Accept-Encoding' };
  if (isFresh(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (wantsGzip(req.headers['accept-encoding'], type)) {
    const body = await gzipped.get(file, etag);
    res.writeHead(200, {
      ...headers,
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      'Content-Length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': String(file.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export function createStaticHandler(rootDir: string) {
  const gzipped = new GzipCache();
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Only GET and HEAD are served here.', { Allow: 'GET, HEAD' });
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const rel = safeRelativePath(urlPath);
    if (rel === null) {
      sendText(res, 400, `Refused path "${urlPath}": it would leave the app's folder.`);
      return;
    }
    const found = rel === '' ? null : await fileAt(rootDir, rel);
    if (found) {
      await sendFile(req, res, found, rel, gzipped);
      return;
    }
    // Browsers ask for a favicon on their own; without one, say "nothing" rather
    // than log a 404 error in the console of every page.
    if (rel === 'favicon.ico') {
      res.writeHead(204, SECURITY_HEADERS);
      res.end();
      return;
    }
    // A missing asset (a name with an extension) is a real 404 (rendererTarget says why).
    if (!rendererTarget(rel).fallback) {
      sendText(res, 404, `Not found: ${urlPath}`);
      return;
    }
    const index = await fileAt(rootDir, 'index.html');
    if (!index) {
      sendText(res, 503, `The renderer is not built (no index.html in ${rootDir}). Run "npm run build" first.`);
      return;
    }
    await sendFile(req, res, index, 'index.html', gzipped);
  };
}
