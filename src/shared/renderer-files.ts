/**
 * How both hosts serve the built renderer's files — the web host over HTTP and
 * the desktop app over its `app://` protocol — without Node or Electron, so one
 * rule decides in both: which URL paths may name a file, what type a file is,
 * and the headers every answer carries.
 */
import { RENDERER_CSP } from './csp';

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

/** Headers every answer carries, whether a file, the fallback or an error. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': RENDERER_CSP,
  'X-Content-Type-Options': 'nosniff',
  // The web host's page address carries the session token until the renderer strips it.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The extension of the last segment of a "/"-separated path ("" when it has none), lower-cased. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extensionOf(path)] ?? 'application/octet-stream';
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

/**
 * What a path asks for: a file (relative to the renderer folder), or the single-page app's
 * index.html for an app path (no extension). A missing asset is a real 404, never index.html,
 * which would only produce a confusing MIME-type error.
 */
export function rendererTarget(rel: string): { file: string; fallback: boolean } {
  if (rel === '') return { file: 'index.html', fallback: true };
  return { file: rel, fallback: extensionOf(rel) === '' };
}
