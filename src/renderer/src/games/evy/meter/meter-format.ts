/**
 * Words and numbers of the meter panel: a survival estimate as "57% ±4", the
 * "41% → 57% ±4" line after an edit, and the heat of one map for the canvas.
 * Pure, so the wording is tested without a browser.
 */
import type { MeterReport } from '../../../../../shared/games/evy/meter-types';

/** A survival estimate: the rate in whole percent and the interval's larger half-width. */
export function survivalText(report: MeterReport): string {
  if (report.finished === 0) return 'no runs yet';
  const { rate, low, high } = report.survival;
  const pct = Math.round(rate * 100);
  const plusMinus = Math.round(Math.max(rate - low, high - rate) * 100);
  return `${pct}% ±${plusMinus}`;
}

/** "41% → 57% ±4": the previous estimate's rate, then the new one with its margin. */
export function changeText(previous: MeterReport | null, current: MeterReport): string | null {
  if (!previous || previous.finished === 0 || current.finished === 0) return null;
  return `${Math.round(previous.survival.rate * 100)}% → ${survivalText(current)}`;
}

export function averageText(value: number | null, digits = 1): string {
  return value === null ? '—' : value.toFixed(digits);
}

/** The rows of a "what cost her" table, most HP first (ties by name, so the order is stable). */
export function costRows(costs: Record<string, number>): { name: string; hp: number }[] {
  return Object.entries(costs)
    .map(([name, hp]) => ({ name, hp }))
    .sort((a, b) => b.hp - a.hp || a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/** HP lost per monster-roll total, lowest total first: "roll 4: 3 HP · roll 9: 6 HP" ('' when none). */
export function rollText(byRoll: Record<string, number>): string {
  return Object.entries(byRoll)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([total, hp]) => `roll ${total}: ${hp} HP`)
    .join(' · ');
}

/** What the canvas draws over one map: hex "q,r" → runs lost there, with the largest count for scaling. */
export interface MeterHeat {
  map: number;
  counts: Record<string, number>;
  max: number;
}

export function heatOfMap(report: MeterReport, map: number): MeterHeat | null {
  const counts = report.heat[String(map)];
  if (!counts || Object.keys(counts).length === 0) return null;
  return { map, counts: { ...counts }, max: Math.max(...Object.values(counts)) };
}

/** The hexes where Evy lost most often over all maps, for the panel's list. */
export function hotSpots(report: MeterReport, limit = 5): { map: number; hex: string; count: number }[] {
  return Object.entries(report.heat)
    .flatMap(([map, counts]) => Object.entries(counts).map(([hex, count]) => ({ map: Number(map), hex, count })))
    .sort((a, b) => b.count - a.count || a.map - b.map || a.hex.localeCompare(b.hex))
    .slice(0, limit);
}
