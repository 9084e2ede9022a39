/**
 * The Advanced Showdown Chart, an optional rule ("This can be used in either Competitive or
 * Cooperative play"), and the Lone Hero's Insanity and Apocalypse levels that use it: "At the
 * start of each Showdown Fight Round after the first Round, roll 2D6 and consult the chart
 * below. Results on this chart may be canceled as though they were Event or Mystery Cards."
 * Its text is in `charts.json`; the roll waits in a window as a Mystery Phase Chart roll
 * does (`coop-chart.ts`); what each result does is here. In a Showdown fought together a
 * Showdown Fight Round is every Hero's round in turn, so the chart is rolled before the
 * first Hero in the Showdown fights again.
 */
import { plural } from '../../engine';
import { SHADOWBROOK, spaceNumber } from './board';
import { cardOf, discardCard, drawCard } from './cards';
import { heroDef, TOUCH_CONTENT, villainDef } from './content';
import { rollD3, rollD6, skillTest } from './dice';
import { leaveShowdown } from './group-showdown';
import { healthBoxes, heroPassives, lairPassives, preventOn, rerolls, skill } from './hero-stats';
import { woundsFrom } from './fight-round';
import { villainHealth } from './villain';
import { knockOut } from './ko';
import { alliedPlay, levelOf, modeOf, optionOn } from './modes';
import { endShowdown } from './showdown';
import { heroAt, logLine, type FightState, type Task, type TestEffect, type TouchState } from './state';
import { openWindow } from './window';

const CHART = TOUCH_CONTENT.charts.find((c) => c.id === 'showdown')!;

export function showdownChartOn(state: TouchState): boolean {
  const level = levelOf(state.config);
  return optionOn(state.config, 'showdownChart') || level === 'insanity' || level === 'apocalypse';
}

/** Before a Fight Round of the Villain's: is this the start of a Showdown Fight Round after the first, not yet rolled for? */
export function showdownChartDue(state: TouchState, fight: FightState): boolean {
  const showdown = state.showdown;
  if (!showdown || !fight.enemy.villain || !showdownChartOn(state)) return false;
  return fight.rounds > 0 && fight.hero === showdown.heroes[0] && showdown.chartAt !== fight.rounds;
}

/** The roll: the last round's Skill is over ("this round"), the result is read and waits in a window. */
export function rollShowdownChart(state: TouchState, fight: FightState): void {
  state.showdown!.chartAt = fight.rounds;
  fight.enemy.fightWith = 'combat';
  const roll = rollD6(state.rng) + rollD6(state.rng);
  const result = CHART.results.find((r) => roll >= r.min && roll <= r.max)!;
  logLine(state, `The Showdown Chart: ${roll}, ${result.name}: ${result.text}`);
  state.tasks.push({ t: 'chart-roll', chart: 'showdown', result: result.id, cancelled: false });
  openWindow(state, 'mystery', null);
}

/** "(or D3 Wounds in Competitive play)": Heroes allied against the Villain face the Cooperative numbers. */
const together = (state: TouchState): boolean => alliedPlay(state.config);

function heal(state: TouchState, amount: number): void {
  const healed = Math.min(state.villain.wounds, amount);
  state.villain.wounds -= healed;
  logLine(state, `${villainDef(state.villain.villain).name} heals ${plural(healed, 'Wound')}.`);
}

export const SHOWDOWN_RESULTS: Record<string, (state: TouchState, fight: FightState) => void> = {
  'daring-confrontation': daringConfrontation,
  'coach-chase': (state) => chase(state, false),
  'impossible-foe': (state) => heal(state, together(state) ? rollD6(state.rng) : rollD3(state.rng)),
  'a-cunning-challenge': (_, fight) => (fight.enemy.fightWith = 'cunning'),
  'the-power-of-evil': (state) => heal(state, together(state) ? rollD3(state.rng) : 1),
  'supernatural-force': (_, fight) => (fight.enemy.fightWith = 'spirit'),
  'darkness-unleashed': (state, fight) => darknessUnleashed(state, fight, together(state) ? rollD3(state.rng) : 1),
  'sweeping-strike': (state) => {
    for (const i of [...state.showdown!.heroes].reverse())
      state.tasks.push({ t: 'effects', hero: i, effects: [{ op: 'discard-item', count: 1 }] });
  },
  'fight-the-good-fight': fightTheGoodFight,
};

/** The Showdown's Fight, wherever it is on the stack (a question about following may sit above it). */
function showdownFight(state: TouchState): FightState | null {
  const task = [...state.tasks].reverse().find((t) => t.t === 'fight' && t.fight.enemy.villain);
  return task?.t === 'fight' ? task.fight : null;
}

/** The chart's result once its window has closed (the Showdown's Fight is on top again). */
export function resolveShowdownChart(state: TouchState, result: string): void {
  const fight = showdownFight(state);
  if (!state.showdown || !fight) return;
  SHOWDOWN_RESULTS[result]!(state, fight);
}

/**
 * 2 Daring Confrontation: "Choose one Hero taking part in the Showdown to immediately make an
 * Honor 6+ Test. If successful, the Villain takes 2 Wounds for every 6+ rolled. If failed,
 * every Hero taking part in the Showdown must take 1 Wound or the Showdown is canceled."
 * The player of the Hero about to fight chooses (and, on a failure, answers for the Heroes
 * taking part); alone in the Showdown, that Hero makes it.
 */
function daringConfrontation(state: TouchState, fight: FightState): void {
  const heroes = state.showdown!.heroes;
  if (heroes.length > 1) state.prompt = { kind: 'confronter', hero: fight.hero, heroes: [...heroes] };
  else daringTest(state, fight.hero);
}

const DARING_TEST: TestEffect = { op: 'test', skills: ['honor'], target: 6 };

/**
 * The chosen Hero's Honor 6+ Test, a Skill Test like any other: the Hero's own re-rolls,
 * and a window for Events ("cards may always be used after the fact to add extra dice to
 * a Skill Test, force dice to be re-rolled"); `daringResult` reads the dice once it closes.
 */
export function daringTest(state: TouchState, hero: number): void {
  const rerolled = rerolls(heroPassives(state, hero), 'test');
  const { dice } = skillTest(state.rng, skill(state, hero, 'honor'), DARING_TEST.target, rerolled);
  const at = heroAt(state, hero).space;
  state.tasks.push({ t: 'test', hero, at, fight: true, test: DARING_TEST, dice, daring: true });
  openWindow(state, 'test', hero);
}

/** The Test's dice after its window: 2 Wounds to the Villain for every 6, or the failure's choice. */
export function daringResult(state: TouchState, hero: number, dice: readonly number[]): void {
  const asker = showdownFight(state)!.hero;
  const sixes = dice.filter((d) => d >= DARING_TEST.target).length;
  logLine(state, `${heroDef(heroAt(state, hero).hero).name} rolls ${dice.join(' ') || 'no dice'} (Honor 6+).`);
  if (sixes === 0) {
    state.prompt = { kind: 'confront', hero: asker };
    return;
  }
  state.villain.wounds += 2 * sixes;
  const name = villainDef(state.villain.villain).name;
  logLine(state, `${name} takes ${plural(2 * sixes, 'Wound')}.`);
  if (state.villain.wounds < villainHealth(state, lairPassives(state))) return;
  state.phase = 'over';
  state.winner = heroAt(state, hero).seat;
  state.tasks = [];
  state.prompt = null;
  logLine(state, `${heroDef(heroAt(state, hero).hero).name} defeats ${name} and saves Shadowbrook!`, state.winner);
}

/** The answer: every Hero taking part takes 1 Wound (prevented as any Wound), or the Showdown is cancelled. */
export function answerConfront(state: TouchState, accept: boolean): void {
  const fight = showdownFight(state)!;
  if (!accept) {
    logLine(state, 'The Showdown is canceled.');
    return endShowdown(state, fight);
  }
  woundInShowdown(state, fight, new Map(state.showdown!.heroes.map((i) => [i, 1])));
}

/**
 * Wounds to Heroes in the Showdown outside its rounds, prevented as any Wound. The Heroes
 * KO'd leave the Showdown first, then are KO'd by the Villain (so the Fight is on top when the
 * last one's leaving ends the Showdown).
 */
function woundInShowdown(state: TouchState, fight: FightState, wounds: ReadonlyMap<number, number>): void {
  const knocked: number[] = [];
  for (const [index, amount] of wounds) {
    const hero = heroAt(state, index);
    const taken = woundsFrom(state.rng, amount, {
      flat: 0,
      preventOn: preventOn(heroPassives(state, index)),
      militia: state.militia[hero.space]!,
    });
    state.militia[hero.space]! -= taken.militiaUsed;
    hero.wounds += taken.wounds;
    logLine(state, `${heroDef(hero.hero).name} takes ${plural(taken.wounds, 'Wound')}.`);
    if (hero.wounds >= healthBoxes(state, index)) knocked.push(index);
  }
  for (const index of knocked) if (state.showdown) leaveShowdown(state, fight, index);
  for (const index of knocked) if (state.phase !== 'over') knockOut(state, index, true);
}

/**
 * 9–10 Darkness Unleashed: "The Villain immediately does D3 Hits to the Heroes collectively.
 * These may be divided as you see fit (or 1 Hit in Competitive play)." One at a time to the
 * Hero taking part with the most empty Health boxes (ties: the order they fight in).
 */
function darknessUnleashed(state: TouchState, fight: FightState, hits: number): void {
  logLine(state, `${villainDef(state.villain.villain).name} does ${plural(hits, 'Hit')} to the Heroes.`);
  const share = new Map<number, number>();
  const room = (i: number): number => healthBoxes(state, i) - heroAt(state, i).wounds - (share.get(i) ?? 0);
  const heroes = state.showdown!.heroes;
  for (let h = 0; h < hits; h++) {
    const target = heroes.reduce((best, i) => (room(i) > room(best) ? i : best), heroes[0]!);
    share.set(target, (share.get(target) ?? 0) + 1);
  }
  woundInShowdown(state, fight, share);
}

/**
 * 3 Coach Chase: "Draw a new Lair Card and move the Showdown to this new location. Any Heroes
 * that want to continue fighting must immediately pay the cost on the new Lair Card … Any who
 * do not/cannot pay are left behind." 12 Fight the Good Fight, in Cooperative play: "any Hero
 * not taking part in the Showdown may immediately join for free". Each is asked in turn; the
 * new Lair card is read for this Showdown and discarded (the card held is not changed).
 */
function chase(state: TouchState, join: boolean): void {
  const showdown = state.showdown!;
  if (!join) {
    const lair = drawCard(state, 'lair');
    if (lair === null) return;
    discardCard(state, 'lair', lair);
    showdown.lair = lair;
    const def = cardOf('lair', lair);
    logLine(state, `The Showdown moves to ${def.name} (${def.location}), cost ${def.cost}: ${def.text}`);
  }
  const asked = join
    ? state.heroes.flatMap((h, i) => (!h.ko && !showdown.heroes.includes(i) ? [i] : []))
    : [...showdown.heroes];
  state.tasks.push({ t: 'chase', heroes: asked, join });
}

/** The next Hero asked whether they follow (or join); the Showdown's order of rounds is kept. */
export function runChase(state: TouchState, task: Extract<Task, { t: 'chase' }>): void {
  const showdown = state.showdown;
  const fight = showdownFight(state);
  const next = task.heroes.shift();
  if (next === undefined || !showdown || !fight) return;
  state.tasks.push(task);
  const cost = task.join ? 0 : cardOf('lair', showdown.lair).cost;
  if (heroAt(state, next).investigation >= cost) state.prompt = { kind: 'chase', hero: next, cost, join: task.join };
  else leaveBehind(state, fight, next);
}

export function answerChase(state: TouchState, index: number, cost: number, join: boolean, accept: boolean): void {
  const showdown = state.showdown!;
  const fight = showdownFight(state)!;
  const hero = heroAt(state, index);
  if (!accept) return join ? undefined : leaveBehind(state, fight, index);
  hero.investigation -= cost;
  hero.space = spaceNumber(SHADOWBROOK, cardOf('lair', showdown.lair).location);
  if (join) showdown.heroes.push(index);
  logLine(state, `${heroDef(hero.hero).name} ${join ? 'joins' : `pays ${cost} and follows`} the Showdown.`);
}

function leaveBehind(state: TouchState, fight: FightState, index: number): void {
  logLine(state, `${heroDef(heroAt(state, index).hero).name} is left behind.`);
  // The chase task sits above the Fight: set it aside while the Showdown may end.
  const task = state.tasks.pop()!;
  leaveShowdown(state, fight, index);
  if (state.showdown) state.tasks.push(task);
}

/** 12 Fight the Good Fight: "The Villain and EVERY Hero immediately Heals D6 Wounds each (Revive KO'd Heroes)." */
function fightTheGoodFight(state: TouchState): void {
  heal(state, rollD6(state.rng));
  state.heroes.forEach((hero) => {
    hero.wounds = Math.max(0, hero.wounds - rollD6(state.rng));
    if (hero.ko) logLine(state, `${heroDef(hero.hero).name} is Revived.`);
    hero.ko = false;
  });
  if (modeOf(state.config) === 'cooperative') chase(state, true);
}
