/**
 * The AI levels' strength at this game, as measured (docs/rules/manor.md, "AI strength":
 * `npm run bench -- strength-manor`). Only Hard against Greedy was measured at its full budget.
 */
import type { Game } from '../../engine';

export const MANOR_AI_NOTES: Game['aiNotes'] = {
  hard: 'won 12 of 18 four-player games against three Greedy bots, where a fair share is 25%',
};
