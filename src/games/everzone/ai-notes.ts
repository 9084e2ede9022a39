/**
 * The AI levels' strength at this game, as measured (docs/PERFORMANCE.md, "strength-everzone":
 * Hard against Greedy in a mirror match of the Adam Finn deck; "levels-everzone": Hard against
 * Normal, each at its budget in the app).
 */
import type { Game } from '../../engine';

export const EVERZONE_AI_NOTES: Game['aiNotes'] = {
  normal: 'lost 75 of 100 games to Hard, each at its budget in the app; stops at 1,000 games in its head a move',
  hard: 'won 40 of 40 mirror games against Greedy at 10 CP, and 20 of 20 at 20 CP; beat Normal in 75 of 100 games',
};

/**
 * Normal stops at 1,000 playouts a move, its reproducible budget, so it plays in the app as it
 * plays in every seeded test. Measured with fixed budgets a search (docs/PERFORMANCE.md, "How
 * strength grows with the budget"), a side with four to ten times the playouts of a weak search
 * wins two to three games in four, but between 6,000 and 12,000 a search, what Normal and Hard ran
 * in half a second and a second, Hard gained nothing measurable. Capped, Normal answers at once
 * and Hard's whole second shows.
 */
export const EVERZONE_PLAYOUT_CAPS: Game['aiPlayoutCaps'] = { normal: 1000 };
