/**
 * The suite's checks of the optional members search uses instead of the plain
 * contract: `clone` and `step` against `apply`, a `forSearch` copy played along
 * with the game against the game itself, `evaluate` in range, `rolloutPolicy`
 * legal. Each runs only when the game has the member.
 */
import { fail, guard, type CheckContext } from './conformance-report';
import { sameJson, snapshot } from './conformance-json';
import { createRng, nextInt } from './rng';
import type { Action, AnyGame, Seat } from './types';

/**
 * A clone stepped with the action just applied equals what `apply` returned, and
 * stepping it leaves the original untouched (`originalText` is the original's `snapshot`).
 */
export function checkCloneAndStep(
  ctx: CheckContext,
  state: unknown,
  originalText: string,
  seat: Seat,
  action: Action,
  next: unknown,
): void {
  const { game } = ctx;
  if (!game.clone && !game.step) return;
  const copy = game.clone ? game.clone(state) : JSON.parse(originalText);
  if (game.clone && !sameJson(copy, state)) fail(ctx, 'clone(state) differs from the state');
  if (game.step) {
    const stepping = `stepping a clone (action ${action.key})`;
    const wrote = `clone shares state with the original: ${stepping} wrote into the original`;
    guard(ctx, stepping, wrote, () => game.step!(copy, seat, action));
    if (snapshot(state) !== originalText) {
      fail(ctx, `stepping a clone changed the original (clone shares state with it; action ${action.key})`);
    }
    if (!sameJson(copy, next)) {
      fail(ctx, `step and apply disagree: after ${action.key} the stepped state differs from apply's`);
    }
  }
  ctx.report.fastPathChecks++;
}

/** `evaluate` gives every seat a number in [0, 1]; `rolloutPolicy` picks a legal action for every seat to act. */
export function checkHeuristics(ctx: CheckContext, state: unknown): void {
  const { game } = ctx;
  if (game.evaluate) {
    for (let seat = 0; seat < ctx.seats; seat++) {
      const value = game.evaluate(state, seat);
      if (!(value >= 0 && value <= 1)) fail(ctx, `evaluate(state, ${seat}) is ${value}, not in [0, 1]`);
    }
  }
  if (game.rolloutPolicy) {
    for (const seat of game.toAct(state)) {
      const rng = createRng(`rollout:${ctx.seed}:${ctx.step}:${nextInt(ctx.chooser, 1e9)}`);
      const action = game.rolloutPolicy(state, seat, rng);
      if (!isLegal(game, state, seat, action)) {
        fail(ctx, `rolloutPolicy chose "${action?.key}" for seat ${seat}, which is not a legal action`);
      }
    }
  }
  ctx.report.fastPathChecks++;
}

function isLegal(game: AnyGame, state: unknown, seat: Seat, action: Action | undefined): boolean {
  if (!action || typeof action.key !== 'string') return false;
  if (game.legalActions(state, seat).some((a) => a.key === action.key)) return true;
  return (game.parseAction?.(state, seat, action.key) ?? null) !== null;
}

/**
 * A `forSearch` copy of the start, played along with the game by `step` (or `apply`),
 * must agree with the game on who acts, what they may do, the end and the outcome,
 * and on `evaluate` and `rolloutPolicy`: `forSearch` promises no decision reads what it drops.
 */
export class SearchShadow {
  private copy: unknown;

  private constructor(
    private readonly game: AnyGame,
    start: unknown,
  ) {
    this.copy = game.forSearch!(start);
  }

  static of(game: AnyGame, start: unknown): SearchShadow | null {
    return game.forSearch ? new SearchShadow(game, start) : null;
  }

  advance(seat: Seat, action: Action): void {
    if (this.game.step) this.game.step(this.copy, seat, action);
    else this.copy = this.game.apply(this.copy, seat, action);
  }

  compare(ctx: CheckContext, state: unknown): void {
    const { game, copy } = this;
    const say = (what: string) => fail(ctx, `a forSearch copy played along disagrees on ${what}`);
    if (game.isOver(copy) !== game.isOver(state)) say('whether the game is over');
    const toAct = game.toAct(state);
    if (JSON.stringify(game.toAct(copy)) !== JSON.stringify(toAct)) say('who is to act');
    for (const seat of toAct) {
      const keys = (s: unknown) => JSON.stringify(game.legalActions(s, seat).map((a) => a.key));
      if (keys(copy) !== keys(state)) say(`seat ${seat}'s legal actions`);
      if (game.rolloutPolicy) {
        const seed = `shadow:${ctx.seed}:${ctx.step}:${seat}`;
        const ours = game.rolloutPolicy(copy, seat, createRng(seed)).key;
        if (ours !== game.rolloutPolicy(state, seat, createRng(seed)).key) say(`seat ${seat}'s rollout move`);
      }
    }
    if (game.evaluate) {
      for (let seat = 0; seat < ctx.seats; seat++) {
        if (game.evaluate(copy, seat) !== game.evaluate(state, seat)) say(`evaluate for seat ${seat}`);
      }
    }
    if (game.isOver(state) && JSON.stringify(game.outcome(copy)) !== JSON.stringify(game.outcome(state))) {
      say('the outcome');
    }
    ctx.report.fastPathChecks++;
  }
}
