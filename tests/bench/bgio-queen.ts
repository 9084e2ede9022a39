/**
 * The Girl vs. the Evil Queen wrapped as a boardgame.io game, for the peer
 * benchmark only: setup from our setup, one move that applies our legal action
 * with the given key, `endIf` from `isOver`, `ai.enumerate` from `legalActions`.
 * Each action is a boardgame.io turn of the seat our rules say acts next, so
 * prompts answered by another seat (a drain's discard) work too.
 *
 * Two ways to hold our state in boardgame.io's `G`:
 * - 'plain': as a plain object, the way boardgame.io games are written; moves
 *   then read it through immer drafts (boardgame.io's state library);
 * - 'boxed': inside a class instance, which immer neither drafts nor freezes, so
 *   our rules read plain objects: the fastest the peer can be made to go.
 */
import type { Game as BgioGame } from 'boardgame.io';
import type { AnyGame, Seat } from '../../src/engine';

export type WrapStyle = 'plain' | 'boxed';

/** Not a plain object, so immer leaves it alone. */
export class StateBox {
  constructor(readonly state: unknown) {}
}

export interface BgioQueenState {
  state?: unknown;
  box?: StateBox;
}

export function wrapForBoardgameIo(game: AnyGame, start: unknown, style: WrapStyle): BgioGame<BgioQueenState> {
  const read = (G: BgioQueenState): unknown => (style === 'plain' ? G.state : G.box?.state);
  const hold = (state: unknown): BgioQueenState => (style === 'plain' ? { state } : { box: new StateBox(state) });
  const actor = (G: BgioQueenState): Seat => game.toAct(read(G))[0] ?? 0;
  return {
    name: game.id,
    setup: () => hold(start),
    moves: {
      act: ({ G, playerID }, key: string) => {
        const seat = Number(playerID);
        const state = read(G);
        const action = game.legalActions(state, seat).find((a) => a.key === key);
        if (!action) throw new Error(`"${key}" is not legal for seat ${seat}`);
        return hold(game.apply(state, seat, action));
      },
    },
    turn: {
      minMoves: 1,
      maxMoves: 1,
      order: { first: ({ G }) => actor(G), next: ({ G }) => actor(G) },
    },
    endIf: ({ G }) => {
      const state = read(G);
      if (!game.isOver(state)) return undefined;
      const winner = game.outcome(state).findIndex((score) => score === 1);
      return winner < 0 ? { draw: true } : { winner: String(winner) };
    },
    ai: {
      enumerate: (G, _ctx, playerID) =>
        game.legalActions(read(G), Number(playerID)).map((a) => ({ move: 'act', args: [a.key] })),
    },
  };
}
