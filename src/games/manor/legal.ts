/** Who acts, and the legal actions of a state, in a deterministic order with readable keys. */
import type { Seat } from '../../engine';
import { answerAction, selectAction } from './actions';
import { choosableCards } from './round';
import { seatCount, type ManorState } from './state';
import type { ManorAction } from './types';

/** Select Actions asks every seat that has not placed its card yet; otherwise the seat the question is for. */
export function toAct(state: ManorState): Seat[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'select') {
    const out: Seat[] = [];
    for (let seat = 0; seat < seatCount(state); seat++) if (state.players[seat]?.selected === null) out.push(seat);
    return out;
  }
  return state.prompt ? [state.prompt.seat] : [];
}

export function legalActions(state: ManorState, seat: Seat): ManorAction[] {
  if (state.phase === 'select') {
    if (state.players[seat]?.selected !== null || seat >= seatCount(state)) return [];
    return choosableCards(state, seat).map(selectAction);
  }
  const prompt = state.prompt;
  if (state.phase !== 'resolve' || !prompt || prompt.seat !== seat) return [];
  return prompt.options.map((value) => answerAction(prompt.purpose, value));
}
