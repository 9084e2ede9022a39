/**
 * The guard against DNS rebinding. A web page can point its own domain name
 * at 127.0.0.1 and then talk to this host as if it were its own site; the one
 * thing the browser cannot hide is that domain, sent in the Host header. So
 * every request and WebSocket upgrade must name exactly the address the host
 * serves, and anything else is refused before a path, a token or a file is
 * looked at.
 *
 * `localhost:<port>` is refused as well. The host prints and serves
 * http://127.0.0.1:<port>, the WebSocket accepts only that origin, and the
 * browser keeps the tab's session token per origin: a page opened under
 * another name could not connect anyway, and one name leaves nothing to guess
 * about which names are safe.
 */
import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './static-files';

/** 421 Misdirected Request: the request named a server that this one is not. */
export const WRONG_HOST_STATUS = 421;

/**
 * True when the Host header is the host part of `origin` (`127.0.0.1:5199`;
 * `127.0.0.1` alone for port 80, which browsers leave out). A missing header
 * (HTTP/1.0) or an origin not known yet (before listening) is never accepted.
 */
export function isOwnHost(hostHeader: string | undefined, origin: string): boolean {
  if (!hostHeader || !origin) return false;
  return hostHeader === new URL(origin).host;
}

export function wrongHostMessage(origin: string): string {
  return `Refused: this server answers only to ${origin || 'its own address'} (wrong or missing Host header).`;
}

export function refuseWrongHost(res: ServerResponse, origin: string): void {
  res.writeHead(WRONG_HOST_STATUS, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${wrongHostMessage(origin)}\n`);
}
