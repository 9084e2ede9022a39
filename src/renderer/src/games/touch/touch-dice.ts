/**
 * The dice tray's contents, read from the view: the Skill Test or Fight Round on top of
 * the task stack, each die with its number and whether it meets the target, and what
 * each side's successes come to. Dice are public; the rules decide nothing here (the
 * Hits are only counted, the Wounds they cause are the rules' business once applied).
 */
import { FIGHT_TARGET } from '../../../../games/touch/fight-round';
import type { FightState, Task } from '../../../../games/touch/state';
import type { TouchView } from '../../../../games/touch/view';
import { plural } from '../../logic/format';
import { elderName, heroName } from './touch-words';

export interface TrayDie {
  value: number;
  success: boolean;
  /** Where the die was aimed, when not at the other side as a whole (a Showdown's Elders). */
  aim?: string;
}

export interface TraySide {
  who: string;
  dice: TrayDie[];
  successes: number;
  /** What the successes come to: "2 Hits on Wolves", "1 success". */
  result: string;
}

export interface DiceTray {
  kind: 'fight' | 'test';
  title: string;
  target: number;
  /** pending: rolled, the results not yet applied (an Event window may still change them); applied: the last round. */
  status: 'pending' | 'applied';
  sides: TraySide[];
  /** One line under the dice: a Test's outcome, Wounds prevented this round. */
  note: string | null;
}

const SKILL_NAMES: Record<string, string> = { combat: 'Combat', spirit: 'Spirit', cunning: 'Cunning', honor: 'Honor' };

export function skillWords(skills: readonly string[]): string {
  return skills.map((s) => SKILL_NAMES[s] ?? s).join(' & ');
}

function dice(values: readonly number[], target: number, aims: readonly string[] = []): TrayDie[] {
  return values.map((value, i) => ({ value, success: value >= target, ...(aims[i] ? { aim: aims[i] } : {}) }));
}

const count = (ds: readonly TrayDie[]): number => ds.filter((d) => d.success).length;

/** The dice on top of the stack: the topmost Skill Test, or Fight with a round rolled; null when none. */
export function diceTray(view: TouchView): DiceTray | null {
  for (let i = view.tasks.length - 1; i >= 0; i--) {
    const task = view.tasks[i]!;
    if (task.t === 'test') return testTray(view, task);
    if (task.t === 'fight' && (task.fight.pending ?? task.fight.last)) return fightTray(view, task.fight);
  }
  return null;
}

function testTray(view: TouchView, task: Extract<Task, { t: 'test' }>): DiceTray {
  const target = task.test.target;
  const rolled = dice(task.dice, target);
  const n = count(rolled);
  const hero = heroName(view, task.hero);
  return {
    kind: 'test',
    title: `${hero}'s ${skillWords(task.test.skills)} ${target}+ Skill Test`,
    target,
    status: 'pending',
    sides: [{ who: hero, dice: rolled, successes: n, result: plural(n, 'success', 'successes') }],
    note: n > 0 ? 'As rolled, the Test succeeds.' : 'As rolled, the Test fails: no die reached the target.',
  };
}

/** "the Villain" attacking, a Showdown's round, or a Fight's numbered round. */
function fightTitle(view: TouchView, fight: FightState, round: number): string {
  const hero = heroName(view, fight.hero);
  const enemy = fight.enemy;
  if (enemy.attack) return `${enemy.name} attacks ${hero}: a single Fight Round`;
  if (enemy.werewolf !== undefined) return `${hero} against ${enemy.name}: a single Fight Round`;
  if (view.showdown && enemy.villain) return `Showdown: ${hero} against ${enemy.name}, Fight Round ${round}`;
  return `${hero} against ${enemy.name}: Fight Round ${round}`;
}

/** A side's Hits on the other, apart from those of dice aimed at Elders ("1 Hit on Karl, 1 at Elders"). */
function hitsOn(side: readonly TrayDie[], on: string): string {
  const aimed = side.filter((d) => d.aim && d.success).length;
  const rest = count(side) - aimed;
  return `${plural(rest, 'Hit')} on ${on}${aimed > 0 ? `, ${aimed} at Elders` : ''}`;
}

/** The Villain attacking "cannot actually be hurt": the Hero's Hits usually earn Investigation instead. */
function heroResult(fight: FightState, side: readonly TrayDie[]): string {
  if (fight.enemy.attack) return `${plural(count(side), 'Hit')} (Investigation, not Wounds)`;
  return hitsOn(side, fight.enemy.name);
}

function fightTray(view: TouchView, fight: FightState): DiceTray {
  const pending = fight.pending !== null;
  const roll = (fight.pending ?? fight.last)!;
  const hero = heroName(view, fight.hero);
  const enemy = fight.enemy.name;
  // In a Showdown the Hero's first dice may be aimed at Evil Elders, the Villain's first dice go at the Hero's party.
  const showdown = view.showdown !== null && fight.enemy.villain === true && pending;
  const heroAims = showdown ? (fight.aimed ?? []).map((e) => `at ${elderName(view, e)}`) : [];
  const party = showdown ? view.showdown!.party.filter((p) => p.hero === fight.hero) : [];
  const enemyAims = party.map((p) => `at ${elderName(view, p.elder)}`);
  const heroDice = dice(roll.hero, FIGHT_TARGET, heroAims);
  const enemyDice = dice(roll.enemy, FIGHT_TARGET, enemyAims);
  const heroHits = count(heroDice);
  const enemyHits = count(enemyDice);
  return {
    kind: 'fight',
    title: fightTitle(view, fight, pending ? fight.rounds + 1 : fight.rounds),
    target: FIGHT_TARGET,
    status: pending ? 'pending' : 'applied',
    sides: [
      { who: hero, dice: heroDice, successes: heroHits, result: heroResult(fight, heroDice) },
      { who: enemy, dice: enemyDice, successes: enemyHits, result: hitsOn(enemyDice, hero) },
    ],
    note: pending && fight.prevent > 0 ? `${plural(fight.prevent, 'Wound')} on ${hero} will be prevented.` : null,
  };
}
