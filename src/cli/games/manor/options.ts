/**
 * `simulate manor --players <1-6>` and `--solo-level <level>`: the player count and
 * the solo level of a batch, put into the game's config (over a `--config` file's).
 * Options apply in the order they are typed, so the level, which only the solo game
 * has, needs the solo game first: `--players 1 --solo-level heroic`.
 */
import { MAX_SOLO_LEVEL, SOLO_LEVEL_NAMES } from '../../../games/manor/config-schema';
import { UsageError } from '../../errors';

type Config = Record<string, unknown>;

export function withPlayers(config: unknown, text: string): Config {
  const players = Number(text);
  if (!/^\d+$/.test(text.trim()) || players < 1 || players > 6) {
    throw new UsageError(`--players must be a whole number from 1 to 6 (1 is the solo game), not "${text}".`);
  }
  const { level, ...rest } = (config ?? {}) as Config;
  // Only the solo game has a level: another count drops one a config file gave.
  return players === 1 && level !== undefined ? { ...rest, players, level } : { ...rest, players };
}

/** A level by number (1 to MAX_SOLO_LEVEL) or by the book's name ("heroic"). */
export function soloLevel(text: string): number {
  const named = SOLO_LEVEL_NAMES.findIndex((name) => name.toLowerCase() === text.trim().toLowerCase());
  if (named >= 0) return named + 1;
  const level = Number(text);
  if (/^\d+$/.test(text.trim()) && level >= 1 && level <= MAX_SOLO_LEVEL) return level;
  throw new UsageError(
    `--solo-level is a number from 1 to ${MAX_SOLO_LEVEL} or one of ${SOLO_LEVEL_NAMES.map((n) => n.toLowerCase()).join(', ')}, not "${text}".`,
  );
}

export function withSoloLevel(config: unknown, text: string): Config {
  const level = soloLevel(text);
  const current = (config ?? {}) as Config;
  if (current.players !== 1) {
    throw new UsageError('--solo-level is for the solo game: give --players 1 before it.');
  }
  return { ...current, level };
}
