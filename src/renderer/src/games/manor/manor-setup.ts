/**
 * The solo level on the setup screen. The level only means something in the solo
 * game, so it is asked only then (the generic form would offer it at every count).
 */
import { MAX_SOLO_LEVEL } from '../../../../games/manor/config-schema';
import { soloLevelName } from '../../../../games/manor/words';

export interface SoloLevel {
  level: number;
  name: string;
  /** What it changes, as the book puts it. */
  text: string;
}

/** "Gain 3 Madness tokens. Lovecraft starts with 1 relic facedown", and 3 more tokens and 1 more relic a level. */
export function soloLevels(): SoloLevel[] {
  return Array.from({ length: MAX_SOLO_LEVEL }, (_, i) => {
    const level = i + 1;
    const relics = level === 1 ? '1 relic' : `${level} relics`;
    return {
      level,
      name: soloLevelName(level),
      text: `You start with ${3 * level} madness tokens; Lovecraft starts with ${relics} face down.`,
    };
  });
}

/** The config with a level exactly when it is a solo game: the same object when it already is. */
export function fitSoloLevel(config: Record<string, unknown>): Record<string, unknown> {
  if (config.players === 1) return config.level === undefined ? { ...config, level: 1 } : config;
  if (!('level' in config)) return config;
  const rest = { ...config };
  delete rest.level;
  return rest;
}
