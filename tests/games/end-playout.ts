/**
 * A seeded random game played to its end, for the tests of what a game says when it ends
 * (`Game.endReason`) and of its goal line: real states the rules reach, cheaply.
 */
import type { Action, Game } from '../../src/engine';

export interface Playout<S> {
  /** The first state after `midAt` actions (the start when the game is shorter). */
  mid: S;
  end: S;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function playOut<S>(game: Game<S, Action, any, any>, config: unknown, seed: number, midAt = 20): Playout<S> {
  let state = game.setup(config, seed);
  let mid = state;
  let r = seed * 7919;
  for (let n = 0; !game.isOver(state); n++) {
    if (n > 20_000) throw new Error('The playout did not end.');
    const seat = game.toAct(state)[0]!;
    const actions = game.legalActions(state, seat);
    r = (r * 1103515245 + 12345) & 0x7fffffff;
    state = game.apply(state, seat, actions[r % actions.length]!);
    if (n + 1 === midAt) mid = state;
  }
  return { mid, end: state };
}
