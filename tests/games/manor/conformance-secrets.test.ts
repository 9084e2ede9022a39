/** Manor's declared secrets: each mark shows in the views of those who know it and in no other, even where ids repeat. */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/engine';
import { manor } from '../../../src/games/manor';
import { act, arrange, FOUR, SOLO } from './helpers';

describe('manor secrets', () => {
  it('a face-down card is in its owner’s view only, even when the viewer chose the same card', () => {
    let state = arrange(FOUR, {});
    state = act(state, 'select:pilfer', 0);
    state = act(state, 'select:pilfer', 1);
    const cards = manor.secrets(state).filter((s) => s.kind === 'face-down action card');
    expect(cards.map((s) => [s.place, s.knownBy])).toEqual([
      ['player 0', [0]],
      ['player 1', [1]],
    ]);
    for (const viewer of [0, 1, 2, 3] as const) {
      const text = canonicalJson(manor.view(state, viewer));
      for (const s of cards)
        expect(text.includes(s.mark), `${s.place} in seat ${viewer}'s view`).toBe(s.knownBy.includes(viewer));
    }
  });

  it('roles are their owners’; the deck is nobody’s; in solo Lovecraft’s setup relics and the box too', () => {
    const table = arrange(FOUR, {});
    const roles = manor.secrets(table).filter((s) => s.kind === 'role');
    expect(roles.map((s) => s.knownBy)).toEqual([[0], [1], [2], [3]]);
    const text = canonicalJson(manor.view(table, 2));
    expect(roles.map((s) => text.includes(s.mark))).toEqual([false, false, true, false]);
    expect(manor.secrets(table).filter((s) => s.kind === 'deck')).toHaveLength(table.deck.length);

    const solo = manor.setup(SOLO, 1);
    const kinds = new Set(manor.secrets(solo).map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['box', 'deck', 'face-down relic', 'role']);
    const hidden = manor.secrets(solo).filter((s) => s.kind === 'face-down relic' || s.kind === 'box');
    const soloText = canonicalJson(manor.view(solo, 0));
    for (const s of hidden) expect(soloText.includes(s.mark)).toBe(false);
  });
});
