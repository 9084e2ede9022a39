/**
 * "Played" for the card impact (a unit activated or a support played), read
 * from the states as the gauntlet does, checked against the actions of real
 * games: every card a seat activated or played as a support by its own action
 * is found, and nothing is found that the seat does not own.
 */
import { describe, expect, it } from 'vitest';
import { botFor } from '../../src/ai';
import { tryApply, type AnyGame, type Seat } from '../../src/engine';
import { findGame } from '../../src/games';
import type { EverzoneConfig, EzAction, EzState } from '../../src/games/everzone/types';
import { notePlayed } from '../../src/services/games/everzone/gauntlet/play';

const game = findGame('everzone') as AnyGame;

function playAndWatch(seed: number, decks: [string, string]) {
  const config: EverzoneConfig = { format: '1v1', cpPerPlayer: 10, decks, locations: 'random' };
  const greedy = botFor('greedy');
  let state = game.setup(config, seed) as EzState;
  const fromStates: [Set<string>, Set<string>] = [new Set(), new Set()];
  const fromActions: [Set<string>, Set<string>] = [new Set(), new Set()];
  for (let step = 0; !game.isOver(state); step++) {
    if (step > 50_000) throw new Error('no end');
    const seat = game.toAct(state)[0] as Seat;
    const key = greedy({ game, view: game.view(state, seat), seat, seed: seed * 7919 + step });
    const result = tryApply(game, state, seat, { key });
    if (!result.ok) throw new Error(result.error.message);
    const action = result.action as EzAction;
    const own = (id: number) => state.cards[id]!.def;
    if (action.type === 'activate') for (const id of action.cards) fromActions[seat]!.add(own(id));
    if (action.type === 'play-support') fromActions[seat]!.add(own(action.card));
    state = result.state as EzState;
    notePlayed(state, 0, fromStates[0]);
    notePlayed(state, 1, fromStates[1]);
  }
  return { state, fromStates, fromActions };
}

describe('notePlayed', () => {
  it.each([
    [1, ['adam-finn', 'pandora']],
    [2, ['xenogray', 'meraud']],
    [3, ['zarkendra', 'molly-dunbar']],
  ] as const)('seed %i, %j: every card activated or played as a support is counted as played', (seed, decks) => {
    const { state, fromStates, fromActions } = playAndWatch(seed, [...decks]);
    for (const seat of [0, 1] as const) {
      expect(fromActions[seat].size).toBeGreaterThan(0);
      for (const card of fromActions[seat]) expect(fromStates[seat].has(card)).toBe(true);
      // Nothing another seat owns: a card of the other deck is never put to this deck's credit.
      const owned = new Set(state.cards.filter((c) => c.owner === seat).map((c) => c.def));
      for (const card of fromStates[seat]) expect(owned.has(card)).toBe(true);
    }
  });
});
