/** The Queen's goal in one line, from one seat's view: the last team standing wins. */
import type { GoalLineText } from '../../engine';
import type { QueenView } from './types';

const GOAL = 'Last team standing wins; drawing a Demon with no Weapon on the table kills';

function alive(view: QueenView, team: number): string {
  const seats = view.seats.filter((s) => s.team === team);
  const living = seats.filter((s) => s.alive).length;
  return `${living} of ${seats.length} ${seats.length === 1 ? 'character' : 'characters'} alive`;
}

export function queenGoalLine(view: QueenView): GoalLineText {
  const pile = `Draw Pile ${view.drawPile.length} cards`;
  const mine = typeof view.viewer === 'number' ? view.seats[view.viewer]?.team : undefined;
  if (mine === undefined) {
    // A spectator has no team: name both by their leaders.
    const status = [0, 1].map((team) => `${view.seats.find((s) => s.team === team)?.name}'s team ${alive(view, team)}`);
    return { goal: GOAL, status: [...status, pile].join(' · ') };
  }
  return { goal: GOAL, status: `your team ${alive(view, mine)}, theirs ${alive(view, 1 - mine)} · ${pile}` };
}
