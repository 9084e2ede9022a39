/**
 * The meter's result from its runs so far: survival rate with its 95% Wilson
 * interval, average turns (all finished runs, and wins) and HP left (wins),
 * where Evy lost per map, and the HP lost by attacker and by roll total. Runs
 * that failed (an engine or worker error) count in nothing but `failed`.
 */
import type { MeterReport, MeterRun } from '../../../../shared/games/evy/meter-types';
import { winRate } from '../../../sim/stats';

export function summarizeMeter(total: number, runs: readonly MeterRun[]): MeterReport {
  const finished = runs.filter((r) => r.result !== 'failed');
  const wins = finished.filter((r) => r.result === 'won');
  const { rate, low, high } = winRate(wins.length, finished.length);
  const heat: MeterReport['heat'] = {};
  const hpLostBy: Record<string, number> = {};
  const hpLostByRoll: Record<string, number> = {};
  for (const run of finished) {
    if (run.lostAt) {
      const map = (heat[String(run.lostAt.map)] ??= {});
      const hex = `${run.lostAt.q},${run.lostAt.r}`;
      map[hex] = (map[hex] ?? 0) + 1;
    }
    addAll(hpLostBy, run.hpLostBy);
    addAll(hpLostByRoll, run.hpLostByRoll);
  }
  return {
    total,
    finished: finished.length,
    failed: runs.length - finished.length,
    wins: wins.length,
    survival: { rate, low, high },
    averageTurns: average(finished.map((r) => r.turns)),
    averageTurnsOfWins: average(wins.map((r) => r.turns)),
    averageHpOfWins: average(wins.map((r) => r.hp)),
    heat,
    hpLostBy,
    hpLostByRoll,
  };
}

function average(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

function addAll(into: Record<string, number>, from: Record<string, number>): void {
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
}
