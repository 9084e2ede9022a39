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
import { rollD6, successes } from './dice';
import { FIGHT_TARGET } from './fight-round';
import { endFight, roundResults } from './fight';
import { healthBoxes } from './hero-stats';
import { knockOut } from './ko';
import { heroesInSpace } from './minions';
import { heroAt, logLine, type FightState, type TouchState } from './state';
import { woundHero } from './wounds';
import { hasRule, villainAbilityPassives, villainCombat } from './villain';
import { plural } from '../../engine';

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

/**
 * Queues a single Fight Round with the Villain for every Hero in the attacked spaces, in
 * the order of the ride and, within a space, highest Honor first. Each is a Fight on
 * the stack that rolls by itself (there is nothing to decide before "a single Fight
 * Round"); a Hero KO'd before their round comes "cannot be attacked".
 */
export function villainAttack(state: TouchState, space: number, extraCombat: number): void {
  const name = villainDef(state.villain.villain).name;
  logLine(state, `${name} attacks at ${SHADOWBROOK.spaces[space]!.name}.`);
  const fights: FightState[] = attackedSpaces(state, space).flatMap((at) =>
    heroesInSpace(state, at).map((hero) => ({
      hero,
      enemy: {
        name,
        attack: true,
        fightDice: villainCombat(state) + extraCombat,
        health: 0,
        fightWith: 'combat' as const,
        wounds: 0,
        victory: [],
      },
      rounds: 0,
      prevent: 0,
      pending: null,
      last: null,
    })),
  );
  for (const fight of fights.reverse()) state.tasks.push({ t: 'fight', fight });
}

/** The round's results: Investigation for the Hero's Hits, Wounds for the Villain's; then the Fight is over. */
export function applyAttackRound(state: TouchState, fight: FightState): void {
  const index = fight.hero;
  const hero = heroAt(state, index);
  const roll = fight.pending!;
  const { heroHits, taken } = roundResults(state, fight, roll.enemy);
  endFight(state, fight);
  const werewolf = fight.enemy.werewolf;
  // Possessed by Madness: "Each of these Heroes gains 1 Investigation for every Hit they do to the other".
  const rival = fight.enemy.rival;
  const other = werewolf ?? rival;
  if (werewolf === undefined) hero.investigation += heroHits;
  if (rival !== undefined) heroAt(state, rival).investigation += successes(roll.enemy, FIGHT_TARGET);
  hero.wounds += taken.wounds;
  const gain =
    werewolf === undefined ? `gains ${heroHits} Investigation` : `${plural(heroHits, 'Hit')} on the Werewolf`;
  logLine(
    state,
    `${heroDef(hero.hero).name} fights a round with ${fight.enemy.name} (${roll.hero.join(' ') || 'no dice'} against ${roll.enemy.join(' ') || 'no dice'}): ${gain}, takes ${plural(taken.wounds, 'Wound')}.`,
  );
  // Simultaneous: the Werewolf Hero takes its Wounds too (prevented as any Wound).
  if (other !== undefined && heroHits > 0) woundHero(state, other, heroHits);
  if (hero.wounds >= healthBoxes(state, index)) knockOut(state, index, other === undefined);
}
