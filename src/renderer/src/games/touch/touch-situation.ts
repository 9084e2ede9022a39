/**
 * What is going on now, in words: whose turn and which step of it, the Fight being
 * fought (the enemy, its dice and Wounds) and the Showdown.
 * Read from the view's turn, tasks and showdown; the rules decide none of it here.
 */
import type { FightState } from '../../../../games/touch/state';
import type { TouchView } from '../../../../games/touch/view';
import { plural } from '../../logic/format';
import { elderName, heroName } from './touch-words';

/** The Fight being fought: the top Fight on the task stack. */
export function currentFight(view: TouchView): FightState | null {
  for (let i = view.tasks.length - 1; i >= 0; i--) {
    const task = view.tasks[i]!;
    if (task.t === 'fight') return task.fight;
  }
  return null;
}

export function turnLine(view: TouchView): string {
  if (view.phase === 'over') return 'The game is over.';
  if (view.phase === 'mystery') return `Round ${view.round}: the Mystery Phase.`;
  const who = heroName(view, view.turn.hero);
  switch (view.turn.step) {
    case 'roll':
      return `Round ${view.round}: ${who}'s turn, rolling to move.`;
    case 'move':
      return `Round ${view.round}: ${who} is moving, ${plural(view.turn.movesLeft, 'space')} left.`;
    case 'actions':
      return `Round ${view.round}: ${who}'s turn, taking Actions.`;
  }
}

export function fightLines(view: TouchView): string[] {
  const fight = currentFight(view);
  if (!fight) return [];
  const hero = heroName(view, fight.hero);
  const enemy = fight.enemy;
  // The round's dice and the Wounds prevented in it are in the dice tray (touch-dice.ts).
  // The Villain attacking "cannot actually be hurt": its Health and Wounds say nothing here.
  if (enemy.attack)
    return [
      `${enemy.name} attacks ${hero}: ${plural(enemy.fightDice, 'Fight Die', 'Fight Dice')}, a single Fight Round.`,
    ];
  return [
    `${hero} fights ${enemy.name}: ${plural(enemy.fightDice, 'Fight Die', 'Fight Dice')}, Health ${enemy.health}, ${plural(enemy.wounds, 'Wound')} taken.`,
  ];
}

export function showdownLine(view: TouchView): string | null {
  const showdown = view.showdown;
  if (!showdown) return null;
  const party = showdown.party.map((p) => elderName(view, p.elder));
  const heroes = showdown.heroes.map((h) => heroName(view, h)).join(' and ');
  return `Showdown: ${heroes || heroName(view, showdown.hero)} against the Villain${party.length ? `, with ${party.join(', ')}` : ''}.`;
}
