/** The seeded PRNG kept in game state (src/engine/rng.ts). */
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, nextFloat, nextInt, nextUint32, pick, shuffleInPlace } from '../../src/engine';

describe('engine rng', () => {
  it('the same seed gives the same stream; number and string seeds both work', () => {
    const a = createRng(42);
    const b = createRng(42);
    const sa = Array.from({ length: 20 }, () => nextUint32(a));
    const sb = Array.from({ length: 20 }, () => nextUint32(b));
    expect(sa).toEqual(sb);
    expect(createRng('42')).toEqual(createRng(42)); // a seed is mixed as its text
    const c = createRng('other');
    expect(Array.from({ length: 20 }, () => nextUint32(c))).not.toEqual(sa);
  });

  it('nearby seeds give unrelated first values', () => {
    const firsts = new Set(Array.from({ length: 100 }, (_, i) => nextUint32(createRng(i))));
    expect(firsts.size).toBe(100);
  });

  it('the state is plain JSON and resumes exactly from a copy', () => {
    const r = createRng(7);
    nextUint32(r);
    const copy = JSON.parse(JSON.stringify(r)) as typeof r;
    expect(nextUint32(copy)).toBe(nextUint32(r));
  });

  it('nextUint32, nextFloat and nextInt stay in range', () => {
    const r = createRng(1);
    for (let i = 0; i < 5000; i++) {
      const u = nextUint32(r);
      expect(Number.isInteger(u) && u >= 0 && u < 2 ** 32).toBe(true);
      const f = nextFloat(r);
      expect(f >= 0 && f < 1).toBe(true);
      const n = nextInt(r, 7);
      expect(Number.isInteger(n) && n >= 0 && n < 7).toBe(true);
    }
    expect(nextInt(r, 1)).toBe(0);
  });

  it('nextInt reaches every value of its range, roughly evenly', () => {
    const r = createRng('spread');
    const counts = new Array(6).fill(0) as number[];
    for (let i = 0; i < 6000; i++) counts[nextInt(r, 6)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('nextInt refuses an empty or fractional range', () => {
    const r = createRng(1);
    expect(() => nextInt(r, 0)).toThrow(RangeError);
    expect(() => nextInt(r, -3)).toThrow(/bad range -3/);
    expect(() => nextInt(r, 2.5)).toThrow(RangeError);
  });

  it('shuffleInPlace is a permutation of its input, in place, and depends on the seed', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const a = shuffleInPlace(createRng(3), items.slice());
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
    const target = items.slice();
    expect(shuffleInPlace(createRng(3), target)).toBe(target);
    expect(target).toEqual(a);
    expect(shuffleInPlace(createRng(4), items.slice())).not.toEqual(a);
    expect(shuffleInPlace(createRng(3), [])).toEqual([]);
  });

  it('shuffleInPlace can put any card anywhere', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) seen.add(shuffleInPlace(createRng(seed), [0, 1, 2, 3, 4]).indexOf(0));
    expect(seen).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('pick and deriveSeed are deterministic', () => {
    expect(pick(createRng(5), ['a', 'b', 'c'])).toBe(pick(createRng(5), ['a', 'b', 'c']));
    expect(deriveSeed(createRng(5))).toBe(deriveSeed(createRng(5)));
    expect(deriveSeed(createRng(5))).not.toBe(deriveSeed(createRng(6)));
  });
});
