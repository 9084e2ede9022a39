/**
 * Why an Evy adventure ended: every objective step done (won), or a monster attacked Evy
 * when "she doesn't have any more HP or cards in hand to sacrifice" (lost). Everything in
 * Evy's view is public; the view is read so the end says what the board showed.
 */
import type { EndReasonText } from '../../engine';
import { objectiveStepText } from './objective-words';
import type { EvyView } from './types';

/** The monster that made the last attack, as the board names it ("The Giant Spider", "a dust slug"). */
function lastAttacker(view: EvyView): string {
  const attack = view.lastMonsterPhase.filter((e) => e.type === 'attack').pop();
  const monster = attack ? view.monsters.find((m) => m.id === attack.monster) : undefined;
  if (monster?.name) return monster.name.charAt(0).toUpperCase() + monster.name.slice(1);
  const plural = view.adventure.monsterName;
  return `A ${plural.endsWith('s') ? plural.slice(0, -1) : plural}`;
}

export function evyEndReason(view: EvyView): EndReasonText | null {
  if (view.phase !== 'over' || view.result === null) return null;
  const title = view.adventure.title;
  const flipped = view.revealed.length;
  const numbers = `HP ${view.hp} · turn ${view.turn} · ${flipped} ${flipped === 1 ? 'card' : 'cards'} turned over`;
  if (view.result === 'won') {
    const steps = view.adventure.objective.map(objectiveStepText);
    return { headline: `Evy reached her goal in ${title}`, details: [`Done: ${steps.join(', then ')}.`, numbers] };
  }
  const done = view.objectiveStep;
  const step = view.adventure.objective[view.objectiveStep];
  return {
    headline: `Evy was beaten in ${title}: HP at 0`,
    details: [
      `${lastAttacker(view)} attacked Evy when she had no HP and no card left to sacrifice.`,
      step
        ? `Objective steps done: ${done} of ${view.adventure.objective.length}; next was “${objectiveStepText(step)}”.`
        : '',
      numbers,
    ].filter((line) => line !== ''),
  };
}
