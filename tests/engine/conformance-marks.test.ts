/**
 * How the conformance suite finds a secret in a view: a mark matches only as a
 * whole word or number, and a card's mark matches the card however many keys its
 * view object has; a view that JSON would change is named by its path.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, cardMark } from '../../src/engine';
import { jsonProblem } from '../../src/engine/conformance-json';
import { containsMark } from '../../src/engine/conformance-secrets';

describe('containsMark', () => {
  it('matches a name as a whole, not inside a longer word or number', () => {
    expect(containsMark('North bids Ruby 4.', 'Ruby 4')).toBe(true);
    expect(containsMark('North bids Ruby 40.', 'Ruby 4')).toBe(false);
    expect(containsMark('North bids XRuby 4.', 'Ruby 4')).toBe(false);
    expect(containsMark('Ruby 40, then Ruby 4', 'Ruby 4')).toBe(true);
  });

  it('finds a card by its mark in any view object that prints it, and not card 1 in card 17', () => {
    const hand = canonicalJson({ hand: [{ id: 17, def: 'sword', usesLeft: 2 }] });
    const table = canonicalJson({ table: [{ owner: 0, id: 5, def: 'anubis', controller: 1 }] });
    expect(containsMark(hand, cardMark(17, 'sword'))).toBe(true);
    expect(containsMark(hand, cardMark(1, 'sword'))).toBe(false);
    expect(containsMark(table, cardMark(5, 'anubis'))).toBe(true);
    expect(containsMark(table, cardMark(5, 'sword'))).toBe(false);
  });
});

describe('jsonProblem', () => {
  it('accepts plain JSON, and object keys holding undefined (JSON drops them)', () => {
    expect(jsonProblem({ a: [1, 'x', null, { b: true }], c: undefined })).toBeNull();
  });

  it('names what JSON would change, by path', () => {
    expect(jsonProblem({ a: [1, undefined] })).toBe('$.a[1] is undefined');
    expect(jsonProblem({ seen: new Set([1]) })).toBe('$.seen is not a plain object');
    expect(jsonProblem({ hp: Number.NaN })).toBe('$.hp is NaN');
  });
});
