/**
 * Runs what the rules do on their own until a seat must decide: the task stack (effects,
 * Fights, Minions, KO losses, the Mystery Phase) and the turn's own steps. A Fight waits
 * on top of the stack for its Hero; a prompt waits for its seat.
 */
import { runEffect } from './effects';
import { runKoLoss } from './ko';
import { runMinionFights } from './minions';
import { runMysteryStep } from './mystery';
import { heroAt, type TouchState } from './state';
import { endTurn, finishMove } from './turn';

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
      // A KO'd Hero "cannot be attacked": a Fight waiting for one is over (the counter stays).
      if (!heroAt(state, top.fight.hero).ko) return;
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
    }
  }
  throw new Error('The rules ran away: a resolution did not end.');
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
