/**
 * EverZone's search does not give up a battle it can still win. Surrendering costs one of
 * the side's two surrenders ("If a side surrenders more than twice in the game, they lose
 * immediately") and "the surrendering side takes damage equal to half the unmodified
 * attack value of the opposing Army"; an even battle whose next clash our side strikes
 * first in is worth fighting on. The position is reached by legal moves only; the search
 * is the Hard level's, at its seeded iteration budget (nothing here is timed).
 */
import { describe, expect, it } from 'vitest';
import { ismcts, levelSpec } from '../../src/ai';
import type { AnyGame, Seat } from '../../src/engine';
import { findGame } from '../../src/games';
import type { EzState } from '../../src/games/everzone/types';

const game = findGame('everzone') as AnyGame;

/** Applies the legal action of `seat` that the rules describe as `label`. */
function byLabel(state: EzState, seat: Seat, label: string): EzState {
  const legal = game.legalActions(state, seat);
  const action = legal.find((a) => game.describe(a, state) === label);
  if (!action) throw new Error(`Seat ${seat} has no "${label}"`);
  return game.apply(state, seat, action) as EzState;
}

/**
 * The end of the first turn at an Earth location: each side marshalled one small unit
 * (Sparrow 1/1, range 4, against Slurry 1/1, range 1) and kept it face down, so nothing
 * was lost and every turn but this one is still to come. "The Army that has the highest
 * range attacks first": next turn, Sparrow strikes first and destroys Slurry.
 */
function evenBattle(): EzState {
  let state = game.setup({ format: '1v1', cpPerPlayer: 20, decks: ['adam-finn', 'pandora'], locations: 'random' }, 15);
  for (const seat of game.toAct(state)) state = byLabel(state as EzState, seat, 'Keep this hand.');
  let s = state as EzState;
  s = byLabel(s, 0, 'Marshal face down: Sparrow.');
  s = byLabel(s, 1, 'Marshal face down: Slurry.');
  for (let guard = 0; guard < 20 && s.phase !== 'surrender'; guard++) {
    const seat = game.toAct(s)[0] as Seat;
    const labels = game.legalActions(s, seat).map((a) => game.describe(a, s));
    s = byLabel(s, seat, labels.find((l) => ['Reveal: nothing.', 'Have active: nothing.', 'Pass.'].includes(l)) ?? '');
  }
  return s;
}

describe('EverZone search — Surrendering', () => {
  it('fights on in an even battle it strikes first in, rather than surrender', () => {
    const state = evenBattle();
    expect(state.phase).toBe('surrender');
    expect(state.current).toBe(0);
    expect(state.teams.map((t) => [t.cp, t.surrenders])).toEqual([
      [20, 0],
      [20, 0],
    ]);
    const spec = levelSpec('hard');
    if (spec.kind !== 'ismcts') throw new Error('Hard is a search level');
    const result = ismcts(game, game.view(state, 0), 0, {
      seed: 1,
      iterations: spec.iterations,
      rollout: spec.rollout,
      depth: spec.depth,
    });
    const visits = new Map(result.stats.map((s) => [s.key, s.visits]));
    expect(result.best).toBe('fight-on');
    expect(visits.get('fight-on') ?? 0).toBeGreaterThan(2 * (visits.get('surrender') ?? 0));
  });

  // A surrender saves half of a broken army's damage; an army at an early turn's limit attacks for some 6.
  it('weighs a spent surrender above 2 command points (Surrendering: a third one loses)', () => {
    const state = evenBattle();
    const surrendered = byLabel(state, 0, 'Surrender this battle.');
    const foughtOn = byLabel(state, 0, 'Fight on.');
    // No army was active, so the surrender itself dealt no damage: only the surrender was spent.
    expect(surrendered.teams[0]?.cp).toBe(20);
    const withPoints = structuredClone(surrendered);
    withPoints.teams[0]!.cp += 2;
    expect(game.evaluate!(withPoints, 0)).toBeLessThan(game.evaluate!(foughtOn, 0));
  });
});
