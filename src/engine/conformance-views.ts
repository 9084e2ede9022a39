/**
 * The suite's checks of hidden information at one point of a playout: every view
 * survives JSON and shows no secret its viewer may not know; a determinisation
 * for each seat gives back that seat's view and legal actions, moves what the seat
 * cannot know, and comes out the same from `determinizer` as from `determinize`.
 */
import type { Secret } from './conformance-contract';
import { fail, type CheckContext } from './conformance-report';
import { checkDeclaration, checkNoLeak, retallyUnmoved, tallyHeldMarks, tallyVariation } from './conformance-secrets';
import { jsonProblem, sameJson, snapshot } from './conformance-json';
import { canonicalJson } from './hash';
import { createRng, nextInt } from './rng';
import type { BaseView, Seat, Viewer } from './types';

export function checkViews(ctx: CheckContext, state: unknown): void {
  const secrets = ctx.game.secrets(state);
  checkDeclaration(ctx, secrets);
  viewOf(ctx, state, 'spectator', secrets);
  for (let seat = 0; seat < ctx.seats; seat++) {
    checkDeterminization(ctx, state, seat, viewOf(ctx, state, seat, secrets), secrets);
  }
  ctx.report.viewChecks++;
}

/** The view of `viewer`, once it is known to survive JSON and to leak nothing. */
function viewOf(ctx: CheckContext, state: unknown, viewer: Viewer, secrets: readonly Secret[]): BaseView {
  const view = ctx.game.view(state, viewer);
  const who = viewer === 'spectator' ? 'the spectator view' : `the view of seat ${viewer}`;
  const problem = jsonProblem(view);
  if (problem) fail(ctx, `${who} does not survive JSON: ${problem}`);
  // Canonical: marks are written as canonical JSON prints what they mark.
  const text = canonicalJson(view);
  checkNoLeak(ctx, view, text, viewer, secrets);
  if (viewer !== 'spectator') tallyHeldMarks(ctx, text, viewer, secrets);
  return view;
}

function checkDeterminization(
  ctx: CheckContext,
  state: unknown,
  seat: Seat,
  view: BaseView,
  secrets: readonly Secret[],
): void {
  const { game } = ctx;
  const dealSeed = `det:${ctx.seed}:${ctx.step}:${seat}:${nextInt(ctx.chooser, 1e9)}`;
  const text = snapshot(view);
  const guess = game.determinize(view, seat, createRng(dealSeed));
  if (snapshot(view) !== text) fail(ctx, 'determinize mutated the view');
  if (!sameJson(game.view(guess, seat), view)) {
    fail(
      ctx,
      `seat ${seat}'s view of a determinisation differs from its view of the truth (the view leaks, or determinize ignores what the seat knows)`,
    );
  }
  const legalTruth = game.legalActions(state, seat).map((a) => a.key);
  const legalGuess = game.legalActions(guess, seat).map((a) => a.key);
  if (legalTruth.join('\n') !== legalGuess.join('\n')) {
    fail(ctx, `seat ${seat}'s legal actions differ in a determinisation`);
  }
  const { unmoved, movedAny } = tallyVariation(ctx, seat, secrets, game.secrets(guess));
  if (!sameJson(withoutRng(guess), withoutRng(state))) {
    ctx.report.variedDeterminizations++;
    if (!movedAny) ctx.report.undeclaredVariations++;
  }
  retryUnmoved(ctx, seat, view, secrets, unmoved, dealSeed);
  if (game.determinizer) checkDeterminizer(ctx, seat, view, guess, dealSeed);
}

/** Deals a seat gets to move a kind of secret no determinisation of this run has moved yet. */
const RETRIES = 8;

/**
 * A kind left in place by one deal may have had only even odds of moving (a
 * target token between two seats): before the run could conclude that
 * determinize never moves it, more deals try, but only while no deal of the
 * run has moved it, so this costs a few deals per run.
 */
function retryUnmoved(
  ctx: CheckContext,
  seat: Seat,
  view: BaseView,
  truth: readonly Secret[],
  unmoved: Set<string>,
  dealSeed: string,
): void {
  let left = new Set([...unmoved].filter((kind) => ctx.report.secrets[kind]?.varied === 0));
  for (let i = 0; i < RETRIES && left.size > 0; i++) {
    const guess = ctx.game.determinize(view, seat, createRng(`${dealSeed}:retry ${i}`));
    left = retallyUnmoved(ctx, seat, truth, ctx.game.secrets(guess), left);
  }
}

/**
 * `determinizer(view, seat)(rng)` is `determinize(view, seat, rng)`; with `forSearch`
 * it is that state as `forSearch` copies it; and two deals of one determinizer
 * share nothing (search steps each in place).
 */
function checkDeterminizer(ctx: CheckContext, seat: Seat, view: BaseView, guess: unknown, dealSeed: string): void {
  const { game } = ctx;
  const deal = game.determinizer!(view, seat);
  const first = deal(createRng(dealSeed));
  if (!sameJson(first, guess)) {
    fail(ctx, `determinizer(view, ${seat}) dealt a different state from determinize with the same rng`);
  }
  const searchDeal = game.determinizer!(view, seat, true)(createRng(dealSeed));
  const expected = game.forSearch ? game.forSearch(guess) : guess;
  if (!sameJson(searchDeal, expected)) {
    fail(ctx, `determinizer(view, ${seat}, forSearch) dealt a state other than forSearch(determinize(...))`);
  }
  ctx.report.fastPathChecks++;
  if (!game.step) return;
  const firstText = snapshot(first);
  const second = deal(createRng(`${dealSeed}:again`));
  const legal = game.toAct(second).flatMap((s: Seat) => game.legalActions(second, s).map((a) => ({ s, a })));
  const pick = legal[nextInt(ctx.chooser, Math.max(1, legal.length))];
  if (!pick) return;
  game.step(second, pick.s, pick.a);
  if (snapshot(first) !== firstText) {
    fail(ctx, `two deals of one determinizer share state: stepping one changed the other (action ${pick.a.key})`);
  }
}

/** A state without its PRNG, which a determinisation always re-seeds. */
function withoutRng(state: unknown): unknown {
  return { ...(state as Record<string, unknown>), rng: null };
}
