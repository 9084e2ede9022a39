/**
 * `GET /api/session`: does this host take the token the page holds? A tab whose
 * WebSocket keeps failing asks this to tell the person the right thing: the
 * host is down (the request fails: start it again, the tab reconnects by
 * itself), or it is up with another token (401: open the address it printed).
 * It answers nothing the WebSocket upgrade does not already answer. The token
 * travels in a header, which a page of another origin cannot add without a
 * preflight this host never grants.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_CHECK_PATH, SESSION_TOKEN_HEADER } from '../shared/session-check';
import { SECURITY_HEADERS } from './static-files';
import { tokensMatch } from './session-token';

/** Answers the check and returns true when `req` is one; false leaves `req` to the next handler. */
export function answerSessionCheck(req: IncomingMessage, res: ServerResponse, token: string): boolean {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (path !== SESSION_CHECK_PATH) return false;
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };
  if (req.method !== 'GET') {
    res.writeHead(405, { ...headers, Allow: 'GET' });
    res.end('Only GET is answered here.\n');
    return true;
  }
  const offered = req.headers[SESSION_TOKEN_HEADER];
  if (tokensMatch(token, typeof offered === 'string' ? offered : null)) {
    res.writeHead(204, headers);
    res.end();
  } else {
    res.writeHead(401, headers);
    res.end('This host has another session token: open the address it printed.\n');
  }
  return true;
}
