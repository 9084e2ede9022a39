/** Who sat where in a replay: read from a save file only when it is well formed, and the take-over's first choice. */
import { describe, expect, it } from 'vitest';
import { seatsOfSaveData, takeOverSeats } from '../../src/renderer/src/components/replay/replay-seats';

const SAVE = {
  format: 'boardwright-save',
  formatVersion: 1,
  seats: [
    { kind: 'human', name: 'Ada' },
    { kind: 'ai', level: 'hard' },
  ],
  record: {},
};

describe('replay seats', () => {
  it("reads a save file's seats", () => {
    expect(seatsOfSaveData(SAVE)).toEqual([
      { kind: 'human', name: 'Ada' },
      { kind: 'ai', level: 'hard' },
    ]);
  });

  it('reads none from a bare record, or from seats it cannot trust', () => {
    expect(seatsOfSaveData({ game: 'queen', actions: [] })).toBeNull();
    expect(seatsOfSaveData({ ...SAVE, seats: [{ kind: 'ai', level: 'godlike' }] })).toBeNull();
    expect(seatsOfSaveData({ ...SAVE, seats: [{ kind: 'robot' }] })).toBeNull();
    expect(seatsOfSaveData({ ...SAVE, seats: 'two' })).toBeNull();
    expect(seatsOfSaveData(null)).toBeNull();
  });

  it('drops a blank name rather than show it', () => {
    expect(seatsOfSaveData({ ...SAVE, seats: [{ kind: 'human', name: '  ' }] })).toEqual([{ kind: 'human' }]);
  });

  it('offers the same players first, else a human in the seat on show against AIs', () => {
    const known = seatsOfSaveData(SAVE);
    expect(takeOverSeats(2, known, 1, 'normal')).toEqual(known);
    expect(takeOverSeats(3, known, 1, 'normal')).toEqual([
      { kind: 'ai', level: 'normal' },
      { kind: 'human' },
      { kind: 'ai', level: 'normal' },
    ]);
    expect(takeOverSeats(2, null, null, 'easy')).toEqual([{ kind: 'human' }, { kind: 'ai', level: 'easy' }]);
  });
});
