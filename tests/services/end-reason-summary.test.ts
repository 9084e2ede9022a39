/** The match summary carries why a finished game ended (`Game.endReason`), and nothing before. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../src/games/manor';
import { summarize, type LiveMatch } from '../../src/services/match/live-match';
import { playOut } from '../games/end-playout';

function live(state: unknown): LiveMatch {
  const config = { players: 3 };
  return {
    id: 'm1',
    game: manor,
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    record: {
      game: 'manor',
      engineVersion: manor.engineVersion,
      contentHash: manor.contentHash,
      config,
      seed: 25,
      actions: [],
    },
    state,
    createdAt: '',
    updatedAt: '',
    closed: false,
    driving: null,
  };
}

describe('the match summary says why the game ended', () => {
  it('once over, with the game’s own words; absent while the game goes on', () => {
    const { mid, end } = playOut(manor, { players: 3 }, 25);
    expect(summarize(live(mid)).endReason).toBeUndefined();
    expect(summarize(live(end)).endReason?.headline).toBe('The second Clock struck');
  });
});
