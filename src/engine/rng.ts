/**
 * Seeded pseudo-random numbers kept inside game state (sfc32).
 *
 * The generator's whole state is a plain, JSON-serialisable object so that it is
 * cloned, hashed, saved and replayed with the rest of the game state. The
 * functions mutate the object they are given: call them only on a state you own
 * (a clone inside `apply`, or a determinisation).
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Mixes a seed (number or string) into a fresh generator state. */
export function createRng(seed: number | string): RngState {
  // Hash the seed text with xmur3 so nearby seeds give unrelated streams.
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  const rng = { a: next(), b: next(), c: next(), d: next() };
  // Discard the first outputs: sfc32 is weak right after seeding.
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

export function nextUint32(r: RngState): number {
  const t = (((r.a + r.b) | 0) + r.d) | 0;
  r.d = (r.d + 1) | 0;
  r.a = r.b ^ (r.b >>> 9);
  r.b = (r.c + (r.c << 3)) | 0;
  r.c = (r.c << 21) | (r.c >>> 11);
  r.c = (r.c + t) | 0;
  return t >>> 0;
}

/** A float in [0, 1). */
export function nextFloat(r: RngState): number {
  return nextUint32(r) / 4294967296;
}

/** An integer in [0, n). Throws on an empty range, which is always a bug. */
export function nextInt(r: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt: bad range ${n}`);
  return Math.floor(nextFloat(r) * n);
}

/** A uniformly chosen element. */
export function pick<T>(r: RngState, items: readonly T[]): T {
  return items[nextInt(r, items.length)] as T;
}

/** Fisher–Yates shuffle, in place. Returns the same array for chaining. */
export function shuffleInPlace<T>(r: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(r, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A 32-bit seed drawn from a generator, for seeding another one. */
export function deriveSeed(r: RngState): number {
  return nextUint32(r);
}
