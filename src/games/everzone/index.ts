/** EverZone as the registry holds it: the built-in cards, their abilities, and the AI's heuristics. */
import { ABILITY_HOOKS } from './abilities';
import { EVERZONE_AI_NOTES } from './ai-notes';
import { EVERZONE_CONTENT, EVERZONE_CONTENT_HASH } from './content';
import { makeEvaluate } from './evaluate';
import { makeEverzone, type EverzoneGame } from './make';
import { makeRolloutPolicy } from './rollout';
import { makeRules } from './rules-context';

export type { EverzoneGame } from './make';
export { makeEverzone } from './make';

const lookup = makeRules(EVERZONE_CONTENT, ABILITY_HOOKS);

export const everzone: EverzoneGame = {
  ...makeEverzone({
    content: EVERZONE_CONTENT,
    hooks: ABILITY_HOOKS,
    contentHash: EVERZONE_CONTENT_HASH,
    evaluate: makeEvaluate(lookup),
  }),
  aiNotes: EVERZONE_AI_NOTES,
};
everzone.rolloutPolicy = makeRolloutPolicy(lookup);
