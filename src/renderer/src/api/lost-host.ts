/**
 * Why a tab cannot reconnect to the web host, in the words the person needs.
 * The browser does not tell a page why a WebSocket upgrade failed, so after a
 * few failed attempts the page asks `GET /api/session` (src/host/session-check.ts):
 * no answer means the host is not running; 401 means it runs with another token.
 */
import { SESSION_CHECK_PATH, SESSION_TOKEN_HEADER } from '../../../shared/session-check';

/** `host-down`: nothing answers at this address. `token-refused`: the host there has another token. */
export type LostHost = 'host-down' | 'token-refused';

/** Attempts after which to ask again (back-off makes them a few seconds apart, then 5 s). */
const DIAGNOSE_EVERY = 3;

export function shouldDiagnose(failedAttempts: number): boolean {
  return failedAttempts > 0 && failedAttempts % DIAGNOSE_EVERY === 0;
}

type Fetch = (url: string, init: { headers: Record<string, string>; cache: 'no-store' }) => Promise<{ status: number }>;

/** Null when the host takes the token after all (the socket failed for another reason: keep trying). */
export async function diagnoseLostHost(token: string, fetch: Fetch): Promise<LostHost | null> {
  try {
    const response = await fetch(SESSION_CHECK_PATH, {
      headers: { [SESSION_TOKEN_HEADER]: token },
      cache: 'no-store',
    });
    if (response.status === 401) return 'token-refused';
    return response.status === 204 ? null : 'host-down';
  } catch {
    return 'host-down';
  }
}

/** What the waiting calls answer once the cause is known. */
export function waitingCallMessage(cause: LostHost): string {
  return cause === 'token-refused'
    ? 'The Boardwright host was started with another session token: open the address it printed.'
    : 'The Boardwright host is not running. Start it again (npm run web); this page reconnects by itself.';
}
