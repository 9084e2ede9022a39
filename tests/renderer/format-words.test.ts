/** The app's words for counts and moments: one plural rule and one date format everywhere. */
import { describe, expect, it } from 'vitest';
import { formatWhen, plural } from '../../src/renderer/src/logic/format';

describe('plural', () => {
  it('is singular for exactly one, plural otherwise, with thousands grouped', () => {
    expect(plural(1, 'card')).toBe('1 card');
    expect(plural(0, 'card')).toBe('0 cards');
    expect(plural(2, 'such unit', 'such units')).toBe('2 such units');
    expect(plural(12400, 'playout')).toBe('12,400 playouts');
  });
});

describe('formatWhen', () => {
  it('writes a Date and its ISO text the same way, and leaves text that is no date as it is', () => {
    const moment = new Date(Date.UTC(2025, 2, 3, 14, 5));
    expect(formatWhen(moment)).toBe(formatWhen(moment.toISOString()));
    expect(formatWhen(moment)).not.toBe(moment.toISOString());
    expect(formatWhen('not a date')).toBe('not a date');
  });
});
