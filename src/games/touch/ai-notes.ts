/**
 * The AI levels' strength at this game, as measured (docs/PERFORMANCE.md, "A Touch of Evil":
 * `npm run bench -- strength-touch`). Only Hard against Greedy was measured, at a sixth of
 * Hard's budget; a race both lose to Darkness is no win for either.
 */
import type { Game } from '../../engine';

export const TOUCH_AI_NOTES: Game['aiNotes'] = {
  hard: 'at a sixth of its thinking, defeated the Villain in 4 of 24 two-Hero races against Greedy, which won 1; the rest fell to Darkness',
};
