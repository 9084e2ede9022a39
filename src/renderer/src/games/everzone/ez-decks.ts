/**
 * The deck per seat the setup screen offers for EverZone. The config form cannot
 * build a list of deck choices from the schema (a deck is an id string or a whole
 * deck), so the table's folder supplies this picker. The rules check the result.
 */
import { EVERZONE_CONTENT } from '../../../../games/everzone/content';
import { SEATS } from '../../../../games/everzone/state';
import type { DeckDef, EverzoneConfig, Format } from '../../../../games/everzone/types';

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

/**
 * The setup screen's config with one deck per seat of its format: the same object
 * when it already has them, else a copy with `decks` resized. The setup screen
 * calls it before asking for the seats (the rules refuse a list of the wrong length).
 */
export function fitDecksToFormat(
  config: Record<string, unknown>,
  builtIn: readonly DeckDef[] = EVERZONE_CONTENT.decks,
): Record<string, unknown> {
  const format = config.format as Format;
  const count = SEATS[format];
  const decks = Array.isArray(config.decks) ? (config.decks as EverzoneConfig['decks']) : [];
  if (count === undefined) return config;
  const raceOf = (d: EverzoneConfig['decks'][number]) =>
    typeof d === 'string' ? builtIn.find((b) => b.id === d)?.race : d.race;
  // "In a 3-player game, each player should play a single different race": keep the first
  // deck of each race and let the others be chosen again.
  const kept =
    format === '1v1v1'
      ? decks.slice(0, count).filter((d, i, all) => all.findIndex((x) => raceOf(x) === raceOf(d)) === i)
      : decks;
  if (kept.length === decks.length && decks.length === count) return config;
  return { ...config, decks: resizeDecks(kept, count, builtIn) };
}
