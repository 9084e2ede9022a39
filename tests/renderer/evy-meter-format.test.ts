/** The meter panel's words: "57% ±4", the old → new line, the cost rows and the heat of one map. */
import { describe, expect, it } from 'vitest';
import {
  changeText,
  costRows,
  heatOfMap,
  hotSpots,
  rollText,
  survivalText,
} from '../../src/renderer/src/games/evy/meter/meter-format';
import type { MeterReport } from '../../src/shared/games/evy/meter-types';
import { meterReport } from './evy-meter-fixture';

const report = (wins: number, finished: number, low: number, high: number, extra: Partial<MeterReport> = {}) =>
  meterReport(wins, finished, finished, {
    survival: { rate: finished === 0 ? 0 : wins / finished, low, high },
    ...extra,
  });

describe('meter panel words', () => {
  it('states survival with the larger half of its 95% interval, and the change from the last estimate', () => {
    const before = report(41, 100, 0.315, 0.51);
    const after = report(57, 100, 0.53, 0.61);
    expect(survivalText(after)).toBe('57% ±4');
    expect(changeText(before, after)).toBe('41% → 57% ±4');
    expect(changeText(null, after)).toBeNull();
    expect(survivalText(report(0, 0, 0, 1))).toBe('no runs yet');
  });

  it('lists costs most HP first, the heat of the map shown, and the hot spots over all maps', () => {
    const r = report(1, 3, 0.1, 0.8, {
      heat: { '0': { '2,2': 1 }, '1': { '-1,3': 2 } },
      hpLostBy: { slugs: 8, Boss: 2, other: 2 },
    });
    expect(costRows(r.hpLostBy)).toEqual([
      { name: 'slugs', hp: 8 },
      { name: 'Boss', hp: 2 },
      { name: 'other', hp: 2 },
    ]);
    expect(heatOfMap(r, 1)).toEqual({ map: 1, counts: { '-1,3': 2 }, max: 2 });
    expect(heatOfMap(r, 2)).toBeNull();
    expect(rollText({ '9': 6, '4': 3, '12': 1 })).toBe('roll 4: 3 HP · roll 9: 6 HP · roll 12: 1 HP');
    expect(rollText({})).toBe('');
    expect(hotSpots(r)).toEqual([
      { map: 1, hex: '-1,3', count: 2 },
      { map: 0, hex: '2,2', count: 1 },
    ]);
  });
});
