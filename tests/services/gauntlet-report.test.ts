/**
 * The gauntlet report in figures, from hand-made results: wins, draws and losses
 * per opponent, the first-player split, the average command points left, per-card
 * impact with counts, and failed games counted nowhere else.
 */
import { describe, expect, it } from 'vitest';
import { summarizeGauntlet, type ReportInput } from '../../src/services/games/everzone/gauntlet/report';
import { winRate } from '../../src/services/sim/stats';
import type { GauntletGameResult } from '../../src/shared/api';

const input: ReportInput = {
  opponents: [
    { opponent: { kind: 'premade', id: 'pandora' }, name: 'Pandora' },
    { opponent: { kind: 'library', id: 'u-abc' }, name: 'My other deck' },
  ],
  total: 8,
  deckCards: ['marine', 'sniper'],
};

let next = 0;
function game(opponent: number, deckSeat: 0 | 1, result: GauntletGameResult['result'], played: string[], cp = [5, 0]) {
  return {
    index: next++,
    seed: 1,
    opponent,
    deckSeat,
    result,
    cpLeft: result === 'failed' ? null : (cp as [number, number]),
    played,
    actions: 10,
    hash: result === 'failed' ? null : 'h',
  } satisfies GauntletGameResult;
}

describe('summarizeGauntlet', () => {
  const results = [
    game(0, 0, 'win', ['marine'], [6, 0]),
    game(0, 1, 'loss', ['sniper'], [0, 4]),
    game(0, 0, 'win', ['marine', 'sniper'], [3, 0]),
    game(0, 1, 'draw', [], [2, 2]),
    game(1, 0, 'failed', ['marine']),
    game(1, 1, 'win', ['marine'], [10, 0]),
  ];
  const report = summarizeGauntlet(input, results);

  it('counts each opponent’s wins, draws, losses and failures; a draw is not a win', () => {
    const [pandora, other] = report.matchups;
    expect(pandora).toMatchObject({ name: 'Pandora', games: 4, wins: 2, draws: 1, losses: 1, failed: 0 });
    expect(pandora!.winRate).toEqual(winRate(2, 4));
    expect(other).toMatchObject({ games: 1, wins: 1, failed: 1 });
    expect(report).toMatchObject({ total: 8, finished: 5, failed: 1 });
    expect(report.overall).toEqual(winRate(3, 5));
  });

  it('splits by who went first (seat 0) and averages the CP left over finished games', () => {
    const pandora = report.matchups[0]!;
    expect(pandora.first).toEqual(winRate(2, 2));
    expect(pandora.second).toEqual(winRate(0, 2));
    expect(pandora.cpLeft).toBeCloseTo((6 + 0 + 3 + 2) / 4);
    expect(pandora.opponentCpLeft).toBeCloseTo((0 + 4 + 0 + 2) / 4);
    expect(report.matchups[1]!.cpLeft).toBe(10);
  });

  it('gives each card the win rate when played and when not, failed games left out, most played first', () => {
    expect(report.cards.map((c) => c.card)).toEqual(['marine', 'sniper']);
    const [marine, sniper] = report.cards;
    expect(marine).toMatchObject({ name: 'Marine', played: winRate(3, 3), notPlayed: winRate(0, 2) });
    expect(sniper).toMatchObject({ played: winRate(1, 2), notPlayed: winRate(2, 3) });
  });

  it('an empty gauntlet has every interval the whole range and no CP average', () => {
    const empty = summarizeGauntlet(input, []);
    expect(empty.overall).toMatchObject({ games: 0, low: 0, high: 1 });
    expect(empty.matchups[0]!.cpLeft).toBeNull();
  });
});
