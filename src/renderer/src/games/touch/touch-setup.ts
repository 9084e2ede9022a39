/**
 * A Touch of Evil's setup choices, as the setup screen offers them: the style of play, how
 * many Heroes it seats, the team size, the Lone Hero's level, the Cooperative chart and who
 * plays the Heroes. `fitTouchConfig` keeps a config the engine accepts whatever is changed,
 * so Start is never offered on a table `checkConfig` refuses.
 */
import {
  checkConfig,
  LONE_HERO_LEVELS,
  MAX_HEROES,
  MIN_HEROES,
  TEAM_SIZES,
} from '../../../../games/touch/config-check';
import { TOUCH_CONTENT } from '../../../../games/touch/content';
import { MODES, type TouchMode } from '../../../../games/touch/modes';
import type { LoneHeroLevel, TouchConfig } from '../../../../games/touch/state';
import { ruleAllowed } from './touch-options';

export interface Choice<T> {
  value: T;
  name: string;
  /** What it means, in words. */
  text: string;
}

const STYLE_WORDS: Record<TouchMode, [string, string]> = {
  competitive: [
    'Competitive',
    'The Heroes race one another: the first to defeat the Villain wins. 2 to 8 Heroes (the book finds 7 or 8 cumbersome in a race, and suggests Cooperative play or the Team Game for them).',
  ],
  cooperative: [
    'Cooperative',
    'All the Heroes work together against a stronger Villain and win or lose together. 2 to 8 Heroes; one player may play them all (Solo as a Team of Heroes).',
  ],
  team: [
    'Team',
    'Teams of two, three or four Heroes race one another to defeat the Villain; teammates work together. 4, 6 or 8 Heroes.',
  ],
  'lone-hero': ['Lone Hero', 'Solo: one Hero hunts the Villain alone, at a level of difficulty you choose.'],
};

export const STYLES: readonly Choice<TouchMode>[] = MODES.map((mode) => ({
  value: mode,
  name: STYLE_WORDS[mode][0],
  text: STYLE_WORDS[mode][1],
}));

const LEVEL_WORDS: Record<LoneHeroLevel, [string, string]> = {
  normal: ['Normal', 'No additional difficulty.'],
  hunter: ['Hunter', 'The Cooperative Shadow Track.'],
  'master-hunter': ['Master Hunter', 'The Cooperative Shadow Track and the Advanced Cooperative Mystery Phase Chart.'],
  insanity: [
    'Insanity',
    'The Cooperative Shadow Track, the Advanced Cooperative Mystery Phase Chart and the Advanced Showdown Chart.',
  ],
  apocalypse: ['Apocalypse', "As Insanity, and if your Hero is KO'd 3 times, you lose."],
};

export const LEVELS: readonly Choice<LoneHeroLevel>[] = LONE_HERO_LEVELS.map((level) => ({
  value: level,
  name: LEVEL_WORDS[level][0],
  text: LEVEL_WORDS[level][1],
}));

export const MYSTERY_CHARTS: readonly Choice<'basic' | 'advanced'>[] = [
  { value: 'basic', name: 'Basic (D6)', text: 'The Basic Cooperative Mystery Phase Chart: one die, simpler.' },
  {
    value: 'advanced',
    name: 'Advanced (2D6)',
    text: 'The Advanced Cooperative Mystery Phase Chart: two dice, harder.',
  },
];

/** A Hero as the setup screen lists it: name, and a line on who they are. */
export interface HeroChoice {
  id: string;
  name: string;
  text: string;
}

export const HERO_CHOICES: readonly HeroChoice[] = TOUCH_CONTENT.heroes.map((hero) => {
  const s = hero.skills;
  const where = hero.start === 'random' ? 'starts at a Random Location' : 'starts at the Town Hall';
  return {
    id: hero.id,
    name: hero.name,
    text: `${hero.title}: Spirit ${s.spirit}, Cunning ${s.cunning}, Combat ${s.combat}, Honor ${s.honor}; Health ${hero.health}; ${where}.`,
  };
});

export function heroName(id: string): string {
  return HERO_CHOICES.find((h) => h.id === id)?.name ?? id;
}

export function modeOfSetup(config: Record<string, unknown>): TouchMode {
  return MODES.includes(config.mode as TouchMode) ? (config.mode as TouchMode) : 'competitive';
}

/** The team sizes that make two or more equal teams of this many Heroes. */
export function teamSizesFor(heroes: number): number[] {
  return TEAM_SIZES.filter((size) => heroes % size === 0 && heroes / size >= 2);
}

/** How many Heroes a style may seat. */
export function heroCounts(mode: TouchMode): number[] {
  const range = (min: number, max: number): number[] => Array.from({ length: max - min + 1 }, (_, i) => min + i);
  switch (mode) {
    case 'lone-hero':
      return [1];
    case 'team':
      return range(MIN_HEROES, MAX_HEROES).filter((n) => teamSizesFor(n).length > 0);
    default:
      return range(MIN_HEROES, MAX_HEROES);
  }
}

/** The allowed count nearest to `n`, the larger on a tie. */
function nearest(counts: number[], n: number): number {
  return counts.reduce((best, c) => (Math.abs(c - n) <= Math.abs(best - n) ? c : best), counts[0]!);
}

/** The Heroes kept (known ids, once each), then the first unused ones of the box, to `count`. */
function heroesOf(wanted: unknown, count: number): string[] {
  const known = new Set(HERO_CHOICES.map((h) => h.id));
  const kept = (Array.isArray(wanted) ? wanted : []).filter(
    (id, i, all): id is string => typeof id === 'string' && known.has(id) && all.indexOf(id) === i,
  );
  for (const hero of HERO_CHOICES) if (!kept.includes(hero.id)) kept.push(hero.id);
  return kept.slice(0, count);
}

/** Whether the engine takes this table with one player fewer than Heroes (an uneven Team Game). */
export function unevenAllowed(config: Record<string, unknown>): boolean {
  const heroes = Array.isArray(config.heroes) ? config.heroes.length : 0;
  return accepts({ ...config, players: heroes - 1 });
}

function accepts(config: Record<string, unknown>): boolean {
  try {
    checkConfig(config as unknown as TouchConfig);
    return true;
  } catch {
    return false;
  }
}

/** The options object without the rules another style owns; undefined when nothing is left. */
function optionsFor(options: unknown, mode: TouchMode): Record<string, unknown> | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const kept = Object.entries(options).filter(([key]) => ruleAllowed(key, mode));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * The config with only what its style of play allows: a Hero count the style seats (Lone
 * Hero one, Team a count some team size divides), a team size only in the Team Game, a level
 * only for a Lone Hero, the chart only in Cooperative play, `players` only where it means
 * something. The same object when it already fits.
 */
export function fitTouchConfig(config: Record<string, unknown>): Record<string, unknown> {
  const mode = modeOfSetup(config);
  const current = Array.isArray(config.heroes) ? config.heroes.length : 0;
  const heroes = heroesOf(config.heroes, nearest(heroCounts(mode), current));
  const fitted: Record<string, unknown> = { ...config, heroes };
  for (const key of ['mode', 'teamSize', 'level', 'mysteryChart', 'players', 'options']) delete fitted[key];
  if (mode !== 'competitive') fitted.mode = mode;
  if (mode === 'team') {
    const sizes = teamSizesFor(heroes.length);
    fitted.teamSize = sizes.includes(config.teamSize as number) ? config.teamSize : sizes[0];
  }
  if (mode === 'lone-hero' && LONE_HERO_LEVELS.includes(config.level as LoneHeroLevel)) fitted.level = config.level;
  if (mode === 'cooperative' && (config.mysteryChart === 'basic' || config.mysteryChart === 'advanced'))
    fitted.mysteryChart = config.mysteryChart;
  if (mode === 'cooperative' && config.players === 1) fitted.players = 1;
  if (mode === 'team' && config.players === heroes.length - 1 && unevenAllowed(fitted))
    fitted.players = heroes.length - 1;
  const options = optionsFor(config.options, mode);
  if (options) fitted.options = options;
  return sameJson(fitted, config) ? config : fitted;
}

/** Equal as JSON whatever the order of keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, w]) => [k, canonical(w)]),
        )
      : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** A new style of play, with the rest fitted to it. */
export function withStyle(config: Record<string, unknown>, mode: TouchMode): Record<string, unknown> {
  return fitTouchConfig({ ...config, mode });
}

/** `count` Heroes: those chosen are kept in order, the box's next ones added. */
export function withHeroCount(config: Record<string, unknown>, count: number): Record<string, unknown> {
  return fitTouchConfig({ ...config, heroes: heroesOf(config.heroes, count) });
}

/** This slot's Hero; a Hero another slot had swaps places with it, so no Hero plays twice. */
export function withHero(config: Record<string, unknown>, slot: number, id: string): Record<string, unknown> {
  const heroes = [...(config.heroes as string[])];
  const other = heroes.indexOf(id);
  if (other >= 0) heroes[other] = heroes[slot]!;
  heroes[slot] = id;
  return fitTouchConfig({ ...config, heroes });
}

/** One more key set (or cleared with undefined), fitted. */
export function withSetting(config: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const next = { ...config, [key]: value };
  if (value === undefined) delete next[key];
  return fitTouchConfig(next);
}

/** "Teams of 2 (3 teams)". */
export function teamSizeName(size: number, heroes: number): string {
  return `Teams of ${size} (${heroes / size} teams)`;
}

/** The config keys this setup edits, left out of the generic options form. */
export const SETUP_KEYS: readonly string[] = [
  'heroes',
  'players',
  'mode',
  'teamSize',
  'level',
  'mysteryChart',
  'options',
];
