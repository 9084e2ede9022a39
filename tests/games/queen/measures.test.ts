/** The Queen's measures count each team's living players, the team's Weapons and the seat's hand. */
import { describe, expect, it } from 'vitest';
import { queen } from '../../../src/games/queen';
import { defOf } from '../../../src/games/queen/state';

describe('queen measures', () => {
  it('reads who is alive, Weapons on the table and the Ability Points in hand', () => {
    const state = queen.setup(queen.defaultConfig(), 3);
    const me = state.seats[0]!;
    const rival = state.seats.findIndex((s) => s.team !== me.team);
    state.seats[rival]!.alive = false;
    const points = me.hand.reduce((sum, c) => sum + (defOf(state, c).points ?? 0), 0);
    const byTerm = new Map(queen.measures!(state, 0).map((m) => [m.term, m]));
    expect(byTerm.get('opponents alive')).toMatchObject({
      value: state.seats.filter((s) => s.team !== me.team && s.alive).length,
      better: 'less',
    });
    expect(byTerm.get('players alive on your team')?.value).toBe(state.seats.filter((s) => s.team === me.team).length);
    expect(byTerm.get('Weapons on your team’s table')?.value).toBe(
      state.seats.filter((s) => s.team === me.team).reduce((sum, s) => sum + s.table.length, 0),
    );
    expect(byTerm.get('Weapons on the opponents’ table')).toMatchObject({
      value: state.seats.filter((s) => s.team !== me.team && s.alive).reduce((sum, s) => sum + s.table.length, 0),
      better: 'less',
    });
    expect(byTerm.get('cards in hand')).toMatchObject({ value: me.hand.length, better: 'more' });
    expect(byTerm.get('Ability Points in hand')?.value).toBe(points);
  });
});
