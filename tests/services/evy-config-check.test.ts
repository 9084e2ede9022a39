/**
 * Evy's options: a built-in adventure by id from a fixed list, or a designer's
 * adventure (`custom`) checked against the whole adventure schema — bounds on
 * coordinates, tiles and maps included — and then the adventure checks, so an
 * adventure that cannot be played never reaches `setup`.
 */
import { describe, expect, it } from 'vitest';
import { evy } from '../../src/games/evy';
import { COORD_LIMIT } from '../../src/games/evy/schema';
import { RequestChecker } from '../../src/services/request-check';
import { customConfig, farAdventure, STREET } from './hostile-evy';

describe('Evy game options', () => {
  const checker = new RequestChecker();

  it('accepts every built-in adventure and refuses an unknown one', () => {
    expect(checker.configProblems(evy, { adventure: 'tower' })).toEqual([]);
    const problems = checker.configProblems(evy, { adventure: 'no-such-place' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^config\/adventure: must be one of "evys-room", "upstairs-hall", .*"tower"$/);
  });

  it('a designer’s adventure needs no built-in id', () => {
    expect(checker.configProblems(evy, customConfig(STREET))).toEqual([]);
  });

  it('refuses a custom adventure that is not an adventure at all', () => {
    const problems = checker.configProblems(evy, { custom: {}, ties: 'auto' });
    expect(problems.some((p) => p.startsWith('config/custom'))).toBe(true);
  });

  it('refuses hexes beyond the coordinate limit by the schema, before any map is built', () => {
    expect(checker.configProblems(evy, customConfig(farAdventure(COORD_LIMIT)))).toEqual([]);
    const started = performance.now();
    const problems = checker.configProblems(evy, customConfig(farAdventure(2000)));
    console.log(`an adventure at ±2000 refused in ${(performance.now() - started).toFixed(1)} ms`);
    expect(problems).toContain(`config/custom/maps/0/tiles/${STREET.maps[0]!.tiles.length}/q: must be at most 64`);
  });

  it('refuses what only the adventure checks can see: a start on a pit', () => {
    const adventure = structuredClone(STREET);
    const map = adventure.maps[0]!;
    const tile = map.tiles.find((t) => t.q === map.start!.q && t.r === map.start!.r)!;
    tile.kind = 'pit';
    const problems = checker.configProblems(evy, customConfig(adventure));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('config/custom/'))).toBe(true);
  });
});
