/**
 * The conformance suite every registered game must pass, on every config its
 * `testConfigs` lists. It is plain code (no test framework) so the test runner and
 * the CLI can both run it; a failure throws a ConformanceError that says which
 * seed and which step broke.
 *
 * Each playout is seeded random play to the end: no throw and no dead end, `apply`
 * never mutating its input, the outcome in range, the record replaying to the same
 * state. Every `viewCheckEvery` steps: the views and determinisations
 * (conformance-views.ts) and the search fast path (conformance-fast-path.ts). Over
 * the whole run, determinisations must have moved every kind of declared secret.
 */
import { tryApply } from './apply';
import { checkCloneAndStep, checkHeuristics, SearchShadow } from './conformance-fast-path';
import {
  ConformanceError,
  emptyReport,
  fail,
  guard,
  type CheckContext,
  type ConformanceOptions,
  type ConformanceReport,
} from './conformance-report';
import { deepFreeze, sameJson, snapshot } from './conformance-json';
import { checkViews } from './conformance-views';
import { stateHash } from './hash';
import { newRecord, replay, type GameRecord, type RecordedAction } from './record';
import { createRng, nextInt } from './rng';
import type { AnyGame, Seat } from './types';

export { ConformanceError } from './conformance-report';
export type { ConformanceOptions, ConformanceReport, SecretTally } from './conformance-report';

export function runConformance(game: AnyGame, config: unknown, options: ConformanceOptions): ConformanceReport {
  // Checked here too: a game object put together at run time escapes the type checker.
  if (typeof game.secrets !== 'function') {
    throw new ConformanceError(`${game.id} declares no secrets(): the suite cannot tell what its views must hide`);
  }
  const report = emptyReport();
  for (let i = 0; i < options.playouts; i++) {
    playOne(game, config, options.firstSeed + i, options, report);
    report.playouts++;
  }
  checkRun(report, options);
  return report;
}

/**
 * What only a whole run shows. A determinisation that never moves some kind of
 * hidden thing keeps the truth: it could only know it from a view that leaks it
 * (or it is no determinisation). A mark never found even in its holders' views
 * is written in a form views do not print, so it could not reveal a leak. And a
 * game that hides things must say so: determinisations that change the state
 * while the game declares no secret at all mean `secrets` is missing.
 */
function checkRun(report: ConformanceReport, options: ConformanceOptions): void {
  const over = `over ${options.playouts} playouts from seed ${options.firstSeed}`;
  for (const [kind, tally] of Object.entries(report.secrets)) {
    if (tally.hidden > 0 && tally.varied === 0) {
      throw new ConformanceError(
        `${over}: determinisations never moved the hidden ${kind} (hidden in ${tally.hidden} of them): determinize keeps the truth, so it reads a leak or does not re-deal`,
      );
    }
    if (tally.held > 0 && tally.seen === 0) {
      throw new ConformanceError(
        `${over}: no ${kind} mark ever showed in the views of the seats that know it (${tally.held} views): secrets() writes them unlike the views, so no leak of them could be found`,
      );
    }
  }
  const hidden = Object.values(report.secrets).reduce((sum, t) => sum + t.hidden, 0);
  if (hidden === 0 && report.variedDeterminizations > 0) {
    throw new ConformanceError(
      `${over}: determinisations changed the state ${report.variedDeterminizations} times, but secrets() declared nothing hidden`,
    );
  }
}

function playOne(
  game: AnyGame,
  config: unknown,
  seed: number,
  options: ConformanceOptions,
  report: ConformanceReport,
): void {
  const ctx: CheckContext = {
    game,
    seed,
    step: 0,
    seats: game.seatCount(config),
    chooser: createRng(`conformance:${seed}`),
    report,
  };
  const record = newRecord(game, config, seed);
  const state = guard(ctx, 'the game', 'the game wrote into a state it was given', () =>
    playToEnd(ctx, config, options, record.actions),
  );
  report.steps += ctx.step;
  const replayed = replay(game, JSON.parse(JSON.stringify(record)) as GameRecord);
  if (!replayed.ok) fail(ctx, `replay failed: ${replayed.error}`);
  if (replayed.hash !== stateHash(state)) fail(ctx, 'replay reached a different state');
}

/**
 * Random legal moves to the end, recorded in `actions`. Every state is frozen
 * before anything is asked of it, so a call that writes into it throws on the spot.
 */
function playToEnd(
  ctx: CheckContext,
  config: unknown,
  options: ConformanceOptions,
  actions: RecordedAction[],
): unknown {
  const { game } = ctx;
  let state: unknown = game.setup(config, ctx.seed);
  if (!sameJson(state, game.setup(config, ctx.seed))) fail(ctx, 'setup is not deterministic for the same seed');
  deepFreeze(state);
  const shadow = SearchShadow.of(game, state);
  while (!game.isOver(state)) {
    if (ctx.step >= options.maxSteps) fail(ctx, `no end after ${options.maxSteps} steps`);
    const toAct = game.toAct(state);
    if (toAct.length === 0) fail(ctx, 'nobody can act but the game is not over');
    const seat = toAct[nextInt(ctx.chooser, toAct.length)] as Seat;
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) fail(ctx, `seat ${seat} must act but has no legal action`);
    if (new Set(legal.map((a) => a.key)).size !== legal.length) fail(ctx, 'legal action keys are not unique');
    const checking = ctx.step % options.viewCheckEvery === 0;
    const before = checking ? snapshot(state) : '';
    if (checking) {
      const wrote = 'view, determinize, evaluate or rolloutPolicy mutated the state';
      guard(ctx, 'a check of views, determinisations and heuristics', wrote, () => {
        checkViews(ctx, state);
        checkHeuristics(ctx, state);
        shadow?.compare(ctx, state);
      });
    }
    const action = legal[nextInt(ctx.chooser, legal.length)]!;
    const applying = `apply (action ${action.key})`;
    const result = guard(ctx, applying, `${applying} mutated its input state`, () =>
      tryApply(game, state, seat, action),
    );
    if (!result.ok) fail(ctx, `a listed legal action was refused: ${result.error.message}`);
    if (typeof game.describe(action, state) !== 'string') fail(ctx, 'describe did not return text');
    if (checking) checkCloneAndStep(ctx, state, before, seat, action, result.state);
    if (shadow) {
      const wrote = 'forSearch shares state with the original: stepping its copy wrote into the original';
      guard(ctx, 'stepping the forSearch copy', wrote, () => shadow.advance(seat, action));
    }
    actions.push({ seat, key: action.key });
    state = result.state;
    deepFreeze(state);
    ctx.step++;
  }
  checkEnd(ctx, state, shadow);
  return state;
}

function checkEnd(ctx: CheckContext, state: unknown, shadow: SearchShadow | null): void {
  const { game } = ctx;
  if (game.toAct(state).length !== 0) fail(ctx, 'the game is over but seats are still to act');
  const outcome = game.outcome(state);
  if (outcome.length !== ctx.seats || outcome.some((v) => !(v >= 0 && v <= 1))) {
    fail(ctx, `outcome must be one score in [0,1] per seat, got ${JSON.stringify(outcome)}`);
  }
  shadow?.compare(ctx, state);
}
