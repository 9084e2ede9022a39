/**
 * What happened to a player of The Evil Queen while they waited, from two of their views: cards the
 * other side played that named them (a steal, a look at their hand), Demons drawn and whom they
 * defeated, their hand growing or shrinking.
 */
import { linesSince, othersLines, RECAP_LOG_LINES, type RecapItem, type Seat } from '../../engine';
import type { QueenView } from './types';

export function queenRecap(before: QueenView, after: QueenView, seat: Seat): RecapItem[] {
  const others = othersLines(linesSince(before, after), seat);
  if (others.length === 0) return [];
  const me = after.seats.find((s) => s.seat === seat);
  const items: RecapItem[] = [];
  for (const line of others) {
    const place = `seat:${line.seat}`;
    if (me && line.text.includes(me.name)) items.push({ text: line.text, place, tone: 'bad' });
    else if (line.text.includes('Demon')) items.push({ text: line.text, place, tone: 'neutral' });
  }
  for (const s of after.seats) {
    const was = before.seats.find((b) => b.seat === s.seat);
    if (was?.alive && !s.alive)
      items.push({
        text: `${s.name} was defeated.`,
        place: `seat:${s.seat}`,
        tone: s.seat === seat ? 'bad' : 'neutral',
      });
  }
  const was = before.seats.find((s) => s.seat === seat);
  if (me && was && me.handCount < was.handCount)
    items.push({
      text: `Your hand went from ${was.handCount} to ${me.handCount} cards.`,
      place: `seat:${seat}`,
      tone: 'bad',
    });
  return items.slice(-RECAP_LOG_LINES);
}
