/** EverZone as the registry holds it: the built-in cards, their abilities, and the AI's heuristics. */
import { ABILITY_HOOKS, makeAbilityHooks } from './abilities';
import { EVERZONE_AI_NOTES, EVERZONE_PLAYOUT_CAPS } from './ai-notes';
import { EVERZONE_CONTENT, EVERZONE_CONTENT_HASH } from './content';
import { rulesByConfig } from './content-sets';
import { makeEvaluate } from './evaluate';
import { makeEverzone, type EverzoneGame } from './make';
import { makeRolloutPolicy } from './rollout';
import { everzoneWhyNot } from './why-not';
import { everzoneMeasures } from './measures';

export type { EverzoneGame } from './make';
export { makeEverzone } from './make';

// The rules "Why not?" reads a view with: the match's card set, as the game's own rules read it.
const whyNotRules = rulesByConfig({ content: EVERZONE_CONTENT, hooks: ABILITY_HOOKS, hooksFor: makeAbilityHooks }).of;

export const everzone: EverzoneGame = {
  ...makeEverzone({
    content: EVERZONE_CONTENT,
    hooks: ABILITY_HOOKS,
    // A card set from the library plays its own cards' ability words.
    hooksFor: makeAbilityHooks,
    contentHash: EVERZONE_CONTENT_HASH,
    evaluate: makeEvaluate,
    rolloutPolicy: makeRolloutPolicy,
  }),
  aiNotes: EVERZONE_AI_NOTES,
  aiPlayoutCaps: EVERZONE_PLAYOUT_CAPS,
  whyNot: (view, seat) => everzoneWhyNot(whyNotRules(view.config), view, seat),
  measures: everzoneMeasures,
};
