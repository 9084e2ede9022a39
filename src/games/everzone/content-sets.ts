/**
 * The content a match plays: the game's own cards and locations, or the sets its options carry
 * (`cards`, `locationSet`, chosen from the library at setup). Each carried set gets rules of its
 * own, made once per config object: the states of one match (and every copy a search makes)
 * share their config, so a match makes its rules once.
 */
import { makeRules, type EzRules } from './rules-context';
import type { AbilityHooks, EverzoneConfig, EverzoneContent } from './types';

export interface ContentSetParts {
  content: EverzoneContent;
  hooks: AbilityHooks;
  /** The abilities of another content (the registry's: the cards' own ability words); else `hooks` serve every content. */
  hooksFor?: (content: EverzoneContent) => AbilityHooks;
}

/** The content `config` plays: `base` with the sets it carries in place of the built-in ones. */
export function contentOfConfig(base: EverzoneContent, config: EverzoneConfig): EverzoneContent {
  return {
    cards: config.cards?.cards ?? base.cards,
    locations: config.locationSet?.locations ?? base.locations,
    decks: base.decks,
  };
}

/** The rules for each config: the base rules, or those of the sets the config carries. */
export function rulesByConfig(parts: ContentSetParts): { base: EzRules; of(config: EverzoneConfig): EzRules } {
  const base = makeRules(parts.content, parts.hooks);
  const made = new WeakMap<EverzoneConfig, EzRules>();
  return {
    base,
    of(config) {
      if (config === null || typeof config !== 'object' || (!config.cards && !config.locationSet)) return base;
      let rules = made.get(config);
      if (!rules) {
        const content = contentOfConfig(parts.content, config);
        rules = makeRules(content, parts.hooksFor ? parts.hooksFor(content) : parts.hooks);
        made.set(config, rules);
      }
      return rules;
    },
  };
}
