/** Canonical JSON and the state hash (src/engine/hash.ts). */
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashText, stateHash } from '../../src/engine';

describe('engine hash', () => {
  it('canonicalJson sorts object keys at every depth, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe('{"a":{"c":null,"d":[3,1]},"b":1}');
    expect(canonicalJson([{ z: 1, y: 2 }, 'x'])).toBe('[{"y":2,"z":1},"x"]');
  });

  it('canonicalJson drops undefined fields, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(canonicalJson({ a: 1 })).toBe(canonicalJson(JSON.parse(JSON.stringify({ a: 1, b: undefined }))));
  });

  it('canonicalJson prints primitives as JSON does', () => {
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
    expect(canonicalJson(1.5)).toBe('1.5');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(true)).toBe('true');
  });

  it('stateHash ignores key order but sees every value', () => {
    expect(stateHash({ a: 1, b: [1, 2] })).toBe(stateHash({ b: [1, 2], a: 1 }));
    expect(stateHash({ a: 1, b: [1, 2] })).not.toBe(stateHash({ a: 1, b: [2, 1] }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
    expect(stateHash({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('hashText is stable and spreads small changes', () => {
    expect(hashText('boardwright')).toBe(hashText('boardwright'));
    const hashes = new Set(Array.from({ length: 1000 }, (_, i) => hashText(`state-${i}`)));
    expect(hashes.size).toBe(1000);
  });
});
