/**
 * The AI levels' strength at this game, as measured (README, "strength-everzone": Hard against
 * Greedy in a mirror match of the Adam Finn deck). Only Hard was measured.
 */
import type { Game } from '../../engine';

export const EVERZONE_AI_NOTES: Game['aiNotes'] = {
  hard: 'won 40 of 40 mirror games against Greedy at 10 CP, and 20 of 20 at 20 CP',
};
