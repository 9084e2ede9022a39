/**
 * `simulate touch` options: each sets one part of the config (over a `--config` file's
 * or the default's), in any order; whether the parts make a game together (a Lone Hero
 * with one Hero, equal teams) is the game's own check, in its own words.
 */
import { TOUCH_CONTENT } from '../../../games/touch/content';
import { LONE_HERO_LEVELS, RANDOM_VILLAIN } from '../../../games/touch/config-check';
import { MODES } from '../../../games/touch/modes';
import { UsageError } from '../../errors';

type Config = Record<string, unknown>;

const HEROES = TOUCH_CONTENT.heroes.map((h) => h.id);
const VILLAINS = [...TOUCH_CONTENT.villains.map((v) => v.id), RANDOM_VILLAIN];
const LEVELS: readonly string[] = LONE_HERO_LEVELS;
const OPTIONAL_RULES: Record<string, string> = {
  exchange: 'exchange',
  'growing-darkness': 'growingDarkness',
  'holding-back-the-darkness': 'holdingBack',
  'endurance-of-evil': 'enduranceOfEvil',
  'hunting-for-clues': 'huntingForClues',
  'advanced-showdown-chart': 'showdownChart',
};

const current = (config: unknown): Config => (config ?? {}) as Config;

/** `--heroes N` (the box's first N Heroes) or `--heroes karl,thomas` (these, in seat order). */
export function withHeroes(config: unknown, text: string): Config {
  const count = Number(text);
  if (/^\d+$/.test(text.trim())) {
    if (count < 1 || count > HEROES.length)
      throw new UsageError(`--heroes must be a number from 1 to ${HEROES.length} or a list of Heroes, not "${text}".`);
    return { ...current(config), heroes: HEROES.slice(0, count) };
  }
  const heroes = text.split(',').map((h) => h.trim());
  const unknown = heroes.filter((h) => !HEROES.includes(h));
  if (unknown.length)
    throw new UsageError(
      `Unknown Hero ${unknown.map((h) => `"${h}"`).join(', ')} in --heroes; Heroes: ${HEROES.join(', ')}.`,
    );
  return { ...current(config), heroes };
}

export function withMode(config: unknown, text: string): Config {
  const mode = text.trim();
  if (!MODES.includes(mode as (typeof MODES)[number]))
    throw new UsageError(`--mode is one of ${MODES.join(', ')}, not "${text}".`);
  return { ...current(config), mode };
}

/** `--villain random`: "The villain chosen or random", drawn from each game's seed. */
export function withVillain(config: unknown, text: string): Config {
  const villain = text.trim();
  if (!VILLAINS.includes(villain)) throw new UsageError(`--villain is one of ${VILLAINS.join(', ')}, not "${text}".`);
  return { ...current(config), villain };
}

/** `--mystery-chart advanced`: the Cooperative Mystery Phase Chart the players choose. */
export function withMysteryChart(config: unknown, text: string): Config {
  const chart = text.trim();
  if (chart !== 'basic' && chart !== 'advanced')
    throw new UsageError(`--mystery-chart is basic or advanced, not "${text}".`);
  return { ...current(config), mysteryChart: chart };
}

/** `--chart basic` is the Basic Game option (the Basic Minion Chart side and the rest); `advanced` is the full game. */
export function withChart(config: unknown, text: string): Config {
  const chart = text.trim();
  if (chart !== 'basic' && chart !== 'advanced') throw new UsageError(`--chart is basic or advanced, not "${text}".`);
  return { ...current(config), basic: chart === 'basic' };
}

export function withTeamSize(config: unknown, text: string): Config {
  if (!['2', '3', '4'].includes(text.trim())) throw new UsageError(`--team-size is 2, 3 or 4, not "${text}".`);
  return { ...current(config), teamSize: Number(text) };
}

/** `--players P`: fewer players than Heroes (1 for Solo as a Team of Heroes; the Team Game's uneven table). */
export function withPlayers(config: unknown, text: string): Config {
  if (!/^[1-8]$/.test(text.trim())) throw new UsageError(`--players must be a number from 1 to 8, not "${text}".`);
  return { ...current(config), players: Number(text) };
}

export function withLevel(config: unknown, text: string): Config {
  const level = text.trim();
  if (!LEVELS.includes(level)) throw new UsageError(`--solo-level is one of ${LEVELS.join(', ')}, not "${text}".`);
  return { ...current(config), level };
}

/** `--rules growing-darkness,endurance-of-evil`: the optional rules agreed before the game (names as the book's, in lower case). */
export function withRules(config: unknown, text: string): Config {
  const names = text
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = names.filter((r) => !(r in OPTIONAL_RULES));
  if (unknown.length)
    throw new UsageError(
      `Unknown optional rule ${unknown.map((r) => `"${r}"`).join(', ')} in --rules; rules: ${Object.keys(OPTIONAL_RULES).join(', ')}.`,
    );
  return { ...current(config), options: Object.fromEntries(names.map((r) => [OPTIONAL_RULES[r], true])) };
}
