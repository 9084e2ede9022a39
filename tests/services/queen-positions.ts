/** Queen positions for the search tests: a real game some plies in, with a seat that has choices. */
import type { AnyGame, Seat } from '../../src/engine';
import { queen as queenGame } from '../../src/games/queen';

export const queen: AnyGame = queenGame;

/** A 2-player Queen state after some plies of simple play, with the seat to act and its view. */
export function queenPosition(seed = 3, plies = 4): { state: unknown; seat: Seat; view: unknown } {
  let state: unknown = queen.setup({ players: 2, variant: 'standard' }, seed);
  for (let i = 0; i < plies && !queen.isOver(state); i++) {
    const seat = queen.toAct(state)[0] as Seat;
    const legal = queen.legalActions(state, seat);
    state = queen.apply(state, seat, legal[(i * 7) % legal.length]!);
  }
  const seat = queen.toAct(state)[0] as Seat;
  if (queen.legalActions(state, seat).length < 2) throw new Error('pick a position with a real choice');
  return { state, seat, view: queen.view(state, seat) };
}

/** A finished 2-player Queen game (first legal move every time). */
export function finishedQueen(seed = 5): unknown {
  let state: unknown = queen.setup({ players: 2, variant: 'standard' }, seed);
  while (!queen.isOver(state)) {
    const seat = queen.toAct(state)[0] as Seat;
    state = queen.apply(state, seat, queen.legalActions(state, seat)[0]!);
  }
  return state;
}

export async function until(condition: () => boolean, what: string, tries = 1000): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}
