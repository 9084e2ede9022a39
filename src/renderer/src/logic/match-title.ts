/**
 * How the home screen names a match so that two of the same game can be told
 * apart: who plays which seat, and the option that most sets it apart (the
 * adventure, the format, the variant), read from the game's own options schema
 * so no game is named here.
 */
import type { AiLevelInfo, MatchSummary, SeatSpec } from '../../../shared/api';
import { seatDisplayName } from './hot-seat';

type Schema = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function capitalized(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** The text of a chosen option: its title in a `oneOf` list of constants, else the value itself. */
function optionText(property: Schema, value: unknown): string | null {
  if (Array.isArray(property.oneOf)) {
    const choice = property.oneOf.find((c: unknown) => isObject(c) && c.const === value);
    if (isObject(choice) && typeof choice.title === 'string') return choice.title;
  }
  if (Array.isArray(property.enum) && property.enum.includes(value) && typeof value === 'string') return value;
  return null;
}

/**
 * "Adventure: 3. The Lost Key", "Format: 2v2"; a designer's own content chosen as a whole
 * object (an adventure in `custom`) is named by its title. Empty when the options hold no choice
 * of that kind.
 */
export function matchSetting(configSchema: unknown, config: unknown): string {
  if (!isObject(config)) return '';
  const properties = isObject(configSchema) && isObject(configSchema.properties) ? configSchema.properties : {};
  for (const value of Object.values(config)) {
    if (isObject(value) && typeof value.title === 'string' && value.title.trim() !== '') {
      return `${value.title.trim()} (your own)`;
    }
  }
  for (const [key, property] of Object.entries(properties)) {
    if (!isObject(property) || !Object.hasOwn(config, key)) continue;
    const text = optionText(property, config[key]);
    if (text !== null) return `${typeof property.title === 'string' ? property.title : capitalized(key)}: ${text}`;
  }
  return '';
}

function aiName(spec: Extract<SeatSpec, { kind: 'ai' }>, levels: readonly AiLevelInfo[]): string {
  const level = levels.find((l) => l.level === spec.level)?.label ?? spec.level;
  return `AI (${level})`;
}

/** "Ana (The Girl), The Evil Queen: AI (Hard)": every seat, a person by name when they gave one. */
export function matchPlayers(match: MatchSummary, levels: readonly AiLevelInfo[]): string {
  return match.seats
    .map((spec, seat) => {
      const label = match.seatLabels[seat] ?? `Seat ${seat + 1}`;
      if (spec.kind === 'ai') return `${label}: ${aiName(spec, levels)}`;
      return spec.name ? seatDisplayName(match.seats, match.seatLabels, seat) : `${label}: human`;
    })
    .join(', ');
}
