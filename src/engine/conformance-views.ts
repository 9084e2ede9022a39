/**
 * The suite's checks of hidden information at one point of a playout: every view
 * survives JSON and shows no secret its viewer may not know; a determinisation
 * for each seat gives back that seat's view and legal actions, moves what the seat
 * cannot know, and comes out the same from `determinizer` as from `determinize`.
 */
import type { Secret } from './conformance-contract';
import { fail, type CheckContext } from './conformance-report';
import { checkDeclaration, checkNoLeak, tallyVariation } from './conformance-secrets';
import { canonicalJson, stateHash } from './hash';
import { createRng, nextInt } from './rng';
import type { BaseView, Seat, Viewer } from './types';

export function checkViews(ctx: CheckContext, state: unknown): void {
  const secrets = ctx.game.secrets(state);
  checkDeclaration(ctx, secrets);
  viewOf(ctx, state, 'spectator', secrets);
  for (let seat = 0; seat < ctx.seats; seat++) {
    const view = viewOf(ctx, state, seat, secrets);
    checkDeterminization(ctx, state, seat, view, secrets);
  }
  ctx.report.viewChecks++;
}

/** The view of `viewer`, once it is known to survive JSON and to leak nothing; with its canonical text. */
function viewOf(
  ctx: CheckContext,
  state: unknown,
  viewer: Viewer,
  secrets: readonly Secret[],
): { view: BaseView; text: string } {
  const view = ctx.game.view(state, viewer);
  const text = canonicalJson(view);
  const who = viewer === 'spectator' ? 'the spectator view' : `the view of seat ${viewer}`;
  if (canonicalJson(JSON.parse(JSON.stringify(view))) !== text) fail(ctx, `${who} does not survive JSON`);
  checkNoLeak(ctx, view, text, viewer, secrets);
  return { view, text };
}

function checkDeterminization(
  ctx: CheckContext,
  state: unknown,
  seat: Seat,
  { view, text }: { view: BaseView; text: string },
  secrets: readonly Secret[],
): void {
  const { game } = ctx;
  const dealSeed = `det:${ctx.seed}:${ctx.step}:${seat}:${nextInt(ctx.chooser, 1e9)}`;
  const guess = game.determinize(view, seat, createRng(dealSeed));
  if (canonicalJson(view) !== text) fail(ctx, 'determinize mutated the view');
  if (canonicalJson(game.view(guess, seat)) !== text) {
    fail(
      ctx,
      `seat ${seat}'s view of a determinisation differs from its view of the truth (the view leaks, or determinize ignores what the seat knows)`,
    );
  }
  const legalTruth = game.legalActions(state, seat).map((a) => a.key);
  const legalGuess = game.legalActions(guess, seat).map((a) => a.key);
  if (canonicalJson(legalTruth) !== canonicalJson(legalGuess)) {
    fail(ctx, `seat ${seat}'s legal actions differ in a determinisation`);
  }
  const moved = tallyVariation(ctx, seat, secrets, game.secrets(guess));
  if (withoutRng(guess) !== withoutRng(state)) {
    ctx.report.variedDeterminizations++;
    if (!moved) ctx.report.undeclaredVariations++;
  }
  if (game.determinizer) checkDeterminizer(ctx, seat, view, guess, dealSeed);
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
  if (stateHash(first) !== stateHash(guess)) {
    fail(ctx, `determinizer(view, ${seat}) dealt a different state from determinize with the same rng`);
  }
  const searchDeal = game.determinizer!(view, seat, true)(createRng(dealSeed));
  const expected = game.forSearch ? game.forSearch(guess) : guess;
  if (stateHash(searchDeal) !== stateHash(expected)) {
    fail(ctx, `determinizer(view, ${seat}, forSearch) dealt a state other than forSearch(determinize(...))`);
  }
  ctx.report.fastPathChecks++;
  if (!game.step) return;
  const firstText = canonicalJson(first);
  const second = deal(createRng(`${dealSeed}:again`));
  const legal = game.toAct(second).flatMap((s: Seat) => game.legalActions(second, s).map((a) => ({ s, a })));
  const pick = legal[nextInt(ctx.chooser, Math.max(1, legal.length))];
  if (!pick) return;
  game.step(second, pick.s, pick.a);
  if (canonicalJson(first) !== firstText) {
    fail(ctx, `two deals of one determinizer share state: stepping one changed the other (action ${pick.a.key})`);
  }
}

/** Hash of a state without its PRNG, which a determinisation always re-seeds. */
function withoutRng(state: unknown): string {
  return stateHash({ ...(state as Record<string, unknown>), rng: null });
}
