/**
 * The AI levels' strength at this game, as measured (docs/rules/evy.md, "Win rates": every
 * built-in adventure, default config). Only Greedy and Normal were measured.
 */
import type { Game } from '../../engine';

export const EVY_AI_NOTES: Game['aiNotes'] = {
  greedy: 'won 598 of 650 adventure runs (92%): from 64% to 100% depending on the adventure',
  normal: 'won 523 of 527 adventure runs (99%); the Dungeon, its hardest, 30 of 33',
};
