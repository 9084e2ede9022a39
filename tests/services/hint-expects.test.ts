/** Which expected changes a hint names: the choice's biggest, another move's biggest differences. */
import { describe, expect, it } from 'vitest';
import type { MeasureChange } from '../../src/ai';
import { choiceExpects, otherExpects } from '../../src/services/match/hint-expects';

const change = (term: string, value: number, better: 'more' | 'less' = 'more'): MeasureChange => ({
  term,
  change: value,
  better,
});

describe('hint expectations', () => {
  it("names the choice's biggest changes, at most three, leaving out those too small to show", () => {
    const named = choiceExpects([
      change('Investigation', 1.4),
      change('Wounds', -0.6, 'less'),
      change('Shadow Track', 0.01),
      change('Items and Allies carried', 0.3),
      change('Wounds on the Villain', -0.2),
    ]);
    expect(named.map((e) => [e.term, e.change])).toEqual([
      ['Investigation', 1.4],
      ['Wounds', -0.6],
      ['Items and Allies carried', 0.3],
    ]);
    expect(choiceExpects(undefined)).toEqual([]);
  });

  it("names another move's terms by how far they are from the choice's, with the choice's beside", () => {
    const choice = [change('Investigation', 1.4), change('Wounds', 0.5, 'less'), change('$', 0)];
    const other = [change('Investigation', 0.2), change('Wounds', 0.45, 'less'), change('$', 0.5)];
    expect(otherExpects(other, choice)).toEqual([
      { term: 'Investigation', change: 0.2, better: 'more', versus: 1.4 },
      { term: '$', change: 0.5, better: 'more', versus: 0 },
    ]);
  });
});
