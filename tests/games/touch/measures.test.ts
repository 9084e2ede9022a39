/** Touch's measures read the asking seat's Heroes and the public board, each the right way up. */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';

describe('touch measures', () => {
  it("sums the seat's own Heroes and reads the track, the Villain and the Elders", () => {
    const state = touch.setup(touch.defaultConfig(), 7);
    const mine = state.heroes.filter((h) => h.seat === 0);
    expect(mine.length).toBeGreaterThan(0);
    mine[0]!.investigation = 5;
    mine[0]!.wounds = 2;
    for (const h of state.heroes) if (h.seat !== 0) h.investigation = 9;
    state.track = 7;
    state.villain.wounds = 3;
    state.elders[0]!.status = 'evil';
    const ownInvestigation = mine.reduce((sum, h) => sum + h.investigation, 0);
    const byTerm = new Map(touch.measures!(state, 0).map((m) => [m.term, m]));
    expect(byTerm.get('Investigation')).toEqual({ term: 'Investigation', value: ownInvestigation, better: 'more' });
    expect(byTerm.get('Wounds')).toMatchObject({ value: mine.reduce((s, h) => s + h.wounds, 0), better: 'less' });
    expect(byTerm.get('Shadow Track')).toMatchObject({ value: 7, better: 'more' });
    expect(byTerm.get('Wounds on the Villain')).toMatchObject({ value: 3, better: 'more' });
    expect(byTerm.get('Town Elders with the town')?.value).toBe(state.elders.length - 1);
    // The other seat's Heroes are not ours.
    expect(touch.measures!(state, 1).find((m) => m.term === 'Investigation')?.value).toBe(
      state.heroes.filter((h) => h.seat === 1).reduce((s, h) => s + h.investigation, 0),
    );
  });
});
