/**
 * Endurance of Evil (an optional rule): "Anytime the Villain Kills a Town Elder or KO's a
 * Hero, they gain a permanent +2 Health (or +1 Health per Hero in the Cooperative Game) …
 * triggered even if the Elder is just removed from the game outright (such as with the
 * Gargoyle)." Every Town Elder's death is the Villain's doing: by its Mysteries, Minions
 * and Showdown dice.
 */
import { villainDef } from './content';
import { modeOf, optionOn } from './modes';
import { logLine, type TouchState } from './state';

const ENDURANCE_HEALTH = 2;

export function villainEndures(state: TouchState, why: string): void {
  if (!optionOn(state.config, 'enduranceOfEvil') || state.phase === 'over') return;
  const gain = modeOf(state.config) === 'cooperative' ? state.heroes.length : ENDURANCE_HEALTH;
  state.villain.health += gain;
  logLine(state, `${why}: ${villainDef(state.villain.villain).name} endures, +${gain} Health.`);
}
