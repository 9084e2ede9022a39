/** Wounds a Hero takes outside a Fight Round (a card, a Werewolf Hero's victim striking back). */
import { heroDef } from './content';
import { woundsFrom } from './fight-round';
import { healthBoxes, heroPassives, preventOn } from './hero-stats';
import { knockOut } from './ko';
import { heroAt, logLine, type TouchState } from './state';
import { plural } from '../../engine';

/** A Wound the Hero takes outside a Fight: prevented as any Wound, and a KO when every box is full. */
export function woundHero(state: TouchState, index: number, amount: number): void {
  const hero = heroAt(state, index);
  if (hero.ko) return;
  const taken = woundsFrom(state.rng, amount, {
    flat: 0,
    preventOn: preventOn(heroPassives(state, index)),
    militia: state.militia[hero.space]!,
  });
  state.militia[hero.space]! -= taken.militiaUsed;
  hero.wounds += taken.wounds;
  logLine(state, `${heroDef(hero.hero).name} takes ${plural(taken.wounds, 'Wound')}.`);
  if (hero.wounds >= healthBoxes(state, index)) knockOut(state, index, false);
}
