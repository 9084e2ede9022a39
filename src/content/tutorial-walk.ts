/**
 * Plays a guided first game on the rules alone, as the app will play it when the learner
 * follows every step: the opponents make their scripted moves, the learner the move each
 * step expects. It proves a tutorial can be finished (every expected move legal when its
 * step comes, every opponent move scripted), and, given a chooser, writes the opponents'
 * scripts for an author (`scripts/tutorial/record.ts`).
 *
 * Where the learner and an opponent must both act (a simultaneous pick), the opponent moves
 * first, as it does in the app unless the learner is quicker; commitments are hidden until
 * all are in, so the order changes nothing the lesson relies on.
 */
import type { AnyGame, Seat } from '../engine';
import type { TutorialDocument, TutorialStep } from './schemas/tutorial';

/** Chooses an opponent's move when its script has none left (the author's recorder passes one). */
export type OpponentChooser = (state: unknown, seat: Seat, version: number) => string;

/** One move of the walk, for an author to read. */
export interface WalkMove {
  seat: Seat;
  key: string;
  label: string;
  /** The step whose expected move this is (the learner's moves only). */
  step?: string;
}

export interface TutorialWalk {
  /** What stops the tutorial from being finished as written; empty when it can be. */
  problems: string[];
  moves: WalkMove[];
  /** Each seat's scripted moves as played (the chooser's choices included), by seat. */
  scripts: string[][];
  /** The state where the walk stopped, and the steps it had reached. */
  state: unknown;
  stepsDone: number;
  over: boolean;
}

const hasMove = (step: TutorialStep): step is TutorialStep & { expect: string } => step.expect !== undefined;

export function walkTutorial(game: AnyGame, tutorial: TutorialDocument, chooser?: OpponentChooser): TutorialWalk {
  const problems: string[] = [];
  const learner = tutorial.seats.findIndex((s) => s.kind === 'human');
  const scripts = tutorial.seats.map((s) => (s.kind === 'ai' ? [...s.script] : []));
  const made = tutorial.seats.map(() => 0);
  const moves: WalkMove[] = [];
  let state = game.setup(tutorial.config, tutorial.seed);
  let stepIndex = 0;

  const play = (seat: Seat, key: string, step?: string): boolean => {
    const action = game.legalActions(state, seat).find((a) => a.key === key);
    if (!action) return false;
    moves.push({ seat, key, label: game.describe(action, state), ...(step ? { step } : {}) });
    state = game.apply(state, seat, action);
    made[seat]! += 1;
    return true;
  };
  const legalList = (seat: Seat): string =>
    game
      .legalActions(state, seat)
      .map((a) => `"${a.key}" (${game.describe(a, state)})`)
      .join(', ');

  if (learner < 0) problems.push('no seat is the learner\'s (kind "human")');
  while (problems.length === 0 && !game.isOver(state)) {
    const toAct = game.toAct(state);
    const opponent = toAct.find((s) => s !== learner);
    if (opponent !== undefined) {
      let key = scripts[opponent]![made[opponent]!];
      if (key === undefined && chooser) {
        key = chooser(state, opponent, moves.length);
        scripts[opponent]!.push(key);
      }
      if (key === undefined) problems.push(`move ${moves.length + 1}: seat ${opponent + 1} has no scripted move left`);
      else if (!play(opponent, key))
        problems.push(
          `move ${moves.length + 1}: seat ${opponent + 1}'s scripted "${key}" is not legal; legal: ${legalList(opponent)}`,
        );
      continue;
    }
    while (stepIndex < tutorial.steps.length && !hasMove(tutorial.steps[stepIndex]!)) stepIndex++;
    const step = tutorial.steps[stepIndex];
    if (!step || !hasMove(step)) break; // every step is done: the lesson ends here and the game may go on
    if (!play(learner, step.expect, step.id))
      problems.push(
        `step "${step.id}" expects "${step.expect}", which is not legal then; legal: ${legalList(learner)}`,
      );
    stepIndex++;
  }
  const over = game.isOver(state);
  const late = tutorial.steps.slice(stepIndex).find(hasMove);
  if (problems.length === 0 && late) problems.push(`step "${late.id}" expects a move after the game has ended`);
  // Steps after the last move are read at the end (the finish), so they count as reached.
  const stepsDone = problems.length === 0 && !late ? tutorial.steps.length : stepIndex;
  return { problems, moves, scripts, state, stepsDone, over };
}
