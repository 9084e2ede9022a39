/** The replay viewer's stepping: where each control and key leads, and the position in words. */
import { describe, expect, it } from 'vitest';
import {
  clampStep,
  moveShownAt,
  nextTurnStep,
  positionText,
  previousTurnStep,
  replayCommandFor,
  stepAfterMove,
  stepFor,
} from '../../src/renderer/src/components/replay/replay-position';

/** Turns start at these steps in a 10-move game: seat A plays 0–2, B 3–6, A 7–9. */
const TURNS = [0, 3, 7, 10];
const LENGTH = 10;

function key(name: string, shift = false): Parameters<typeof replayCommandFor>[0] {
  return { key: name, shiftKey: shift, ctrlKey: false, metaKey: false, altKey: false };
}

describe('replay position', () => {
  it('says where the viewer stands in words, the setup included', () => {
    expect(positionText(12, 47)).toBe('Move 12 of 47');
    expect(positionText(0, 47)).toBe('Setup (move 0 of 47)');
  });

  it('keeps a step inside the record', () => {
    expect(clampStep(-3, LENGTH)).toBe(0);
    expect(clampStep(14, LENGTH)).toBe(LENGTH);
    expect(clampStep(4, LENGTH)).toBe(4);
  });

  it('steps one move either way and stops at the ends', () => {
    expect(stepFor('forward', 4, LENGTH, TURNS)).toBe(5);
    expect(stepFor('back', 4, LENGTH, TURNS)).toBe(3);
    expect(stepFor('back', 0, LENGTH, TURNS)).toBe(0);
    expect(stepFor('forward', LENGTH, LENGTH, TURNS)).toBe(LENGTH);
    expect(stepFor('first', 6, LENGTH, TURNS)).toBe(0);
    expect(stepFor('last', 6, LENGTH, TURNS)).toBe(LENGTH);
  });

  it('steps a turn forward to the next turn start, and to the end from the last turn', () => {
    expect(nextTurnStep(TURNS, 0, LENGTH)).toBe(3);
    expect(nextTurnStep(TURNS, 4, LENGTH)).toBe(7);
    expect(nextTurnStep(TURNS, 8, LENGTH)).toBe(10);
    expect(nextTurnStep(TURNS, 10, LENGTH)).toBe(10);
  });

  it('steps a turn back to the start of this turn from inside it, else to the turn before', () => {
    expect(previousTurnStep(TURNS, 5)).toBe(3);
    expect(previousTurnStep(TURNS, 7)).toBe(3);
    expect(previousTurnStep(TURNS, 3)).toBe(0);
    expect(previousTurnStep(TURNS, 0)).toBe(0);
    expect(stepFor('turn-back', 10, LENGTH, TURNS)).toBe(7);
    expect(stepFor('turn-forward', 3, LENGTH, TURNS)).toBe(7);
  });

  it('shows the position after a move chosen in the list, and marks that move at its step', () => {
    expect(stepAfterMove(0)).toBe(1);
    expect(moveShownAt(stepAfterMove(6))).toBe(6);
    expect(moveShownAt(0)).toBeNull();
  });

  it('reads the keys: arrows a move, Shift+arrows a turn, Home/End, Space', () => {
    expect(replayCommandFor(key('ArrowLeft'))).toBe('back');
    expect(replayCommandFor(key('ArrowRight'))).toBe('forward');
    expect(replayCommandFor(key('ArrowLeft', true))).toBe('turn-back');
    expect(replayCommandFor(key('ArrowRight', true))).toBe('turn-forward');
    expect(replayCommandFor(key('Home'))).toBe('first');
    expect(replayCommandFor(key('End'))).toBe('last');
    expect(replayCommandFor(key(' '))).toBe('play-pause');
    expect(replayCommandFor(key('a'))).toBeNull();
    expect(replayCommandFor({ ...key('ArrowLeft'), ctrlKey: true })).toBeNull();
  });
});
