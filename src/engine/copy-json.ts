/**
 * A deep copy of plain JSON data (objects, arrays, numbers, strings, booleans, null),
 * several times faster than `structuredClone` on the small states games keep, which
 * matters when search copies a state for every iteration. Keys holding `undefined`
 * are left out, as JSON would leave them.
 */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) out[key] = copyJson(item);
  }
  return out as T;
}
