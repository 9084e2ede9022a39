/**
 * A Touch of Evil table fixtures made by the real rules: a game set up, moved on by
 * action keys, then the seat view the services would send (the seat's view, its
 * legal actions with their words, the match summary).
 */
import { tryApply } from '../../src/engine';
import { touch } from '../../src/games/touch';
import { cardIds, cardOf } from '../../src/games/touch/cards';
import { run } from '../../src/games/touch/runner';
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

/** The first Event card of the deck with this id. */
export function eventCard(id: string): number {
  const card = cardIds('event').find((c) => cardOf('event', c).id === id);
  if (card === undefined) throw new Error(`No Event "${id}".`);
  return card;
}

/**
 * Karl fights Wolves and rolls the first round: the dice wait in an Event window that asks
 * Karl first (the First Player), who holds Adrenaline, a Fight Event.
 */
export function fightRoundRolled(): TouchState {
  const state = newGame();
  state.heroes[0]!.events = [eventCard('adrenaline')];
  state.heroes[1]!.events = [eventCard('strength-of-spirit')];
  const enemy = { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat' as const, wounds: 0, victory: [] };
  state.tasks.push({ t: 'fight', fight: { hero: 0, enemy, rounds: 0, prevent: 0, pending: null, last: null } });
  return act(state, 'fight', 0);
}

/**
 * Karl makes a Spirit 5+ Test on his turn; only Inspector Cooke holds Events, so the
 * window on Karl's dice asks Cooke. `cookeHolds`: the Event ids in Cooke's hand.
 */
export function skillTestRolled(cookeHolds: string[] = ['adrenaline']): TouchState {
  const state = newGame();
  state.heroes[1]!.events = cookeHolds.map(eventCard);
  state.tasks.push({ t: 'effects', hero: 0, effects: [{ op: 'test', skills: ['spirit'], target: 5 }] });
  run(state);
  return state;
}
