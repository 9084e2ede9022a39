/**
 * Runs what the rules do on their own until a seat must decide: the task stack (effects,
 * Fights, Minions, KO losses, Skill Tests, Mystery cards, the Mystery Phase) and the
 * turn's own steps. A Fight waits on top of the stack for its Hero, an Event window for
 * the seat it asks, a prompt for its seat.
 */
import { resolveChartRoll } from './coop-chart';
import { daringResult, rollShowdownChart, runChase, showdownChartDue } from './showdown-chart';
import { resolveMystery } from './draw';
import { finishTest, runEffect } from './effects';
import { applyFightRound, rollFightRound } from './fight';
import { runKoLoss } from './ko';
import { runMinionFights } from './minions';
import { resolveChartEvent } from './minion-chart';
import { resolveElderDoom } from './elder-death';
import { runMysteryStep } from './mystery';
import { applyShowdownRound, offerMartyr, offerProtect } from './showdown-round';
import { heroAt, type FightState, type Task, type TouchState } from './state';
import { houndsRested, houndsToMove, moveHound } from './mystery-minions';
import { resolveAccusation, runAccusations } from './accusations';
import { startShowdown } from './showdown';
import { runRegroup } from './regroup';
import { runJoins } from './group-showdown';
import { runStartJobs } from './mystery-start';
import { endTurn, finishMove } from './turn';
import { applyAttackRound } from './villain-attack';
import { openRoundWindow, windowHero } from './window';

/** Far more steps than any real resolution takes: reaching it means a rule loops. */
const RUNAWAY = 100_000;

export function run(state: TouchState): void {
  for (let guard = 0; guard < RUNAWAY; guard++) {
    if (state.phase === 'over' || state.prompt) return;
    const top = state.tasks[state.tasks.length - 1];
    if (!top) {
      if (!advanceTurn(state)) return;
      continue;
    }
    if (top.t === 'fight') {
      if (!runFight(state, top.fight)) return;
      continue;
    }
    if (top.t === 'window') {
      // Open while someone is still to answer; closed once every holder has passed.
      if (windowHero(state, top) !== null) return;
      state.tasks.pop();
      continue;
    }
    state.tasks.pop();
    switch (top.t) {
      case 'effects': {
        const [first, ...rest] = top.effects;
        if (rest.length) state.tasks.push({ ...top, effects: rest });
        if (first) {
          const at = top.at ?? heroAt(state, top.hero).space;
          runEffect(state, { hero: top.hero, at, fight: top.fight ?? false }, first);
        }
        break;
      }
      case 'minion-fights':
        runMinionFights(state, top.space);
        break;
      case 'ko-loss':
        runKoLoss(state, top.hero, top.left);
        break;
      case 'mystery':
        runMysteryStep(state, top.step);
        break;
      case 'end-turn':
        endTurn(state);
        break;
      case 'test':
        if (top.daring) daringResult(state, top.hero, top.dice);
        else finishTest(state, top);
        break;
      case 'mystery-card':
        resolveMystery(state, top.hero, top.card, top.cancelled);
        break;
      case 'chart-event':
        resolveChartEvent(state, top);
        break;
      case 'elder-doom':
        resolveElderDoom(state, top);
        break;
      case 'chart-roll':
        resolveChartRoll(state, top);
        break;
      case 'chase':
        runChase(state, top);
        break;
      case 'hounds':
        runHounds(state, top);
        break;
      case 'accusations':
        runAccusations(state, top);
        break;
      case 'joins':
        runJoins(state, top);
        break;
      case 'accused':
        resolveAccusation(state, top.hero, top.elder);
        break;
      case 'lair-start':
        startShowdown(state);
        break;
      case 'regroup':
        runRegroup(state);
        break;
      case 'start-jobs':
        runStartJobs(state, top.jobs);
        break;
    }
  }
  throw new Error('The rules ran away: a resolution did not end.');
}

/**
 * A Fight on top: a round whose window has closed is applied (in a Showdown, after a
 * Selfless Martyr is offered); a single round with the Villain or a Werewolf Hero rolls
 * by itself; a KO'd Hero "cannot be attacked", so a Fight waiting for one is over (the
 * counter stays), as is a KO'd Werewolf Hero's attack. In Cooperative play the other
 * seats may play Events before each round. Returns false when the Fight waits for its
 * Hero's decision.
 */
function runFight(state: TouchState, fight: FightState): boolean {
  if (fight.pending) {
    if (fight.enemy.attack) applyAttackRound(state, fight);
    else if (!fight.enemy.villain) applyFightRound(state, fight);
    else if (!offerMartyr(state, fight) && !offerProtect(state, fight)) applyShowdownRound(state, fight);
    return true;
  }
  const other = fight.enemy.werewolf ?? fight.enemy.rival;
  if (heroAt(state, fight.hero).ko || (other !== undefined && heroAt(state, other).ko)) {
    state.tasks.pop();
    return true;
  }
  if (showdownChartDue(state, fight)) {
    rollShowdownChart(state, fight);
    return true;
  }
  // After the chart "at the start of each Showdown Fight Round", before the Hero's choice.
  if (openRoundWindow(state, fight)) return true;
  if (!fight.enemy.attack) return false;
  rollFightRound(state, fight);
  return true;
}

/** Hounds move one at a time; with two or more still to move, the First Player picks the next. */
function runHounds(state: TouchState, task: Task): void {
  const left = houndsToMove(state);
  if (left.length === 0) return houndsRested(state);
  state.tasks.push(task);
  if (left.length === 1) moveHound(state, left[0]!);
  else state.prompt = { kind: 'hound-order', hero: state.first, hounds: left.map((m) => m.space) };
}

/** With nothing resolving: end a turn that is over, or finish a Move with no steps left. */
function advanceTurn(state: TouchState): boolean {
  if (state.phase !== 'turn') return false;
  if (state.turn.over) {
    endTurn(state);
    return true;
  }
  if (state.turn.step === 'move' && state.turn.movesLeft === 0) {
    finishMove(state);
    return true;
  }
  return false;
}
