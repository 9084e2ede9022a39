/**
 * Rounds fought without some of a Hero's strengths, from the Advanced Cooperative Mystery
 * Phase Chart: Ambush in the Night ("During the first Fight Round, the Hero may not use any
 * Items, Allies, or Abilities and the Minion has double their normal Fight Dice") and the
 * Surprise Showdown ("Heroes may not use their character Abilities during the first Showdown
 * Fight Round").
 */
import type { FightState, TouchState } from './state';

/** The Fight this Hero is fighting now, if any (the topmost on the stack). */
function fightOf(state: TouchState, hero: number): FightState | null {
  for (let i = state.tasks.length - 1; i >= 0; i--) {
    const task = state.tasks[i]!;
    if (task.t === 'fight') return task.fight.hero === hero ? task.fight : null;
  }
  return null;
}

/** The first round of an Ambush: no Items, no Allies, no Abilities. */
export function ambushed(state: TouchState, hero: number): boolean {
  const fight = fightOf(state, hero);
  return fight?.enemy.ambush === true && fight.rounds === 0;
}

/** No character Abilities: an Ambush's first round, or a Surprise Showdown's first round of every Hero in it. */
export function withoutAbilities(state: TouchState, hero: number): boolean {
  if (ambushed(state, hero)) return true;
  const showdown = state.showdown;
  if (showdown?.surprise === undefined || !showdown.heroes.includes(hero)) return false;
  // One Fight shared by the Heroes in turn: its first rounds, one a Hero, are the Showdown's first.
  const fight = state.tasks.find((t) => t.t === 'fight' && t.fight.enemy.villain);
  return fight?.t === 'fight' && fight.fight.rounds < showdown.surprise;
}

/** The enemy's Fight Dice this round: doubled in an Ambush's first round. */
export function enemyFightDice(fight: FightState): number {
  return fight.enemy.ambush && fight.rounds === 0 ? fight.enemy.fightDice * 2 : fight.enemy.fightDice;
}
