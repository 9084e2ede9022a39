/**
 * The Villain attacking outside a Showdown: "a single Fight Round should be played out
 * between the Hero and the Villain … the Villain cannot actually be hurt … the Hero will
 * usually gain 1 Investigation for each Hit done to the Villain (instead of causing a
 * Wound)." With Relentless Charge the Spectral Horseman rides from the space to the
 * Town Hall and fights every Hero on the way, but "no longer hits Heroes that are in
 * the Town Hall".
 */
import { nextTowardTownHall, SHADOWBROOK } from './board';
import { heroDef, villainDef } from './content';
import { rollD6 } from './dice';
import { fightPool } from './fight';
import { rollRound, woundsFrom } from './fight-round';
import { healthBoxes, heroPassives, preventOn, rerolls } from './hero-stats';
import { knockOut } from './ko';
import { heroesInSpace } from './minions';
import { heroAt, logLine, type TouchState } from './state';
import { hasRule, villainAbilityPassives, villainCombat } from './villain';

/** The spaces the Villain attacks from `space`: that one, or the Horseman's whole ride (the Town Hall excepted). */
export function attackedSpaces(state: TouchState, space: number): number[] {
  if (!hasRule(villainAbilityPassives(state), 'relentless-charge')) return [space];
  const ride: number[] = [];
  for (
    let here: number | null = space;
    here !== null;
    here = nextTowardTownHall(SHADOWBROOK, here, () => rollD6(state.rng))
  )
    if (here !== SHADOWBROOK.townHall) ride.push(here);
  return ride;
}

export function villainAttack(state: TouchState, space: number, extraCombat: number): void {
  const name = villainDef(state.villain.villain).name;
  logLine(state, `${name} attacks at ${SHADOWBROOK.spaces[space]!.name}.`);
  for (const at of attackedSpaces(state, space))
    for (const hero of heroesInSpace(state, at)) {
      if (state.phase === 'over') return;
      villainRound(state, hero, villainCombat(state) + extraCombat);
    }
}

/** One Fight Round against the Villain: Investigation for the Hero's Hits, Wounds for the Villain's. */
export function villainRound(state: TouchState, index: number, villainDice: number): void {
  const hero = heroAt(state, index);
  const passives = heroPassives(state, index);
  const pool = fightPool(state, index, 'combat');
  const dice = rollRound(state.rng, {
    heroDice: pool.dice,
    heroRerolls: rerolls(passives, 'fight'),
    enemyDice: villainDice,
    enemyRerolls: rerolls(passives, 'enemy'),
  });
  const taken = woundsFrom(state.rng, dice.enemyHits, {
    flat: 0,
    preventOn: preventOn(passives),
    militia: state.militia[hero.space]!,
  });
  state.militia[hero.space]! -= taken.militiaUsed;
  hero.investigation += dice.heroHits;
  hero.wounds += taken.wounds;
  logLine(
    state,
    `${heroDef(hero.hero).name} fights a round with ${villainDef(state.villain.villain).name}: gains ${dice.heroHits} Investigation, takes ${taken.wounds} Wound(s).`,
  );
  if (hero.wounds >= healthBoxes(state, index)) knockOut(state, index, true);
}
