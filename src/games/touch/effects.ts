/**
 * The interpreter of the effect vocabulary (docs/rules/touch.md). `runEffect` does one
 * effect for one Hero; effects that need a decision set a prompt, effects that start
 * something longer (a Fight, a card) push tasks. Effects aimed at a KO'd Hero do
 * nothing: "While KO'd, a Hero does not participate in any element of the game."
 */
import { SHADOWBROOK, spaceNumber } from './board';
import { cardOf, discardCard, randomLocation } from './cards';
import { cureCurse } from './curse';
import { nextInt } from '../../engine';
import { elderDef, heroDef } from './content';
import type { At, Effect, PlainEffect } from './effect-types';
import { drawFor } from './draw';
import { rerollFailures, rollD6, rollPool, testResult } from './dice';
import { cancelChartRoll } from './coop-chart';
import { gainSecrets, livingTownElders, lookable } from './elders';
import { doomElder, preventElderDeath } from './elder-death';
import { FIGHT_TARGET } from './fight-round';
import { collectBonus, heroPassives, rerolls, skill, upgradeSkill } from './hero-stats';
import { rollMinionChart } from './minion-chart';
import { moveShadow } from './shadow';
import { heroAt, logLine, type ElderEffect, type Task, type TouchState } from './state';
import { villainAttack } from './villain-attack';
import { woundHero } from './wounds';
import { askHealWhom, healHero } from './showdown-heal';
import { cancelLair } from './showdown';
import { openWindow, rollUnderWindow } from './window';

export interface EffectContext {
  hero: number;
  /** The space "here" means. */
  at: number;
  /** Investigation from a Fight's Victory bonus (Detective does not add to it). */
  fight: boolean;
}

/** Ops that act on the Hero themself, skipped for a KO'd Hero; the rest act on the board and the town. */
const HERO_OPS = new Set<Effect['op']>([
  'investigation',
  'collect-here',
  'wound',
  'heal',
  'draw',
  'upgrade',
  'move-hero',
  'peek',
  'replace-secret',
  'discard-item',
  'fight-dice',
  'reroll',
  'prevent',
  'end-turn',
  'cure-curse',
  'test',
  'choose',
]);

/** Every word the interpreter knows; a test checks this against the schema's list. */
export const HANDLED_OPS: readonly Effect['op'][] = [
  ...HERO_OPS,
  'darkness',
  'minion-chart',
  'villain-attack',
  'place-investigation',
  'militia',
  'elder-secret',
  'kill-elder',
  'cancel',
  'roll',
  'each-hero',
];

/** A space for `at`; a Random Location draws the top Lair card (null if none can be drawn). */
function where(state: TouchState, ctx: EffectContext, at: At): number | null {
  if (at === 'here') return ctx.at;
  const id = randomLocation(state);
  return id === null ? null : spaceNumber(SHADOWBROOK, id);
}

function push(state: TouchState, ctx: EffectContext, effects: readonly PlainEffect[], hero = ctx.hero): void {
  if (effects.length === 0) return;
  const at = hero === ctx.hero ? ctx.at : heroAt(state, hero).space;
  state.tasks.push({ t: 'effects', hero, effects: [...effects], at, fight: ctx.fight });
}

export function runEffect(state: TouchState, ctx: EffectContext, effect: Effect): void {
  const hero = heroAt(state, ctx.hero);
  // A Victory bonus is gained "even if the Hero has also been KO'd".
  if (hero.ko && !ctx.fight && HERO_OPS.has(effect.op)) return;
  const name = heroDef(hero.hero).name;
  switch (effect.op) {
    case 'collect-here': {
      // Markers from the space: there may be fewer than asked.
      const taken = Math.min(effect.amount, state.clues[ctx.at]!);
      state.clues[ctx.at]! -= taken;
      hero.investigation += taken;
      logLine(state, `${name} collects ${taken} Investigation.`);
      return;
    }
    case 'investigation': {
      if (effect.amount >= 0) {
        const gained = effect.amount + (ctx.fight || effect.amount === 0 ? 0 : collectBonus(state, ctx.hero));
        hero.investigation += gained;
        logLine(state, `${name} gains ${gained} Investigation.`);
      } else {
        const lost = Math.min(hero.investigation, -effect.amount);
        hero.investigation -= lost;
        logLine(state, `${name} loses ${lost} Investigation.`);
      }
      return;
    }
    case 'wound':
      return woundHero(state, ctx.hero, effect.amount);
    case 'heal':
      if (!askHealWhom(state, ctx.hero, effect.amount)) healHero(state, ctx.hero, effect.amount);
      return;
    case 'darkness':
      return moveShadow(state, effect.steps, name);
    case 'draw':
      return drawFor(state, ctx.hero, effect.deck, effect.count ?? 1, effect.keep ?? effect.count ?? 1);
    case 'upgrade':
      return upgradeSkill(state, ctx.hero, effect.skill);
    case 'minion-chart': {
      const space = where(state, ctx, effect.at);
      if (space !== null) rollMinionChart(state, ctx.hero, space);
      return;
    }
    case 'villain-attack': {
      const space = where(state, ctx, effect.at);
      if (space !== null) villainAttack(state, space, effect.combat ?? 0);
      return;
    }
    case 'place-investigation': {
      const space = where(state, ctx, effect.at);
      if (space === null) return;
      state.clues[space]! += effect.amount;
      logLine(state, `${effect.amount} Investigation are placed in ${SHADOWBROOK.spaces[space]!.name}.`);
      return;
    }
    case 'militia': {
      const space = where(state, ctx, effect.at);
      if (space === null) return;
      state.militia[space]!++;
      logLine(state, `A Militia marker guards ${SHADOWBROOK.spaces[space]!.name}.`);
      return;
    }
    case 'move-hero': {
      const space = effect.to === 'town-hall' ? SHADOWBROOK.townHall : where(state, ctx, 'random');
      if (space === null) return;
      hero.space = space;
      logLine(state, `${name} moves to ${SHADOWBROOK.spaces[space]!.name}.`);
      state.tasks.push({ t: 'minion-fights', space });
      return;
    }
    case 'elder-secret':
    case 'kill-elder': {
      const elders = pickElders(state, effect.elder);
      if (elders.length > 1) state.prompt = { kind: 'pick-elder', hero: state.first, elders, effect };
      else if (elders.length === 1) elderEffect(state, elders[0]!, effect);
      return;
    }
    case 'peek':
      // Only where the peek prompt will have a choice: an Elder with the Villain cannot be peeked at.
      if (lookable(state).length) state.prompt = { kind: 'peek', hero: ctx.hero };
      return;
    case 'replace-secret':
      // Gossip and Rumors: the Elder just peeked at by this Hero, if any.
      if (state.lastPeek?.hero === ctx.hero && state.elders[state.lastPeek.elder]!.secrets.length)
        state.prompt = { kind: 'replace-secret', hero: ctx.hero, elder: state.lastPeek.elder };
      return;
    case 'discard-item':
      if (hero.carried.length)
        state.prompt = {
          kind: 'discard-item',
          hero: ctx.hero,
          left: Math.min(effect.count, hero.carried.length),
          reason: 'effect',
        };
      return;
    case 'fight-dice':
    case 'reroll':
    case 'prevent':
      return changeRoll(state, ctx.hero, effect);
    case 'cancel':
      if (!cancelLair(state, name)) cancelMystery(state, name);
      return;
    case 'cure-curse':
      return cureCurse(state, ctx.hero);
    case 'end-turn':
      if (state.phase === 'turn' && state.turn.hero === ctx.hero) state.turn.over = true;
      return;
    case 'test': {
      // The dice wait in an Event window ("cards may always be used after the fact to add
      // extra dice to a Skill Test, force dice to be re-rolled"); `finishTest` reads them.
      const pool = effect.skills.reduce((sum, s) => sum + skill(state, ctx.hero, s), 0);
      const passive = rerolls(heroPassives(state, ctx.hero), 'test');
      const dice = rerollFailures(state.rng, rollPool(state.rng, pool), effect.target, passive);
      state.tasks.push({ t: 'test', hero: ctx.hero, at: ctx.at, fight: ctx.fight, test: effect, dice });
      openWindow(state, 'test', ctx.hero);
      return;
    }
    case 'roll': {
      const roll = rollD6(state.rng);
      const result = effect.results.find((r) => roll >= r.min && roll <= r.max);
      logLine(state, `${name} rolls ${roll}.`);
      push(state, ctx, result?.effects ?? []);
      return;
    }
    case 'choose':
      state.prompt = {
        kind: 'choose',
        hero: ctx.hero,
        options: effect.options.map((o) => ({ label: o.label, cost: o.cost ?? 0, effects: o.effects })),
      };
      return;
    case 'each-hero': {
      const n = state.heroes.length;
      const order = Array.from({ length: n }, (_, i) => (state.first + i) % n);
      for (const i of order.reverse()) if (!state.heroes[i]!.ko) push(state, ctx, effect.effects, i);
      return;
    }
  }
}

/** A Skill Test whose window has closed: "If at least one of these dice equal to or higher than the target number, the Test is Successful." */
export function finishTest(state: TouchState, task: Extract<Task, { t: 'test' }>): void {
  const { test, dice } = task;
  const result = testResult(dice, test.target);
  const name = heroDef(heroAt(state, task.hero).hero).name;
  logLine(
    state,
    `${name} makes a ${test.skills.join(' & ')} ${test.target}+ Test: ${dice.join(' ') || 'no dice'} (${result.successes} success(es)).`,
  );
  const then = result.success ? (test.success ?? []) : (test.fail ?? []);
  const per = Array.from({ length: result.successes }, () => test.perSuccess ?? []).flat();
  push(state, { hero: task.hero, at: task.at, fight: task.fight }, [...per, ...then]);
}

/**
 * An Event changing the dice under its window, when they are the Hero's: more Fight Dice
 * rolled at once ("the Hero would then immediately roll an extra 2 Fight Dice"), failed
 * dice re-rolled (lowest first: a failure can only stay one or succeed), or Wounds of the
 * round prevented. Played with no such dice, it does nothing.
 */
function changeRoll(
  state: TouchState,
  hero: number,
  effect: Extract<Effect, { op: 'fight-dice' | 'reroll' | 'prevent' }>,
): void {
  if (effect.op === 'prevent' && preventElderDeath(state, heroDef(heroAt(state, hero).hero).name)) return;
  const roll = rollUnderWindow(state, hero);
  if (roll?.t === 'test' && effect.op === 'reroll')
    roll.dice = rerollFailures(state.rng, roll.dice, roll.test.target, effect.count);
  if (roll?.t !== 'fight' || !roll.fight.pending) return;
  const { fight } = roll;
  const pending = fight.pending!;
  if (effect.op === 'fight-dice') pending.hero.push(...rollPool(state.rng, effect.amount));
  else if (effect.op === 'reroll') pending.hero = rerollFailures(state.rng, pending.hero, FIGHT_TARGET, effect.count);
  else fight.prevent += effect.amount;
}

/**
 * "Cancel a Mystery card as it is drawn, or one that Remains in Play": the card or chart
 * Event being resolved now first (a Minion Chart Event "MAY be canceled by anything that
 * cancels an Event"; a roll on the Cooperative Mystery Phase Chart "may be canceled by
 * anything that would cancel an Event or Mystery card"), else the oldest Mystery that
 * Remains in Play.
 */
function cancelMystery(state: TouchState, by: string): void {
  const drawn = [...state.tasks]
    .reverse()
    .find((t) => (t.t === 'mystery-card' || t.t === 'chart-event' || t.t === 'chart-roll') && !t.cancelled);
  if (drawn?.t === 'chart-roll') return cancelChartRoll(state, drawn, by);
  if (drawn?.t === 'mystery-card' || drawn?.t === 'chart-event') {
    drawn.cancelled = true;
    const what = drawn.t === 'mystery-card' ? `${cardOf('mystery', drawn.card).name} as it is drawn` : drawn.name;
    logLine(state, `${by} cancels ${what}.`);
    return;
  }
  const card = state.inPlay.shift();
  if (card === undefined) return;
  discardCard(state, 'mystery', card);
  logLine(state, `${by} cancels ${cardOf('mystery', card).name}, which Remained in Play.`);
}

/**
 * The living Town Elders an effect may fall on: one at random, or those of the lowest
 * Honor (more than one is a tie the First Player breaks).
 */
function pickElders(state: TouchState, how: 'random' | 'lowest-honor'): number[] {
  const living = livingTownElders(state);
  if (living.length === 0) return [];
  if (how === 'random') return [living[nextInt(state.rng, living.length)]!];
  const honor = (i: number): number => elderDef(state.elders[i]!.elder).honor;
  const lowest = Math.min(...living.map(honor));
  return living.filter((i) => honor(i) === lowest);
}

export function elderEffect(state: TouchState, elder: number, effect: ElderEffect): void {
  if (effect.op === 'kill-elder') doomElder(state, elder);
  else gainSecrets(state, elder, effect.count);
}
