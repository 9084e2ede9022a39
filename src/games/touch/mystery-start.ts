/**
 * The cards that act at the start of the Mystery Phase, with where each comes from:
 * "Anything that occurs at the 'Start of the Mystery Phase' happens at this point. If
 * there is more than one thing that needs to happen at the Start of the Mystery Phase,
 * the current First Player chooses in what order they are done." Each standing Hero's own
 * cards (sheet, Items and Allies, Curse, an Elder travelling with them) act for that
 * Hero; the table's (Mysteries in play, Evil Elders) act once, for the First Player's.
 */
import { cardOf } from './cards';
import { carriedName } from './carry';
import { elderDef, heroDef } from './content';
import type { Effect, Passive } from './effect-types';
import { carriedPassives } from './hero-stats';
import type { StartJob, TouchState } from './state';

function triggers(passives: readonly Passive[]): Effect[][] {
  return passives.flatMap((p) => (p.op === 'trigger' && p.when === 'mystery-phase' ? [p.effects] : []));
}

function heroSources(state: TouchState, index: number): [string, readonly Passive[]][] {
  const hero = state.heroes[index]!;
  return [
    ...heroDef(hero.hero).abilities.map((a): [string, readonly Passive[]] => [a.name, a.passives]),
    ...hero.carried.map((item): [string, readonly Passive[]] => [carriedName(item), carriedPassives(item)]),
    ...(hero.curse === null ? [] : [[cardOf('curse', hero.curse).name, cardOf('curse', hero.curse).passives]]),
    ...state.elders.flatMap((e): [string, readonly Passive[]][] =>
      e.status === 'town' && e.with === index ? [[elderDef(e.elder).name, elderDef(e.elder).ability.passives]] : [],
    ),
  ] as [string, readonly Passive[]][];
}

function tableSources(state: TouchState): [string, readonly Passive[]][] {
  return [
    ...state.inPlay.map((c): [string, readonly Passive[]] => [
      cardOf('mystery', c).name,
      cardOf('mystery', c).passives ?? [],
    ]),
    ...state.elders.flatMap((e): [string, readonly Passive[]][] =>
      e.status === 'evil' ? [[elderDef(e.elder).evil.name, elderDef(e.elder).evil.passives]] : [],
    ),
  ];
}

export function startJobs(state: TouchState): StartJob[] {
  const n = state.heroes.length;
  const jobs: StartJob[] = [];
  for (let k = 0; k < n; k++) {
    const hero = (state.first + k) % n;
    if (state.heroes[hero]!.ko) continue;
    for (const [source, passives] of heroSources(state, hero))
      for (const effects of triggers(passives)) jobs.push({ hero, effects, source });
  }
  for (const [source, passives] of tableSources(state))
    for (const effects of triggers(passives)) jobs.push({ hero: state.first, effects, source });
  return jobs;
}

/** One job now when it is the only one; with several, the First Player is asked which comes next. */
export function runStartJobs(state: TouchState, jobs: StartJob[]): void {
  if (jobs.length === 0) return;
  if (jobs.length === 1) {
    state.tasks.push({ t: 'effects', hero: jobs[0]!.hero, effects: jobs[0]!.effects });
    return;
  }
  state.tasks.push({ t: 'start-jobs', jobs });
  state.prompt = { kind: 'order', hero: state.first };
}

/** The First Player's pick: that job happens now, the rest wait under it. */
export function startJobChosen(state: TouchState, index: number): void {
  const task = state.tasks[state.tasks.length - 1];
  if (task?.t !== 'start-jobs') throw new Error('No start of the Mystery Phase is waiting for its order.');
  const [job] = task.jobs.splice(index, 1);
  if (task.jobs.length === 0) state.tasks.pop();
  state.tasks.push({ t: 'effects', hero: job!.hero, effects: job!.effects });
}
