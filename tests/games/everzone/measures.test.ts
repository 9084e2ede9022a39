/** EverZone's measures read the seat's side's CP against the best living rival's, and its own cards. */
import { describe, expect, it } from 'vitest';
import { everzone } from '../../../src/games/everzone';

describe('everzone measures', () => {
  it("reads each side's CP, the surrenders, the hand and the Fallen pile", () => {
    const state = everzone.setup(everzone.defaultConfig(), 11);
    const mine = state.players[0]!.team;
    for (const team of state.teams) team.cp = team.team === mine ? 17 : 12;
    state.teams.find((t) => t.team === mine)!.surrenders = 1;
    const byTerm = new Map(everzone.measures!(state, 0).map((m) => [m.term, m]));
    expect(byTerm.get('CP')).toEqual({ term: 'CP', value: 17, better: 'more' });
    expect(byTerm.get('CP for the other side')).toMatchObject({ value: 12, better: 'less' });
    expect(byTerm.get('surrenders')).toMatchObject({ value: 1, better: 'less' });
    expect(byTerm.get('cards in hand')?.value).toBe(state.players[0]!.hand.length);
    expect(byTerm.get('cards in your Fallen pile')?.value).toBe(state.players[0]!.fallen.length);
  });
});
