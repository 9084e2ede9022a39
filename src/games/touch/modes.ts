/**
 * The styles of play and who plays with whom. "The Team Game uses all of the Competitive
 * style rules", Cooperative play "uses all of the rules from the Competitive Game section
 * above, with a few modifications", and a Lone Hero "should use all of the Competitive Play
 * Rules with a few exceptions": so every rule asks these questions rather than the mode.
 */
import type { LoneHeroLevel, MysteryChart, TouchConfig, TouchState } from './state';

export type TouchMode = NonNullable<TouchConfig['mode']>;

export const MODES: readonly TouchMode[] = ['competitive', 'cooperative', 'team', 'lone-hero'];

export function modeOf(config: TouchConfig): TouchMode {
  return config.mode ?? 'competitive';
}

/**
 * The team of a Hero: one for the whole table in Cooperative play, equal blocks of
 * `teamSize` neighbours in the Team Game ("Each team should have an equal number of
 * Heroes"), one per Hero otherwise.
 */
export function teamOf(config: TouchConfig, hero: number): number {
  switch (modeOf(config)) {
    case 'cooperative':
      return 0;
    case 'team':
      return Math.floor(hero / (config.teamSize ?? 2));
    default:
      return hero;
  }
}

/** The Heroes on a Hero's team, itself included, in turn order. */
export function teamHeroes(state: TouchState, hero: number): number[] {
  const team = teamOf(state.config, hero);
  return state.heroes.flatMap((_, i) => (teamOf(state.config, i) === team ? [i] : []));
}

/** A bit per seat on the Hero's team: what a Look shows, who knows the team's Lair card. */
export function teamSeatMask(state: TouchState, hero: number): number {
  return teamHeroes(state, hero).reduce((mask, i) => mask | (1 << state.heroes[i]!.seat), 0);
}

export function sameTeam(state: TouchState, a: number, b: number): boolean {
  return teamOf(state.config, a) === teamOf(state.config, b);
}

/** Heroes allied against the Villain share a Lair card, Showdowns and the Villain's greater Health. */
export function alliedPlay(config: TouchConfig): boolean {
  const mode = modeOf(config);
  return mode === 'cooperative' || mode === 'team';
}

/**
 * "Multiply the Villains base Health times the total number of Heroes"; in the Team Game,
 * "if you have three Heroes on each team, the Villain will have three times its base Health".
 */
export function healthMultiplier(config: TouchConfig): number {
  switch (modeOf(config)) {
    case 'cooperative':
      return config.heroes.length;
    case 'team':
      return config.teamSize ?? 2;
    default:
      return 1;
  }
}

/** A Lone Hero's level: "Normal - No additional difficulty." when none is chosen. */
export function levelOf(config: TouchConfig): LoneHeroLevel {
  return modeOf(config) === 'lone-hero' ? (config.level ?? 'normal') : 'normal';
}

/** The Cooperative Shadow Track: in Cooperative play, and for a Lone Hero from the Hunter level up. */
export function cooperativeTrack(config: TouchConfig): boolean {
  return modeOf(config) === 'cooperative' || levelOf(config) !== 'normal';
}

/**
 * The Cooperative Mystery Phase Chart rolled each Mystery Phase, or null: the one the
 * Cooperative players chose, and for a Lone Hero "Master Hunter - Use the Cooperative
 * Shadow Track and the Advanced Cooperative Mystery Phase Chart" (and the levels above it).
 */
export function mysteryChartOf(config: TouchConfig): MysteryChart | null {
  if (modeOf(config) === 'cooperative') return config.mysteryChart ?? 'basic';
  return ['master-hunter', 'insanity', 'apocalypse'].includes(levelOf(config)) ? 'advanced' : null;
}

/** "The cost to Investigate a Town Elder's Secrets … is increased to be equal to the number of Heroes playing." */
export function lookCost(config: TouchConfig, base: number): number {
  return modeOf(config) === 'cooperative' ? config.heroes.length : base;
}

/**
 * "any time a player looks at a Town Elder's Secrets, reveal them for all to see"
 * (Cooperative play; a Lone Hero's too, though there is nobody else to see them); in the
 * Team Game teammates share what they learn. The seats a Look shows the Secrets to.
 * A Peek is not a reveal: the Cooperative rule "does NOT apply to cards or abilities that
 * specifically say, 'without revealing'", so in Cooperative play a Peek stays its player's.
 */
export function lookAudience(state: TouchState, hero: number, peek = false): number {
  if (modeOf(state.config) !== 'cooperative') return teamSeatMask(state, hero);
  if (peek) return 1 << state.heroes[hero]!.seat;
  return state.heroes.reduce((m, h) => m | (1 << h.seat), 0);
}

/** An optional rule the players agreed to before the game. */
export function optionOn(config: TouchConfig, option: keyof NonNullable<TouchConfig['options']>): boolean {
  return config.options?.[option] === true;
}
