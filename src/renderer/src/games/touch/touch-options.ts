/**
 * A Touch of Evil's optional rules, as the setup screen offers them and the table names them:
 * each rule's name and what it does come from the config schema, so the words are the ones
 * the game's own description gives. Two rules belong to one style of play only (the engine
 * refuses them elsewhere): those are offered, and kept, in that style alone.
 */
import type { TouchMode } from '../../../../games/touch/modes';
import { TOUCH_CONFIG_SCHEMA } from '../../../../games/touch/schema/config';
import type { TouchOptions } from '../../../../games/touch/state';

export type OptionalRuleKey = keyof TouchOptions;

export interface OptionalRule {
  key: OptionalRuleKey;
  name: string;
  /** What it does, in words. */
  text: string;
}

const SCHEMA_RULES: Record<OptionalRuleKey, { title: string; description: string }> =
  TOUCH_CONFIG_SCHEMA.properties.options.properties;

/** Every optional rule of the game, in the schema's order. */
export const OPTIONAL_RULES: readonly OptionalRule[] = (Object.keys(SCHEMA_RULES) as OptionalRuleKey[]).map((key) => ({
  key,
  name: SCHEMA_RULES[key].title,
  text: SCHEMA_RULES[key].description,
}));

/** The rules only one style of play takes: Cooperative and Team play already exchange Items. */
const ONLY_IN: Partial<Record<OptionalRuleKey, TouchMode>> = {
  holdingBack: 'cooperative',
  exchange: 'competitive',
};

/** Whether this style of play takes the rule. */
export function ruleAllowed(key: string, mode: TouchMode): boolean {
  const only = ONLY_IN[key as OptionalRuleKey];
  return only === undefined || only === mode;
}

/** The rules offered for this style of play. */
export function rulesFor(mode: TouchMode): OptionalRule[] {
  return OPTIONAL_RULES.filter((rule) => ruleAllowed(rule.key, mode));
}

/** The options object with one rule on or off; undefined when no rule is left on. */
export function optionsWith(options: unknown, key: OptionalRuleKey, on: boolean): TouchOptions | undefined {
  const next: Record<string, unknown> = typeof options === 'object' && options !== null ? { ...options } : {};
  if (on) next[key] = true;
  else delete next[key];
  return Object.keys(next).length > 0 ? (next as TouchOptions) : undefined;
}

/** The names of the rules in play, in the schema's order. */
export function rulesInPlay(options: TouchOptions | undefined): string[] {
  return OPTIONAL_RULES.filter((rule) => options?.[rule.key] === true).map((rule) => rule.name);
}
