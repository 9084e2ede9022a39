/** The meter panel's words: "57% ±4", the old → new line, the cost rows and the heat of one map. */
import { describe, expect, it } from 'vitest';
import {
  changeText,
  costRows,
  heatOfMap,
  hotSpots,
  survivalText,
} from '../../src/renderer/src/components/evy-editor/meter/meter-format';
import { summarizeMeter } from '../../src/services/meter/report';
import type { MeterRun } from '../../src/shared/meter-types';

const run = (index: number, result: MeterRun['result'], extra: Partial<MeterRun> = {}): MeterRun => ({
  index,
  seed: index,
  result,
  turns: 10,
  hp: result === 'won' ? 4 : 0,
  lostAt: result === 'lost' ? { map: 0, q: 1, r: 2 } : null,
  hpLostBy: {},
  hpLostByRoll: {},
  actions: 30,
  hash: 'h',
  ...extra,
});

describe('meter report and panel words', () => {
  it('states survival with the larger half of its 95% interval, and the change from the last estimate', () => {
    const before = summarizeMeter(
      10,
      [...Array(4)].map((_, i) => run(i, 'won')).concat([...Array(6)].map((_, i) => run(4 + i, 'lost'))),
    );
    const after = summarizeMeter(
      10,
      [...Array(10)].map((_, i) => run(i, i < 7 ? 'won' : 'lost')),
    );
    expect(survivalText(before)).toMatch(/^40% ±\d+$/);
    expect(changeText(before, after)).toMatch(/^40% → 70% ±\d+$/);
    expect(changeText(null, after)).toBeNull();
    expect(survivalText(summarizeMeter(3, []))).toBe('no runs yet');
  });

  it('leaves failed runs out of every figure, averages HP over wins only, and counts losses per hex', () => {
    const report = summarizeMeter(4, [
      run(0, 'won', { hp: 6, turns: 8 }),
      run(1, 'lost', { turns: 12, lostAt: { map: 1, q: -1, r: 3 }, hpLostBy: { slugs: 5, Boss: 2 } }),
      run(2, 'lost', { turns: 10, lostAt: { map: 1, q: -1, r: 3 }, hpLostBy: { slugs: 3 }, hpLostByRoll: { '7': 3 } }),
      run(3, 'failed', { turns: 99, hpLostBy: { slugs: 100 } }),
    ]);
    expect(report.finished).toBe(3);
    expect(report.failed).toBe(1);
    expect(report.averageTurns).toBe(10);
    expect(report.averageHpOfWins).toBe(6);
    expect(report.heat).toEqual({ '1': { '-1,3': 2 } });
    expect(costRows(report.hpLostBy)).toEqual([
      { name: 'slugs', hp: 8 },
      { name: 'Boss', hp: 2 },
    ]);
    expect(heatOfMap(report, 1)).toEqual({ map: 1, counts: { '-1,3': 2 }, max: 2 });
    expect(heatOfMap(report, 0)).toBeNull();
    expect(hotSpots(report)).toEqual([{ map: 1, hex: '-1,3', count: 2 }]);
  });
});
