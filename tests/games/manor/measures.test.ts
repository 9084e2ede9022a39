/** Manor's measures read the seat's madness and $ as the end counts them, and the gods' tokens. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { totalDollars } from '../../../src/games/manor/end-effects';
import { totalMadness } from '../../../src/games/manor/madness';

describe('manor measures', () => {
  it('reads madness, $, relics and the awakening tokens', () => {
    const state = manor.setup(manor.defaultConfig(), 9);
    state.players[0]!.madness = 4;
    state.gods.forEach((g, i) => (g.tokens = i + 1));
    const byTerm = new Map(manor.measures!(state, 0).map((m) => [m.term, m]));
    expect(byTerm.get('madness')).toEqual({ term: 'madness', value: totalMadness(state, 0), better: 'less' });
    expect(byTerm.get('madness')!.value).toBeGreaterThanOrEqual(4);
    expect(byTerm.get('$')).toMatchObject({ value: totalDollars(state, 0, null), better: 'more' });
  });

  it("counts every god's awakening tokens against a seat, and a Cultist's own god's for it", () => {
    const state = manor.setup(manor.defaultConfig(), 9);
    state.gods.forEach((g, i) => (g.tokens = i + 1));
    const tokens = (): unknown => manor.measures!(state, 0).find((m) => m.term.startsWith('awakening'));
    state.players[0]!.role = 'skeptic';
    expect(tokens()).toEqual({
      term: 'awakening tokens',
      value: state.gods.reduce((s, g) => s + g.tokens, 0),
      better: 'less',
    });
    state.players[0]!.role = 'blue-cultist';
    expect(tokens()).toEqual({
      term: 'awakening tokens on your god',
      value: state.gods.find((g) => g.colour === 'blue')!.tokens,
      better: 'more',
    });
  });
});
