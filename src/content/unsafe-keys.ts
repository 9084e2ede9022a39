/**
 * Finds what must never reach our objects from outside: field names that could
 * reach an object's prototype, and nesting or size beyond any real document.
 * A scan, not a copy; iterative so deep nesting cannot overflow the stack.
 * Used by the services (API payloads, saves) and the content checks (files, packs).
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const MAX_DEPTH = 64;
export const MAX_NODES = 500_000;

export interface UnsafeKey {
  /** Path segments from the top (the offending key last). */
  path: string[];
  message: string;
}

export function findUnsafeKeys(value: unknown): UnsafeKey[] {
  const found: UnsafeKey[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value: node, path } = stack.pop() as { value: unknown; path: string[] };
    if (++nodes > MAX_NODES) return [{ path: [], message: `has more than ${MAX_NODES} values; it is too large` }];
    if (node === null || typeof node !== 'object') continue;
    if (path.length >= MAX_DEPTH) {
      found.push({ path, message: `is nested more than ${MAX_DEPTH} levels deep` });
      continue;
    }
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) {
        found.push({ path: [...path, key], message: `the field name "${key}" is not allowed` });
        continue;
      }
      stack.push({ value: (node as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return found;
}
