/** Reading a finished match's outcome (one score per seat, teams share) in words. */
import type { MatchSummary } from '../../../shared/api';

export interface OutcomeText {
  headline: string;
  winners: string[];
}

export function describeOutcome(summary: MatchSummary): OutcomeText {
  const outcome = summary.outcome;
  if (!outcome || outcome.length === 0) return { headline: 'The game is over.', winners: [] };
  const best = Math.max(...outcome);
  // One player: there is nobody to draw with; a score above 0 is a win.
  if (outcome.length === 1) {
    const name = summary.seatLabels[0] ?? 'The player';
    return best > 0 ? { headline: `${name} wins.`, winners: [name] } : { headline: `${name} loses.`, winners: [] };
  }
  // One team of everyone (a Cooperative game) wins or loses together.
  const oneTeam = summary.seatTeams.every((team) => team === summary.seatTeams[0]);
  // Every seat lost (A Touch of Evil's Villain won, say): nobody drew.
  if (best <= 0)
    return { headline: oneTeam ? `${summary.seatLabels.join(' and ')} lose together.` : 'Nobody wins.', winners: [] };
  const winners = summary.seatLabels.filter((_, seat) => outcome[seat] === best);
  if (winners.length === summary.seatLabels.length) {
    // Rivals who tie draw.
    return { headline: oneTeam ? `${winners.join(' and ')} win together.` : 'A draw: nobody wins alone.', winners };
  }
  const winningTeam = summary.seatTeams[outcome.indexOf(best)];
  const teamSize = summary.seatTeams.filter((t) => t === winningTeam).length;
  const headline = teamSize > 1 ? `${winners.join(' and ')} win as a team.` : `${winners[0] ?? 'Someone'} wins.`;
  return { headline, winners };
}
