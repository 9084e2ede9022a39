/**
 * Serves the built renderer (out/renderer) to the browser: GET and HEAD only,
 * never a file outside the root, the strict CSP on every response, and the
 * single-page-app fallback to index.html for paths that are not files.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { RENDERER_CSP } from '../shared/csp';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Headers every response carries, whether a file, the fallback or an error. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': RENDERER_CSP,
  'X-Content-Type-Options': 'nosniff',
  // The page address carries the session token until the renderer strips it.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(text);
}

/**
 * Turns the URL path into a path relative to the root, or null when it could
 * escape it: `..` segments (also percent-encoded), backslashes, NUL bytes,
 * drive letters. Refusing is simpler and safer than normalising such paths.
 */
export function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..' || s.includes(':'))) return null;
  return segments.join('/');
}

function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

async function fileAt(root: string, rel: string): Promise<{ path: string; size: number } | null> {
  const candidate = join(root, rel);
  try {
    const info = await stat(candidate);
    if (!info.isFile()) return null;
    // A symlink inside the root must not lead outside it.
    const real = await realpath(candidate);
    if (!isInside(await realpath(root), real)) return null;
    return { path: real, size: info.size };
  } catch {
    return null;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: { path: string; size: number }): void {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': contentTypeOf(file.path),
    'Content-Length': String(file.size),
    // Built assets change with every build; always revalidate.
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export function createStaticHandler(rootDir: string) {
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
      sendFile(req, res, found);
      return;
    }
    // Browsers ask for a favicon on their own; without one, say "nothing" rather
    // than log a 404 error in the console of every page.
    if (rel === 'favicon.ico') {
      res.writeHead(204, SECURITY_HEADERS);
      res.end();
      return;
    }
    // A missing asset (a name with an extension) is a real 404: answering it
    // with index.html would only produce a confusing MIME-type error.
    if (rel !== '' && extname(rel) !== '') {
      sendText(res, 404, `Not found: ${urlPath}`);
      return;
    }
    const index = await fileAt(rootDir, 'index.html');
    if (!index) {
      sendText(res, 503, `The renderer is not built (no index.html in ${rootDir}). Run "npm run build" first.`);
      return;
    }
    sendFile(req, res, index);
  };
}
