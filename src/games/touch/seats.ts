/**
 * Heroes and the players (seats) who play them. Usually one Hero a seat; but "As a Team of
 * Heroes, you must choose how many characters to use" (Solo play: one seat plays every
 * Hero), and in the Team Game "the team with fewer players should use an extra Hero
 * between them" (one seat plays two). The config's `players` says how many seats there are;
 * the Heroes are dealt to them in order, the last seat playing the Heroes left over.
 */
import { modeOf } from './modes';
import { heroAt, type TouchConfig, type TouchState } from './state';

export function playerCount(config: TouchConfig): number {
  return config.players ?? config.heroes.length;
}

/** The seat that plays the Hero at this index: its own, or the last seat for the Heroes left over. */
export function seatOfHero(config: TouchConfig, hero: number): number {
  return Math.min(hero, playerCount(config) - 1);
}

/** The Heroes each seat plays, by seat. */
export function heroesBySeat(config: TouchConfig): number[][] {
  const out: number[][] = Array.from({ length: playerCount(config) }, () => []);
  config.heroes.forEach((_, hero) => out[seatOfHero(config, hero)]!.push(hero));
  return out;
}

/**
 * Solo play as a Team of Heroes: "You as a Player have a single hand of Event cards that
 * may be played on any of your Heroes. When one of your Heroes draws an Event, simply add
 * it to your collective hand of cards." (Cooperative play with one seat.)
 */
export function soloTeam(config: TouchConfig): boolean {
  return modeOf(config) === 'cooperative' && playerCount(config) === 1;
}

/** The Hero whose `events` hold the hand this Hero plays from: the seat's first Hero in a Team of Heroes. */
export function handHolder(state: TouchState, hero: number): number {
  return soloTeam(state.config) ? 0 : hero;
}

/** The Event cards a Hero may play: its own hand, or its seat's collective hand. */
export function handOf(state: TouchState, hero: number): number[] {
  return heroAt(state, handHolder(state, hero)).events;
}
