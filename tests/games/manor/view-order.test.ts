/** The view's resolution order: what the board shows at the reveal, as the rules will run it. */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { arrange, FOUR, selectAll } from './helpers';

describe('manor view: the order of the round', () => {
  it('is empty while cards are chosen, then lists every card by initiative, ties clockwise from the Lantern', () => {
    const start = arrange(FOUR, { lantern: 2 });
    expect(manor.view(start, 0).order).toEqual([]);
    const revealed = selectAll(start, ['study', 'pilfer', 'study', 'pilfer']);
    const expected = [
      { player: 3, card: 'pilfer' },
      { player: 1, card: 'pilfer' },
      { player: 2, card: 'study' },
      { player: 0, card: 'study' },
    ];
    // Public once revealed: every seat and the spectator see the same order.
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const)
      expect(manor.view(revealed, viewer).order).toEqual(expected);
  });
});
