/**
 * The end of the game: two or more elder gods awakened (all lose), one awakened
 * (Reveal, Awakened, Madness, Scoring, the god's effect first in each step), or the
 * second Clock (Reveal, Madness, Scoring). The solo game has its own test.
 *
 * `endGame` drops everything still queued or asked ("Do not resolve any further
 * abilities") and queues the end steps; the rules' driver runs them like the
 * round's steps, so an effect that leaves a player a choice asks that player's seat.
 */
import { godDef, roleDef } from './content';
import { applyCollective, effectApplies, isCollective, startEndEffect, totalDollars } from './end-effects';
import { totalMadness } from './madness';
import { soloDevour, soloScore } from './solo-end';
import { godOf, isSolo, playerOf, say, seatsFrom, type ManorState } from './state';
import type { Colour, EndReason, EndStep, GameResult, Task } from './types';
import { playerName, roleName } from './words';

export function endGame(state: ManorState, reason: EndReason, god: Colour | null = null): void {
  state.tasks = [];
  state.prompt = null;
  const allLose = reason === 'gods' || (isSolo(state) && reason !== 'clock');
  if (allLose) return finish(state, lostToGods(state, reason));
  state.phase = 'resolve';
  state.ending = {
    reason,
    god,
    bonus: state.players.map(() => 0),
    swaps: state.players.map(() => []),
    madness: null,
  };
  const steps: Task[] = [{ k: 'end-step', step: 'reveal' }];
  if (god !== null) steps.push({ k: 'end-step', step: 'awakened' });
  steps.push({ k: 'end-step', step: 'madness' }, { k: 'end-devour' });
  steps.push({ k: 'end-step', step: 'scoring' }, { k: 'end-score' });
  state.tasks = steps.reverse();
}

/** The game is over: the result is kept, and nothing is secret any more. */
function finish(state: ManorState, result: GameResult): void {
  state.tasks = [];
  state.prompt = null;
  state.phase = 'over';
  state.result = result;
  for (const p of state.players) {
    p.rolePublic = true;
    p.hidden = [];
  }
}

/** "More than one elder god is awakened" (all lose), or in solo "if ANY elder god is awakened the player is devoured". */
function lostToGods(state: ManorState, reason: EndReason): GameResult {
  const solo = isSolo(state);
  say(state, () =>
    solo
      ? 'An elder god awakens: the player is devoured and loses the game.'
      : 'More than one elder god is awakened: doom falls upon the world, and all players lose.',
  );
  if (solo) playerOf(state, 0).devoured = true;
  return {
    reason,
    god: null,
    madness: state.players.map((_, i) => totalMadness(state, i)),
    dollars: state.players.map(() => null),
    devoured: solo ? [0] : [],
    winners: [],
  };
}

/**
 * The players whose roles take part, in the order they are revealed and resolved:
 * from the Lantern clockwise, then (2p) Lovecraft. Solo: the player alone (the
 * Cultist's and Lovecraft's cards do nothing at the end).
 */
export function revealOrder(state: ManorState): number[] {
  const order = seatsFrom(state, state.lantern);
  if (!isSolo(state)) {
    state.players.forEach((p, i) => {
      if (p.kind === 'lovecraft') order.push(i);
    });
  }
  return order;
}

function remaining(state: ManorState): number[] {
  return revealOrder(state).filter((i) => !playerOf(state, i).devoured);
}

const STEP_NAMES: Record<EndStep, string> = {
  reveal: 'Reveal.',
  awakened: 'Awakened.',
  madness: 'Madness.',
  scoring: 'Scoring.',
};

/** Runs one queued step of the end of the game. */
export function runEndTask(state: ManorState, task: Task): void {
  switch (task.k) {
    case 'end-step':
      return startStep(state, task.step);
    case 'end-god':
      return godEffect(state, task.step);
    case 'end-role':
      return roleEffects(state, task.player, task.step);
    case 'end-effect':
      return startEndEffect(state, task.effect, task.player);
    case 'end-devour':
      return devour(state);
    case 'end-score':
      return score(state);
    default:
      throw new Error(`${task.k} is not a step of the end of the game.`);
  }
}

/**
 * "the elder god will resolve any applicable abilities at the beginning of each step
 * before the players resolve abilities on their role cards".
 */
function startStep(state: ManorState, step: EndStep): void {
  say(state, () => STEP_NAMES[step]);
  const roles: Task[] = remaining(state).map((player) => ({ k: 'end-role', player, step }));
  const tasks: Task[] = state.ending?.god ? [{ k: 'end-god', step }, ...roles] : roles;
  state.tasks.push(...tasks.reverse());
}

function godEffect(state: ManorState, step: EndStep): void {
  const colour = state.ending?.god;
  if (!colour) return;
  const effect = godDef(godOf(state, colour).face).effect;
  if (effect.step !== step) return;
  say(state, () => effect.text);
  const owners = remaining(state);
  if (isCollective(effect)) return applyCollective(state, effect, owners);
  state.tasks.push(...owners.map((player): Task => ({ k: 'end-effect', player, effect })).reverse());
}

/** "players reveal their role cards one at a time …"; each resolves the effects of this step tied to how the game ended. */
function roleEffects(state: ManorState, player: number, step: EndStep): void {
  const p = playerOf(state, player);
  if (step === 'reveal') {
    p.rolePublic = true;
    say(state, () => `${playerName(state, player)} reveals ${roleName(p.role)}.`);
  }
  const ending = state.ending;
  if (!ending) return;
  const effects = roleDef(p.role).effects.filter((e) => e.step === step && effectApplies(e, ending));
  state.tasks.push(...effects.map((effect): Task => ({ k: 'end-effect', player, effect })).reverse());
}

/**
 * "The player(s) with the greatest amount of total madness is devoured … If there is
 * a tie for most madness, all tied players are devoured. If this results in all
 * remaining players being devoured, all players lose the game."
 */
function devour(state: ManorState): void {
  const ending = state.ending;
  if (!ending) throw new Error('The Madness step runs only at the end of the game.');
  const madness = state.players.map((_, i) => totalMadness(state, i));
  ending.madness = madness;
  if (isSolo(state)) {
    const lost = soloDevour(state, madness);
    if (lost) finish(state, lost);
    return;
  }
  const before = remaining(state);
  const most = Math.max(...before.map((i) => madness[i] ?? 0));
  const devoured = before.filter((i) => madness[i] === most).sort((a, b) => a - b);
  for (const i of devoured) playerOf(state, i).devoured = true;
  say(
    state,
    () => `${devoured.map((i) => playerName(state, i)).join(', ')} ${devoured.length > 1 ? 'are' : 'is'} devoured.`,
  );
  if (remaining(state).length > 0) return;
  say(state, () => 'Every remaining player is devoured: all players lose.');
  finish(state, resultOf(state, []));
}

/** "The player with the most $ wins. In the event of a tie, the player with the least madness among those tied wins." */
function score(state: ManorState): void {
  const ending = state.ending;
  if (!ending) throw new Error('The Scoring step runs only at the end of the game.');
  if (isSolo(state)) return finish(state, soloScore(state, resultOf(state, [])));
  const madness = ending.madness ?? state.players.map((_, i) => totalMadness(state, i));
  const players = remaining(state);
  const result = resultOf(state, []);
  for (const i of players) result.dollars[i] = totalDollars(state, i, ending);
  const best = Math.max(...players.map((i) => result.dollars[i] ?? 0));
  const richest = players.filter((i) => result.dollars[i] === best);
  const calmest = Math.min(...richest.map((i) => madness[i] ?? 0));
  result.winners = richest.filter((i) => madness[i] === calmest).sort((a, b) => a - b);
  say(
    state,
    () =>
      `${result.winners.map((i) => playerName(state, i)).join(' and ')} ${result.winners.length > 1 ? 'share the win' : 'wins'} with ${best} $.`,
  );
  finish(state, result);
}

/** The result as the steps so far decided it. */
function resultOf(state: ManorState, winners: number[]): GameResult {
  const ending = state.ending;
  return {
    reason: ending?.reason ?? 'clock',
    god: ending?.god ?? null,
    madness: ending?.madness ?? state.players.map((_, i) => totalMadness(state, i)),
    dollars: state.players.map(() => null),
    devoured: state.players.flatMap((p, i) => (p.devoured ? [i] : [])),
    winners,
  };
}
