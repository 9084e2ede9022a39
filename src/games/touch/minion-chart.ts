/**
 * Rolling on the Villain's Minion Chart: "roll a D6 and consult the chart to see the
 * result". The Basic Game uses the Basic side. A Minion is placed in the space the
 * roll was made for; an Event happens there, after an Event window: "These Minion Chart
 * Events MAY be canceled by anything that cancels an Event."
 */
import { SHADOWBROOK } from './board';
import { villainDef } from './content';
import { rollD6 } from './dice';
import { placeMinion } from './minions';
import { logLine, type Task, type TouchState } from './state';
import { openWindow } from './window';

export function rollMinionChart(state: TouchState, hero: number, space: number): void {
  const def = villainDef(state.villain.villain);
  const side = state.config.basic ? def.chart.basic : def.chart.advanced;
  const roll = rollD6(state.rng);
  const entry = side.find((e) => roll >= e.min && roll <= e.max);
  if (!entry) throw new Error(`The ${def.name}'s chart has no result for ${roll}.`);
  logLine(state, `Minion Chart (${SHADOWBROOK.spaces[space]!.name}): ${roll}.`);
  if (entry.minion) placeMinion(state, entry.minion, space);
  else if (entry.event) {
    logLine(state, `${entry.event.name}: ${entry.event.text}`);
    const { name, effects } = entry.event;
    state.tasks.push({ t: 'chart-event', hero, at: space, name, effects, cancelled: false });
    openWindow(state, 'chart', null);
  }
}

/** The Event once its window has closed: "immediately discarded without further affect" if cancelled. */
export function resolveChartEvent(state: TouchState, task: Extract<Task, { t: 'chart-event' }>): void {
  if (task.cancelled) return logLine(state, `${task.name} is cancelled.`);
  state.tasks.push({ t: 'effects', hero: task.hero, effects: task.effects, at: task.at });
}
