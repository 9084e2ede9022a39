/** EverZone's goal in one line, from one seat's view: CP of each side, and how far the war has gone. */
import type { GoalLineText } from '../../engine';
import type { EverzoneView, TeamState } from './types';

/** A side by its players, as the log numbers seats ("Player 2", "Players 1 and 3"). */
export function ezTeamName(team: TeamState): string {
  const numbers = team.seats.map((seat) => String(seat + 1));
  if (numbers.length === 1) return `Player ${numbers[0]}`;
  return `Players ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

const GOAL = 'Most CP when the last Location’s battle ends wins; 0 CP or a third surrender puts a side out';

export function everzoneGoalLine(view: EverzoneView): GoalLineText {
  const mine = typeof view.viewer === 'number' ? view.players[view.viewer]?.team : undefined;
  const others = view.teams.filter((t) => t.team !== mine);
  const them = (t: TeamState): string => {
    // 1v1 and teams of two or three: one opposing side, "them"; three players name each rival.
    if (mine !== undefined && others.length === 1) return t.seats.length > 1 ? 'theirs' : 'them';
    return ezTeamName(t);
  };
  const cp = (t: TeamState): string => `${t.out ? `${them(t)} out` : `${them(t)} ${t.cp}`}`;
  const own = view.teams[mine ?? -1];
  const sides = [...(own ? [`${own.seats.length > 1 ? 'your team' : 'you'} ${own.cp}`] : []), ...others.map(cp)];
  const picks = view.stage.picksLeft.reduce((a, b) => a + b, 0);
  const total = view.locationsPlayed + view.locationsLeft + picks;
  const turns = view.location?.resources.length ?? 0;
  const battle =
    view.locationsPlayed === 0
      ? `choosing Locations, ${total} to fight over`
      : `battle ${view.locationsPlayed} of ${total}${turns > 0 ? `, turn ${Math.min(view.battleTurn + 1, turns)} of ${turns}` : ''}`;
  return { goal: GOAL, status: `CP: ${sides.join(', ')} · ${battle}` };
}
