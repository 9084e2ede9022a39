/**
 * Fights: "a series of Fight Rounds with the enemy until one of three things happens:
 * The enemy is defeated, the Hero is KO'd, or the Hero chooses to Escape." The Fight
 * waits on the stack for the Hero's decision before each round (fight, Escape, an
 * Item that defeats a Minion, an Event); `rollFightRound` rolls one round and
 * `applyFightRound` applies it once the Events window on its dice has closed.
 */
import { enemyFightDice } from './handicap';
import { SHADOWBROOK } from './board';
import { discardCard } from './cards';
import { discardCarried } from './carry';
import { heroDef } from './content';
import type { Effect, Skill } from './effect-types';
import { successes } from './dice';
import { FIGHT_TARGET, rollRound, woundsFrom } from './fight-round';
import { carriedPassives, hasPassive, healthBoxes, heroPassives, preventOn, rerolls, skill } from './hero-stats';
import { knockOut } from './ko';
import { heroAt, logLine, type FightEnemy, type FightState, type TouchState } from './state';
import { openWindow } from './window';
import { pushesBack, startPushBack } from './push-back';
import { militiaServes } from './group-showdown';
import { plural } from '../../engine';

export function startFight(state: TouchState, hero: number, enemy: FightEnemy): void {
  const fight: FightState = { hero, enemy, rounds: 0, prevent: 0, pending: null, last: null };
  state.tasks.push({ t: 'fight', fight });
  logLine(state, `${heroDef(heroAt(state, hero).hero).name} must fight ${enemy.name}.`);
}

/** The Fight on top of the stack, waiting for its Hero, or null. */
/**
 * A single Fight Round that comes at `hero` (the Villain's attack, a Werewolf Hero lashing
 * out, Possessed by Madness): nothing to defeat and no Victory; `who` names the other Hero.
 */
export function singleRoundFight(
  hero: number,
  name: string,
  fightDice: number,
  who: Pick<FightEnemy, 'werewolf' | 'rival'> = {},
): FightState {
  const enemy: FightEnemy = {
    name,
    attack: true,
    ...who,
    fightDice,
    health: 0,
    fightWith: 'combat',
    wounds: 0,
    victory: [],
  };
  return { hero, enemy, rounds: 0, prevent: 0, pending: null, last: null };
}

export function currentFight(state: TouchState): FightState | null {
  const top = state.tasks[state.tasks.length - 1];
  return top?.t === 'fight' ? top.fight : null;
}

/** Militia markers give "any Hero in the same space +1 Combat". */
function militiaBonus(state: TouchState, index: number): number {
  return state.militia[heroAt(state, index).space]! > 0 && militiaServes(state, index) ? 1 : 0;
}

/**
 * The Skill the Hero fights with and its dice. Enemies that name a Skill are fought
 * with it; otherwise Combat, or a Skill an Item allows instead ("Items like Tools of
 * Science may ONLY be used if you would actually be using Combat to fight"): the
 * better one, since more dice never hurt.
 */
export function fightPool(state: TouchState, index: number, fightWith: Skill): { skill: Skill; dice: number } {
  if (fightWith !== 'combat') return { skill: fightWith, dice: skill(state, index, fightWith) };
  let best: { skill: Skill; dice: number } = {
    skill: 'combat',
    dice: skill(state, index, 'combat') + militiaBonus(state, index),
  };
  for (const p of heroPassives(state, index))
    if (p.op === 'fight-with')
      for (const s of p.skills)
        if (skill(state, index, s) > best.dice) best = { skill: s, dice: skill(state, index, s) };
  return best;
}

/** Spaces the Hero may Escape to: adjacent, without an enemy. */
export function escapeSpaces(state: TouchState, fight: FightState): number[] {
  const passives = heroPassives(state, fight.hero);
  if (fight.rounds === 0 && !hasPassive(passives, 'escape-early')) return [];
  const here = heroAt(state, fight.hero).space;
  return SHADOWBROOK.adjacent[here]!.filter((s) => !squareMinionAt(state, s));
}

export function squareMinionAt(state: TouchState, space: number): boolean {
  return state.minions.some((m) => m.space === space && !m.round);
}

/**
 * Both sides roll a Fight Round ("Hero rolls Fight Dice, Enemy rolls Fight Dice"); the
 * dice wait in an Event window ("This may cause Fight Dice to be added or re-rolled up
 * until the results are applied"), then `applyFightRound` applies them.
 */
export function rollFightRound(state: TouchState, fight: FightState, enemyDice = enemyFightDice(fight)): void {
  const passives = heroPassives(state, fight.hero);
  const dice = rollRound(state.rng, {
    heroDice: fightPool(state, fight.hero, fight.enemy.fightWith).dice + (fight.extraDice ?? 0),
    heroRerolls: rerolls(passives, 'fight'),
    enemyDice,
    enemyRerolls: rerolls(passives, 'enemy'),
  });
  delete fight.extraDice;
  fight.pending = { hero: dice.hero, enemy: dice.enemy };
  openWindow(state, 'fight', fight.hero);
}

/** The Hits of a round's dice, and the Wounds the Hero takes from the enemy's (Events, prevention, Militia). */
export function roundResults(state: TouchState, fight: FightState, enemyDice: readonly number[]) {
  const hero = heroAt(state, fight.hero);
  const roll = fight.pending!;
  const taken = woundsFrom(state.rng, successes(enemyDice, FIGHT_TARGET), {
    flat: fight.prevent,
    preventOn: preventOn(heroPassives(state, fight.hero)),
    militia: militiaServes(state, fight.hero) ? state.militia[hero.space]! : 0,
  });
  state.militia[hero.space]! -= taken.militiaUsed;
  fight.rounds++;
  fight.prevent = 0;
  fight.pending = null;
  fight.last = roll;
  delete fight.roundOffered; // the next round is offered to the other seats again
  return { heroHits: successes(roll.hero, FIGHT_TARGET), taken };
}

/** Applies a rolled round's results together ("Fights are considered to be simultaneous"). */
export function applyFightRound(state: TouchState, fight: FightState): void {
  const index = fight.hero;
  const hero = heroAt(state, index);
  const roll = fight.pending!;
  const { heroHits, taken } = roundResults(state, fight, roll.enemy);
  fight.enemy.wounds += heroHits;
  hero.wounds += taken.wounds;
  const name = heroDef(hero.hero).name;
  const skillUsed = fightPool(state, index, fight.enemy.fightWith).skill;
  logLine(
    state,
    `${name} rolls ${roll.hero.join(' ') || 'no dice'} (${skillUsed}), ${fight.enemy.name} rolls ${roll.enemy.join(' ') || 'no dice'}: ${plural(heroHits, 'Hit')} on ${fight.enemy.name}, ${plural(taken.wounds, 'Wound')} on ${name}.`,
  );
  // "it is possible for both the Hero and Minion to be defeated/KO'd in the same Fight Round"
  const defeated = fight.enemy.wounds >= fight.enemy.health;
  const knocked = hero.wounds >= healthBoxes(state, index);
  if (!defeated && !knocked) {
    if (taken.wounds > 0 && pushesBack(state, fight)) startPushBack(state, fight);
    return;
  }
  endFight(state, fight);
  if (knocked) {
    state.tasks.push({ t: 'minion-fights', space: fightSpace(state, fight) });
    knockOut(state, index, false);
  }
  // Pushed last, so resolved first: the Victory bonus is gained before a KO's loss is chosen.
  if (defeated) victory(state, fight);
}

function fightSpace(state: TouchState, fight: FightState): number {
  return fight.enemy.space ?? heroAt(state, fight.hero).space;
}

/** Takes the Fight off the stack; an undefeated card Minion is discarded, a counter stays (Fully Healed). */
export function endFight(state: TouchState, fight: FightState): void {
  const top = state.tasks.pop();
  if (top?.t !== 'fight' || top.fight !== fight) throw new Error('The Fight is not the task on top.');
  if (fight.enemy.card) discardCard(state, fight.enemy.card.deck, fight.enemy.card.card);
}

/** "When a Minion is defeated, it is considered a Victory for the Hero (even if the Hero has also been KO'd)." */
function victory(state: TouchState, fight: FightState): void {
  if (fight.enemy.space !== undefined) {
    const at = state.minions.findIndex((m) => m.space === fight.enemy.space && !m.round);
    if (at >= 0) state.minions.splice(at, 1);
  }
  logLine(state, `${heroDef(heroAt(state, fight.hero).hero).name} defeats ${fight.enemy.name}.`);
  const triggers: Effect[][] = heroPassives(state, fight.hero).flatMap((p) =>
    p.op === 'trigger' && p.when === 'victory' ? [p.effects] : [],
  );
  for (const effects of [...triggers, fight.enemy.victory].reverse())
    if (effects.length) state.tasks.push({ t: 'effects', hero: fight.hero, effects, fight: true });
}

/**
 * "If the Hero chooses instead to Escape, they must immediately move to any adjacent
 * space that does not contain an enemy and their turn immediately ends." Another Hero
 * left with a Minion counter must fight it next.
 */
export function escape(state: TouchState, fight: FightState, to: number): void {
  const hero = heroAt(state, fight.hero);
  const from = fightSpace(state, fight);
  endFight(state, fight);
  hero.space = to;
  logLine(state, `${heroDef(hero.hero).name} escapes from ${fight.enemy.name} to ${SHADOWBROOK.spaces[to]!.name}.`);
  if (state.phase === 'turn' && state.turn.hero === fight.hero) state.turn.over = true;
  if (fight.enemy.space !== undefined) state.tasks.push({ t: 'minion-fights', space: from });
}

/** Items such as Holy Water "may be discarded to automatically defeat a Minion … at any time". */
export function defeatWithItem(state: TouchState, fight: FightState, position: number): void {
  discardCarried(state, fight.hero, position);
  endFight(state, fight);
  victory(state, fight);
}

export function defeatItems(state: TouchState, fight: FightState): number[] {
  if (fight.enemy.villain) return [];
  return heroAt(state, fight.hero).carried.flatMap((item, i) =>
    carriedPassives(item).some((p) => p.op === 'defeat-minion') ? [i] : [],
  );
}
