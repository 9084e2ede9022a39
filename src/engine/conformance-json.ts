/**
 * Cheap comparisons for the conformance suite, which compares states and views
 * thousands of times. Plain `JSON.stringify` is several times faster than
 * canonical JSON (which sorts every object's keys), so it is tried first and the
 * canonical form is built only when the plain texts differ (the same value built
 * with its keys in another order).
 */
import { canonicalJson } from './hash';

/** A text that changes whenever the value does: for telling whether a call mutated what it was given. */
export function snapshot(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Freezes a value and everything in it, so any later write throws where it happens.
 * Stops at what is frozen already: a new state shares most of itself (log lines,
 * config) with the one before, so each step freezes only what the step made.
 */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

/** Whether two JSON values are equal, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) || canonicalJson(a) === canonicalJson(b);
}

/**
 * Where a value would not come back from JSON as it is (a Map, a class instance,
 * `undefined` in an array, a number JSON cannot write), as a path; null when it would.
 * An object key holding `undefined` is fine: JSON drops it, and reading it gives `undefined` again.
 */
export function jsonProblem(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === undefined) return `${path}[${i}] is undefined`;
      const problem = jsonProblem(item, `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const problem = jsonProblem(item, `${path}.${key}`);
      if (problem) return problem;
    }
    return null;
  }
  return `${path} is a ${typeof value}`;
}
