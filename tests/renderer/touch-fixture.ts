/**
 * A Touch of Evil table fixtures made by the real rules: a game set up, moved on by
 * action keys, then the seat view the services would send (the seat's view, its
 * legal actions with their words, the match summary).
 */
import { tryApply } from '../../src/engine';
import { touch } from '../../src/games/touch';
import type { TouchConfig, TouchState } from '../../src/games/touch/state';
import type { TouchView } from '../../src/games/touch/view';
import type { LegalAction, MatchSummary, SeatView } from '../../src/shared/api';

export const TWO_HEROES: TouchConfig = { heroes: ['karl', 'inspector-cooke'], villain: 'vampire', basic: true };

export function newGame(config: TouchConfig = TWO_HEROES, seed = 11): TouchState {
  return touch.setup(config, seed);
}

/** Applies the legal action with this key for `seat`; fails loudly with the legal keys. */
export function act(state: TouchState, key: string, seat: number): TouchState {
  const result = tryApply(touch, state, seat, { key });
  if (!result.ok) throw new Error(`${result.error.message} Legal: ${legalOf(state, seat).map((l) => l.action.key)}`);
  return result.state as TouchState;
}

export function legalOf(state: TouchState, seat: number): LegalAction[] {
  return touch.legalActions(state, seat).map((action) => ({ action, label: touch.describe(action, state) }));
}

export function touchSeatView(state: TouchState, seat: number): SeatView<TouchView> {
  const view = touch.view(state, seat);
  const match: MatchSummary = {
    id: 'm-touch',
    game: 'touch',
    gameName: 'A Touch of Evil',
    config: state.config,
    seed: 11,
    seats: state.config.heroes.map((_, s) => (s === seat ? { kind: 'human' } : { kind: 'ai', level: 'random' })),
    seatLabels: touch.seatLabels(state.config),
    seatTeams: touch.seatTeams(state.config),
    version: 1,
    toAct: touch.toAct(state),
    over: touch.isOver(state),
    outcome: touch.isOver(state) ? touch.outcome(state) : null,
    createdAt: '',
    updatedAt: '',
  };
  return { match, seat, view, log: view.log, legal: legalOf(state, seat) };
}
