/**
 * The game-over headline for games of several seats. A Touch of Evil: "If the Shadow Track
 * reaches Darkness, the Villain wins" and every seat scores 0; that is nobody's win, not a draw.
 */
import { describe, expect, it } from 'vitest';
import { describeOutcome } from '../../src/renderer/src/logic/outcome';
import type { MatchSummary } from '../../src/shared/api';

function summary(outcome: number[], seatTeams = outcome.map((_, seat) => seat)): MatchSummary {
  return {
    id: 'm-1',
    game: 'touch',
    gameName: 'A Touch of Evil',
    config: {},
    seed: 1,
    seats: outcome.map(() => ({ kind: 'human' as const })),
    seatLabels: outcome.map((_, seat) => `Player ${seat + 1}`),
    seatTeams,
    version: 10,
    toAct: [],
    over: true,
    outcome,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('Game over in words for several seats', () => {
  it('every seat scoring 0 (the Villain won) reads as nobody winning, not as a draw', () => {
    expect(describeOutcome(summary([0, 0]))).toEqual({ headline: 'Nobody wins.', winners: [] });
  });

  it('one winner is named; a shared top score is a draw; a team wins together', () => {
    expect(describeOutcome(summary([0, 1])).headline).toBe('Player 2 wins.');
    expect(describeOutcome(summary([0.5, 0.5])).headline).toBe('A draw: nobody wins alone.');
    expect(describeOutcome(summary([1, 0, 1], [0, 1, 0])).headline).toBe('Player 1 and Player 3 win as a team.');
  });

  it('every seat on one team winning (a Cooperative game won) reads as a win together, not a draw', () => {
    expect(describeOutcome(summary([1, 1, 1], [0, 0, 0]))).toEqual({
      headline: 'Player 1 and Player 2 and Player 3 win together.',
      winners: ['Player 1', 'Player 2', 'Player 3'],
    });
    expect(describeOutcome(summary([0, 0, 0], [0, 0, 0])).headline).toBe(
      'Player 1 and Player 2 and Player 3 lose together.',
    );
  });
});
