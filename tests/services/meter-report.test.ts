/**
 * The meter's report from its runs (failed runs left out, HP averaged over wins, losses counted per hex),
 * and the ledger that puts each HP Evy lost on its attacker and roll.
 */
import { describe, expect, it } from 'vitest';
import type { EvyView } from '../../src/games/evy/types';
import { DamageLedger, OTHER_CAUSE } from '../../src/services/games/evy/meter/play';
import { summarizeMeter } from '../../src/services/games/evy/meter/report';
import type { MeterRun } from '../../src/shared/games/evy/meter-types';

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

describe('DamageLedger', () => {
  const view = (over: Partial<EvyView>): EvyView =>
    ({
      hp: 8,
      turn: 3,
      adventure: { monsterName: 'gravel grubs' },
      monsters: [
        { id: 1, q: 0, r: 0, map: 0, ghost: false },
        { id: 2, q: 1, r: 0, map: 0, ghost: false, boss: true, name: 'The Big One', health: 4 },
      ],
      lastMonsterPhase: [{ type: 'roll', dice: [3, 4], actions: 7 }],
      ...over,
    }) as EvyView;

  it('puts each HP lost on the attack that landed (a boss by name) and on the roll of its phase', () => {
    const ledger = new DamageLedger();
    const rolled = view({});
    const grubHit = view({
      hp: 7,
      lastMonsterPhase: [...rolled.lastMonsterPhase, { type: 'attack', monster: 1, prevented: false }],
    });
    ledger.note(rolled, grubHit);
    const bossHit = view({
      hp: 5,
      lastMonsterPhase: [
        ...grubHit.lastMonsterPhase,
        { type: 'attack', monster: 1, prevented: true },
        { type: 'attack', monster: 2, prevented: false },
      ],
    });
    ledger.note(grubHit, bossHit);
    // A heal is no loss; a loss with no attack is 'other', with no roll.
    ledger.note(bossHit, view({ hp: 9, lastMonsterPhase: bossHit.lastMonsterPhase }));
    ledger.note(
      view({ hp: 9, lastMonsterPhase: bossHit.lastMonsterPhase }),
      view({ hp: 8, lastMonsterPhase: bossHit.lastMonsterPhase }),
    );
    expect(ledger.byAttacker).toEqual({ 'gravel grubs': 1, 'The Big One': 2, [OTHER_CAUSE]: 1 });
    expect(ledger.byRoll).toEqual({ '7': 3 });
  });

  it('reads a new phase whole when the turn changed, even with the same roll as the last one', () => {
    const ledger = new DamageLedger();
    const before = view({
      lastMonsterPhase: [
        { type: 'roll', dice: [1, 1], actions: 2 },
        { type: 'move', monster: 1, from: { q: 0, r: 0 }, to: { q: 1, r: 0 }, map: 0 },
      ],
    });
    const after = view({
      hp: 7,
      turn: 4,
      lastMonsterPhase: [
        { type: 'roll', dice: [1, 1], actions: 2 },
        { type: 'attack', monster: 1, prevented: false },
      ],
    });
    ledger.note(before, after);
    expect(ledger.byAttacker).toEqual({ 'gravel grubs': 1 });
    expect(ledger.byRoll).toEqual({ '2': 1 });
  });
});
