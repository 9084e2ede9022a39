/**
 * How a built file goes to the browser: an ETag from its size and time, so a
 * reload of an unchanged file is a 304 with no body; long caching for the
 * content-hashed assets Vite writes (their name changes when they do); and
 * gzip for text, compressed once per file version and kept, so the first page
 * (about 1.4 MB of JavaScript) crosses the socket at about a fifth of its size.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Types worth compressing: text. Images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|wasm)|image\/svg\+xml)/;

/** Vite's asset names end in a content hash (`MatchScreen-BDDUnKLy.js`): a new build gives a new name. */
const HASHED_ASSET = /^assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export interface BuiltFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** A weak validator of one version of a file: its size and modification time. */
export function etagOf(file: BuiltFile): string {
  return `W/"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`;
}

/** Whether the browser's copy is this version (`If-None-Match` lists the tags it holds). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** `Cache-Control` for a file: hashed assets forever, everything else (index.html) asked again each time. */
export function cachePolicy(relativePath: string): string {
  return HASHED_ASSET.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Whether the client takes gzip (`Accept-Encoding: gzip, br`), and the type is worth it. */
export function wantsGzip(acceptEncoding: string | undefined, contentType: string): boolean {
  if (!COMPRESSIBLE.test(contentType) || !acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, q] = part.trim().split(';q=');
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q) > 0);
  });
}

/** Compressed copies by path and ETag: a rebuilt file has a new tag, so a stale copy is never served. */
export class GzipCache {
  private readonly copies = new Map<string, { etag: string; body: Promise<Buffer> }>();

  get(file: BuiltFile, etag: string): Promise<Buffer> {
    const kept = this.copies.get(file.path);
    if (kept && kept.etag === etag) return kept.body;
    const body = readFile(file.path).then((bytes) => gzipAsync(bytes, { level: 9 }));
    // A failed read is not kept: the next request tries again.
    body.catch(() => this.copies.delete(file.path));
    this.copies.set(file.path, { etag, body });
    return body;
  }
}
