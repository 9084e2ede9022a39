/**
 * The monsters' cached distance fields (`monster-field.ts`) against a field computed
 * afresh by the reference, for every target cell and every set of closed doors and
 * items of a map: more fields than the cache keeps, so it also starts again on the way.
 */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import { GAP, isPit } from '../../../src/games/evy/geometry';
import { monsterField } from '../../../src/games/evy/monster-field';
import { evyMap, type EvyState } from '../../../src/games/evy/state';
import { adventureOf, configOf, drawMap } from './helpers';
import { distanceToEvy, monsterDistance } from './reference-spawn';

const ROWS = [
  '@  .  .  D  .  .  #  .  .  .  .  .',
  ' .  #  .  .  .  .  #  .  P  .  .  .',
  '.  #  D  .  #  .  .  .  .  D  .  .',
  ' .  #  .  .  #  .  .  #  #  .  .  .',
  '.  .  .  P  #  .  D  .  .  .  #  .',
  ' .  .  .  .  .  .  #  .  .  .  #  .',
  '.  #  #  .  .  .  #  .  D  .  .  .',
  ' .  .  .  .  #  .  .  .  .  .  .  E',
  '.  .  i:key  .  #  .  .  .  .  .  .  .',
  ' .  .  .  .  .  .  .  #  .  .  .  .',
  '.  #  .  .  .  .  .  .  .  .  #  .',
  ' .  .  .  .  .  .  .  .  .  .  .  .',
];

describe('monster fields', () => {
  it('equal a fresh field for every target and every set of closed doors and items, and are kept', () => {
    const adventure = adventureOf([drawMap('doors', ROWS)], [{ type: 'reach', tile: 'exit' }]);
    const base = evy.setup(configOf(adventure), 1);
    const geo = evyMap(base);
    const doors = base.doors.slice();
    expect(doors).toHaveLength(5);
    let fields = 0;
    const wrong: string[] = [];
    for (let subset = 0; subset < 1 << (doors.length + 1); subset++) {
      const state: EvyState = {
        ...base,
        doors: doors.filter((_, i) => subset & (1 << i)),
        items: subset & (1 << doors.length) ? base.items : [],
      };
      for (let target = 0; target < geo.cells; target++) {
        if (geo.kind[target] === GAP || isPit(geo, target)) continue;
        state.evy = target;
        const field = monsterField(state, 0, target);
        fields++;
        const dist = distanceToEvy(state);
        for (let c = 0; c < geo.cells; c++) {
          if (field.dist[c] !== dist[c] || field.reach[c] !== monsterDistance(geo, dist, c)) {
            wrong.push(`doors ${subset}, target ${target}, cell ${c}`);
          }
        }
        // Asked again for the same board, the same field comes back without being made again.
        if (monsterField(state, 0, target) !== field) wrong.push(`doors ${subset}, target ${target}: made again`);
      }
    }
    expect(wrong).toEqual([]);
    // More than the cache keeps for one map (4,096): it started again at least once.
    expect(fields).toBeGreaterThan(4096);
  });
});
