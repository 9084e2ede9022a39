/**
 * A gauntlet's results in figures: per opponent the tested deck's win rate with
 * its Wilson 95% interval, split by who went first, and the command points left;
 * per card the win rate in the games where the deck played it against those
 * where it did not. A draw counts as a game not won. Failed games count nowhere
 * but in `failed`.
 */
import { findForcesCard } from '../../../../games/everzone/content';
import type {
  GauntletCardImpact,
  GauntletGameResult,
  GauntletMatchup,
  GauntletOpponent,
  GauntletReport,
} from '../../../../shared/api';
import { winRate } from '../../../sim/stats';

export interface ReportInput {
  opponents: readonly { opponent: GauntletOpponent; name: string }[];
  /** Every game the gauntlet will play. */
  total: number;
  /** Card ids of the tested deck (each once). */
  deckCards: readonly string[];
}

export function summarizeGauntlet(input: ReportInput, results: readonly GauntletGameResult[]): GauntletReport {
  const finished = results.filter((r) => r.result !== 'failed');
  return {
    total: input.total,
    finished: finished.length,
    failed: results.length - finished.length,
    overall: rateOf(finished),
    matchups: input.opponents.map((o, n) =>
      matchup(
        o,
        results.filter((r) => r.opponent === n),
      ),
    ),
    cards: input.deckCards
      .map((card) => cardImpact(card, finished))
      .sort((a, b) => b.played.games - a.played.games || a.name.localeCompare(b.name)),
  };
}

function rateOf(games: readonly GauntletGameResult[]) {
  return winRate(games.filter((r) => r.result === 'win').length, games.length);
}

function matchup(o: ReportInput['opponents'][number], results: readonly GauntletGameResult[]): GauntletMatchup {
  const finished = results.filter((r) => r.result !== 'failed');
  const count = (result: GauntletGameResult['result']) => results.filter((r) => r.result === result).length;
  const withCp = finished.filter((r) => r.cpLeft !== null);
  const average = (side: 0 | 1) =>
    withCp.length === 0
      ? null
      : withCp.reduce((sum, r) => sum + (r.cpLeft as [number, number])[side], 0) / withCp.length;
  return {
    opponent: { ...o.opponent },
    name: o.name,
    games: finished.length,
    wins: count('win'),
    draws: count('draw'),
    losses: count('loss'),
    failed: count('failed'),
    winRate: rateOf(finished),
    first: rateOf(finished.filter((r) => r.deckSeat === 0)),
    second: rateOf(finished.filter((r) => r.deckSeat !== 0)),
    cpLeft: average(0),
    opponentCpLeft: average(1),
  };
}

function cardImpact(card: string, finished: readonly GauntletGameResult[]): GauntletCardImpact {
  return {
    card,
    name: findForcesCard(card)?.name ?? card,
    played: rateOf(finished.filter((r) => r.played.includes(card))),
    notPlayed: rateOf(finished.filter((r) => !r.played.includes(card))),
  };
}
