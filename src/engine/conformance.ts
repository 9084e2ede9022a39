/**
 * The conformance suite every registered game must pass. It is plain code (no
 * test framework) so the test runner and the CLI can both run it; a failure
 * throws a ConformanceError that says which seed and which step broke.
 */
import { tryApply } from './apply';
import { canonicalJson, stateHash } from './hash';
import { newRecord, replay, type GameRecord } from './record';
import { createRng, nextInt, type RngState } from './rng';
import type { AnyGame, Seat } from './types';

export class ConformanceError extends Error {
  constructor(
    message: string,
    readonly seed: number,
    readonly step: number,
  ) {
    super(`seed ${seed}, step ${step}: ${message}`);
    this.name = 'ConformanceError';
  }
}

export interface ConformanceOptions {
  playouts: number;
  /** First seed; playout i uses firstSeed + i. */
  firstSeed: number;
  /** A playout longer than this is reported as a dead end (a loop). */
  maxSteps: number;
  /** Check views and determinisations every this many steps (1 = every step). */
  viewCheckEvery: number;
}

export interface ConformanceReport {
  playouts: number;
  steps: number;
  viewChecks: number;
  /** Determinisations whose hidden part differed from the true state. */
  variedDeterminizations: number;
}

export function runConformance(game: AnyGame, config: unknown, options: ConformanceOptions): ConformanceReport {
  const report: ConformanceReport = { playouts: 0, steps: 0, viewChecks: 0, variedDeterminizations: 0 };
  for (let i = 0; i < options.playouts; i++) {
    playOne(game, config, options.firstSeed + i, options, report);
    report.playouts++;
  }
  return report;
}

function playOne(
  game: AnyGame,
  config: unknown,
  seed: number,
  options: ConformanceOptions,
  report: ConformanceReport,
): void {
  const seats = game.seatCount(config);
  const chooser = createRng(`conformance:${seed}`);
  const record = newRecord(game, config, seed);
  let state: unknown = game.setup(config, seed);
  if (stateHash(state) !== stateHash(game.setup(config, seed))) {
    throw new ConformanceError('setup is not deterministic for the same seed', seed, 0);
  }
  let step = 0;
  while (!game.isOver(state)) {
    if (step >= options.maxSteps) throw new ConformanceError(`no end after ${options.maxSteps} steps`, seed, step);
    const toAct = game.toAct(state);
    if (toAct.length === 0) throw new ConformanceError('nobody can act but the game is not over', seed, step);
    const seat = toAct[nextInt(chooser, toAct.length)] as Seat;
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) throw new ConformanceError(`seat ${seat} must act but has no legal action`, seed, step);
    const keys = new Set(legal.map((a) => a.key));
    if (keys.size !== legal.length) throw new ConformanceError('legal action keys are not unique', seed, step);
    if (step % options.viewCheckEvery === 0) {
      checkViews(game, state, seats, chooser, seed, step, report);
      report.viewChecks++;
    }
    const action = legal[nextInt(chooser, legal.length)]!;
    const before = canonicalJson(state);
    const result = tryApply(game, state, seat, action);
    if (!result.ok)
      throw new ConformanceError(`a listed legal action was refused: ${result.error.message}`, seed, step);
    if (canonicalJson(state) !== before) {
      throw new ConformanceError(`apply mutated its input state (action ${action.key})`, seed, step);
    }
    if (typeof game.describe(action, state) !== 'string') {
      throw new ConformanceError('describe did not return text', seed, step);
    }
    record.actions.push({ seat, key: action.key });
    state = result.state;
    step++;
  }
  report.steps += step;
  if (game.toAct(state).length !== 0)
    throw new ConformanceError('the game is over but seats are still to act', seed, step);
  const outcome = game.outcome(state);
  if (outcome.length !== seats || outcome.some((v) => !(v >= 0 && v <= 1))) {
    throw new ConformanceError(
      `outcome must be one score in [0,1] per seat, got ${JSON.stringify(outcome)}`,
      seed,
      step,
    );
  }
  const replayed = replay(game, JSON.parse(JSON.stringify(record)) as GameRecord);
  if (!replayed.ok) throw new ConformanceError(`replay failed: ${replayed.error}`, seed, step);
  if (replayed.hash !== stateHash(state)) throw new ConformanceError('replay reached a different state', seed, step);
}

/**
 * For every seat: the view must survive JSON, a determinisation from it must
 * give back exactly the same view and the same legal actions (it is consistent
 * with what the seat knows), and across the suite determinisations must differ
 * from the truth (hidden things really are re-randomised, so a view that leaked
 * them would not match). Determinising must not mutate the view.
 */
function checkViews(
  game: AnyGame,
  state: unknown,
  seats: number,
  chooser: RngState,
  seed: number,
  step: number,
  report: ConformanceReport,
): void {
  const spectator = game.view(state, 'spectator');
  if (canonicalJson(JSON.parse(JSON.stringify(spectator))) !== canonicalJson(spectator)) {
    throw new ConformanceError('the spectator view does not survive JSON', seed, step);
  }
  for (let seat = 0; seat < seats; seat++) {
    const view = game.view(state, seat);
    const viewText = canonicalJson(view);
    if (canonicalJson(JSON.parse(JSON.stringify(view))) !== viewText) {
      throw new ConformanceError(`the view of seat ${seat} does not survive JSON`, seed, step);
    }
    const guess = game.determinize(view, seat, createRng(`det:${seed}:${step}:${seat}:${nextInt(chooser, 1e9)}`));
    if (canonicalJson(view) !== viewText) throw new ConformanceError('determinize mutated the view', seed, step);
    if (canonicalJson(game.view(guess, seat)) !== viewText) {
      throw new ConformanceError(
        `seat ${seat}'s view of a determinisation differs from its view of the truth (the view leaks, or determinize ignores what the seat knows)`,
        seed,
        step,
      );
    }
    const legalTruth = game.legalActions(state, seat).map((a) => a.key);
    const legalGuess = game.legalActions(guess, seat).map((a) => a.key);
    if (canonicalJson(legalTruth) !== canonicalJson(legalGuess)) {
      throw new ConformanceError(`seat ${seat}'s legal actions differ in a determinisation`, seed, step);
    }
    if (withoutRng(guess) !== withoutRng(state)) report.variedDeterminizations++;
  }
}

/** Hash of a state without its PRNG, which a determinisation always re-seeds. */
function withoutRng(state: unknown): string {
  return stateHash({ ...(state as Record<string, unknown>), rng: null });
}
