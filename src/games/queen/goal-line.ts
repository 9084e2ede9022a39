/** The Queen's goal in one line, from one seat's view: the last team standing wins. */
import type { GoalLineText } from '../../engine';
import type { QueenView } from './types';

const LEADERS = ['girl', 'queen'];

const GOAL = 'Last team standing wins; drawing a Demon with no Weapon on the table kills';

function alive(view: QueenView, team: number): string {
  const seats = view.seats.filter((s) => s.team === team);
  const living = seats.filter((s) => s.alive).length;
  return `${living} of ${seats.length} alive`;
}

export function queenGoalLine(view: QueenView): GoalLineText {
  const pile = `Draw Pile ${view.drawPile.length} cards`;
  const mine = typeof view.viewer === 'number' ? view.seats[view.viewer]?.team : undefined;
  if (mine === undefined) {
    // A spectator has no team: name each by its leader, the Girl or the Evil Queen.
    const leader = (team: number) =>
      (view.seats.find((s) => s.character === LEADERS[team]) ?? view.seats.find((s) => s.team === team))?.name;
    const status = [0, 1].map((team) => `${leader(team)}'s team ${alive(view, team)}`);
    return { goal: GOAL, status: [...status, pile].join(' · ') };
  }
  return { goal: GOAL, status: `your team ${alive(view, mine)}, theirs ${alive(view, 1 - mine)} · ${pile}` };
}
