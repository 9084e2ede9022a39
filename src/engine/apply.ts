import type { Action, AnyGame, Seat } from './types';

export type EngineErrorCode = 'game-over' | 'not-your-turn' | 'illegal-action';

/** An action refused by the rules, with a message a player can read. */
export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

export type ApplyResult<S> = { ok: true; state: S; action: Action } | { ok: false; error: EngineError };

/**
 * Applies an action that came from outside (a player, a record, an AI).
 *
 * Only the key of `requested` is trusted: the engine's own legal action with that
 * key is applied, so a forged payload cannot smuggle in extra fields.
 */
export function tryApply<S>(game: AnyGame, state: S, seat: Seat, requested: { key: string }): ApplyResult<S> {
  if (game.isOver(state)) {
    return { ok: false, error: { code: 'game-over', message: 'The game is over; no more actions can be taken.' } };
  }
  if (!game.toAct(state).includes(seat)) {
    const label = describeSeat(game, state, seat);
    return { ok: false, error: { code: 'not-your-turn', message: `It is not ${label}'s turn to act.` } };
  }
  const legal =
    game.legalActions(state, seat).find((a) => a.key === requested.key) ??
    game.parseAction?.(state, seat, requested.key) ??
    undefined;
  if (!legal) {
    return {
      ok: false,
      error: { code: 'illegal-action', message: `"${requested.key}" is not a legal action for seat ${seat} now.` },
    };
  }
  return { ok: true, state: game.apply(state, seat, legal) as S, action: legal };
}

function describeSeat(game: AnyGame, state: unknown, seat: Seat): string {
  const config = (state as { config?: unknown }).config;
  const labels = config === undefined ? [] : game.seatLabels(config);
  return labels[seat] ?? `seat ${seat}`;
}
