/**
 * Checking a game's config in the words of the setup rules: how many Heroes each style of
 * play seats, equal teams, and the options each style allows.
 */
import { TOUCH_CONTENT, villainDef } from './content';
import { modeOf } from './modes';
import type { LoneHeroLevel, TouchConfig } from './state';

/**
 * Every style but the Lone Hero seats 2 to 8 Heroes, every Hero in the box: "A Touch of Evil
 * can be played by 1-8 players, either Competitively, Cooperatively or Solo". That 7 or 8
 * "will become cumbersome" in Competitive play is the book's advice, which the setup screen
 * passes on; it refuses nothing.
 */
export const MIN_HEROES = 2;
export const MAX_HEROES = 8;
export const TEAM_SIZES: readonly number[] = [2, 3, 4];
/** A Lone Hero's levels of difficulty, easiest first. */
export const LONE_HERO_LEVELS: readonly LoneHeroLevel[] = [
  'normal',
  'hunter',
  'master-hunter',
  'insanity',
  'apocalypse',
];
/** The config's Villain when it is to be "chosen or random". */
export const RANDOM_VILLAIN = 'random';

function heroRange(config: TouchConfig): [number, number] {
  return modeOf(config) === 'lone-hero' ? [1, 1] : [MIN_HEROES, MAX_HEROES];
}

/** Throws a RangeError in the book's words: the app and the command line show it as the reason a setup is refused. */
export function checkConfig(config: TouchConfig): void {
  const mode = modeOf(config);
  const [min, max] = heroRange(config);
  const n = config.heroes.length;
  if (n < min || n > max)
    throw new RangeError(
      min === max ? `A ${mode} game needs exactly ${min} Hero.` : `A ${mode} game needs ${min} to ${max} Heroes.`,
    );
  const ids = new Set(TOUCH_CONTENT.heroes.map((h) => h.id));
  if (new Set(config.heroes).size !== n) throw new RangeError('Each Hero plays once.');
  for (const id of config.heroes) if (!ids.has(id)) throw new RangeError(`There is no Hero "${id}".`);
  if (config.villain !== RANDOM_VILLAIN) villainDef(config.villain);
  checkPlayers(config);
  if (mode === 'team') {
    const size = config.teamSize ?? 2;
    if (!TEAM_SIZES.includes(size)) throw new RangeError('Teams in the Team Game have two, three or four Heroes each.');
    if (n % size !== 0 || n / size < 2)
      throw new RangeError(
        `${n} Heroes cannot make two or more equal teams of ${size}: "Each team should have an equal number of Heroes".`,
      );
  } else if (config.teamSize !== undefined) throw new RangeError('A team size belongs to the Team Game only.');
  if (config.level !== undefined && mode !== 'lone-hero')
    throw new RangeError('A level of difficulty belongs to the Lone Hero game only.');
  if (config.level !== undefined && !LONE_HERO_LEVELS.includes(config.level))
    throw new RangeError(`A Lone Hero's level is one of ${LONE_HERO_LEVELS.join(', ')}.`);
  if (config.mysteryChart !== undefined && mode !== 'cooperative')
    throw new RangeError(
      'The choice of Mystery Phase Chart belongs to Cooperative play (a Lone Hero gets the Advanced chart from the Master Hunter level).',
    );
  if (config.options?.holdingBack && mode !== 'cooperative')
    throw new RangeError('Holding Back the Darkness is for the Cooperative Game only.');
  if (config.options?.exchange && mode !== 'competitive')
    throw new RangeError(
      'Exchanging Items/Allies is already a rule of Cooperative and Team play; the option is for Competitive play.',
    );
}

/**
 * How many players play the Heroes. "As a Team of Heroes, you must choose how many
 * characters to use": one player plays every Hero of a Cooperative game. In the Team Game,
 * "If the number of players cannot be divided evenly by 2, 3, or 4, the team with fewer
 * players should use an extra Hero between them": one seat plays two Heroes, only when the
 * players cannot make two or more equal teams themselves.
 */
function checkPlayers(config: TouchConfig): void {
  const players = config.players;
  const heroes = config.heroes.length;
  if (players === undefined || players === heroes) return;
  if (!Number.isInteger(players) || players < 1 || players > heroes)
    throw new RangeError(`${heroes} Heroes need 1 to ${heroes} players, not ${players}.`);
  const mode = modeOf(config);
  if (mode === 'cooperative') {
    if (players !== 1)
      throw new RangeError(
        'In Cooperative play each player has their own Hero, or one player plays them all as a Team of Heroes.',
      );
    return;
  }
  if (mode !== 'team') throw new RangeError(`A ${mode} game has one player for each Hero.`);
  if (players !== heroes - 1)
    throw new RangeError('In the Team Game only one extra Hero evens the teams: one player plays two Heroes.');
  if (TEAM_SIZES.some((size) => players % size === 0 && players / size >= 2))
    throw new RangeError(
      `${players} players can be divided evenly into teams; "the team with fewer players should use an extra Hero" only when they cannot.`,
    );
}
