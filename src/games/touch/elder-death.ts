/**
 * A Town Elder about to be killed, and what may save them: "Players may use any Event
 * card, ability, Ally, or Item that would prevent a Wound to a Hero to prevent a Town
 * Elder from being killed." The death waits in an Event window, where any player may
 * play an Event that prevents Wounds; if none is played, the best "prevented on N" among
 * the standing Heroes' own abilities, Items and Allies is rolled once (as for one Wound to
 * a Hero, several such cards do not stack into several rolls). Elders' own abilities
 * protect only the Hero they are with, so they do not count here.
 */
import { carriedPassives, preventOn } from './hero-stats';
import { elderDef, heroDef } from './content';
import { rollD6 } from './dice';
import { killElder } from './elders';
import { logLine, type Task, type TouchState } from './state';
import { openWindow } from './window';

export type ElderDoom = Extract<Task, { t: 'elder-doom' }>;

const elderName = (state: TouchState, elder: number): string => elderDef(state.elders[elder]!.elder).name;

/** A Town Elder is to be killed: first a window in which an Event may save them. Anyone else dies at once. */
export function doomElder(state: TouchState, elder: number): void {
  if (state.elders[elder]!.status !== 'town') return killElder(state, elder);
  logLine(state, `${elderName(state, elder)} is about to be killed.`);
  state.tasks.push({ t: 'elder-doom', elder, prevented: false });
  openWindow(state, 'elder', null);
}

/** An Event's `prevent` played in the Elder's window saves them; false when no Elder's death waits under the window. */
export function preventElderDeath(state: TouchState, by: string): boolean {
  for (let i = state.tasks.length - 1; i > 0; i--) {
    if (state.tasks[i]!.t !== 'window') continue;
    const under = state.tasks[i - 1]!;
    if (under.t !== 'elder-doom' || under.prevented) return false;
    under.prevented = true;
    logLine(state, `${by} prevents ${elderName(state, under.elder)} from being killed.`);
    return true;
  }
  return false;
}

/** The window has closed: saved by an Event, or by a Hero's prevention roll, or killed. */
export function resolveElderDoom(state: TouchState, doom: ElderDoom): void {
  if (doom.prevented || state.elders[doom.elder]!.status !== 'town') return;
  const saver = bestPrevention(state);
  if (saver) {
    const roll = rollD6(state.rng);
    const saved = roll >= saver.on;
    const who = heroDef(state.heroes[saver.hero]!.hero).name;
    logLine(state, `${who} tries to save ${elderName(state, doom.elder)}: ${roll} (${saver.on}+ needed).`);
    if (saved) return logLine(state, `${elderName(state, doom.elder)} is not killed.`);
  }
  killElder(state, doom.elder);
}

/** The lowest "prevented on" among standing Heroes' sheets, Items and Allies (the first such Hero in turn order on a tie). */
function bestPrevention(state: TouchState): { hero: number; on: number } | null {
  let best: { hero: number; on: number } | null = null;
  const n = state.heroes.length;
  for (let k = 0; k < n; k++) {
    const index = (state.first + k) % n;
    const hero = state.heroes[index]!;
    if (hero.ko) continue;
    const own = [...heroDef(hero.hero).abilities.flatMap((a) => a.passives), ...hero.carried.flatMap(carriedPassives)];
    const on = preventOn(own);
    if (on !== null && (best === null || on < best.on)) best = { hero: index, on };
  }
  return best;
}
