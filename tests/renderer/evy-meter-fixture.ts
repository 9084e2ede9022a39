/** Meter reports and statuses for the renderer tests. */
import type { MeterReport, MeterSpec, MeterStatus } from '../../src/shared/games/evy/meter-types';

export function meterReport(
  wins: number,
  finished: number,
  total: number,
  extra: Partial<MeterReport> = {},
): MeterReport {
  return {
    total,
    finished,
    failed: 0,
    wins,
    survival: { rate: finished === 0 ? 0 : wins / finished, low: 0.2, high: 0.7 },
    averageTurns: finished ? 9 : null,
    averageTurnsOfWins: null,
    averageHpOfWins: null,
    heat: {},
    hpLostBy: {},
    hpLostByRoll: {},
    ...extra,
  };
}

/** A meter that has just started. */
export function runningMeter(meterId: string, spec: MeterSpec): MeterStatus {
  return {
    meterId,
    spec,
    title: 'Draft',
    state: 'running',
    done: 0,
    report: meterReport(0, 0, spec.games),
    previous: null,
  };
}
