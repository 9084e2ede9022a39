/**
 * Checks on data from outside before any schema or handler sees it: no keys
 * that could reach an object's prototype, bounded depth and size. A scan, not
 * a copy; it walks iteratively so a deeply nested payload cannot overflow the
 * stack.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 64;
const MAX_NODES = 500_000;

/** Problems found, one line per problem with its JSON path; empty when the value is safe. */
export function findUnsafeShapes(value: unknown): string[] {
  const problems: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value: node, path } = stack.pop() as { value: unknown; path: string[] };
    if (++nodes > MAX_NODES) return [`(top level): has more than ${MAX_NODES} values; it is too large`];
    if (node === null || typeof node !== 'object') continue;
    if (path.length >= MAX_DEPTH) {
      problems.push(`${show(path)}: is nested more than ${MAX_DEPTH} levels deep`);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) {
        problems.push(`${show([...path, key])}: the field name "${key}" is not allowed`);
        continue;
      }
      stack.push({ value: (node as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return problems.sort();
}

function show(path: string[]): string {
  return path.length === 0 ? '(top level)' : path.join('/');
}
