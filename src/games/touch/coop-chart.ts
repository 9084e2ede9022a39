/**
 * The Cooperative Mystery Phase Chart: "At the start of each Mystery Phase, before
 * drawing a Mystery card, the Heroes must roll once on the Cooperative Mystery Phase Chart
 * to see what additional evil the Villain unleashes." Its text is in `charts.json`, word
 * for word; what each result does is here. Growing Darkness, an optional rule, is the same
 * kind of roll: "At the start of each Mystery Phase, roll once on the Villain's Minion
 * Chart … If it is a Minion or Villain Attack, it occurs at a Random Location."
 */
import { TOUCH_CONTENT } from './content';
import { rollD3, rollD6 } from './dice';
import type { ChartDef } from './content-types';
import {
  cursedVillage,
  liesAndDeceit,
  marchOfDarkness,
  murderMurder,
  possessedByMadness,
  signOfTheDarkOmen,
  unnaturalStorm,
} from './advanced-chart';
import { ambushInTheNight, surpriseShowdown } from './chart-ambushes';
import { resolveShowdownChart } from './showdown-chart';
import { healthBoxes } from './hero-stats';
import { knockOut } from './ko';
import { mysteryChartOf, optionOn } from './modes';
import { moveShadow } from './shadow';
import { heroAt, logLine, type MysteryChart, type Task, type TouchState } from './state';
import { openWindow } from './window';

type ChartRoll = Extract<Task, { t: 'chart-roll' }>;

const CHARTS: Record<MysteryChart, ChartDef> = {
  basic: TOUCH_CONTENT.charts.find((c) => c.id === 'basic-cooperative-mystery')!,
  advanced: TOUCH_CONTENT.charts.find((c) => c.id === 'advanced-cooperative-mystery')!,
};

/**
 * The roll (a D6 on the Basic chart, 2D6 on the Advanced): its result is read aloud and then
 * waits in an Event window, as a Mystery card drawn does: "A roll on the Mystery Phase Chart
 * may be canceled by anything that would cancel an Event or Mystery card."
 */
export function rollCooperativeChart(state: TouchState): void {
  const chart = mysteryChartOf(state.config);
  if (chart === null) return;
  const roll = chart === 'basic' ? rollD6(state.rng) : rollD6(state.rng) + rollD6(state.rng);
  const result = CHARTS[chart].results.find((r) => roll >= r.min && roll <= r.max)!;
  logLine(state, `The Mystery Phase Chart: ${roll}, ${result.name}: ${result.text}`);
  state.tasks.push({ t: 'chart-roll', chart, result: result.id, cancelled: false });
  openWindow(state, 'mystery', null);
}

/** A `cancel` played while the roll waits: "discarded without further affect", as a Mystery card would be. */
export function cancelChartRoll(state: TouchState, task: ChartRoll, by: string): void {
  task.cancelled = true;
  logLine(state, `${by} cancels the roll on the ${task.chart === 'showdown' ? 'Showdown' : 'Mystery Phase'} Chart.`);
}

/** The roll once its window has closed: what the result does, unless it was cancelled. */
export function resolveChartRoll(state: TouchState, task: ChartRoll): void {
  if (task.cancelled) return;
  if (task.chart === 'showdown') return resolveShowdownChart(state, task.result);
  if (task.chart === 'advanced') return ADVANCED[task.result]!(state);
  switch (task.result) {
    case 'darkness-falls':
      return offerShield(state, 2, 5);
    case 'creeping-shadow':
      return offerShield(state, 1, 3);
    case 'minions-of-evil':
      return minionsAtRandom(state);
    case 'scattered-clues':
      state.tasks.push({
        t: 'effects',
        hero: state.first,
        effects: [{ op: 'place-investigation', amount: 2, at: 'random' }],
      });
  }
}

/** "Roll once on the Villain's Minion Chart and work out the result. If it is a Minion, place it at a Random Location." */
function minionsAtRandom(state: TouchState): void {
  state.tasks.push({ t: 'effects', hero: state.first, effects: [{ op: 'minion-chart', at: 'random' }] });
}

/** What each result of the Advanced chart does (`advanced-chart.ts`, `chart-ambushes.ts`). */
const ADVANCED: Record<string, (state: TouchState) => void> = {
  'surprise-showdown': surpriseShowdown,
  'cursed-village': cursedVillage,
  'lies-and-deceit': liesAndDeceit,
  // "The Shadow Track immediately moves D3 steps closer to Darkness. The Heroes may collectively take 5 Wounds"
  'darkness-falls': (state) => offerShield(state, rollD3(state.rng), 5),
  'march-of-darkness': marchOfDarkness,
  // "If it is a Minion or if the Villain attacks, draw a Random Location for placement."
  'surge-of-evil': minionsAtRandom,
  'murder-murder': murderMurder,
  'unnatural-storm': unnaturalStorm,
  'ambush-in-the-night': ambushInTheNight,
  'possessed-by-madness': possessedByMadness,
  'sign-of-the-dark-omen': signOfTheDarkOmen,
};

export function growingDarkness(state: TouchState): void {
  if (!optionOn(state.config, 'growingDarkness')) return;
  logLine(state, 'Growing Darkness: a roll on the Minion Chart at a Random Location.');
  state.tasks.push({ t: 'effects', hero: state.first, effects: [{ op: 'minion-chart', at: 'random' }] });
}

/** Empty Health boxes of the standing Heroes: "No Hero may take more Wounds than they have Health Boxes." */
function room(state: TouchState, index: number): number {
  const hero = heroAt(state, index);
  return hero.ko ? 0 : healthBoxes(state, index) - hero.wounds;
}

/**
 * "The Heroes may collectively take N Wounds divided as they see fit to prevent this": the
 * First Player answers for the group, and only when the Heroes have the room.
 */
function offerShield(state: TouchState, steps: number, wounds: number): void {
  const total = state.heroes.reduce((sum, _, i) => sum + room(state, i), 0);
  if (total < wounds) return moveShadow(state, steps, 'The Mystery Phase Chart');
  state.prompt = { kind: 'shield', hero: state.first, steps, wounds };
}

/**
 * The Wounds are divided one at a time onto the standing Hero with the most empty boxes
 * (ties: turn order from the First Player), which KOs as few Heroes as any division can.
 */
export function answerShield(state: TouchState, steps: number, wounds: number, accept: boolean): void {
  if (!accept) return moveShadow(state, steps, 'The Mystery Phase Chart');
  const n = state.heroes.length;
  const order = Array.from({ length: n }, (_, k) => (state.first + k) % n);
  for (let w = 0; w < wounds; w++) {
    const target = order.reduce((best, i) => (room(state, i) > room(state, best) ? i : best), order[0]!);
    heroAt(state, target).wounds++;
  }
  logLine(state, `The Heroes take ${wounds} Wounds between them to hold back the Darkness.`);
  for (const i of order) {
    const hero = heroAt(state, i);
    if (!hero.ko && hero.wounds >= healthBoxes(state, i)) knockOut(state, i, false);
    if (state.phase === 'over') return;
  }
}
