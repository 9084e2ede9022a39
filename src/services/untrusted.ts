/**
 * Checks on data from outside before any schema or handler sees it: no keys
 * that could reach an object's prototype, bounded depth and size. The scan
 * itself is `findUnsafeKeys` (src/content/unsafe-keys.ts), shared with the
 * content checks; this gives its findings as one line per problem.
 */
import { findUnsafeKeys } from '../content/unsafe-keys';

/** Problems found, one line per problem with its JSON path; empty when the value is safe. */
export function findUnsafeShapes(value: unknown): string[] {
  return findUnsafeKeys(value)
    .map(({ path, message }) => `${path.length === 0 ? '(top level)' : path.join('/')}: ${message}`)
    .sort();
}
