/**
 * "Why not?" in All Manor of Evil, SELECT ACTIONS: "When you place your selected action card
 * into your play area, immediately return any faceup action card in your play area to your
 * hand" — so while a card is chosen, last round's card is not in the hand, and the table says so.
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { act, arrange, keys, THREE } from './helpers';

function lastRoundStudy() {
  const state = arrange(THREE, { rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet'] });
  state.players.forEach((p) => (p.previous = 'study'));
  return state;
}

describe('manor whyNot', () => {
  it('names last round’s card while a card is chosen, and it is not among the legal picks', () => {
    const state = lastRoundStudy();
    const unavailable = manor.whyNot!(manor.view(state, 1), 1);
    expect(unavailable).toEqual([{ label: 'Study', reason: expect.stringContaining('last round') }]);
    expect(keys(state, 1)).not.toContain('select:study');
  });

  it('says nothing once the seat has placed its card, nor when nothing was played last round', () => {
    const placed = act(lastRoundStudy(), 'select:pilfer', 1);
    expect(manor.whyNot!(manor.view(placed, 1), 1)).toEqual([]);
    const first = arrange(THREE, { rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet'] });
    expect(manor.whyNot!(manor.view(first, 0), 0)).toEqual([]);
  });
});
