/**
 * "While you waited" at the Manor, from two views of the same seat taken around a played round:
 * the reveal (rulebook, "Reveal"), madness gained for a shared action card ("Sharing"), and the first
 * Clock coming out of the Manor deck ("The Clocks").
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { manorRecap } from '../../../src/games/manor/recap';
import { act, arrange, FOUR, keys, selectAll } from './helpers';

const ROOMS = ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'];

describe('manor recap', () => {
  it('tells the round’s reveal, who shared and went madder, and the first Clock', () => {
    let state = arrange(FOUR, { rooms: ROOMS, deck: ['clock', 'ruby-brooch'], lantern: 0 });
    const before = manor.view(state, 0);
    state = selectAll(state, ['study', 'deceive', 'deceive', 'deceive']);
    while (state.round === 1) state = act(state, keys(state)[0]!);
    const items = manorRecap(before, manor.view(state, 0), 0);
    const texts = items.map((i) => i.text);
    expect(texts[0]).toBe('Round 1 reveal: Player 1 Study, Player 2 Deceive, Player 3 Deceive, Player 4 Deceive.');
    expect(items).toContainEqual({
      text: 'Player 2’s madness went from 1 to 2.',
      place: 'player:1',
      tone: 'neutral',
    });
    expect(items).toContainEqual({
      text: '1 Clock came out of the Manor deck: the next one ends the game.',
      place: 'clocks',
      tone: 'bad',
    });
  });

  it('says nothing when nothing the seat can see changed', () => {
    const state = arrange(FOUR, { rooms: ROOMS, deck: ['ruby-brooch'], lantern: 0 });
    expect(manorRecap(manor.view(state, 0), manor.view(state, 0), 0)).toEqual([]);
  });
});
