/**
 * Evy's options name a built-in adventure from a fixed list (the setup screen's
 * select): an unknown id is refused with the list of ids it could be.
 */
import { describe, expect, it } from 'vitest';
import { evy } from '../../src/games/evy';
import { RequestChecker } from '../../src/services/request-check';

describe('Evy game options', () => {
  const checker = new RequestChecker();

  it('accepts every built-in adventure and refuses an unknown one', () => {
    expect(checker.configProblems(evy, { adventure: 'tower' })).toEqual([]);
    const problems = checker.configProblems(evy, { adventure: 'no-such-place' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^config\/adventure: must be one of "evys-room", "upstairs-hall", .*"tower"$/);
  });

  it('a designer’s adventure needs no built-in id', () => {
    expect(checker.configProblems(evy, { custom: {}, ties: 'auto' })).toEqual([]);
  });
});
