/**
 * The deck per seat the setup screen offers for EverZone. The config form cannot
 * build a list of deck choices from the schema (a deck is an id string or a whole
 * deck), so the table's folder supplies this picker. The rules check the result.
 */
import type { DeckDef, EverzoneConfig } from '../../../../games/everzone/types';

/**
 * `decks` resized to `count` seats: choices already made stay; a new seat gets the
 * first built-in deck of a race no other seat plays (so a 1v1v1 default is valid),
 * else the first deck not yet taken, else the first deck.
 */
export function resizeDecks(
  decks: readonly EverzoneConfig['decks'][number][],
  count: number,
  builtIn: readonly DeckDef[],
): EverzoneConfig['decks'] {
  const next = decks.slice(0, count);
  const raceOf = (d: EverzoneConfig['decks'][number]) =>
    typeof d === 'string' ? builtIn.find((b) => b.id === d)?.race : d.race;
  while (next.length < count) {
    const races = new Set(next.map(raceOf));
    const ids = new Set(next.map((d) => (typeof d === 'string' ? d : d.id)));
    const pick = builtIn.find((b) => !races.has(b.race)) ?? builtIn.find((b) => !ids.has(b.id)) ?? builtIn[0];
    if (!pick) break;
    next.push(pick.id);
  }
  return next;
}

export function sameDecks(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((d, i) => JSON.stringify(d) === JSON.stringify(b[i]));
}
