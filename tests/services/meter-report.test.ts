/** The meter's report from its runs: failed runs left out, HP averaged over wins, losses counted per hex. */
import { describe, expect, it } from 'vitest';
import { summarizeMeter } from '../../src/services/meter/report';
import type { MeterRun } from '../../src/shared/meter-types';

const meterRun = (index: number, result: MeterRun['result'], extra: Partial<MeterRun> = {}): MeterRun => ({
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

describe('summarizeMeter', () => {
  it('leaves failed runs out of every figure, averages HP over wins only, and counts losses per hex', () => {
    const report = summarizeMeter(4, [
      meterRun(0, 'won', { hp: 6, turns: 8 }),
      meterRun(1, 'lost', { turns: 12, lostAt: { map: 1, q: -1, r: 3 }, hpLostBy: { slugs: 5, Boss: 2 } }),
      meterRun(2, 'lost', {
        turns: 10,
        lostAt: { map: 1, q: -1, r: 3 },
        hpLostBy: { slugs: 3 },
        hpLostByRoll: { '7': 3 },
      }),
      meterRun(3, 'failed', { turns: 99, hpLostBy: { slugs: 100 } }),
    ]);
    expect(report.finished).toBe(3);
    expect(report.failed).toBe(1);
    expect(report.wins).toBe(1);
    expect(report.survival.rate).toBeCloseTo(1 / 3);
    expect(report.survival.low).toBeLessThan(1 / 3);
    expect(report.survival.high).toBeGreaterThan(1 / 3);
    expect(report.averageTurns).toBe(10);
    expect(report.averageTurnsOfWins).toBe(8);
    expect(report.averageHpOfWins).toBe(6);
    expect(report.heat).toEqual({ '1': { '-1,3': 2 } });
    expect(report.hpLostBy).toEqual({ slugs: 8, Boss: 2 });
    expect(report.hpLostByRoll).toEqual({ '7': 3 });
  });

  it('has no averages and the whole interval before any run ends', () => {
    const report = summarizeMeter(5, []);
    expect(report.survival).toEqual({ rate: 0, low: 0, high: 1 });
    expect(report.averageTurns).toBeNull();
    expect(report.averageHpOfWins).toBeNull();
  });
});
