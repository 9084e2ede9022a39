/**
 * The AI levels' strength at this game, as measured (docs/PERFORMANCE.md, "Strength": 2-player
 * games, seats swapped every game, search levels at their reproducible iteration budgets).
 */
import type { Game } from '../../engine';

export const QUEEN_AI_NOTES: Game['aiNotes'] = {
  random: 'wins about 25% of 2-player games against Greedy',
  greedy: 'wins about 70–75% of 2-player games against Random',
  easy: 'wins about 62% of 2-player games against Greedy',
  normal: 'wins about 77% of 2-player games against Greedy',
  hard: 'wins about 82% of 2-player games against Greedy and 73% against Easy',
  expert: 'wins about 81% of 2-player games against Greedy and about half against Hard: no stronger than Hard here',
};
