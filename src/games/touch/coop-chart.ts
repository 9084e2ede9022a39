/**
 * The Basic Cooperative Mystery Phase Chart: "At the start of each Mystery Phase, before
 * drawing a Mystery card, the Heroes must roll once on the Cooperative Mystery Phase Chart
 * to see what additional evil the Villain unleashes." Its text is in `charts.json`, word
 * for word; what each result does is here. Growing Darkness, an optional rule, is the same
 * kind of roll: "At the start of each Mystery Phase, roll once on the Villain's Minion
 * Chart … If it is a Minion or Villain Attack, it occurs at a Random Location."
 */
import { TOUCH_CONTENT } from './content';
import { rollD6 } from './dice';
import { healthBoxes } from './hero-stats';
import { knockOut } from './ko';
import { modeOf, optionOn } from './modes';
import { moveShadow } from './shadow';
import { heroAt, logLine, type TouchState } from './state';

const CHART = TOUCH_CONTENT.charts.find((c) => c.id === 'basic-cooperative-mystery')!;

/** Darkness Falls and Creeping Shadow: the steps the track moves, or the Wounds the Heroes take instead. */
const SHIELDS: Record<string, { steps: number; wounds: number }> = {
  'darkness-falls': { steps: 2, wounds: 5 },
  'creeping-shadow': { steps: 1, wounds: 3 },
};

export function rollCooperativeChart(state: TouchState): void {
  if (modeOf(state.config) !== 'cooperative') return;
  const roll = rollD6(state.rng);
  const result = CHART.results.find((r) => roll >= r.min && roll <= r.max)!;
  logLine(state, `The Mystery Phase Chart: ${roll}, ${result.name}: ${result.text}`);
  const shield = SHIELDS[result.id];
  if (shield) return offerShield(state, shield.steps, shield.wounds);
  if (result.id === 'minions-of-evil')
    state.tasks.push({ t: 'effects', hero: state.first, effects: [{ op: 'minion-chart', at: 'random' }] });
  if (result.id === 'scattered-clues')
    state.tasks.push({
      t: 'effects',
      hero: state.first,
      effects: [{ op: 'place-investigation', amount: 2, at: 'random' }],
    });
}

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
