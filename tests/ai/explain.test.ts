/**
 * A search asked to explain itself records, per root move, the mean change of the game's
 * measures from the position it dealt to where its playouts stop; an ordinary search
 * records nothing. Checked exactly on a two-move toy game, and by sign on The Queen,
 * where playing a Weapon puts one on the table.
 */
import { describe, expect, it } from 'vitest';
import { IsmctsSearch, ismcts, mergeRootStats, type SearchOptions } from '../../src/ai';
import type { AnyGame, Seat } from '../../src/engine';
import { queen as queenGame } from '../../src/games/queen';
import { defOf, isWeapon, type QueenState } from '../../src/games/queen/state';

interface Coins {
  coins: number;
  step: number;
  log: [];
}

/**
 * Seat 0 takes 2 coins or passes, seat 1 waits, seat 0 takes or passes again; the game ends.
 * The horizon is seat 0's second turn: only the first move's coins count.
 */
const coins = {
  name: 'Coins',
  toAct: (s: Coins) => (s.step >= 3 ? [] : [s.step % 2]),
  legalActions: (s: Coins, seat: Seat) =>
    s.step >= 3 || seat !== s.step % 2 ? [] : seat === 0 ? [{ key: 'gain' }, { key: 'pass' }] : [{ key: 'wait' }],
  apply: (s: Coins, _seat: Seat, a: { key: string }) => ({
    ...s,
    coins: s.coins + (a.key === 'gain' ? 2 : 0),
    step: s.step + 1,
  }),
  isOver: (s: Coins) => s.step >= 3,
  outcome: (s: Coins) => [s.coins > 0 ? 1 : 0, s.coins > 0 ? 0 : 1],
  view: (s: Coins) => s,
  determinize: (v: Coins) => ({ ...v }),
  measures: (s: Coins) => [
    { term: 'coins', value: s.coins, better: 'more' as const },
    { term: 'steps', value: s.step, better: 'less' as const },
  ],
} as unknown as AnyGame;

const base: SearchOptions = { seed: 3, iterations: 200, rollout: 'random', depth: 20 };
const start: Coins = { coins: 5, step: 0, log: [] };

describe('a search that explains itself', () => {
  it("records each root move's mean change in every measure up to the seat's next turn, only when asked", () => {
    const result = ismcts(coins, start, 0, { ...base, explain: true });
    const gain = result.stats.find((s) => s.key === 'gain')!;
    const pass = result.stats.find((s) => s.key === 'pass')!;
    expect(gain.expects).toEqual([
      { term: 'coins', better: 'more', change: 2 },
      { term: 'steps', better: 'less', change: 2 },
    ]);
    expect(pass.expects?.find((e) => e.term === 'coins')?.change).toBe(0);
    expect(ismcts(coins, start, 0, base).stats.every((s) => s.expects === undefined)).toBe(true);
  });

  it('merges the shares of a root-parallel search weighted by their iterations', () => {
    const share = (visits: number, change: number) => ({
      iterations: visits,
      best: 'gain',
      stats: [{ key: 'gain', visits, meanValue: 1, expects: [{ term: 'coins', better: 'more' as const, change }] }],
    });
    const merged = mergeRootStats([share(30, 1), share(10, 3)]);
    expect(merged.stats[0]!.expects).toEqual([{ term: 'coins', better: 'more', change: 1.5 }]);
  });

  it('refuses an explain option that is not true or false', () => {
    expect(() => new IsmctsSearch(coins, start, 0, { ...base, explain: 'yes' as unknown as boolean })).toThrow(
      /"explain" must be true or false/,
    );
  });

  it('The Queen: playing a Weapon is expected to add Weapons on the table, passing the turn is not', () => {
    // A seat to act with a Weapon in hand.
    let state: QueenState | null = null;
    for (let seed = 1; seed < 50 && !state; seed++) {
      const s = queenGame.setup({ players: 2, variant: 'standard' }, seed);
      const seat = s.current;
      if (s.phase === 'turn' && s.seats[seat]!.hand.some((c) => isWeapon(s, c))) state = s;
    }
    expect(state).not.toBeNull();
    const seat = state!.current;
    const weapon = state!.seats[seat]!.hand.find((c) => isWeapon(state!, c))!;
    const result = ismcts(queenGame as AnyGame, queenGame.view(state!, seat), seat, {
      ...base,
      iterations: 1500,
      rollout: 'heuristic',
      explain: true,
    });
    const weapons = (key: string) =>
      result.stats.find((s) => s.key === key)?.expects?.find((e) => e.term === 'Weapons on your team’s table')?.change;
    const play = queenGame.legalActions(state!, seat).find((a) => 'card' in a && a.card === weapon)!;
    expect(defOf(state!, weapon).kind).toBe('weapon');
    expect(weapons(play.key)).toBeGreaterThan(0.5);
    expect(weapons(play.key)).toBeGreaterThan(weapons('draw') ?? Infinity);
  });
});
