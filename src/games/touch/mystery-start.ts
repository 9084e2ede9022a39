/**
 * The cards that act at the start of the Mystery Phase, with where each comes from:
 * "Anything that occurs at the 'Start of the Mystery Phase' happens at this point. If
 * there is more than one thing that needs to happen at the Start of the Mystery Phase,
 * the current First Player chooses in what order they are done." Each standing Hero's own
 * cards (sheet, Items and Allies, Curse, an Elder travelling with them) act for that
 * Hero; the table's (Mysteries in play, Evil Elders) act once, for the First Player's.
 * Each Rats Nest and each cursed Hero's Curse is one of those things too (the Barghest
 * Hounds have moved before: "Any Minions that move … are always moved before anything
 * else occurs").
 */
import { SHADOWBROOK } from './board';
import { cardOf } from './cards';
import { carriedName } from './carry';
import { elderDef, heroDef } from './content';
import { minionDef } from './minions';
import { curseStep } from './curse';
import type { Effect, Passive } from './effect-types';
import { carriedPassives } from './hero-stats';
import { ratNests, ratNestSpawn } from './mystery-minions';
import type { TouchState } from './state';

/** Something that happens at the start of the Mystery Phase, named by the card or sheet it comes from. */
export type StartJob = { hero: number; source: string } & (
  | { effects: Effect[] }
  /** A Rats Nest in this space places its Rats. */
  | { nest: number }
  /** The Hero's Curse of the Werewolf takes its step. */
  | { curse: true }
);

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
  const order = Array.from({ length: n }, (_, k) => (state.first + k) % n);
  const jobs: StartJob[] = ratNests(state).map(({ minion, space }) => ({
    hero: state.first,
    source: `The ${minionDef(state, minion).name} in ${SHADOWBROOK.spaces[space]!.name}`,
    nest: space,
  }));
  for (const hero of order) {
    const { curse, ko, hero: id } = state.heroes[hero]!;
    if (curse !== null && !ko)
      jobs.push({ hero, source: `${heroDef(id).name}'s ${cardOf('curse', curse).name}`, curse: true });
  }
  for (const hero of order) {
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
  const due = jobs.filter((job) => stillDue(state, job));
  if (due.length === 0) return;
  if (due.length === 1) return runJob(state, due[0]!);
  state.tasks.push({ t: 'start-jobs', jobs: due });
  state.prompt = { kind: 'order', hero: state.first };
}

/** The First Player's pick: that job happens now, the rest wait under it. */
export function startJobChosen(state: TouchState, index: number): void {
  const task = state.tasks[state.tasks.length - 1];
  if (task?.t !== 'start-jobs') throw new Error('No start of the Mystery Phase is waiting for its order.');
  const [job] = task.jobs.splice(index, 1);
  if (task.jobs.length === 0) state.tasks.pop();
  runJob(state, job!);
}

/** A Nest killed or a cursed Hero KO'd or cured by what happened first has nothing left to do. */
function stillDue(state: TouchState, job: StartJob): boolean {
  if ('nest' in job) return ratNests(state).some((nest) => nest.space === job.nest);
  if ('curse' in job) return state.heroes[job.hero]!.curse !== null && !state.heroes[job.hero]!.ko;
  return true;
}

function runJob(state: TouchState, job: StartJob): void {
  if ('nest' in job) ratNestSpawn(state, job.nest);
  else if ('curse' in job) curseStep(state, job.hero);
  else state.tasks.push({ t: 'effects', hero: job.hero, effects: job.effects });
}
