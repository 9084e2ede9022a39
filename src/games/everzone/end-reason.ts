/**
 * Why a war of EverZone ended: a team at 0 CP or surrendering a third time is out, and
 * the last one standing wins; otherwise "the team with the most CP at the end of the game
 * wins" after the last Location. Read from the spectator's view: CP and surrenders are
 * public, hands are not, and nothing here needs them.
 */
import type { EndReasonText } from '../../engine';
import { ezTeamName } from './goal-line';
import { SURRENDERS_ALLOWED } from './turn-end';
import type { EverzoneView, TeamState } from './types';

function outWhy(team: TeamState): string {
  return team.surrenders > SURRENDERS_ALLOWED
    ? `${ezTeamName(team)} surrendered a third time and lost the war`
    : `${ezTeamName(team)} reached 0 CP and was out of the war`;
}

export function everzoneEndReason(view: EverzoneView): EndReasonText | null {
  const winners = view.winnerTeams;
  if (view.phase !== 'over' || !winners) return null;
  const battles = view.locationsPlayed + view.locationsLeft;
  const standing = view.teams.filter((t) => !t.out);
  const names = winners.map((w) => ezTeamName(view.teams[w]!));
  const won = names.length === 1 ? `${names[0]} won` : `a draw between ${names.join(', ')}`;
  // The war ends early only when at most one team is left in it.
  const headline =
    standing.length > 1
      ? `The last battle ended with the most CP deciding: ${won}`
      : `${view.teams
          .filter((t) => t.out)
          .map(outWhy)
          .join('; ')}: ${won}`;
  const cp = view.teams.map((t) => `${ezTeamName(t)} ${t.cp}`).join(', ');
  const surrendered = view.teams.filter((t) => t.surrenders > 0);
  const details = [`Final CP: ${cp}.`, `Battles fought: ${view.locationsPlayed} of ${battles}.`];
  if (surrendered.length > 0)
    details.push(`Surrenders: ${surrendered.map((t) => `${ezTeamName(t)} ${t.surrenders}`).join(', ')}.`);
  return { headline, details };
}
