/**
 * The deck per seat the setup screen offers for EverZone. The config form cannot
 * build a list of deck choices from the schema (a deck is an id string or a whole
 * deck), so the table's folder supplies this picker. The rules check the result.
 */
import { EVERZONE_CONTENT } from '../../../../games/everzone/content';
import { SEATS } from '../../../../games/everzone/state';
import type { DeckDef, EverzoneConfig, Format, Race } from '../../../../games/everzone/types';
import { RACE_NAMES } from './ez-cards';

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
 * when it already has them, else a copy with `decks` resized (the seats kept keep
 * their decks; new seats get one). The setup screen calls it before asking for the
 * seats (the rules refuse a list of the wrong length). A choice the format does not
 * allow is never changed here: `deckProblem` says why, and the rules refuse it.
 */
export function fitDecksToFormat(
  config: Record<string, unknown>,
  builtIn: readonly DeckDef[] = EVERZONE_CONTENT.decks,
): Record<string, unknown> {
  const count = SEATS[config.format as Format];
  const decks = Array.isArray(config.decks) ? (config.decks as EverzoneConfig['decks']) : [];
  if (count === undefined || decks.length === count) return config;
  return { ...config, decks: resizeDecks(decks, count, builtIn) };
}

/**
 * Why the decks chosen do not fit the format, in the setup screen's words, or null.
 * "In a 3-player game, each player should play a single different race than the others."
 */
export function deckProblem(
  config: Record<string, unknown>,
  seatLabels: readonly string[],
  builtIn: readonly DeckDef[] = EVERZONE_CONTENT.decks,
): string | null {
  if (config.format !== '1v1v1' || !Array.isArray(config.decks)) return null;
  const decks = config.decks as EverzoneConfig['decks'];
  const raceOf = (d: EverzoneConfig['decks'][number]) =>
    typeof d === 'string' ? builtIn.find((b) => b.id === d)?.race : d.race;
  const seatsByRace = new Map<string, string[]>();
  decks.forEach((d, seat) => {
    const race = raceOf(d);
    if (race) seatsByRace.set(race, [...(seatsByRace.get(race) ?? []), seatLabels[seat] ?? `Seat ${seat + 1}`]);
  });
  const twice = [...seatsByRace].find(([, seats]) => seats.length > 1);
  if (!twice) return null;
  const [race, seats] = twice;
  return `In 1v1v1 each player plays a different race, but ${seats.join(' and ')} both have a ${RACE_NAMES[race as Race]} deck: choose one Numan, one Slurr and one Uthron deck.`;
}
