/**
 * The AI levels' strength at this game, as measured (docs/PERFORMANCE.md, "A Touch of Evil":
 * `npm run bench -- strength-touch`): Hard against Greedy at its full budget and at a sixth (a
 * race both lose to Darkness is no win for either), and Cooperative games with every Hero played
 * by one level.
 */
import type { Game } from '../../engine';

export const TOUCH_AI_NOTES: Game['aiNotes'] = {
  greedy: 'three Heroes together won none of 16 Cooperative games',
  easy: 'three Heroes together won 2 of 12 Cooperative games, both against the Scarecrow',
  normal: 'at a tenth of its thinking, three Heroes together won 2 of 16 Cooperative games, both against the Scarecrow',
  hard: 'defeated the Villain in 70 of 96 two-Hero races against Greedy, which won 12 (25 of 48 at a sixth of its thinking, Greedy 9); the rest fell to Darkness; three Heroes together won 1 of 8 Cooperative games at a sixth',
};
