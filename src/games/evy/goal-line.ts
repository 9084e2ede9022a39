/** Evy's goal in one line: the adventure's objective, how she loses, and where she stands now. */
import type { GoalLineText } from '../../engine';
import { objectiveStepText } from './objective-words';
import type { EvyView } from './types';

export function evyGoalLine(view: EvyView): GoalLineText {
  const objective = view.adventure.objective;
  const steps = objective.map(objectiveStepText).join(', then ');
  const goal = `${steps} — lose if a monster attacks Evy with no HP and no card left`;
  const status = [`HP ${view.hp}`, `turn ${view.turn}`, `cards ${view.hand.length}`];
  if (objective.length > 1)
    status.push(`step ${Math.min(view.objectiveStep + 1, objective.length)} of ${objective.length}`);
  if (view.nextWaypoint) status.push(`next book ${view.nextWaypoint}`);
  if (view.floor !== null) status.push(`floor ${view.floor}`);
  return { goal, status: status.join(' · ') };
}
