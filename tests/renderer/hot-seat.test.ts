import { describe, expect, it } from 'vitest';
import {
  chooseDisplayedSeat,
  humanSeatsOf,
  needsHandover,
  seatDisplayName,
} from '../../src/renderer/src/logic/hot-seat';

describe('hot-seat: which seat the device shows', () => {
  const humans = [0, 3];

  it('shows the human who must act', () => {
    expect(chooseDisplayedSeat([3], humans, 0)).toBe(3);
    expect(chooseDisplayedSeat([0], humans, 3)).toBe(0);
  });

  it('keeps the last human on display during AI turns', () => {
    expect(chooseDisplayedSeat([1], humans, 3)).toBe(3);
    expect(chooseDisplayedSeat([2], humans, 0)).toBe(0);
  });

  it('keeps the last human on display when the game is over', () => {
    expect(chooseDisplayedSeat([], humans, 3)).toBe(3);
  });

  it('starts with the first human when nobody human acts yet', () => {
    expect(chooseDisplayedSeat([1], humans, null)).toBe(0);
  });

  it('stays on the displayed human when several humans act at once', () => {
    expect(chooseDisplayedSeat([0, 3], humans, 3)).toBe(3);
  });

  it('shows nothing when no seat is human', () => {
    expect(chooseDisplayedSeat([0], [], null)).toBeNull();
  });

  it('asks for a hand-over only between two humans sharing the device', () => {
    expect(needsHandover(0, 3, 2)).toBe(true);
    expect(needsHandover(null, 0, 2)).toBe(true);
    expect(needsHandover(0, 0, 2)).toBe(false);
    expect(needsHandover(0, 3, 1)).toBe(false);
  });

  it('finds human seats and names them', () => {
    const seats = [
      { kind: 'human' as const, name: 'Ada' },
      { kind: 'ai' as const, level: 'random' as const },
      { kind: 'human' as const },
    ];
    expect(humanSeatsOf(seats)).toEqual([0, 2]);
    const labels = ['The Girl', 'The Robot', 'The Evil Queen'];
    expect(seatDisplayName(seats, labels, 0)).toBe('Ada (The Girl)');
    expect(seatDisplayName(seats, labels, 2)).toBe('The Evil Queen');
    // A label with brackets of its own: no brackets inside brackets.
    expect(seatDisplayName([{ kind: 'human', name: 'Ada' }], ['Player 1 (Numan: Adam Finn)'], 0)).toBe(
      'Ada, Player 1 (Numan: Adam Finn)',
    );
  });
});
