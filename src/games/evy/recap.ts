/**
 * What happened to Evy while her player waited: the monsters' turn (their moves and attacks, from
 * the log) and her HP, from two views. Nothing unless the monsters acted since.
 */
import { linesSince, RECAP_LOG_LINES, type RecapItem, type Seat } from '../../engine';
import type { EvyView } from './types';

/** Monster lines worth telling: what a monster did, not the count of actions. */
const MONSTER_DEED = /^Monster \d+ /;

export function evyRecap(before: EvyView, after: EvyView, _seat: Seat): RecapItem[] {
  const lines = linesSince(before, after);
  if (!lines.some((l) => l.text.startsWith('The monsters get'))) return [];
  const items: RecapItem[] = lines
    .filter((l) => MONSTER_DEED.test(l.text))
    .map((l) => ({ text: l.text, tone: l.text.includes('attacks Evy') ? 'bad' : 'neutral' }) satisfies RecapItem)
    .slice(-RECAP_LOG_LINES);
  if (after.hp !== before.hp)
    items.push({
      text: `Evy’s HP went from ${before.hp} to ${after.hp}.`,
      place: 'evy:hp',
      tone: after.hp < before.hp ? 'bad' : 'good',
    });
  return items;
}
