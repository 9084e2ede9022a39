/** The "leaning towards" label never names a card hidden in the thinking seat's hand. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { publicMoveLabel } from '../../src/services/match/leaning';
import { queen } from './queen-positions';

/** Queen states (first legal move each ply) where the seat to act could play a card from its hand. */
function positionsWithHandPlays(): { state: unknown; seat: Seat }[] {
  const found: { state: unknown; seat: Seat }[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    let state: unknown = queen.setup({ players: 2, variant: 'standard' }, seed);
    for (let ply = 0; ply < 30 && !queen.isOver(state); ply++) {
      const seat = queen.toAct(state)[0] as Seat;
      const legal = queen.legalActions(state, seat);
      if (legal.some((a) => a.key.startsWith('play:'))) found.push({ state, seat });
      state = queen.apply(state, seat, legal[ply % legal.length]!);
    }
  }
  return found;
}

describe('publicMoveLabel', () => {
  const positions = positionsWithHandPlays();

  it('hides every move that plays a card from the hand', () => {
    expect(positions.length).toBeGreaterThan(5);
    for (const { state, seat } of positions) {
      for (const action of queen.legalActions(state, seat).filter((a) => a.key.startsWith('play:'))) {
        expect(publicMoveLabel(queen, state, seat, action.key)).toBeNull();
      }
    }
  });

  it('names moves anyone could name: drawing, and the order of play', () => {
    for (const { state, seat } of positions) {
      if (queen.legalActions(state, seat).some((a) => a.key === 'draw')) {
        expect(publicMoveLabel(queen, state, seat, 'draw')).toBe('Draw the top card and end the turn');
      }
    }
    const start = queen.setup({ players: 2, variant: 'standard' }, 1);
    if (queen.toAct(start).includes(0) && queen.legalActions(start, 0).some((a) => a.key === 'order:cw')) {
      expect(publicMoveLabel(queen, start, 0, 'order:cw')).toBe('Play clockwise (seat order)');
    }
  });

  it('says nothing about a key that is not a legal move', () => {
    const { state, seat } = positions[0]!;
    expect(publicMoveLabel(queen, state, seat, 'no-such-move')).toBeNull();
  });
});
