import { describe, expect, it } from 'vitest';
import { buildSaveFile, parseSaveText, saveFileName } from '../../src/renderer/src/logic/save-file';
import { describeOutcome } from '../../src/renderer/src/logic/outcome';
import type { MatchSummary } from '../../src/shared/api';

describe('save files', () => {
  it('builds a SaveFile with the record and the seats', () => {
    const record = { game: 'queen', engineVersion: '1', contentHash: 'h', config: {}, seed: 7, actions: [] };
    const file = buildSaveFile('Evening game', [{ kind: 'human' }], record, new Date('2026-01-02T03:04:05Z'));
    expect(file).toEqual({
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'Evening game',
      savedAt: '2026-01-02T03:04:05.000Z',
      seats: [{ kind: 'human' }],
      record,
    });
  });

  it('names the download safely', () => {
    expect(saveFileName('The Girl vs. the Evil Queen, 3 Mar 2026')).toBe(
      'the-girl-vs-the-evil-queen-3-mar-2026.boardwright.json',
    );
    expect(saveFileName('***')).toBe('boardwright-save.boardwright.json');
  });

  it('says which file is not JSON', () => {
    expect(() => parseSaveText('notes.txt', 'hello')).toThrow(/"notes.txt" is not a Boardwright save/);
    expect(parseSaveText('a.json', '{"x":1}')).toEqual({ x: 1 });
  });
});

describe('outcome in words', () => {
  const base = {
    seatLabels: ['The Girl', 'The Robot', 'The Evil Queen'],
    seatTeams: [0, 0, 1],
  } as unknown as MatchSummary;

  it('names a winning team', () => {
    expect(describeOutcome({ ...base, outcome: [1, 1, 0] }).headline).toBe('The Girl and The Robot win as a team.');
  });

  it('names a lone winner', () => {
    expect(describeOutcome({ ...base, outcome: [0, 0, 1] }).headline).toBe('The Evil Queen wins.');
  });

  it('says when there is no outcome', () => {
    expect(describeOutcome({ ...base, outcome: null }).headline).toBe('The game is over.');
  });
});
