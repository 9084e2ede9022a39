/** Seeded decision points for search benchmarks: the view of the seat to act, part-way into random games. */
import { createRng, nextInt, type AnyGame, type BaseView, type Seat } from '../../src/engine';

export interface DecisionPoint {
  view: BaseView;
  seat: Seat;
  /** The true state (only for peers that search true states, like boardgame.io's MCTSBot). */
  state: unknown;
}

/**
 * `count` positions, each `plies` random moves into its own seeded game (fewer
 * if the game ended first: then its last undecided position), skipping forced
 * moves so every search has a real choice.
 */
export function decisionPoints(game: AnyGame, config: unknown, count: number, plies: number): DecisionPoint[] {
  const out: DecisionPoint[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const chooser = createRng(`bench-position:${seed}`);
    let state: unknown = game.setup(config, seed);
    let choice: DecisionPoint | null = null;
    for (let ply = 0; ply < plies * 2 && !game.isOver(state); ply++) {
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalActions(state, seat);
      if (legal.length > 1) choice = { view: game.view(state, seat), seat, state };
      if (ply >= plies && choice) break;
      state = game.apply(state, seat, legal[nextInt(chooser, legal.length)]!);
    }
    if (choice) out.push(choice);
  }
  return out;
}
