/** Records replay exactly, including subsets chosen outside the menu (accepted through parseAction). */
import { describe, expect, it } from 'vitest';
import { newRecord, replay, stateHash, tryApply } from '../../../src/engine';
import { ONE_V_ONE, game, keys } from './helpers';

describe('records', () => {
  it('a game with hand-picked subsets replays to the same state', () => {
    const config = { ...ONE_V_ONE, locations: 'random' as const };
    const record = newRecord(game, config, 11);
    let state = game.setup(config, 11);
    const play = (seat: number, key: string) => {
      const result = tryApply(game, state, seat, { key });
      if (!result.ok) throw new Error(`${result.error.message} Legal: ${keys(state, seat).join(' ')}`);
      record.actions.push({ seat, key });
      state = result.state as typeof state;
    };
    play(0, 'keep');
    play(1, 'keep');
    // Marshal the first and the last card of each hand: rarely a menu item, always legal.
    for (const seat of [0, 1]) {
      const hand = state.players[seat]!.hand.slice().sort((a, b) => a - b);
      const key = `marshal:${hand[0]},${hand[hand.length - 1]}`;
      play(seat, key);
    }
    expect(state.players.every((p) => p.marshalled.length === 2)).toBe(true);
    const replayed = replay(game, JSON.parse(JSON.stringify(record)));
    expect(replayed.ok && replayed.hash).toBe(stateHash(state));
  });

  it('an illegal subset key is refused with a message naming it', () => {
    let state = game.setup({ ...ONE_V_ONE, locations: 'random' }, 11);
    for (const seat of [0, 1]) {
      const kept = tryApply(game, state, seat, { key: 'keep' });
      if (kept.ok) state = kept.state as typeof state;
    }
    expect(state.phase).toBe('marshal');
    const theirs = state.players[1]!.hand[0]!;
    const result = tryApply(game, state, 0, { key: `marshal:${theirs}` });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe(`"marshal:${theirs}" is not a legal action for seat 0 now.`);
  });
});
