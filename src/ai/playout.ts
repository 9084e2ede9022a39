/**
 * How a search moves through states it owns: determinise a view into a private
 * state, advance it (in place when the game offers `step`), play rollout moves,
 * and score where it stops. Shared by ISMCTS and the benchmarks, so both measure
 * the same thing.
 */
import { pick, type Action, type AnyGame, type BaseView, type RngState, type Seat } from '../engine';
import type { RolloutKind } from './search-options';

export interface SearchMoves {
  /** A fresh full state consistent with the view, owned by the caller (may be changed in place). */
  sample(rng: RngState): unknown;
  /** Applies a legal action; returns the state to go on with (the same object when the game steps in place). */
  advance(state: unknown, seat: Seat, action: Action): unknown;
  /** Moves applied so far by `advance` (tree walks and rollouts), for benchmarks. */
  readonly plies: number;
  /** The legal actions of the seat that moves next in a rollout or tree walk. */
  legal(state: unknown, seat: Seat): Action[];
  /** A rollout move. */
  rolloutMove(state: unknown, seat: Seat, rng: RngState): Action;
  /** The value of `state` for a seat, in [0, 1]: the outcome at the end, else the heuristic (0.5 without one). */
  value(state: unknown, seat: Seat): number;
}

export function searchMoves(game: AnyGame, view: BaseView, seat: Seat, rollout: RolloutKind): SearchMoves {
  // A game with `forSearch` says the log matters to no decision: don't copy it into every sample.
  const searchView = game.forSearch ? { ...view, log: [] } : view;
  const deal = game.determinizer
    ? game.determinizer(view, seat, true)
    : (rng: RngState): unknown => game.determinize(searchView, seat, rng);
  const step = game.step?.bind(game);
  const evaluate = game.evaluate?.bind(game);
  const policy = rollout === 'heuristic' ? game.rolloutPolicy?.bind(game) : undefined;

  const legal = (state: unknown, actor: Seat): Action[] => {
    const actions = game.legalActions(state, actor);
    if (actions.length === 0) throw new Error(`${game.name}: seat ${actor} must act but has no legal action.`);
    return actions;
  };

  let plies = 0;
  return {
    get plies() {
      return plies;
    },
    sample(rng) {
      return deal(rng);
    },
    advance(state, actor, action) {
      plies++;
      if (step) {
        step(state, actor, action);
        return state;
      }
      return game.apply(state, actor, action);
    },
    legal,
    rolloutMove(state, actor, rng) {
      return policy ? policy(state, actor, rng) : pick(rng, legal(state, actor));
    },
    value(state, s) {
      if (game.isOver(state)) return game.outcome(state)[s] ?? 0;
      return evaluate ? evaluate(state, s) : 0.5;
    },
  };
}

/**
 * Plays rollout moves from `state` until the game ends or `depth` plies are
 * played, and returns the state reached (the same object when stepping in place).
 * `beforeMove`, when given, sees each position and who is about to move in it.
 */
export function rollOut(
  game: AnyGame,
  moves: SearchMoves,
  state: unknown,
  depth: number,
  rng: RngState,
  beforeMove?: (state: unknown, actor: Seat) => void,
): unknown {
  let current = state;
  for (let ply = 0; ply < depth && !game.isOver(current); ply++) {
    const actor = game.toAct(current)[0] as Seat;
    beforeMove?.(current, actor);
    current = moves.advance(current, actor, moves.rolloutMove(current, actor, rng));
  }
  return current;
}
