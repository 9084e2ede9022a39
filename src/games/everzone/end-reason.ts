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

/** The sides out of the war, grouped by why: "Players 2 and 4 reached 0 CP". */
function outWhy(teams: readonly TeamState[]): string {
  const thirdSurrender = teams.filter((t) => t.surrenders > SURRENDERS_ALLOWED);
  const noCp = teams.filter((t) => t.surrenders <= SURRENDERS_ALLOWED);
  const named = (group: readonly TeamState[]): string => group.map(ezTeamName).join(' and ');
  return [
    ...(noCp.length > 0 ? [`${named(noCp)} reached 0 CP`] : []),
    ...(thirdSurrender.length > 0 ? [`${named(thirdSurrender)} surrendered a third time`] : []),
  ].join('; ');
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
      ? `The last Location’s battle ended and the most CP decided: ${won}`
      : `${outWhy(view.teams.filter((t) => t.out))}: ${won}`;
  const cp = view.teams.map((t) => `${ezTeamName(t)} ${t.cp}`).join(', ');
  const surrendered = view.teams.filter((t) => t.surrenders > 0);
  const details = [`Final CP: ${cp}.`, `Battles fought: ${view.locationsPlayed} of ${battles}.`];
  if (surrendered.length > 0)
    details.push(`Surrenders: ${surrendered.map((t) => `${ezTeamName(t)} ${t.surrenders}`).join(', ')}.`);
  return { headline, details };
}
