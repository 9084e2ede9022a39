/**
 * The AI levels' strength at this game, as measured (docs/PERFORMANCE.md, "A Touch of Evil":
 * `npm run bench -- strength-touch`): Hard against Greedy at a sixth of Hard's budget (a race
 * both lose to Darkness is no win for either), and Cooperative games with every Hero played by
 * one level.
 */
import type { Game } from '../../engine';

export const TOUCH_AI_NOTES: Game['aiNotes'] = {
  greedy: 'three Heroes together won none of 16 Cooperative games',
  easy: 'three Heroes together won 2 of 12 Cooperative games, both against the Scarecrow',
  normal: 'at a tenth of its thinking, three Heroes together won 2 of 16 Cooperative games, both against the Scarecrow',
  hard: 'at a sixth of its thinking, defeated the Villain in 25 of 48 two-Hero races against Greedy, which won 9; the rest fell to Darkness; three Heroes together won 1 of 8 Cooperative games',
};
