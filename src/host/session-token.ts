/**
 * The web host's session token: 32 random bytes, required on every API
 * connection. Any local program (or web page) can reach 127.0.0.1, so the token
 * is what proves a client was given the URL the host printed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares in constant time. Both sides are hashed first so that inputs of
 * different lengths neither throw in `timingSafeEqual` nor leak the length.
 */
export function tokensMatch(expected: string, offered: string | null | undefined): boolean {
  if (typeof offered !== 'string' || offered.length === 0) return false;
  const a = createHash('sha256').update(expected, 'utf8').digest();
  const b = createHash('sha256').update(offered, 'utf8').digest();
  return timingSafeEqual(a, b);
}
