/**
 * All Manor of Evil's goal in one line: steal the richest relics and keep your madness
 * below the others' (the maddest are devoured at the end); the game ends when the second
 * Clock strikes or a god wakes. Public numbers only: Clocks out and each god's tokens.
 */
import type { GoalLineText } from '../../engine';
import { AWAKEN_AT, CLOCK_IDS } from './content';
import type { ManorView } from './types';

export function manorGoalLine(view: ManorView): GoalLineText {
  const goal =
    view.config.players === 1
      ? 'Keep your madness below the Cultist’s and end with more $ than Lovecraft; any god waking devours you'
      : 'Richest relics win; keep your madness below the others’ — the maddest are devoured';
  const gods = view.gods.map((g) => `${g.colour} ${g.tokens}/${AWAKEN_AT}`).join(', ');
  const status = `round ${view.round} · Clocks ${view.clocksOut} of ${CLOCK_IDS.length} · gods’ awakening ${gods}`;
  return { goal, status };
}
